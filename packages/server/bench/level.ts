/**
 * One load level: a fresh server on a fresh database, the load workers ramping up `games`
 * concurrent games, a warm-up, the measurement window (server metrics at both ends), the stop
 * and the final check of every move, then the server's shutdown and its stderr.
 */
import { join } from 'node:path';
import { Children } from './children.js';
import type { Cleanup } from './cleanup.js';
import { problemLines, startFlagfall, type ServerMetrics } from './flagfall.js';
import type { FromLoad, LoadConfig, ToLoad } from './ipc.js';
import type { BenchOptions, StoreKind } from './options.js';
import { Probe } from './probe.js';
import { doubledOf, mergeIntegrity, type LevelResult } from './report.js';
import { Latencies } from './stats.js';
import { machineUse, snapshot } from './machine.js';

/** The server's per-address socket rate during the benchmark (every socket comes from 127.0.0.1). */
const SOCKETS_PER_S = '5000';

export interface LevelPlan {
  readonly store: StoreKind;
  readonly games: number;
  /** The database: a SQLite path or a PostgreSQL URL. */
  readonly db: string;
  readonly stderrPath: string;
  /** Where the compiled bench modules are (for forking). */
  readonly here: string;
  readonly cleanup: Cleanup;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** How long the players take to connect: about 500 sockets a second, 2 to 20 s. */
export function rampMsFor(games: number): number {
  return Math.min(20_000, Math.max(2_000, (games / 250) * 1000));
}

export async function runLevel(plan: LevelPlan, o: BenchOptions, log: (line: string) => void): Promise<LevelResult> {
  const server = await startFlagfall(plan.db, plan.stderrPath, { FLAGFALL_SOCKETS_PER_IP_PER_S: SOCKETS_PER_S }, o.serverNodeArgs);
  const probe = new Probe();
  const workers = new Children<ToLoad, FromLoad>(join(plan.here, 'loadgen.js'), Math.min(o.workers, plan.games));
  const undo = [plan.cleanup.add(() => void server.child.kill('SIGKILL')), plan.cleanup.add(() => workers.kill())];
  try {
    await probe.start(server.url);
    const flagPairs = Math.max(1, Math.round(plan.games * o.flagShare));
    const rampMs = rampMsFor(plan.games);
    for (let w = 0; w < workers.size; w++) {
      const share = (total: number) => Math.floor(total / workers.size) + (w < total % workers.size ? 1 : 0);
      const config: LoadConfig = {
        url: server.url,
        pairs: share(plan.games),
        flagPairs: share(flagPairs),
        rampMs,
        tc: o.tc,
        flagTc: o.flagTc,
        premoveShare: o.premoveShare,
        reconnectShare: o.reconnectShare,
        think: { minMs: 500, modeMs: 1200, maxMs: 4000 },
        name: `w${w}`,
      };
      workers.send(w, { type: 'start', config });
    }
    const ready = await workers.collect('ready', rampMs + 120_000);
    const connected = ready.reduce((n, r) => n + r.connected, 0);
    const socketsFailed = ready.reduce((n, r) => n + r.failed, 0);
    log(
      `  ${plan.store} ${plan.games} games: ${connected} sockets connected${socketsFailed > 0 ? `, ${socketsFailed} failed` : ''}; warming up ${o.warmupS} s`,
    );
    await sleep(o.warmupS * 1000);

    const m0 = await server.metrics();
    const machine0 = snapshot();
    workers.broadcast({ type: 'window-start' });
    probe.openWindow();
    log(`  measuring ${o.windowS} s`);
    await sleep(o.windowS * 1000);
    workers.broadcast({ type: 'window-end' });
    probe.closeWindow();
    const m1 = await server.metrics();
    const machine = machineUse(machine0, snapshot(), process.pid);
    const windows = (await workers.collect('window', 60_000)).map((m) => m.stats);
    workers.broadcast({ type: 'stop' });
    const integrity = mergeIntegrity((await workers.collect('final', 60_000)).map((m) => m.integrity));
    await workers.finish();
    probe.stop();
    // A server that already exited (a crash) gives its exit code here.
    const exitCode = await server.stop();
    const problems = problemLines(plan.stderrPath);

    const windowS = windows.reduce((s, w) => Math.max(s, w.wallMs), 0) / 1000;
    const ack = new Latencies();
    const ackRaw = new Latencies();
    for (const w of windows) {
      ack.addEncoded(w.ack);
      ackRaw.addEncoded(w.ackRaw);
    }
    const sum = (pick: (w: (typeof windows)[number]) => number) => windows.reduce((n, w) => n + pick(w), 0);
    const server1 = serverFigures(m0, m1);
    const result: Omit<LevelResult, 'meetsGoal' | 'misses'> = {
      store: plan.store,
      games: plan.games,
      sockets: plan.games * 2,
      socketsFailed,
      liveGames: m1.liveGames,
      gamesInProgress: sum((w) => w.gamesInProgress),
      windowS,
      movesPerS: sum((w) => w.acks) / windowS,
      ack: ack.summary(),
      ackRaw: ackRaw.summary(),
      premoveAcksPerS: sum((w) => w.premoveAcks) / windowS,
      flag: m1.flagDelayMs,
      probe: probe.latency.summary(),
      integrity,
      server: { ...server1, exitCode, stderrPath: plan.stderrPath, problems },
      generator: {
        cpuPct: (100 * sum((w) => w.cpuUserMs + w.cpuSystemMs)) / (windowS * 1000),
        loopDelayP99Ms: Math.max(...windows.map((w) => w.loopDelayP99Ms)),
        loopDelayMaxMs: Math.max(...windows.map((w) => w.loopDelayMaxMs)),
        sentPerS: sum((w) => w.sent) / windowS,
        receivedPerS: sum((w) => w.received) / windowS,
      },
      machine,
      echo: null,
    };
    const misses = goalMisses(result, o.goalMs);
    return { ...result, meetsGoal: misses.length === 0, misses };
  } catch (e) {
    workers.kill();
    probe.stop();
    await server.stop(2_000);
    throw e;
  } finally {
    for (const u of undo) u();
  }
}

function serverFigures(m0: ServerMetrics, m1: ServerMetrics) {
  const wallS = m1.uptimeS - m0.uptimeS;
  const cpuMs = m1.cpuUserMs + m1.cpuSystemMs - (m0.cpuUserMs + m0.cpuSystemMs);
  const transactions = m1.commits.transactions - m0.commits.transactions;
  return {
    rssMB: m1.rssBytes / 2 ** 20,
    heapMB: m1.heapUsedBytes / 2 ** 20,
    cpuPct: (100 * cpuMs) / (wallS * 1000),
    commitsPerS: transactions / wallS,
    opsPerCommit: transactions === 0 ? 0 : (m1.commits.ops - m0.commits.ops) / transactions,
  };
}

/**
 * The goal: p99 acknowledgement and p99 flag delay within `goalMs`, no lost or doubled move, every
 * socket connected. (A crash ends the level with an error instead; a server that does not exit
 * after SIGTERM is reported beside the goal.)
 */
function goalMisses(r: Omit<LevelResult, 'meetsGoal' | 'misses'>, goalMs: number): string[] {
  const misses: string[] = [];
  if (r.ack.p99 === null) misses.push('no move acknowledged in the window');
  else if (r.ack.p99 > goalMs) misses.push(`ack p99 ${r.ack.p99} ms > ${goalMs} ms`);
  if (r.flag.p99 === null) misses.push('no flag fell');
  else if (r.flag.p99 > goalMs) misses.push(`flag delay p99 ${r.flag.p99} ms > ${goalMs} ms`);
  if (r.integrity.lost > 0) misses.push(`${r.integrity.lost} lost moves`);
  if (doubledOf(r.integrity) > 0) misses.push(`${doubledOf(r.integrity)} doubled moves`);
  if (r.socketsFailed > 0) misses.push(`${r.socketsFailed} sockets failed`);
  return misses;
}
