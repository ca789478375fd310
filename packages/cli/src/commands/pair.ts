/** `flagfall pair`: pair a round of a TRF file as bbpPairings prints it, or check a paired round against the rules. */
import {
  checkRound,
  makeCheckReport,
  makePairingOutput,
  pairArena,
  pairBerger,
  pairDutch,
  type PairingError,
  type RoundPairing,
  type Tournament,
} from '@flagfall/tournament';
import type { Result } from '@flagfall/core';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { EXIT, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';
import { describePairingError, EXIT_INVALID_TRF, EXIT_NO_PAIRING, readTournament } from './tournamentFile.js';

export const summary = 'pair the next round of a TRF file (FIDE Dutch, Berger, arena) as bbpPairings prints it, or --check one';
export const usage = `Usage:
  flagfall pair FILE.trf [--system dutch|berger|arena] [--round N] [--baku]
      prints the pairings of round N (default: the round after the last one in the file) as
      bbpPairings and JaVaFo print them, so the outputs compare with diff:
        the number of lines that follow, then "white black" per board (board 1 first), the
        pairing-allocated bye as "id 0" on the last line.
      Rounds 1 … N−1 of the file are the history; the file's own round-N blocks "0000 - H/F/Z"
      (and 240 / XXZ records) are byes requested for round N. FILE is TRF16 or TRF-2026
      (with JaVaFo's XX* and bbp's BB* records); - reads standard input.
      --system  dutch   FIDE Dutch system (C.04.3, the 2026 text), the default
                berger  round robin by the Berger tables (C.05 Annex 1); double when the
                        file's round count (XXR / 142) exceeds a single round robin
                arena   lichess-style arena: by score and rating, no immediate rematch
      --baku    Baku acceleration (C.04.5.1, as bbpPairings applies it), Dutch only.
  flagfall pair FILE.trf --check [--system dutch|berger] [--round N] [--baku]
      checks round N as paired in the file (default: its last round) against the rules and
      prints the report: the pairing the rules prescribe, the file's, and each violation with
      the criterion it breaks.
  Exit codes: 0 paired (--check: the round complies); 1 no valid pairing exists, the reason
  on stderr, as bbpPairings (--check: the round breaks the rules); 2 a usage error or a file
  that cannot be read; 3 the file is not a valid TRF, its line and field on stderr (as
  bbpPairings' "invalid input").`;

const SPEC: CommandSpec = {
  options: {
    system: { kind: 'choice', values: ['dutch', 'berger', 'arena'] },
    round: { kind: 'int', min: 1, max: 999 },
    baku: { kind: 'flag' },
    check: { kind: 'flag' },
  },
  positional: ['FILE.trf'],
  synopsis: 'flagfall pair FILE.trf [--system dutch|berger|arena] [--round N] [--baku] [--check]',
};

const COMMAND = 'pair';

type System = 'dutch' | 'berger' | 'arena';

/** Whether `t` declares more rounds than a single round robin of its players has (C.05 Annex 1: then it is a double one). */
function isDouble(t: Tournament): boolean {
  const n = t.players.length;
  const single = n % 2 === 0 ? n - 1 : n;
  return t.totalRounds !== null && t.totalRounds > single;
}

function pairWith(system: System, t: Tournament, round: number | undefined, baku: boolean): Result<RoundPairing, PairingError> {
  // Without --round each system picks the round after the last one paired (a bye written ahead
  // for the next round does not make it "played").
  const which = round === undefined ? {} : { round };
  switch (system) {
    case 'dutch':
      return pairDutch(t, baku ? { ...which, baku } : which);
    case 'berger':
      return pairBerger(t, { ...which, double: isDouble(t) });
    case 'arena':
      return pairArena(t, which);
  }
}

/** The last round with a game or a pairing-allocated bye in the file (byes requested ahead do not count); 0 when none. */
function lastPairedRound(t: Tournament): number {
  let last = 0;
  for (const p of t.players)
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null || e.result === 'U') last = Math.max(last, i + 1);
    });
  return last;
}

/** One line on stderr for a pairing error: 1 when no valid pairing exists, 3 when the file does not allow pairing that round. */
function pairingFailed(io: Io, e: PairingError): number {
  io.err(`flagfall ${COMMAND}: ${oneLine(describePairingError(e))}\n`);
  return e.code === 'no-valid-pairing' ? EXIT_NO_PAIRING : EXIT_INVALID_TRF;
}

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const a = parsed.value;
  const system = (a.text('system') ?? 'dutch') as System;
  if (a.has('baku') && system !== 'dutch') return fail(io, COMMAND, `option --baku is for --system dutch, not ${system}`);
  if (a.has('check') && system === 'arena') return fail(io, COMMAND, 'option --check checks dutch or berger rounds, not arena');
  const file = await readTournament(io, COMMAND, a.positional[0]!);
  if (!file.ok) return file.code;
  const t = file.value;
  const played = lastPairedRound(t);

  if (a.has('check')) {
    const round = a.int('round') ?? played;
    if (round < 1 || round > played)
      return fail(
        io,
        COMMAND,
        played === 0 ? 'the file has no paired round to check' : `--round must be a paired round, 1 to ${played}, got ${round}`,
      );
    const report =
      system === 'berger'
        ? checkRound(t, round, 'berger', { double: isDouble(t) })
        : checkRound(t, round, 'dutch', a.has('baku') ? { baku: true } : {});
    if (!report.ok) return pairingFailed(io, report.error);
    io.out(makeCheckReport(report.value));
    return report.value.violations.length === 0 ? EXIT.ok : EXIT.failed;
  }

  const pairing = pairWith(system, t, a.int('round'), a.has('baku'));
  if (!pairing.ok) return pairingFailed(io, pairing.error);
  io.out(makePairingOutput(pairing.value));
  return EXIT.ok;
}
