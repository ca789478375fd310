/** `flagfall standings`: the ranking of a TRF file by points and the chosen FIDE tie-breaks. */
import { makeStandingsJson, makeStandingsTable, parseTiebreaks, playedRounds, standings } from '@flagfall/tournament';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { EXIT, fail } from '../errors.js';
import type { Io } from '../io.js';
import { readTournament } from './tournamentFile.js';

export const summary = 'rank the players of a TRF file by points and FIDE tie-breaks (C.07), as a table or JSON';
export const usage = `Usage:
  flagfall standings FILE.trf --tiebreaks LIST [--rounds N] [--round-robin] [--json]
      ranks the players by points, then by each tie-break of LIST in order (FIDE Tie-Break
      Regulations C.07), players still equal sharing their rank. FILE is TRF16 or TRF-2026;
      - reads standard input.
      --tiebreaks LIST  comma-separated, e.g. BH:C1,BH,SB,DE,WIN; names as in C.07: BH SB
                        DE WIN WON BPG BWG PS KS ARO TPR PTP; ":C1"/":C2" (Cut-1/2: BH SB
                        PS ARO) leave out the lowest one/two values, ":M1"/":M2"
                        (Median-1/2: BH SB) the lowest and highest
      --rounds N        the standings after round N (default: every round in the file)
      --round-robin     apply the round-robin rules (C.07: unplayed games, DE, SB)
      --json            one JSON line instead of the table:
                          {"rounds","system","tiebreaks":[names],"rows":[{"rank","shared",
                           "player","name","rating","points","values":[…]}]}
                        rows in rank order, "values" in LIST order; "shared" when the rank
                        is shared (equal on points and every tie-break). DE's value is the
                        place within the tied group (lower is better), 0 when it separates
                        nobody.
  The table: rank ("2=" when shared), pairing number, name, rating, points, then one column
  per tie-break.
  Exit codes: 0 done; 2 a usage error, a bad LIST or a file that cannot be read; 3 the file is
  not a valid TRF (its line and field on stderr).`;

const SPEC: CommandSpec = {
  options: {
    tiebreaks: { kind: 'text' },
    rounds: { kind: 'int', min: 0, max: 999 },
    'round-robin': { kind: 'flag' },
    json: { kind: 'flag' },
  },
  positional: ['FILE.trf'],
  synopsis: 'flagfall standings FILE.trf --tiebreaks LIST [--rounds N] [--round-robin] [--json]',
};

const COMMAND = 'standings';

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const a = parsed.value;
  const list = a.text('tiebreaks');
  if (list === undefined) return fail(io, COMMAND, 'missing --tiebreaks LIST (e.g. --tiebreaks BH:C1,BH,SB,DE,WIN)');
  const specs = parseTiebreaks(list);
  if (!specs.ok) return fail(io, COMMAND, `--tiebreaks: ${specs.error.message}`);
  const file = await readTournament(io, COMMAND, a.positional[0]!);
  if (!file.ok) return file.code;
  const t = file.value;
  const played = playedRounds(t);
  const rounds = a.int('rounds') ?? played;
  if (rounds > played) return fail(io, COMMAND, `--rounds must be at most ${played}, the rounds in the file, got ${rounds}`);
  const table = standings(t, specs.value, { rounds, system: a.has('round-robin') ? 'round-robin' : 'swiss' });
  io.out(a.has('json') ? `${JSON.stringify(makeStandingsJson(table, t))}\n` : makeStandingsTable(table, t));
  return EXIT.ok;
}
