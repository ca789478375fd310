/** `flagfall adjudicate`: rule on a game given as events (JSON Lines) and print the verdict. */
import { adjudicate, parseEvents } from '@flagfall/core';
import type { Io } from '../io.js';
import { parseArgs } from '../args.js';

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

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, [], ['trace']);
  if (!parsed.ok) {
    io.err(`flagfall adjudicate: ${parsed.error.message}\n`);
    return 2;
  }
  const files = parsed.value.positional;
  if (files.length !== 1) {
    io.err(`flagfall adjudicate: give one events file (or - for standard input)\n`);
    return 2;
  }
  const file = files[0]!;
  let text: string;
  try {
    text = await io.readText(file);
  } catch (e) {
    io.err(`flagfall adjudicate: cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  const log = parseEvents(text);
  if (!log.ok) {
    io.err(`flagfall adjudicate: ${file}: ${log.error.message}\n`);
    return 2;
  }
  const verdict = adjudicate(log.value, { trace: parsed.value.options.has('trace') });
  if (!verdict.ok) {
    io.err(`flagfall adjudicate: ${file}: ${verdict.error.message}\n`);
    return 2;
  }
  io.out(JSON.stringify(verdict.value) + '\n');
  return 0;
}
