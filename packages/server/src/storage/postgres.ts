/**
 * The PostgreSQL storage, for a `postgres://` URL: a small connection pool, one transaction per
 * writing method, and `commit(ops)` as one `BEGIN … COMMIT` (a failed op rolls the whole batch
 * back). The server's default `synchronous_commit = on` makes a resolved commit durable.
 */
import { userInfo } from 'node:os';
import pg from 'pg';
import type { CustomTypesConfig, PoolClient } from 'pg';
import { err, ok, type Result } from '@flagfall/core';
import { closedError, messageOf, operationError, type StorageError } from './errors.js';
import { migrate, type MigrationDriver } from './migrations.js';
import { parsePostgresUrl } from './postgresUrl.js';
import { queries, type Queries } from './queries.js';
import {
  HEARTBEAT_KEY,
  RECORD_COLUMNS,
  describeOp,
  finishValues,
  gameValues,
  gamesOfUserParams,
  preferencesPatchText,
  ratingValues,
  sessionValues,
  toGameRow,
  toPreferencesText,
  toRatingChangeRow,
  toRatingRow,
  toRecordRow,
  toSessionRow,
  toTokenRow,
  toUserRow,
  tokenValues,
  userValues,
  withRecords,
  type DbRow,
} from './rows.js';
import type {
  CreateUserError,
  GameRecordRow,
  GameRow,
  GamesQuery,
  RatingChangeRow,
  RatingRow,
  SessionRow,
  Storage,
  StoredGame,
  TokenRow,
  UserId,
  UserRow,
  WriteOp,
} from './types.js';

/** Connections per pool: the server's writes are batched, so a few suffice. */
export const POSTGRES_POOL_SIZE = 4;

/** How long opening a connection may take before the call fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The transaction-scoped advisory lock taken while migrating: "flagfall" in ASCII, as an int8. */
const MIGRATION_LOCK = '7380380986080586860';

/** PostgreSQL's error code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * BIGINT (int8) columns as numbers: the driver returns them as text by default. Every int8 here is
 * a wall-clock ms or a count, far below 2^53; anything else is a broken invariant and throws.
 */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`storage: the int8 ${text} is not a safe integer`);
  return n;
}
const INT8_OID = 20;
const typeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

/** The driver's error with its detail (`Key (game_id, seq)=(…) already exists.`) when it has one. */
function pgMessage(e: unknown): string {
  const detail = (e as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail !== '' ? `${messageOf(e)} (${detail})` : messageOf(e);
}

/**
 * Connects to the PostgreSQL database at `url` (see `parsePostgresUrl`: `?schema=name` selects,
 * and creates if missing, a schema of its own) and migrates it. Never rejects: a failure is an
 * error value whose message names the URL with its password redacted, and the pool is closed.
 */
/**
 * A user for a URL that names none when the driver's defaults (`$PGUSER`, `$USER`) are unset, as
 * under `npm run`: the OS account, as psql does.
 */
function withDefaultUser(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.username !== '' || process.env.PGUSER !== undefined || process.env.USER !== undefined) return connectionString;
  try {
    url.username = userInfo().username;
    return url.toString();
  } catch {
    return connectionString;
  }
}

export async function openPostgres(url: string): Promise<Result<Storage, StorageError>> {
  const parsed = parsePostgresUrl(url);
  if (!parsed.ok) return parsed;
  const { connectionString, schema, options, shown } = parsed.value;
  const pool = new pg.Pool({
    connectionString: withDefaultUser(connectionString),
    options,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: typeParsers,
  });
  // An idle connection the server drops (a restart) emits here; without a listener the process
  // would exit. The next query takes a fresh connection and reports its own error.
  pool.on('error', () => {});
  const fail = async (error: StorageError): Promise<Result<never, StorageError>> => {
    await pool.end().catch(() => {});
    return err(error);
  };
  try {
    const client = await pool.connect();
    client.release();
    if (schema !== null) await ensureSchema(pool, schema);
  } catch (e) {
    return fail({ code: 'open_failed', target: shown, message: `cannot open the PostgreSQL database ${shown}: ${pgMessage(e)}` });
  }
  const migrated = await migrate(migrationDriver(pool), Date.now());
  if (!migrated.ok) {
    const e = migrated.error;
    return fail(
      e.code === 'newer_schema'
        ? { ...e, target: shown, message: `the PostgreSQL database ${shown}: ${e.message}` }
        : { code: 'migration_failed', target: shown, version: e.version, message: `the PostgreSQL database ${shown}: ${e.message}` },
    );
  }
  return ok(new PostgresStorage(pool));
}

