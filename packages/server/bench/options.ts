/**
 * The benchmark's settings, read once from the command line and the environment (the command
 * line wins) into one typed value.
 */

/** A storage backend the server can run on. */
export type StoreKind = 'sqlite' | 'postgres';

/** Everything a run needs to know. Immutable. */
export interface BenchOptions {
  /** Concurrent games of each load level, ascending (`--games 250,500`). */
  readonly levels: readonly number[];
  /** The measurement window of a level, after the ramp and the warm-up (s). */
  readonly windowS: number;
  /** Steady play before the window opens (s). */
  readonly warmupS: number;
  /** The echo comparison's window (s). */
  readonly echoS: number;
  readonly stores: readonly StoreKind[];
  /** Load-generating processes (each drives its share of the games). */
  readonly workers: number;
  /** The PostgreSQL database; each level gets a schema of its own in it, dropped after. */
  readonly postgresUrl: string;
  /** The time control of the ordinary games. */
  readonly tc: string;
  /**
   * The time control of the games in which one player stops moving. Short, so that the server's
   * flag timer fires inside a minute-long window (a 3+0 player who stops would flag only after
   * up to three minutes).
   */
  readonly flagTc: string;
  /** Share of the games in which one player stops moving (0–1). */
  readonly flagShare: number;
  /** Share of the moves sent as premoves. */
  readonly premoveShare: number;
  /** Share of players who drop their connection once in a game and come back. */
  readonly reconnectShare: number;
  /** The goal: p99 move acknowledgement and p99 flag delay at most this (ms), no lost move. */
  readonly goalMs: number;
  /** Stop ascending once a level's p99 passes this many times the goal. */
  readonly stopFactor: number;
  /** Node flags for the server process (`--cpu-prof`, `--trace-gc` … to see where its time goes). */
  readonly serverNodeArgs: readonly string[];
}

export const DEFAULT_OPTIONS: BenchOptions = {
  levels: [250, 500, 1000, 2000, 3000, 5000],
  windowS: 30,
  warmupS: 10,
  echoS: 10,
  stores: ['sqlite', 'postgres'],
  workers: 1,
  postgresUrl: 'postgres://127.0.0.1:5432/test',
  tc: '3+0',
  flagTc: '0.25+0',
  flagShare: 0.02,
  premoveShare: 0.1,
  reconnectShare: 0.02,
  goalMs: 50,
  stopFactor: 3,
  serverNodeArgs: [],
};

export const USAGE = `usage: npm run bench:server -- [options]
  --games 250,500,1000     load levels: concurrent games (2 sockets each)   env FLAGFALL_BENCH_GAMES
  --seconds 30             measurement window per level                     env FLAGFALL_BENCH_SECONDS
  --warmup 10              steady play before the window (after the ramp)   env FLAGFALL_BENCH_WARMUP
  --echo-seconds 10        window of the bare-echo comparison (0: skip)     env FLAGFALL_BENCH_ECHO_SECONDS
  --store sqlite|postgres|both                                              env FLAGFALL_BENCH_STORE
  --workers 1              load-generating processes                        env FLAGFALL_BENCH_WORKERS
  --postgres URL           default postgres://127.0.0.1:5432/test           env FLAGFALL_BENCH_POSTGRES_URL
  --flag-tc 0.25+0         time control of the games where a player stops moving
  --server-node-args '--cpu-prof --cpu-prof-dir=/tmp/prof'   node flags of the server process`;

const ENV_OF: Readonly<Record<string, string>> = {
  games: 'FLAGFALL_BENCH_GAMES',
  seconds: 'FLAGFALL_BENCH_SECONDS',
  warmup: 'FLAGFALL_BENCH_WARMUP',
  'echo-seconds': 'FLAGFALL_BENCH_ECHO_SECONDS',
  store: 'FLAGFALL_BENCH_STORE',
  workers: 'FLAGFALL_BENCH_WORKERS',
  postgres: 'FLAGFALL_BENCH_POSTGRES_URL',
  'flag-tc': 'FLAGFALL_BENCH_FLAG_TC',
  'server-node-args': 'FLAGFALL_BENCH_SERVER_NODE_ARGS',
};

/** Reads the options; returns an error message for anything it cannot read. */
export function parseOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): BenchOptions | string {
  const given = new Map<string, string>();
  for (const [name, variable] of Object.entries(ENV_OF)) {
    const value = env[variable];
    if (value !== undefined && value !== '') given.set(name, value);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return USAGE;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (m === null || !(m[1]! in ENV_OF)) return `unknown argument ${JSON.stringify(arg)}\n${USAGE}`;
    const value = m[2] ?? argv[++i];
    if (value === undefined) return `--${m[1]!} needs a value`;
    given.set(m[1]!, value);
  }
  let o: BenchOptions = DEFAULT_OPTIONS;
  for (const [name, value] of given) {
    const number = Number(value);
    switch (name) {
      case 'games': {
        const levels = value.split(',').map((x) => Number(x.trim()));
        if (levels.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) return `--games: whole numbers from 1 to 20000, got ${value}`;
        o = { ...o, levels: [...levels].sort((a, b) => a - b) };
        break;
      }
      case 'seconds':
      case 'warmup':
      case 'echo-seconds': {
        const least = name === 'seconds' ? 1 : 0;
        if (!Number.isFinite(number) || number < least || number > 3600) return `--${name}: seconds from ${least} to 3600, got ${value}`;
        o = name === 'seconds' ? { ...o, windowS: number } : name === 'warmup' ? { ...o, warmupS: number } : { ...o, echoS: number };
        break;
      }
      case 'store':
        if (value === 'both') o = { ...o, stores: ['sqlite', 'postgres'] };
        else if (value === 'sqlite' || value === 'postgres') o = { ...o, stores: [value] };
        else return `--store: sqlite, postgres or both, got ${value}`;
        break;
      case 'workers':
        if (!Number.isInteger(number) || number < 1 || number > 16) return `--workers: 1 to 16, got ${value}`;
        o = { ...o, workers: number };
        break;
      case 'postgres':
        o = { ...o, postgresUrl: value };
        break;
      case 'flag-tc':
        o = { ...o, flagTc: value };
        break;
      case 'server-node-args':
        o = { ...o, serverNodeArgs: value.split(/\s+/).filter((a) => a !== '') };
        break;
    }
  }
  return o;
}
