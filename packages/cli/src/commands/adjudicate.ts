/** `flagfall adjudicate`: rule on a game given as events (JSON Lines) and print the verdict. */
import { adjudicate, DEFAULT_MAX_NODES, parseEvents, quote, RULESET_NAMES } from '@flagfall/core';
import { DEAD_POSITION_MAX_NODES } from '@flagfall/core/play';
import { QUICK_MAX_NODES } from '@flagfall/core/winnable';
import type { Io } from '../io.js';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { cannotRead, EXIT, fail } from '../errors.js';

export const summary = 'rule on a game given as JSON Lines events (moves, presses, claims, offers): result, article, PGN';
export const usage = `Usage:
  flagfall adjudicate [--trace] [--nodes N] [--dead-nodes N] FILE     (FILE "-" reads standard input)
      FILE is JSON Lines (docs/events.md): a start line, then timed events, e.g.
        {"type":"start","rules":"fide-blitz","tc":"3+2","arbiter":"absent","clock":"digital"}
        {"t":1200,"type":"move","move":"e2e4"}
        {"t":9000,"type":"claim","by":"white","claim":"flag"}
      rules: ${RULESET_NAMES.join(' ')}   (tables in docs/rulesets.md)
      Prints one JSON object: {"result","termination","rule","endedAt","clock","flags",
        "fen","pgn","rulings":[{"t","line","code","ruling","rule"}…]}.
      --trace  adds "trace": the state after each event.
      --nodes N       node budget of each "can this side still mate" analysis behind a ruling
                      (flag, resignation, losing illegal move, quickplay; default ${DEFAULT_MAX_NODES});
                      a ruling whose analysis ran out says so ("inconclusive").
      --dead-nodes N  node budget per side of the dead-position test after every move, the
                      analysis' quick mode (default ${DEAD_POSITION_MAX_NODES}, at most ${QUICK_MAX_NODES}).
  A malformed line exits with code 2 and a message naming the line and field; a move or
  claim the rules refuse is not an error but a ruling.`;

const MAX_BUDGET = 2 ** 30;
const SPEC: CommandSpec = {
  options: {
    trace: { kind: 'flag' },
    nodes: { kind: 'int', min: 0, max: MAX_BUDGET },
    'dead-nodes': { kind: 'int', min: 0, max: MAX_BUDGET },
  },
  positional: ['FILE'],
  synopsis: 'flagfall adjudicate [--trace] [--nodes N] [--dead-nodes N] FILE (- for standard input)',
};

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
  const maxNodes = parsed.value.int('nodes');
  const deadNodes = parsed.value.int('dead-nodes');
  const verdict = adjudicate(log.value, {
    trace: parsed.value.has('trace'),
    ...(maxNodes !== undefined ? { maxNodes } : {}),
    ...(deadNodes !== undefined ? { deadPositionMaxNodes: deadNodes } : {}),
  });
  if (!verdict.ok) return fail(io, COMMAND, `${name}: ${verdict.error.message}`);
  io.out(JSON.stringify(verdict.value) + '\n');
  return EXIT.ok;
}