/** Creates the schema unless it exists (checked first: CREATE SCHEMA needs a privilege using one does not). */
async function ensureSchema(pool: pg.Pool, schema: string): Promise<void> {
  await inTransaction(pool, 'BEGIN', async (c) => {
    await c.query('SELECT pg_advisory_xact_lock($1::int8)', [MIGRATION_LOCK]);
    const found = await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    // The name was checked against [a-z_][a-z0-9_]* (postgresUrl.ts), so quoting it is enough.
    if (found.rowCount === 0) await c.query(`CREATE SCHEMA "${schema}"`);
  });
}

/** Runs `work` on one connection between `begin` and COMMIT; ROLLBACK and rethrow if it fails. */
async function inTransaction<T>(pool: pg.Pool, begin: string, work: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(begin);
    const value = await work(client);
    await client.query('COMMIT');
    return value;
  } catch (e) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackError) {
      // A connection that cannot roll back is not given back to the pool.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw e;
  } finally {
    client.release(broken);
  }
}

/** The runner's steps, each one transaction, serialized across processes by an advisory lock. */
function migrationDriver(pool: pg.Pool): MigrationDriver {
  return {
    dialect: 'postgres',
    run: (step) =>
      inTransaction(pool, 'BEGIN', async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1::int8)', [MIGRATION_LOCK]);
        for (const sql of step.setup) await c.query(sql);
        const rows = (await c.query<DbRow>(step.versionsQuery)).rows;
        const { statements, value } = step.decide(new Set(rows.map((r) => Number(r.version))));
        for (const { sql, params } of statements) await c.query(sql, [...params]);
        return value;
      }),
  };
}

/** Consecutive appends, written as one multi-row insert; any other op alone. */
type Step = { readonly kind: 'appends'; readonly records: GameRecordRow[] } | { readonly kind: 'op'; readonly op: WriteOp };
function steps(ops: readonly WriteOp[]): Step[] {
  const out: Step[] = [];
  for (const op of ops) {
    const last = out[out.length - 1];
    if (op.op !== 'append') out.push({ kind: 'op', op });
    else if (last?.kind === 'appends') last.records.push(op.record);
    else out.push({ kind: 'appends', records: [op.record] });
  }
  return out;
}

/** Every record of a run in one statement, whatever its length (four array parameters). */
const INSERT_RECORDS = `INSERT INTO game_records (${RECORD_COLUMNS.join(', ')})
  SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::bigint[])`;

/** A read transaction sees one snapshot across its statements. */
const READ = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

