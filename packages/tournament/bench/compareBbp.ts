/**
 * Dev tool: our Dutch engine against bbpPairings on random tournaments.
 *
 *   FLAGFALL_BBP=/path/to/bbpPairings.exe node packages/tournament/build/bench/compareBbp.js [N] [MAX_PLAYERS]
 *
 * For each of N tournaments made by bbp's random tournament generator (`-g`, seeds 1001…, 10 …
 * MAX_PLAYERS players (default 60), 5 … 11 rounds, draws, forfeits, half-point byes and
 * retirements), every round k is re-paired: the file is cut after round k − 1 (round k's bye and
 * absence blocks kept as requests), written as TRF, paired by bbp (`--dutch FILE -p`) and by ours
 * (pairDutch). Prints the agreement rate (same boards in the same order, same colours, same bye)
 * and the first discrepancies: the TRF path (kept), the round, both pairings.
 *
 * Without FLAGFALL_BBP it says so and checks our own simulated tournaments with our checker
 * (checkRound) instead. Not a test: tests never run bbpPairings.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/dutch/pair.js';
import { truncateRounds } from '../src/model/edit.js';
import type { RoundPairing } from '../src/model/pairing.js';
import type { RequestedBye, Tournament } from '../src/model/tournament.js';
import { makePrng } from '../src/simulate/prng.js';
import { simulateTournament } from '../src/simulate/simulate.js';
import { makeTrf } from '../src/trf/make.js';
import { parseTrf } from '../src/trf/parse.js';
import { bbpBinary, parsePairingOutput, runBbp, sameGames, samePairing } from './bbp.js';

const oneMode = process.argv[2] === '--one';
const count = oneMode ? 1 : Number(process.argv[2] ?? 20);
const maxPlayers = Number((oneMode ? process.argv[5] : process.argv[3]) ?? 60);
const SHOW = 5;

/** A pairing on one line: `1-13 14-2 … bye 23`. */
const oneLine = (p: RoundPairing): string =>
  `${p.pairs.map((x) => `${x.white}-${x.black}`).join(' ')}${p.bye === null ? '' : ` bye ${p.bye}`}`;

/** Round `round` as the file records it (games by White's number order; board order is not in a TRF). */
function recordedRound(t: Tournament, round: number): RoundPairing {
  const pairs: { white: number; black: number }[] = [];
  let bye: number | null = null;
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e === undefined) continue;
    if (e.opponent !== null && e.color === 'w') pairs.push({ white: p.id, black: e.opponent });
    if (e.result === 'U') bye = p.id;
  }
  return { round, pairs, bye };
}

/**
 * `t` cut after round `round − 1`, with round `round`'s unpaired players (a `0000 - H/F/Z` block,
 * or a blank one for a retired player) as requested byes, so the cut file pairs round `round`
 * with the same field as the generator did.
 */
function cutBefore(t: Tournament, round: number): Tournament {
  const byKind = new Map<'H' | 'F' | 'Z', number[]>();
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e !== undefined && e.opponent !== null) continue;
    if (e?.result === 'U') continue;
    if (e === undefined && p.rounds.length < round - 1) continue;
    const kind = e?.result === 'H' || e?.result === 'F' ? e.result : 'Z';
    byKind.set(kind, [...(byKind.get(kind) ?? []), p.id]);
  }
  const requests: RequestedBye[] = [...byKind].map(([kind, players]) => ({ round, kind, players }));
  const cut = truncateRounds(t, round - 1);
  return { ...cut, requestedByes: [...cut.requestedByes.filter((b) => b.round < round), ...requests] };
}

/** The comparison of one tournament's rounds, as a child process reports it (one JSON line). */
interface OneResult {
  readonly rounds: number;
  readonly identical: number;
  readonly sameGames: number;
  readonly bbpVsRecord: number;
  readonly discrepancies: readonly string[];
  /** Why the tournament was not compared (bbp's generator failed), or null. */
  readonly skipped: string | null;
}

/** Generates tournament `seed` with bbp and re-pairs each of its rounds with bbp and ours. */
function compareOne(bbp: string, seed: number, dir: string): OneResult {
  const prng = makePrng(seed);
  const players = prng.nextInt(10, Math.max(10, maxPlayers));
  const roundCount = prng.nextInt(5, 11);
  const cfg = join(dir, `t${seed}.cfg`);
  writeFileSync(
    cfg,
    `PlayersNumber=${players}\nRoundsNumber=${roundCount}\nDrawPercentage=25\nForfeitRate=25\nHalfPointByeRate=20\nRetiredRate=60\n`,
  );
  const out = join(dir, `t${seed}.trf`);
  const result = { rounds: 0, identical: 0, sameGames: 0, bbpVsRecord: 0, discrepancies: [] as string[], skipped: null as string | null };
  const gen = runBbp(bbp, ['--dutch', '-g', cfg, '-o', out, '-s', String(seed)]);
  if (gen.status !== 0) {
    result.skipped = `seed ${seed}: bbp -g exited ${gen.status}: ${gen.stderr.trim()}`;
    return result;
  }
  const parsed = parseTrf(readFileSync(out, 'utf8'));
  if (!parsed.ok) {
    result.discrepancies.push(`seed ${seed}: our parser refuses bbp's file ${out}: ${parsed.error.message}`);
    return result;
  }
  // bbp's generator writes neither the round count nor the initial colour; bbp needs both to
  // pair (round 1 has no history to infer the colour from): the colour is player 1's in round 1.
  const first = parsed.value.players[0]?.rounds[0]?.color;
  const t: Tournament = {
    ...parsed.value,
    totalRounds: parsed.value.totalRounds ?? roundCount,
    initialColor: parsed.value.initialColor ?? (first === 'w' || first === 'b' ? first : 'w'),
  };
  for (let round = 1; round <= roundCount; round++) {
    const cut = cutBefore(t, round);
    const file = join(dir, `t${seed}-r${round}.trf`);
    writeFileSync(file, makeTrf(cut, { format: 'trf26', lineEnding: '\n' }));
    // The parent names this file if our engine crashes the process on it.
    process.stderr.write(`${file}\n`);
    const run = runBbp(bbp, ['--dutch', file, '-p']);
    const theirs = run.status === 0 ? parsePairingOutput(run.stdout, round) : null;
    const ours = pairDutch(cut, { round });
    result.rounds++;
    if (theirs !== null && sameGames(theirs, recordedRound(t, round))) result.bbpVsRecord++;
    if (theirs !== null && ours.ok && samePairing(theirs, ours.value)) {
      result.identical++;
      result.sameGames++;
      rmSync(file);
      continue;
    }
    if (theirs !== null && ours.ok && sameGames(theirs, ours.value)) result.sameGames++;
    result.discrepancies.push(
      [
        `${file} round ${round}:`,
        `  bbp:  ${theirs === null ? `exit ${run.status} ${run.stderr.trim()}` : oneLine(theirs)}`,
        `  ours: ${ours.ok ? oneLine(ours.value) : `${ours.error.code}: ${ours.error.message}`}`,
      ].join('\n'),
    );
  }
  return result;
}

