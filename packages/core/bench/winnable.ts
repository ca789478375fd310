/**
 * "Can this side ever checkmate": queries per second over the chasolver test sets (both sides
 * of every position), with agreement against their labels, and the cost of the fast path.
 * The peer figures are stored, not measured by this run: CHA-Solver 3.0 in Rust (chasolver
 * 3484c7e, MIT), built with cargo 1.95 and run single-threaded on a 2-vCPU machine of this class
 * on 2026-11-24, best of three (the solver's own API, parsing not timed, every line replayed).
 * The machines of this class differ from session to session (our perft: 22 M nodes/s on one,
 * 33 M on the next), so set them beside our figures of that day (the CHANGELOG's), or measure the
 * peer in the same run: `FLAGFALL_PEER_CHASOLVER` names a build of peer/chasolver_bench.rs (see
 * peer/README.md), and each set then gets a `peer now` line; lichess.txt's full analysis also a
 * table of both solvers' times by the number of pieces on the board, query by query.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEFAULT_MAX_NODES, canCheckmate, parseFen } from '../src/index.js';
import type { CheckmateOptions } from '../src/index.js';
import type { ByColor, Position } from '../src/index.js';
import { parseFenTolerant } from '../src/notation/index.js';
import { judgeVerdict, parseLabelledPositions, type LabelJudgement } from '../src/winnable/index.js';
import { sharedPath } from '../test/shared.js';

/** The peer, as its stored figures are labelled (see the file comment). */
const PEER = 'CHA-Solver 3.0 (Rust, stored 2026-11-24)';

/** A build of peer/chasolver_bench.rs to run beside our figures, if the variable names one. */
const PEER_BIN = process.env['FLAGFALL_PEER_CHASOLVER'];

/** The peer's figures measured in this run: one line, and its seconds when it ran. */
interface PeerRun {
  readonly text: string;
  readonly seconds?: number;
  /** When asked for: each query's microseconds, in file order (a position's White query, then Black's). */
  readonly perQueryUs?: readonly number[];
}

/**
 * The peer's figures on `rel` measured now (`mode` its full or fast mode, the best of `runs`;
 * with `perQuery`, each query's time too, from a build that prints them);
 * `undefined` without `FLAGFALL_PEER_CHASOLVER`.
 */
