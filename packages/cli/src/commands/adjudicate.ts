/** `flagfall adjudicate`: rule on a game given as events (JSON Lines) and print the verdict. */
import { adjudicate, parseEvents, quote } from '@flagfall/core';
import type { Io } from '../io.js';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { cannotRead, EXIT, fail } from '../errors.js';

export const summary = 'rule on a game given as JSON Lines events (moves, presses, claims, offers): result, article, PGN';
export const usage = `Usage:
  flagfall adjudicate [--trace] FILE     (FILE "-" reads standard input)
      FILE is JSON Lines (docs/events.md): a start line, then timed events, e.g.
        {"type":"start","rules":"fide-blitz","tc":"3+2","arbiter":"absent","clock":"digital"}
        {"t":1200,"type":"move","move":"e2e4"}
        {"t":9000,"type":"claim","by":"white","claim":"flag"}
      rules: fide-standard fide-rapid fide-blitz fide-2009-standard fide-2009-blitz
             uscf-standard uscf-blitz online   (tables in docs/rulesets.md)
      Prints one JSON object: {"result","termination","rule","endedAt","clock","flags",
        "fen","pgn","rulings":[{"t","line","code","ruling","rule"}…]}.
      --trace  adds "trace": the state after each event.
  A malformed line exits with code 2 and a message naming the line and field; a move or
  claim the rules refuse is not an error but a ruling.`;

const SPEC: CommandSpec = { options: { trace: { kind: 'flag' } }, positional: ['FILE'], synopsis: 'flagfall adjudicate [--trace] FILE (- for standard input)' };

const COMMAND = 'adjudicate';

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const file = parsed.value.positional[0]!;
  let text: string;
  try {
    text = await io.readText(file);
  } catch (e) {
    return fail(io, COMMAND, cannotRead(file, e));
  }
  const name = file === '-' ? 'standard input' : quote(file);
  const log = parseEvents(text);
  if (!log.ok) return fail(io, COMMAND, `${name}: ${log.error.message}`);
  const verdict = adjudicate(log.value, { trace: parsed.value.has('trace') });
  if (!verdict.ok) return fail(io, COMMAND, `${name}: ${verdict.error.message}`);
  io.out(JSON.stringify(verdict.value) + '\n');
  return EXIT.ok;
}
