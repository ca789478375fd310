// Commit latency of the storage backends: a 1-op commit (one heartbeat: the cost of a durable
// commit) and a 1,000-op batch (appends to one game: a busy tick's group commit), for SQLite with
// synchronous FULL and NORMAL, and for PostgreSQL when it is reachable.
// Usage: npm run bench --workspace @flagfall/server
//   FLAGFALL_BENCH_DIR=/path   where the SQLite files go (default: the OS temp dir; use the disk the server will use)
//   FLAGFALL_TEST_POSTGRES_URL (default postgres://127.0.0.1:5432/test; a schema of its own, dropped after)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openSqlite, type SqliteOptions } from '../src/storage/sqlite.js';
import { openPostgres } from '../src/storage/postgres.js';
import type { Storage, WriteOp } from '../src/storage/types.js';

const SINGLE = 500;
const BATCHES = 20;
const BATCH = 1_000;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function measure(label: string, s: Storage): Promise<void> {
  const gameId = 'Bench001';
  await s.commit([
    {
      op: 'create-game',
      game: {
        id: gameId,
        white: { userId: null, name: 'Guest-a', rating: null, ratingDiff: null },
        black: { userId: null, name: 'Guest-b', rating: null, ratingDiff: null },
        rated: false,
        rules: 'online',
        tc: '3+2',
        category: 'blitz',
        fen: null,
        status: 'live',
        result: '*',
        termination: null,
        rule: null,
        ruling: null,
        pgn: null,
        createdAt: 0,
        endedAt: null,
      },
    },
  ]);
  const single: number[] = [];
  for (let i = 0; i < SINGLE; i++) {
    const t = performance.now();
    await s.commit([{ op: 'heartbeat', at: i }]);
    single.push(performance.now() - t);
  }
  single.sort((a, b) => a - b);
  const batch: number[] = [];
  let seq = 0;
  for (let b = 0; b < BATCHES; b++) {
    const ops: WriteOp[] = [];
    for (let i = 0; i < BATCH; i++, seq++)
      ops.push({ op: 'append', record: { gameId, seq, data: `{"uci":"e2e4","clock":${seq}}`, at: seq } });
    const t = performance.now();
    await s.commit(ops);
    batch.push(performance.now() - t);
  }
  batch.sort((a, b) => a - b);
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  console.log(
    `${label.padEnd(22)} 1-op commit: median ${ms(quantile(single, 0.5))}, p99 ${ms(quantile(single, 0.99))}` +
      ` | ${BATCH}-op batch: median ${ms(quantile(batch, 0.5))}, max ${ms(batch[batch.length - 1] ?? NaN)}`,
  );
}

const dir = mkdtempSync(join(process.env['FLAGFALL_BENCH_DIR'] ?? tmpdir(), 'flagfall-bench-'));
try {
  for (const synchronous of ['FULL', 'NORMAL'] as const satisfies readonly SqliteOptions['synchronous'][]) {
    const r = await openSqlite(join(dir, `${synchronous}.sqlite`), { synchronous });
    if (!r.ok) throw new Error(r.error.message);
    await measure(`sqlite ${synchronous}`, r.value);
    await r.value.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const base = new URL(process.env['FLAGFALL_TEST_POSTGRES_URL'] ?? 'postgres://127.0.0.1:5432/test');
if (base.username === '') base.username = process.env['PGUSER'] ?? userInfo().username;
const schema = `flagfall_bench_${randomBytes(4).toString('hex')}`;
const target = new URL(base);
target.searchParams.set('schema', schema);
const r = await openPostgres(target.toString());
if (!r.ok) {
  console.log(`postgres: skipped (${r.error.message})`);
} else {
  try {
    await measure('postgres', r.value);
  } finally {
    await r.value.close();
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(`DROP SCHEMA "${schema}" CASCADE`);
    await c.end();
  }
}