function peerNow(rel: string, mode: 'full' | 'fast', runs: number, perQuery = false): PeerRun | undefined {
  const path = sharedPath(rel);
  if (PEER_BIN === undefined || PEER_BIN === '' || path === undefined) return undefined;
  const args = [path, mode, String(runs), ...(perQuery ? ['per-query'] : [])];
  const out = spawnSync(PEER_BIN, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (out.error !== undefined || out.status !== 0) {
    const last = out.error === undefined ? out.stderr.trim().split('\n').pop() : undefined;
    const why = out.error?.message ?? (last !== undefined && last !== '' ? last : `exit status ${out.status}`);
    return { text: `could not run ${PEER_BIN}: ${why}` };
  }
  const field = new Map<string, string>();
  for (const line of out.stdout.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) field.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  const num = (key: string): number => Number(field.get(key));
  const queries = num('queries');
  const seconds = num('total_s');
  if (!(queries > 0 && seconds > 0)) return { text: `unexpected output from ${PEER_BIN}` };
  const answered = mode === 'full' ? `${num('agree')}/${queries} agree` : `${num('agree')}/${num('labelled_no')} "cannot mate" proven`;
  const text =
    `${mode} ${seconds.toFixed(seconds < 1 ? 3 : 2)} s, ${Math.round(queries / seconds).toLocaleString('en')} queries/s, ` +
    `worst ${num('worst_ms').toFixed(1)} ms, ${answered}, ${num('disagree')} wrong${runs > 1 ? `, best of ${runs}` : ''}`;
  const times = field.get('per_query_us')?.split(',').map(Number);
  return times !== undefined && times.length === queries && times.every(Number.isFinite)
    ? { text, seconds, perQueryUs: times }
    : { text, seconds };
}

/** Our time against the peer's on the same queries in this run, as "→ … faster". */
function versus(ours: number, peer: number): string {
  return peer >= ours ? `→ flagfall ${(peer / ours).toFixed(2)}x faster` : `→ the peer ${(ours / peer).toFixed(2)}x faster`;
}

interface Entry {
  readonly canMate: ByColor<boolean>;
  readonly pos: Position;
}

function load(rel: string): Entry[] | undefined {
  const path = sharedPath(rel);
  if (path === undefined) return undefined;
  const file = parseLabelledPositions(readFileSync(path, 'utf8'));
  if (!file.ok) throw new Error(`${rel} ${file.error.message}`);
  const out: Entry[] = [];
  for (const { canMate, fen } of file.value) {
    const pos = parseFenTolerant(fen);
    if (pos.ok) out.push({ canMate, pos: pos.value });
  }
  return out;
}

interface Run {
  queries: number;
  judged: Record<LabelJudgement, number>;
  seconds: number;
  worstMs: number;
  /** Queries labelled "cannot mate", and how many of them the analysis proved. */
  labelledNo: number;
  provenNo: number;
  /** The fastest of three runs (`bestOf3`). */
  best?: boolean;
  /** Each query's milliseconds, in the order of `run`'s loop (a position's White query, then Black's). */
  readonly ms: Float64Array;
}

/** Every query timed (the analysis only), then judged against its label with `judgeVerdict`. */
function run(entries: readonly Entry[], options: CheckmateOptions): Run {
  const r: Run = {
    queries: 0,
    judged: { agree: 0, unsound: 0, badLine: 0, labelWrong: 0, unknown: 0 },
    seconds: 0,
    worstMs: 0,
    labelledNo: 0,
    provenNo: 0,
    ms: new Float64Array(2 * entries.length),
  };
  let ms = 0;
  for (const { canMate, pos } of entries) {
    for (const side of ['white', 'black'] as const) {
      const t = performance.now();
      const v = canCheckmate(pos, side, options);
      const spent = performance.now() - t;
      ms += spent;
      r.ms[r.queries] = spent;
      r.worstMs = Math.max(r.worstMs, spent);
      r.queries++;
      r.judged[judgeVerdict(pos, side, canMate[side], v)]++;
      if (!canMate[side]) {
        r.labelledNo++;
        if (v.verdict === 'no') r.provenNo++;
      }
    }
  }
  r.seconds = ms / 1000;
  return r;
}

/**
 * The fastest of three runs, for the runs of under a second (the quick modes), where the first
 * run's compilation and garbage collection would weigh: labelled "best of 3" when printed.
 */
function bestOf3(entries: readonly Entry[], options: CheckmateOptions): Run {
  let best: Run | undefined;
  for (let i = 0; i < 3; i++) {
    const r = run(entries, options);
    if (best === undefined || r.seconds < best.seconds) best = r;
  }
  return { ...best!, best: true };
}

const rate = (r: Run): string => `${Math.round(r.queries / r.seconds).toLocaleString('en')} queries/s`;

function report(name: string, r: Run, peer: string, showNo = false, now?: PeerRun): void {
  console.log(`${name}: ${r.queries.toLocaleString('en')} queries (both sides)`);
  console.log(
    `  flagfall  ${r.seconds.toFixed(2)} s  ${rate(r)}  (${((r.seconds / r.queries) * 1e6).toFixed(0)} µs average, worst ${r.worstMs.toFixed(0)} ms${r.best === true ? ', best of 3' : ''})`,
  );
  const j = r.judged;
  const wrong = j.badLine + j.labelWrong > 0 ? `, ${j.badLine} bad lines, ${j.labelWrong} labels refuted` : '';
  console.log(`            ${j.agree}/${r.queries} agree with the labels, ${j.unknown} unknown, ${j.unsound} unsound${wrong}`);
  if (showNo) console.log(`            ${r.provenNo.toLocaleString('en')}/${r.labelledNo.toLocaleString('en')} "cannot mate" proven`);
  console.log(`  peer      ${peer}`);
  if (now !== undefined) console.log(`  peer now  ${now.text}${now.seconds === undefined ? '' : `  ${versus(r.seconds, now.seconds)}`}`);
}

/** The piece-count classes (kings included) of `byPieces`, each from its first count to its last. */
const PIECE_CLASSES: ReadonlyArray<readonly [number, number]> = [
  [2, 7],
  [8, 11],
  [12, 15],
  [16, 19],
  [20, 23],
  [24, 32],
];

/**
 * Our time against the peer's by the number of pieces on the board, query by query (`ours`: a
 * `run` of `entries`; `peer`: the same queries in the same order, timed in this run): where each
 * solver gains. Prints nothing without the peer's per-query times (no peer, or a build of
 * chasolver_bench.rs from before they were added).
 */
function byPieces(entries: readonly Entry[], ours: Run, peer: PeerRun | undefined): void {
  const theirs = peer?.perQueryUs;
  if (theirs === undefined) return;
  if (theirs.length !== ours.ms.length) {
    console.log(`  by piece count: skipped, the peer timed ${theirs.length} queries and we ${ours.ms.length}`);
    return;
  }
  const sums = PIECE_CLASSES.map(() => ({ queries: 0, oursMs: 0, peerMs: 0 }));
  entries.forEach(({ pos }, i) => {
    const pieces = pos.pieces().length;
    const sum = sums[PIECE_CLASSES.findIndex(([, last]) => pieces <= last)]!;
    for (const q of [2 * i, 2 * i + 1]) {
      sum.queries++;
      sum.oursMs += ours.ms[q]!;
      sum.peerMs += theirs[q]! / 1000;
    }
  });
  console.log("  by piece count (kings included), the first pass against the peer's run, query by query:");
  console.log('    pieces   queries   flagfall       peer');
  PIECE_CLASSES.forEach(([first, last], k) => {
    const { queries, oursMs, peerMs } = sums[k]!;
    if (queries === 0) return;
    const ms = (x: number): string => `${Math.round(x).toLocaleString('en')} ms`.padStart(10);
    console.log(
      `    ${`${first}–${last}`.padEnd(6)} ${queries.toLocaleString('en').padStart(9)} ${ms(oursMs)} ${ms(peerMs)}  ${versus(oursMs, peerMs)}`,
    );
  });
}

/** Microseconds per call of `fn`, best of three rounds of `n` calls. */
function micros(n: number, fn: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    best = Math.min(best, ((performance.now() - t) * 1000) / n);
  }
  return best;
}

