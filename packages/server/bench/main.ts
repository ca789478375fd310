/**
 * The server benchmark (`npm run bench:server`): simulated players over real WebSockets against
 * a real server process, at ascending numbers of concurrent 3+0 games, on SQLite and then on
 * PostgreSQL; beside each level, a bare `ws` echo server under the same sockets and message
 * rate. Prints one line a level and the largest level meeting the goal (p99 move
 * acknowledgement and p99 flag delay within 50 ms, no lost move), and writes the whole result to
 * packages/server/build/bench/last-run.json. Not a test: it fails only when something crashes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Cleanup } from './cleanup.js';
import { runEcho } from './echo.js';
import { rampMsFor, runLevel } from './level.js';
import { parseOptions, type BenchOptions, type StoreKind } from './options.js';
import { DISTURBED_PCT, levelNotes, tableHeader, tableLine, type EchoResult, type LevelResult } from './report.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const log = (line: string) => process.stdout.write(`${line}\n`);
/** The servers' stderr, one file a level, in a directory per run. */
const LOGS = join(HERE, 'logs', new Date().toISOString().replace(/[:.]/g, '-'));

/** The soft limit of open files of this process (inherited by the server and the workers). */
function openFilesLimit(): number | null {
  try {
    const m = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m === null ? null : Number(m[1]);
  } catch {
    return null;
  }
}

/** The PostgreSQL URL with a schema of its own, or why PostgreSQL cannot be used. */
async function postgresReachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL with a user name: the driver's own default ($USER) is not set everywhere. */
function withUser(url: string, user: string): string {
  try {
    const u = new URL(url);
    if (u.username === '') u.username = user;
    return u.toString();
  } catch {
    return url;
  }
}

function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}

/** Whether a level failed so badly that higher levels are pointless. */
function hopeless(r: LevelResult, o: BenchOptions): boolean {
  const limit = o.goalMs * o.stopFactor;
  return (r.ack.p99 ?? Infinity) > limit || (r.flag.p99 ?? 0) > limit || r.socketsFailed > r.sockets / 100;
}

interface StoreRun {
  readonly store: StoreKind;
  readonly results: LevelResult[];
  readonly skipped: string | null;
  readonly crash: string | null;
}

async function runStore(store: StoreKind, o: BenchOptions, echoes: Map<number, EchoResult>, cleanup: Cleanup): Promise<StoreRun> {
  const results: LevelResult[] = [];
  if (store === 'postgres') {
    const why = await postgresReachable(o.postgresUrl);
    if (why !== null) return { store, results, skipped: `PostgreSQL not reachable at ${o.postgresUrl} (${why})`, crash: null };
  }
  const fdLimit = openFilesLimit();
  for (const games of o.levels) {
    const perProcess = Math.ceil((2 * games) / Math.min(o.workers, games)) + 100;
    if (fdLimit !== null && (perProcess > fdLimit || 2 * games + 100 > fdLimit)) {
      log(
        `  ${store} ${games}: skipped, ${2 * games} sockets need more than the ${fdLimit} open files ulimit -n allows (raise it with ulimit -n)`,
      );
      break;
    }
    const schema = `ffbench_${process.pid}_${games}`;
    const dir = mkdtempSync(join(tmpdir(), 'flagfall-bench-'));
    const db = store === 'sqlite' ? join(dir, 'flagfall.sqlite') : withSchema(o.postgresUrl, schema);
    mkdirSync(LOGS, { recursive: true });
    const stderrPath = join(LOGS, `server-${store}-${games}.log`);
    log(`${store}: ${games} games (${2 * games} sockets)`);
    const removeDb = async () => {
      rmSync(dir, { recursive: true, force: true });
      if (store === 'postgres')
        await dropSchema(o.postgresUrl, schema).catch((e: unknown) => log(`  could not drop schema ${schema}: ${String(e)}`));
    };
    const undo = cleanup.add(removeDb);
    let result: LevelResult;
    try {
      result = await runLevel({ store, games, db, stderrPath, here: HERE, cleanup }, o, log);
    } catch (e) {
      const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
      log(`  CRASH at ${store} ${games}: ${message}\n  server stderr: ${stderrPath}`);
      return { store, results, skipped: null, crash: `${games} games: ${message}` };
    } finally {
      undo();
      await removeDb();
    }
    if (o.echoS > 0) {
      let echo = echoes.get(games);
      if (echo === undefined) {
        log(
          `  echo: ${result.sockets} sockets at ${(result.generator.sentPerS / result.sockets).toFixed(3)} messages/s each, ${o.echoS} s`,
        );
        echo = await runEcho({
          sockets: result.sockets,
          ratePerSocket: Math.max(0.01, result.generator.sentPerS / result.sockets),
          workers: o.workers,
          rampMs: Math.min(rampMsFor(games), 10_000),
          windowS: o.echoS,
          here: HERE,
          cleanup,
        });
        echoes.set(games, echo);
      }
      result.echo = echo;
    }
    results.push(result);
    log(tableHeader());
    log(tableLine(result));
    for (const note of levelNotes(result)) log(note);
    if (hopeless(result, o)) {
      log(`  ${store}: stopping here (the goal failed by more than ${o.stopFactor}×, or sockets failed)`);
      break;
    }
  }
  return { store, results, skipped: null, crash: null };
}

