/** `flagfall tc`: read a time control in any notation and print what it is. */
import {
  classifyFide,
  classifyLichess,
  classifyUscf,
  makePgnTimeControl,
  makeTimeControlLabel,
  parsePgnTimeControl,
  parseTimeControl,
} from '@flagfall/core/clock';
import type { TimeControl } from '@flagfall/core/clock';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { EXIT, fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = 'read a time control (3+2, G/5;d5, 40/90+30, 30+30, PGN 4500+60 …) and classify it';
export const usage = `Usage:
  flagfall tc [--pgn] CONTROL
      prints one JSON object:
        {"input","periods":[{"moves","baseMs","incrementMs","delayMs","delayKind"}…],
         "pgn","label","fide","uscf","lichess"}
      fide: blitz|rapid|standard   uscf: blitz|quick|dual|regular|unrated
      lichess: ultrabullet|bullet|blitz|rapid|classical
      A key is left out where it is undefined: "pgn" for delays, "lichess" for delays and
      multi-period controls, all three categories for "?". An hourglass, "-" and "?" add
      "kind" (and "baseMs" for an hourglass) with "periods": [].
      Online, US Chess and FIDE notations count minutes; PGN forms (a bare number, "*n",
      ":"-separated periods, and "a+b" or "n/a" with a above 180) count seconds.
      --pgn  read CONTROL strictly as a PGN TimeControl tag: every number is seconds.
  Malformed controls exit with code 2 and the reason on stderr.`;

/** The JSON `flagfall tc` prints for a parsed control. */
export function describeTimeControl(input: string, tc: TimeControl): Record<string, unknown> {
  const out: Record<string, unknown> = { input };
  if (tc.kind !== 'periods') out['kind'] = tc.kind;
  if (tc.kind === 'hourglass') out['baseMs'] = tc.baseMs;
  out['periods'] = tc.kind === 'periods' ? tc.periods.map((p) => ({ ...p })) : [];
  const pgn = makePgnTimeControl(tc);
  if (pgn.ok) out['pgn'] = pgn.value;
  out['label'] = makeTimeControlLabel(tc);
  const fide = classifyFide(tc);
  if (fide !== null) out['fide'] = fide;
  const uscf = classifyUscf(tc);
  if (uscf !== null) out['uscf'] = uscf;
  const lichess = classifyLichess(tc);
  if (lichess !== null) out['lichess'] = lichess;
  return out;
}

// A control may be given as several words (`flagfall tc 40/90, SD/30`), joined by spaces. It
// never starts with `--`; a lone `-` is the PGN "no control".
const SPEC: CommandSpec = {
  options: { pgn: { kind: 'flag' } },
  positional: ['CONTROL'],
  variadic: true,
  synopsis: 'flagfall tc [--pgn] CONTROL',
};

const COMMAND = 'tc';

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const input = parsed.value.positional.join(' ');
  if (input.trim() === '') return fail(io, COMMAND, 'give a time control, e.g. flagfall tc "G/3;inc2"');
  const tc = parsed.value.has('pgn') ? parsePgnTimeControl(input) : parseTimeControl(input);
  if (!tc.ok) return fail(io, COMMAND, tc.error.message);
  io.out(JSON.stringify(describeTimeControl(input, tc.value)) + '\n');
  return EXIT.ok;
}