/** Prints the figures of the "can this side ever checkmate" analysis. */
export async function benchWinnable(): Promise<void> {
  console.log('\n## Can this side ever checkmate (FIDE 6.9 / 5.2.2)');
  const fast: Array<[string, string, 'white' | 'black']> = [
    ['material rule (K+N v K)', '8/8/4k3/8/8/3KN3/8/8 w - - 0 1', 'white'],
    ['static test (locked wall)', '3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1', 'white'],
    ['helpmate (middlegame)', 'r1r5/7k/b1p2n2/1pN1P3/pP1P4/P7/2n3PP/R4RK1 w - - 0 37', 'white'],
  ];
  for (const [what, fen, side] of fast) {
    const pos = parseFen(fen);
    if (!pos.ok) continue;
    console.log(`  ${what.padEnd(28)} ${micros(200, () => void canCheckmate(pos.value, side)).toFixed(1)} µs per query`);
  }
  const lichess = load('data/unwinnability/lichess.txt');
  if (lichess === undefined) console.log('  skipped: ../shared/data/unwinnability/lichess.txt not found');
  else {
    const full = run(lichess, { maxNodes: DEFAULT_MAX_NODES });
    const fullPeer = peerNow('data/unwinnability/lichess.txt', 'full', 1, true);
    report('lichess.txt', full, `${PEER} full: 4.33 s, ~30,300 queries/s, worst 23 ms, 131,072/131,072`, false, fullPeer);
    // The first pass above includes the JIT's warm-up (a long-running server or a `rejudge` of a
    // big database is past it after its first seconds); the same queries again show the warm rate.
    const warm = run(lichess, { maxNodes: DEFAULT_MAX_NODES });
    console.log(
      `  flagfall  second pass (warm): ${warm.seconds.toFixed(2)} s  ${rate(warm)}, ${warm.judged.unknown} unknown, ${warm.judged.unsound} unsound`,
    );
    byPieces(lichess, full, fullPeer);
    report(
      'lichess.txt, quick mode',
      run(lichess, { mode: 'quick' }),
      `${PEER} fast: 0.159 s, ~824,000 queries/s; it answers only "cannot mate" or "undetermined", never a mating line`,
      true,
    );
    console.log('  the quick mode by node budget (maxNodes; 256 is its default and cap), best of 3:');
    for (const maxNodes of QUICK_SWEEP) {
      const r = bestOf3(lichess, { mode: 'quick', maxNodes });
      console.log(
        `    ${String(maxNodes).padStart(3)} nodes  ${r.seconds.toFixed(2)} s  ${rate(r).padStart(17)}  ${r.judged.unknown.toLocaleString('en').padStart(7)} unknown, ${r.provenNo.toLocaleString('en')}/${r.labelledNo.toLocaleString('en')} "cannot mate" proven, ${r.judged.unsound + r.judged.badLine} unsound`,
      );
    }
    report(
      'lichess.txt, quick mode without its helpmate search (maxNodes 0: "cannot mate" or unknown, like the peer)',
      bestOf3(lichess, { mode: 'quick', maxNodes: 0 }),
      `${PEER} fast: 0.159 s, ~824,000 queries/s, 2,410/2,410 "cannot mate" proven, 0 false`,
      true,
      peerNow('data/unwinnability/lichess.txt', 'fast', 3),
    );
  }
  const positions = load('data/unwinnability/positions.txt');
  if (positions === undefined) console.log('  skipped: ../shared/data/unwinnability/positions.txt not found');
  else {
    report(
      'positions.txt (default budget)',
      run(positions, { maxNodes: DEFAULT_MAX_NODES }),
      `${PEER} full: 45.8 s, 149 queries/s, worst 1.1 s, 6,828/6,828`,
      false,
      peerNow('data/unwinnability/positions.txt', 'full', 1),
    );
    report(
      'positions.txt, quick mode',
      bestOf3(positions, { mode: 'quick' }),
      `${PEER} fast: 6.9 s, 988 queries/s, worst 1.1 s, 2,334/2,877 "cannot mate" proven, 0 false`,
      true,
      peerNow('data/unwinnability/positions.txt', 'fast', 1),
    );
  }
  console.log('\n  hard cases from the differential run against the Rust solver (default budget)');
  for (const [fen, side, rust] of HARD_CASES) {
    const pos = parseFenTolerant(fen);
    if (!pos.ok) continue;
    const t = performance.now();
    const v = canCheckmate(pos.value, side);
    const ms = performance.now() - t;
    console.log(`  ${fen} ${side}: ${v.verdict} in ${ms.toFixed(0)} ms (${v.nodes} nodes; Rust: ${rust})`);
  }
}

/** The quick mode's smaller node budgets, timed on lichess.txt: speed against queries left unknown. */
const QUICK_SWEEP = [8, 16, 32, 64, 128] as const;

/** Positions the issue named, with what the Rust solver answered (a claim, not a proof). */
const HARD_CASES: ReadonlyArray<readonly [string, 'white' | 'black', string]> = [
  ['8/1p6/1Pp5/1kP5/p1P5/P1K1B3/3B4/8 b - - 0 1', 'white', 'no'],
  ['8/8/8/p1p4k/PbP5/pBp5/P1P3K1/6b1 b - - 0 1', 'black', 'no'],
  ['2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/3K4/8 w - - 0 1', 'black', 'yes in 0.5 s'],
  ['1k6/p1p5/P1Pp4/1n1P4/1N1p2B1/p1pP4/P1P5/1K6 w - - 0 1', 'white', 'no in 0.3 s'],
];
