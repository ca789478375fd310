/**
 * What a level measured, and how the run prints it: one line a level, the goal's verdict, and
 * the loud list of correctness problems.
 */
import type { Integrity } from './ipc.js';
import type { MachineUse } from './machine.js';
import type { StoreKind } from './options.js';
import type { LatencySummary } from './stats.js';

/** The bare echo server under the same sockets and message rate. */
export interface EchoResult {
  readonly sockets: number;
  readonly ratePerSocket: number;
  readonly latency: LatencySummary;
  readonly sentPerS: number;
  readonly failedSockets: number;
  readonly generatorCpuPct: number;
}

/** One load level on one store. */
export interface LevelResult {
  readonly store: StoreKind;
  readonly games: number;
  readonly sockets: number;
  readonly socketsFailed: number;
  /** Live games on the server at the end of the window, and games the players had in progress. */
  readonly liveGames: number;
  readonly gamesInProgress: number;
  readonly windowS: number;
  readonly movesPerS: number;
  /** Acknowledgement latency from the scheduled send (coordinated omission corrected), and from the actual send. */
  readonly ack: LatencySummary;
  readonly ackRaw: LatencySummary;
  readonly premoveAcksPerS: number;
  /** The server's flag delays over the level's run so far (ramp, warm-up and window). */
  readonly flag: { readonly count: number; readonly p50: number | null; readonly p99: number | null; readonly max: number | null };
  /** ping → pong through the server (its event-loop delay plus the network). */
  readonly probe: LatencySummary;
  readonly integrity: Integrity;
  readonly server: {
    readonly rssMB: number;
    readonly heapMB: number;
    readonly cpuPct: number;
    readonly commitsPerS: number;
    readonly opsPerCommit: number;
    readonly exitCode: number | null;
    readonly stderrPath: string;
    readonly problems: readonly string[];
  };
  readonly generator: {
    readonly cpuPct: number;
    readonly loopDelayP99Ms: number;
    readonly loopDelayMaxMs: number;
    readonly sentPerS: number;
    readonly receivedPerS: number;
  };
  /** The whole machine over the window (null off Linux). */
  readonly machine: MachineUse | null;
  echo: EchoResult | null;
  readonly meetsGoal: boolean;
  /** Why the goal is not met (empty when it is). */
  readonly misses: readonly string[];
}

/** Adds workers' integrity figures together. */
export function mergeIntegrity(parts: readonly Integrity[]): Integrity {
  const sumOf = (pick: (i: Integrity) => number) => parts.reduce((n, i) => n + pick(i), 0);
  const counts = (pick: (i: Integrity) => Readonly<Record<string, number>>) => {
    const out: Record<string, number> = {};
    for (const p of parts) for (const [k, n] of Object.entries(pick(p))) out[k] = (out[k] ?? 0) + n;
    return out;
  };
  return {
    movesSent: sumOf((i) => i.movesSent),
    movesAcked: sumOf((i) => i.movesAcked),
    lost: sumOf((i) => i.lost),
    doubledAnnounce: sumOf((i) => i.doubledAnnounce),
    doubleAcks: sumOf((i) => i.doubleAcks),
    wrongMove: sumOf((i) => i.wrongMove),
    unacked: sumOf((i) => i.unacked),
    unanswered: sumOf((i) => i.unanswered),
    gaps: sumOf((i) => i.gaps),
    repeats: sumOf((i) => i.repeats),
    reconnects: sumOf((i) => i.reconnects),
    replaysExact: sumOf((i) => i.replaysExact),
    replaysFull: sumOf((i) => i.replaysFull),
    premovesSent: sumOf((i) => i.premovesSent),
    premovesDropped: sumOf((i) => i.premovesDropped),
    games: sumOf((i) => i.games),
    flagsSeen: sumOf((i) => i.flagsSeen),
    endings: counts((i) => i.endings),
    errors: counts((i) => i.errors),
    connectFailures: sumOf((i) => i.connectFailures),
    unexpectedCloses: sumOf((i) => i.unexpectedCloses),
    examples: parts.flatMap((i) => i.examples).slice(0, 20),
  };
}

/** Lost and doubled moves: what must be 0. */
export function doubledOf(i: Integrity): number {
  return i.doubledAnnounce + i.doubleAcks + i.wrongMove;
}

/** Other processes using more than this much of a core make a level's figures unreliable. */
export const DISTURBED_PCT = 15;

const f = (x: number | null, digits = 1): string => (x === null ? '-' : x.toFixed(digits));
const pad = (s: string, n: number) => s.padStart(n);