async function main(): Promise<number> {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if (typeof parsed === 'string') {
    log(parsed);
    return parsed.startsWith('usage') ? 0 : 2;
  }
  const o = { ...parsed, postgresUrl: withUser(parsed.postgresUrl, process.env['PGUSER'] ?? userInfo().username) };
  const fdLimit = openFilesLimit();
  log(
    `flagfall server benchmark: levels ${o.levels.join(', ')} games; window ${o.windowS} s after the ramp and ${o.warmupS} s of warm-up; ` +
      `stores ${o.stores.join(', ')}; ${o.workers} load process(es); open files limit ${fdLimit ?? '?'}`,
  );
  log(
    `players: ${o.tc} games, think 0.5–4 s (mean 1.9 s), ${o.premoveShare * 100}% premoves, ${o.reconnectShare * 100}% reconnect once a game; ` +
      `${o.flagShare * 100}% of the games are ${o.flagTc} games in which one player stops moving (the flag falls)`,
  );
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`\n${signal}: stopping the servers and workers, removing the databases`);
      void cleanup.runAll().finally(() => process.exit(130));
    });
  }
  const echoes = new Map<number, EchoResult>();
  const runs: StoreRun[] = [];
  for (const store of o.stores) {
    const run = await runStore(store, o, echoes, cleanup);
    if (run.skipped !== null) log(`${store}: skipped: ${run.skipped}`);
    runs.push(run);
  }

  log('');
  log(`goal: p99 move acknowledgement ≤ ${o.goalMs} ms, p99 flag delay ≤ ${o.goalMs} ms, no lost or doubled move`);
  log(
    'latencies in ms; ack from the scheduled send; flag delay from the due ruling to the end broadcast, over the level; echo: bare ws echo at the same sockets and rate',
  );
  log(`goal *: other processes used more than ${DISTURBED_PCT}% of a core during the window (the machine was shared: run again)`);
  log(tableHeader());
  for (const run of runs) for (const r of run.results) log(tableLine(r));
  for (const run of runs) {
    const best = run.results.filter((r) => r.meetsGoal).at(-1);
    if (run.skipped !== null) log(`${run.store}: skipped (${run.skipped})`);
    else
      log(
        `${run.store}: largest level meeting the goal: ${best === undefined ? 'none' : `${best.games} games (${best.sockets} sockets, ${best.movesPerS.toFixed(0)} moves/s)`}`,
      );
    if (run.crash !== null) log(`${run.store}: CRASHED at ${run.crash.split('\n')[0]}`);
  }
  const lost = runs.flatMap((r) => r.results).reduce((n, r) => n + r.integrity.lost, 0);
  if (lost > 0) log(`\n!!! ${lost} LOST MOVES: moves acknowledged and never announced to their player (see the notes above) !!!`);
  const out = join(HERE, 'last-run.json');
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), options: o, runs }, null, 2)}\n`);
  log(`written to ${out}`);
  return runs.some((r) => r.crash !== null) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    log(`the benchmark crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