/**
 * Runs each tournament in a child process (this file with `--one SEED DIR`), so an engine that
 * crashes the process (a fatal V8 error cannot be caught) is reported with its file and the run
 * goes on.
 */
function compareWithBbp(): void {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-compare-'));
  let rounds = 0;
  let identical = 0;
  let sameGameSets = 0;
  let bbpVsRecord = 0;
  const shown: string[] = [];
  const skipped: string[] = [];
  for (let i = 0; i < count; i++) {
    const seed = 1001 + i;
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', String(seed), dir, String(maxPlayers)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    process.stderr.write(`seed ${seed}: ${child.status === 0 ? 'compared' : `exit ${child.status ?? child.signal}`}\n`);
    if (child.status !== 0) {
      const last =
        child.stderr
          .split('\n')
          .filter((l) => l.endsWith('.trf'))
          .at(-1) ?? `seed ${seed}`;
      rounds++;
      shown.push(`${last}: our engine crashed or ran over 120 s (exit ${child.status ?? child.signal}): ${lastLine(child.stderr)}`);
      continue;
    }
    const r = JSON.parse(child.stdout) as OneResult;
    rounds += r.rounds;
    identical += r.identical;
    sameGameSets += r.sameGames;
    bbpVsRecord += r.bbpVsRecord;
    shown.push(...r.discrepancies);
    if (r.skipped !== null) skipped.push(r.skipped);
  }
  const pct = (n: number): string => (rounds === 0 ? '-' : `${((100 * n) / rounds).toFixed(1)} %`);
  console.log(`${count - skipped.length} bbp-generated tournaments (10–${maxPlayers} players, 5–11 rounds), ${rounds} rounds re-paired`);
  for (const s of skipped) console.log(`skipped: ${s}`);
  console.log(`identical to bbp (board order, colours, bye): ${identical}/${rounds} = ${pct(identical)}`);
  console.log(`same games and colours (any board order):     ${sameGameSets}/${rounds} = ${pct(sameGameSets)}`);
  console.log(
    `bbp on our cut files = the generator's round:  ${bbpVsRecord}/${rounds} = ${pct(bbpVsRecord)} (checks the cut and our TRF writer)`,
  );
  if (shown.length > 0) console.log(`first discrepancies (of ${shown.length}; files kept in ${dir}):\n${shown.slice(0, SHOW).join('\n')}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** The last non-empty line of a text that is not a file name or a native stack frame. */
function lastLine(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.endsWith('.trf') && !/^\s*\d+: 0x/.test(l) && !l.startsWith('#'));
  return (lines.find((l) => /error/i.test(l)) ?? lines.at(-1) ?? '').trim().slice(0, 200);
}

async function checkOwn(): Promise<void> {
  // Loaded only here: the comparison with bbp does not need our checker.
  const { checkRound } = await import('../src/check/check.js');
  console.log('FLAGFALL_BBP is not set: checking our own simulated tournaments with our checker (checkRound) instead.');
  let rounds = 0;
  let clean = 0;
  const shown: string[] = [];
  for (let i = 0; i < count; i++) {
    const seed = 1001 + i;
    const prng = makePrng(seed);
    const sim = simulateTournament({
      players: prng.nextInt(10, Math.max(10, maxPlayers)),
      rounds: prng.nextInt(5, 11),
      seed,
      forfeitRate: 0.04,
      byeRate: 0.03,
    });
    for (let round = 1; round <= sim.completedRounds; round++) {
      rounds++;
      const report = checkRound(sim.tournament, round, 'dutch');
      if (report.ok && report.value.violations.length === 0) clean++;
      else if (shown.length < SHOW)
        shown.push(
          `seed ${seed} round ${round}: ${report.ok ? report.value.violations.map((v) => `${v.criterion} ${v.message}`).join('; ') : report.error.message}`,
        );
    }
  }
  console.log(`${count} simulated tournaments, ${rounds} rounds: ${clean} pass our checker`);
  for (const s of shown) console.log(s);
}

const bbp = bbpBinary();
if (oneMode && bbp !== null) console.log(JSON.stringify(compareOne(bbp, Number(process.argv[3]), process.argv[4]!)));
else if (bbp === null) await checkOwn();
else compareWithBbp();
