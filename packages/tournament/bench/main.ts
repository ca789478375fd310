/**
 * `npm run bench:tournament`: the time to pair ONE round with 10, 100 and 1,000 players — FIDE
 * Dutch, Berger and arena — on random histories a few rounds in (made by simulateTournament), and
 * the time for standings with BH:C1,BH,SB,DE,WIN. When FLAGFALL_BBP names a bbpPairings binary, the
 * same Dutch rounds are written as TRF files to a temp dir and paired by bbpPairings too; both
 * times are printed side by side with whether the pairings are identical. Not a pass/fail test.
 *
 * FLAGFALL_BENCH_SIZES=10,100 limits the sizes (default 10,100,1000). bbpPairings on 1,000 players
 * takes tens of seconds (research §2.6: 35 s for one round).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairArena } from '../src/arena/pair.js';
import { pairBerger } from '../src/berger/pair.js';
import { pairDutch } from '../src/dutch/pair.js';
import { makePairingOutput, type RoundPairing } from '../src/model/pairing.js';
import type { Tournament } from '../src/model/tournament.js';
import { simulateTournament, type SimulatedSystem } from '../src/simulate/simulate.js';
import { standings } from '../src/standings/standings.js';
import { parseTiebreaks } from '../src/tiebreak/spec.js';
import { makeTrf } from '../src/trf/make.js';
import { bbpBinary, parsePairingOutput, runBbp, sameGames, samePairing } from './bbp.js';
import { formatMs, timeMedian } from './timing.js';

const HISTORY_ROUNDS = 5;
const DECLARED_ROUNDS = 9;
const TIEBREAKS = 'BH:C1,BH,SB,DE,WIN';

const sizes = (process.env['FLAGFALL_BENCH_SIZES'] ?? '10,100,1000').split(',').map(Number);
const bbp = bbpBinary();
const dir = bbp === null ? null : mkdtempSync(join(tmpdir(), 'flagfall-bench-'));

/** A tournament of `players` with HISTORY_ROUNDS rounds played by `system`, DECLARED_ROUNDS declared. */
function history(players: number, system: SimulatedSystem): Tournament {
  const rounds = system === 'berger' ? Math.min(HISTORY_ROUNDS, players % 2 === 0 ? players - 2 : players - 1) : HISTORY_ROUNDS;
  const sim = simulateTournament({ players, rounds, seed: players, system });
  if (sim.stopped !== null) throw new Error(`the history of ${players} players (${system}) stopped: ${sim.stopped.message}`);
  return { ...sim.tournament, totalRounds: system === 'berger' ? sim.tournament.totalRounds : DECLARED_ROUNDS };
}

function unwrap(r: { ok: true; value: RoundPairing } | { ok: false; error: { message: string } }): RoundPairing {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** One row: the median time of the function `setup` returns, or the error that stopped it (a bug to report, not a crash of the whole bench). */
function measure(n: number, what: string, setup: () => () => unknown): string[] {
  try {
    const fn = setup();
    const r = timeMedian(fn, n >= 1000 ? 1 : 2000);
    return [String(n), what, formatMs(r.ms), String(r.runs), '-', '-'];
  } catch (e) {
    return [String(n), what, `failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 90), '-', '-', '-'];
  }
}

const rows: string[][] = [['players', 'what', 'ours (median)', 'runs', 'bbpPairings', 'identical']];
const specs = parseTiebreaks(TIEBREAKS);
if (!specs.ok) throw new Error(specs.error.message);

console.log(
  `node ${process.version}, ${process.platform}/${process.arch}; one round after ${HISTORY_ROUNDS} played rounds (XXR ${DECLARED_ROUNDS})`,
);
for (const n of sizes) {
  const buildStart = performance.now();
  const dutchT = history(n, 'dutch');
  const built = performance.now() - buildStart;
  const dutch = timeMedian(() => unwrap(pairDutch(dutchT)), n >= 1000 ? 1 : 2000);
  let bbpCell = '-';
  let same = '-';
  if (bbp !== null && dir !== null) {
    const file = join(dir, `dutch-${n}.trf`);
    writeFileSync(file, makeTrf(dutchT, { format: 'trf16', lineEnding: '\n' }));
    const run = runBbp(bbp, ['--dutch', file, '-p']);
    bbpCell = run.status === 0 ? formatMs(run.ms) : `exit ${run.status}: ${run.stderr.trim().slice(0, 60)}`;
    const theirs = run.status === 0 ? parsePairingOutput(run.stdout, HISTORY_ROUNDS + 1) : null;
    if (theirs !== null)
      same = samePairing(theirs, dutch.value) ? 'yes' : sameGames(theirs, dutch.value) ? 'same games, other board order' : 'NO';
    if (same === 'NO' || same.startsWith('same games')) {
      writeFileSync(`${file}.ours.txt`, makePairingOutput(dutch.value));
      writeFileSync(`${file}.bbp.txt`, run.stdout);
      same += ` (kept: ${file})`;
    }
  }
  rows.push([String(n), 'Dutch', formatMs(dutch.ms), String(dutch.runs), bbpCell, same]);

  rows.push(
    measure(n, 'Berger', () => {
      const t = history(n, 'berger');
      return () => unwrap(pairBerger(t));
    }),
  );
  rows.push(
    measure(n, 'arena', () => {
      const t = history(n, 'arena');
      return () => unwrap(pairArena(t));
    }),
  );
  rows.push(measure(n, `standings ${TIEBREAKS}`, () => () => standings(dutchT, specs.value)));
  console.error(`  ${n} players: Dutch history of ${HISTORY_ROUNDS} rounds simulated in ${formatMs(built)}`);
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows)
  console.log(
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
if (bbp === null) console.log('(set FLAGFALL_BBP=/path/to/bbpPairings.exe to time bbpPairings on the same files)');
if (dir !== null && !rows.some((r) => r[5]!.includes('kept'))) rmSync(dir, { recursive: true, force: true });