const COLUMNS: readonly [string, number][] = [
  ['store', 8],
  ['games', 6],
  ['sockets', 7],
  ['moves/s', 8],
  ['ack p50', 8],
  ['p99', 7],
  ['p99.9', 7],
  ['flag p99', 9],
  ['(n)', 5],
  ['lost/dbl', 8],
  ['rss MB', 7],
  ['srv cpu%', 8],
  ['gen cpu%', 8],
  ['ping p99', 8],
  ['echo p50', 8],
  ['p99', 7],
  ['p99.9', 7],
  ['goal', 5],
];

export function tableHeader(): string {
  return COLUMNS.map(([name, width]) => pad(name, width)).join(' ');
}

export function tableLine(r: LevelResult): string {
  const cells = [
    r.store,
    String(r.games),
    String(r.sockets),
    f(r.movesPerS, 0),
    f(r.ack.p50),
    f(r.ack.p99),
    f(r.ack.p999),
    f(r.flag.p99),
    String(r.flag.count),
    `${r.integrity.lost}/${doubledOf(r.integrity)}`,
    f(r.server.rssMB, 0),
    f(r.server.cpuPct, 0),
    f(r.generator.cpuPct, 0),
    f(r.probe.p99),
    f(r.echo?.latency.p50 ?? null),
    f(r.echo?.latency.p99 ?? null),
    f(r.echo?.latency.p999 ?? null),
    (r.meetsGoal ? 'yes' : 'NO') + (r.machine !== null && r.machine.otherPct > DISTURBED_PCT ? '*' : ''),
  ];
  return cells.map((c, i) => pad(c, COLUMNS[i]![1])).join(' ');
}

/** Everything besides the line that a reader needs to trust it: integrity and the server's stderr. */
export function levelNotes(r: LevelResult): string[] {
  const i = r.integrity;
  const notes = [
    `  ${r.store} ${r.games}: ${i.movesAcked} moves acked over the run, ${i.games} games finished (${Object.entries(i.endings)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}), ` +
      `${i.premovesSent} premoves (${i.premovesDropped} dropped), ${i.reconnects} reconnects (${i.replaysExact} exact replays, ${i.replaysFull} full states), ` +
      `${r.liveGames} live games on the server; commits ${f(r.server.commitsPerS, 0)}/s × ${f(r.server.opsPerCommit)} ops; ` +
      `ack from actual send p99 ${f(r.ackRaw.p99)} ms; generator loop delay p99 ${f(r.generator.loopDelayP99Ms)} ms` +
      (r.machine === null
        ? ''
        : `; machine (${r.machine.cores} cores) ${f(r.machine.busyPct, 0)}% busy, ${f(r.machine.iowaitPct, 0)}% iowait, ${f(r.machine.stealPct, 0)}% steal; ` +
          `CPU (% of a core): benchmark ${f(r.machine.benchPct, 0)}, postgres ${f(r.machine.postgresPct, 0)}, other processes ${f(r.machine.otherPct, 0)}`),
  ];
  const problems: string[] = [];
  if (r.machine !== null && r.machine.otherPct > DISTURBED_PCT)
    problems.push(`other processes used ${f(r.machine.otherPct, 0)}% of a core during the window: these figures are disturbed`);
  if (i.lost > 0) problems.push(`${i.lost} LOST MOVES (acknowledged, never announced)`);
  if (i.doubledAnnounce > 0) problems.push(`${i.doubledAnnounce} moves announced twice`);
  if (i.doubleAcks > 0) problems.push(`${i.doubleAcks} moves acknowledged twice`);
  if (i.wrongMove > 0) problems.push(`${i.wrongMove} moves announced other than sent`);
  if (i.unacked > 0) problems.push(`${i.unacked} moves announced, never acknowledged`);
  if (i.unanswered > 0) problems.push(`${i.unanswered} moves never answered`);
  if (i.gaps > 0) problems.push(`${i.gaps} version gaps`);
  if (i.replaysFull > 0) problems.push(`${i.replaysFull} reconnections got a full state`);
  if (i.connectFailures > 0 || r.socketsFailed > 0)
    problems.push(`${i.connectFailures} failed connection attempts, ${r.socketsFailed} sockets never connected`);
  if (i.unexpectedCloses > 0) problems.push(`${i.unexpectedCloses} sockets closed by the server`);
  const errors = Object.entries(i.errors).filter(([code]) => !code.endsWith('(expected)'));
  if (errors.length > 0) problems.push(`errors: ${errors.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (r.server.exitCode !== 0) problems.push(`the server exited with ${r.server.exitCode}`);
  if (r.server.problems.length > 0)
    problems.push(`${r.server.problems.length} problem lines in ${r.server.stderrPath}: ${r.server.problems.slice(0, 3).join(' | ')}`);
  if (problems.length > 0) notes.push(`  !!! ${problems.join('; ')}`);
  for (const e of i.examples.slice(0, 8)) notes.push(`      ${e}`);
  if (r.misses.length > 0) notes.push(`  goal missed: ${r.misses.join('; ')}`);
  return notes;
}
