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

export async function run(args: readonly string[], io: Io): Promise<number> {
  // Only `--pgn` is an option: a control never starts with `--` (`-` alone is PGN "no control").
  const unknown = args.find((a) => a.startsWith('--') && a !== '--pgn');
  if (unknown !== undefined) {
    io.err(`flagfall tc: unknown option ${unknown}\n`);
    return 2;
  }
  const strictPgn = args.includes('--pgn');
  const input = args.filter((a) => a !== '--pgn').join(' ');
  if (input.trim() === '') {
    io.err(`flagfall tc: give a time control, e.g. flagfall tc "G/3;inc2"\n`);
    return 2;
  }
  const tc = strictPgn ? parsePgnTimeControl(input) : parseTimeControl(input);
  if (!tc.ok) {
    io.err(`flagfall tc: ${tc.error.message}\n`);
    return 2;
  }
  io.out(JSON.stringify(describeTimeControl(input, tc.value)) + '\n');
  return 0;
}