class PostgresStorage implements Storage {
  readonly kind = 'postgres';
  private readonly q: Queries = queries('postgres');
  private closed = false;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly pool: pg.Pool) {}

  /** Runs one statement as a named prepared statement (each connection prepares it once). */
  private query(c: pg.Pool | PoolClient, name: keyof Queries, values: readonly unknown[]): Promise<pg.QueryResult<DbRow>> {
    return c.query<DbRow>({ name: `flagfall_${name}`, text: this.q[name], values: [...values] });
  }

  /** Runs `work`, tracked so that `close()` waits for it; a database error names the operation. */
  private call<T>(operation: string, work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(closedError(operation));
    const p = work().catch((e: unknown) => {
      throw operationError(operation, e, pgMessage(e));
    });
    this.pending.add(p);
    const done = () => this.pending.delete(p);
    p.then(done, done);
    return p;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.pending]);
    await this.pool.end();
  }

  createUser(user: UserRow): Promise<{ ok: true } | { ok: false; error: CreateUserError }> {
    return this.call('createUser', async () => {
      try {
        await this.query(this.pool, 'insertUser', userValues(user));
        return { ok: true } as const;
      } catch (e) {
        if ((e as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw e;
        return { ok: false, error: { code: 'taken', message: `the name ${user.username} is taken` } } as const;
      }
    });
  }

  userById(id: UserId): Promise<UserRow | null> {
    return this.call('userById', async () => {
      const row = (await this.query(this.pool, 'userById', [id.toLowerCase()])).rows[0];
      return row === undefined ? null : toUserRow(row);
    });
  }

  setPassword(id: UserId, passwordHash: string): Promise<void> {
    return this.call('setPassword', async () => {
      const r = await this.query(this.pool, 'setPassword', [passwordHash, id.toLowerCase()]);
      if (r.rowCount !== 1) throw new Error(`no user ${id}`);
    });
  }

  setTitle(id: UserId, title: string | null): Promise<void> {
    return this.call('setTitle', async () => {
      const r = await this.query(this.pool, 'setTitle', [title, id.toLowerCase()]);
      if (r.rowCount !== 1) throw new Error(`no user ${id}`);
    });
  }

  createToken(token: TokenRow): Promise<void> {
    return this.call('createToken', async () => {
      await this.query(this.pool, 'insertToken', tokenValues(token));
    });
  }

  tokenByHash(hash: string): Promise<TokenRow | null> {
    return this.call('tokenByHash', async () => {
      const row = (await this.query(this.pool, 'tokenByHash', [hash])).rows[0];
      return row === undefined ? null : toTokenRow(row);
    });
  }

  createSession(session: SessionRow): Promise<void> {
    return this.call('createSession', async () => {
      await this.query(this.pool, 'insertSession', sessionValues(session));
    });
  }

  sessionByHash(hash: string, now: number): Promise<SessionRow | null> {
    return this.call('sessionByHash', async () => {
      const row = (await this.query(this.pool, 'sessionByHash', [hash, now])).rows[0];
      return row === undefined ? null : toSessionRow(row);
    });
  }

  deleteSession(hash: string): Promise<void> {
    return this.call('deleteSession', async () => {
      await this.query(this.pool, 'deleteSession', [hash]);
    });
  }

  ratings(userId: UserId): Promise<RatingRow[]> {
    return this.call('ratings', async () => (await this.query(this.pool, 'ratingsOfUser', [userId])).rows.map(toRatingRow));
  }

  commit(ops: readonly WriteOp[]): Promise<void> {
    return this.call('commit', async () => {
      if (ops.length === 0) return;
      await inTransaction(this.pool, 'BEGIN', async (c) => {
        for (const step of steps(ops)) {
          try {
            await this.apply(c, step);
          } catch (e) {
            const first = step.kind === 'appends' ? step.records[0] : undefined;
            const what =
              step.kind === 'op'
                ? describeOp(step.op)
                : `append${step.records.length > 1 ? ` ×${step.records.length}, from` : ''} game ${first?.gameId} seq ${first?.seq}`;
            throw new Error(`${what}: ${pgMessage(e)}`, { cause: e });
          }
        }
      });
    });
  }

  private async apply(c: PoolClient, step: Step): Promise<void> {
    if (step.kind === 'appends') {
      const rs = step.records;
      await c.query(INSERT_RECORDS, [rs.map((r) => r.gameId), rs.map((r) => r.seq), rs.map((r) => r.data), rs.map((r) => r.at)]);
      return;
    }
    const op = step.op;
    switch (op.op) {
      case 'create-game':
        await this.query(c, 'insertGame', gameValues(op.game, 'postgres'));
        return;
      case 'append':
        // Grouped into runs by steps(); kept for the exhaustive switch.
        await this.query(c, 'insertRecord', [op.record.gameId, op.record.seq, op.record.data, op.record.at]);
        return;
      case 'finish-game': {
        const r = await this.query(c, 'finishGame', finishValues(op));
        if (r.rowCount !== 1) throw new Error(`no game ${op.gameId}`);
        for (const rating of op.ratings) await this.query(c, 'upsertRating', ratingValues(rating));
        return;
      }
      case 'heartbeat':
        await this.query(c, 'upsertState', [HEARTBEAT_KEY, String(op.at)]);
        return;
    }
  }

  game(id: string): Promise<StoredGame | null> {
    return this.call('game', () =>
      inTransaction(this.pool, READ, async (c) => {
        const row = (await this.query(c, 'gameById', [id])).rows[0];
        if (row === undefined) return null;
        return { game: toGameRow(row), records: (await this.query(c, 'recordsOfGame', [id])).rows.map(toRecordRow) };
      }),
    );
  }

  liveGames(): Promise<StoredGame[]> {
    return this.call('liveGames', () =>
      inTransaction(this.pool, READ, async (c) => {
        const games = (await this.query(c, 'liveGames', [])).rows.map(toGameRow);
        const records = (await this.query(c, 'liveRecords', [])).rows.map(toRecordRow);
        return withRecords(games, records);
      }),
    );
  }

  gamesOfUser(query: GamesQuery): Promise<GameRow[]> {
    return this.call('gamesOfUser', async () => (await this.query(this.pool, 'gamesOfUser', gamesOfUserParams(query))).rows.map(toGameRow));
  }

  ratingChanges(userId: UserId): Promise<RatingChangeRow[]> {
    return this.call('ratingChanges', async () =>
      (await this.query(this.pool, 'ratingChanges', [userId, userId, userId])).rows.map(toRatingChangeRow),
    );
  }

  lastHeartbeat(): Promise<number | null> {
    return this.call('lastHeartbeat', async () => {
      const row = (await this.query(this.pool, 'stateByKey', [HEARTBEAT_KEY])).rows[0];
      return row === undefined ? null : Number(row.value);
    });
  }

  preferences(userId: UserId): Promise<string | null> {
    return this.call('preferences', async () => {
      const row = (await this.query(this.pool, 'preferencesOfUser', [userId])).rows[0];
      return row === undefined ? null : toPreferencesText(row);
    });
  }

  mergePreferences(userId: UserId, patch: string, at: number): Promise<string> {
    return this.call('mergePreferences', async () => {
      const row = (await this.query(this.pool, 'mergePreferences', [userId, preferencesPatchText(patch), at])).rows[0];
      if (row === undefined) throw new Error('the merge returned no row');
      return toPreferencesText(row);
    });
  }
}
