/**
 * The SQLite storage (the default: one file, nothing to run). better-sqlite3 is synchronous: each
 * method does its work, transaction and commit included, before the Promise it returns settles, so
 * a resolved `commit` is on disk. The file is shared safely with other processes (the
 * `flagfall user add` CLI writes while the server runs) through WAL mode and a busy timeout.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { err, ok, type Result } from '@flagfall/core';
import { closedError, messageOf, operationError, type StorageError } from './errors.js';
import { migrate, type MigrationDriver } from './migrations.js';
import { queries } from './queries.js';
import {
  HEARTBEAT_KEY,
  describeOp,
  finishValues,
  gameValues,
  gamesOfUserParams,
  preferencesPatchText,
  ratingValues,
  recordValues,
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

/**
 * How long a statement waits for another connection's write lock before failing with
 * SQLITE_BUSY. The wait blocks this process's event loop (better-sqlite3 is synchronous); write
 * transactions here last well under a millisecond, so a wait is short in practice.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Options of `openSqlite`. */
export interface SqliteOptions {
  /**
   * `FULL` (the default) syncs the WAL at every commit, so a resolved commit survives a power
   * loss or an OS crash, as the interface promises. `NORMAL` syncs only at checkpoints: still safe
   * against the process crashing (even `kill -9`), but the last commits before a power loss may be
   * lost. The price of `FULL` is one fsync per commit, and better-sqlite3 waits for it on the event
   * loop: about 4–7 ms per commit on the development machine's disk against 0.02 ms with `NORMAL`
   * (`npm run bench --workspace @flagfall/server`). With one group commit per tick that is
   * affordable; a deployment that prefers the latency can choose `NORMAL`.
   */
  readonly synchronous?: 'FULL' | 'NORMAL';
}

type Db = Database.Database;
type Statements = { readonly [K in keyof ReturnType<typeof queries>]: Database.Statement };

/**
 * Opens (creating it and its directory if needed) the SQLite database at `file` and migrates it.
 * Settings: WAL journal (readers never block the writer), `synchronous` as in `SqliteOptions`,
 * foreign keys enforced, a busy timeout of `SQLITE_BUSY_TIMEOUT_MS`. Never rejects: a failure is an
 * error value naming the file, and the file is left closed.
 */
export async function openSqlite(file: string, options: SqliteOptions = {}): Promise<Result<Storage, StorageError>> {
  const failed = (message: string): Result<never, StorageError> =>
    err({ code: 'open_failed', target: file, message: `cannot open the SQLite database ${file}: ${message}` });
  let db: Db;
  try {
    mkdirSync(dirname(resolve(file)), { recursive: true });
    db = new Database(file);
  } catch (e) {
    return failed(messageOf(e));
  }
  try {
    // The busy timeout comes first so that switching to WAL waits for another process's lock.
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    const mode: unknown = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new Error(`WAL journal mode is not available here (the journal mode stays ${String(mode)})`);
    db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    db.pragma('foreign_keys = ON');
  } catch (e) {
    db.close();
    return failed(messageOf(e));
  }
  const migrated = await migrate(sqliteMigrationDriver(db), Date.now());
  if (!migrated.ok) {
    db.close();
    const e = migrated.error;
    return e.code === 'newer_schema'
      ? err({ ...e, target: file, message: `the SQLite database ${file}: ${e.message}` })
      : err({ code: 'migration_failed', target: file, version: e.version, message: `the SQLite database ${file}: ${e.message}` });
  }
  try {
    return ok(new SqliteStorage(db));
  } catch (e) {
    // Preparing the statements fails only when the tables are not what migration 1 made.
    db.close();
    return failed(messageOf(e));
  }
}

/**
 * The runner's steps, each one synchronous IMMEDIATE transaction: the write lock is taken at
 * BEGIN (waiting up to the busy timeout for another process), and nothing else in this process
 * runs until it commits.
 */
export function sqliteMigrationDriver(db: Db): MigrationDriver {
  return {
    dialect: 'sqlite',
    run(step) {
      const tx = db.transaction(() => {
        for (const sql of step.setup) db.prepare(sql).run();
        const rows = db.prepare(step.versionsQuery).all() as DbRow[];
        const { statements, value } = step.decide(new Set(rows.map((r) => Number(r.version))));
        for (const { sql, params } of statements) db.prepare(sql).run(...params);
        return value;
      });
      try {
        return Promise.resolve(tx.immediate());
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
  };
}

/** better-sqlite3's error for a PRIMARY KEY or UNIQUE violation. */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly s: Statements;
  private closed = false;
  /** `commit` as one IMMEDIATE transaction (the write lock is taken at BEGIN, so it never upgrades). */
  private readonly commitTx: (ops: readonly WriteOp[]) => void;
  private readonly gameTx: (id: string) => StoredGame | null;
  private readonly liveTx: () => StoredGame[];

  constructor(private readonly db: Db) {
    // Prepared once: better-sqlite3 statements are reusable and hold their compiled plan.
    const q = queries('sqlite');
    this.s = Object.fromEntries(Object.entries(q).map(([k, sql]) => [k, db.prepare(sql)])) as unknown as Statements;
    const s = this.s;
    const write = db.transaction((ops: readonly WriteOp[]) => {
      for (const op of ops) {
        try {
          this.apply(op);
        } catch (e) {
          throw new Error(`${describeOp(op)}: ${messageOf(e)}`, { cause: e });
        }
      }
    });
    this.commitTx = (ops) => write.immediate(ops);
    // Reads of several statements run in one (deferred) transaction: one snapshot of the file.
    this.gameTx = db.transaction((id: string) => {
      const row = s.gameById.get(id) as DbRow | undefined;
      if (row === undefined) return null;
      return { game: toGameRow(row), records: (s.recordsOfGame.all(id) as DbRow[]).map(toRecordRow) };
    });
    this.liveTx = db.transaction(() =>
      withRecords((s.liveGames.all() as DbRow[]).map(toGameRow), (s.liveRecords.all() as DbRow[]).map(toRecordRow)),
    );
  }

  private apply(op: WriteOp): void {
    const s = this.s;
    switch (op.op) {
      case 'create-game':
        s.insertGame.run(...gameValues(op.game, 'sqlite'));
        return;
      case 'append':
        s.insertRecord.run(...recordValues(op.record));
        return;
      case 'finish-game':
        if (s.finishGame.run(...finishValues(op)).changes !== 1) throw new Error(`no game ${op.gameId}`);
        for (const r of op.ratings) s.upsertRating.run(...ratingValues(r));
        return;
      case 'heartbeat':
        s.upsertState.run(HEARTBEAT_KEY, String(op.at));
        return;
    }
  }

  /** Runs `work` now; its value or error settles the returned Promise. */
  private call<T>(operation: string, work: () => T): Promise<T> {
    if (this.closed) return Promise.reject(closedError(operation));
    try {
      return Promise.resolve(work());
    } catch (e) {
      return Promise.reject(operationError(operation, e));
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    // Nothing is pending: every call finished synchronously. Closing the last connection also
    // checkpoints the WAL into the main file.
    this.db.close();
    return Promise.resolve();
  }

  createUser(user: UserRow): Promise<{ ok: true } | { ok: false; error: CreateUserError }> {
    return this.call('createUser', () => {
      try {
        this.s.insertUser.run(...userValues(user));
        return { ok: true } as const;
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        return { ok: false, error: { code: 'taken', message: `the name ${user.username} is taken` } } as const;
      }
    });
  }

  userById(id: UserId): Promise<UserRow | null> {
    return this.call('userById', () => {
      const row = this.s.userById.get(id.toLowerCase()) as DbRow | undefined;
      return row === undefined ? null : toUserRow(row);
    });
  }

  setPassword(id: UserId, passwordHash: string): Promise<void> {
    return this.call('setPassword', () => {
      if (this.s.setPassword.run(passwordHash, id.toLowerCase()).changes !== 1) throw new Error(`no user ${id}`);
    });
  }

  setTitle(id: UserId, title: string | null): Promise<void> {
    return this.call('setTitle', () => {
      if (this.s.setTitle.run(title, id.toLowerCase()).changes !== 1) throw new Error(`no user ${id}`);
    });
  }

  createToken(token: TokenRow): Promise<void> {
    return this.call('createToken', () => {
      this.s.insertToken.run(...tokenValues(token));
    });
  }

  tokenByHash(hash: string): Promise<TokenRow | null> {
    return this.call('tokenByHash', () => {
      const row = this.s.tokenByHash.get(hash) as DbRow | undefined;
      return row === undefined ? null : toTokenRow(row);
    });
  }

  createSession(session: SessionRow): Promise<void> {
    return this.call('createSession', () => {
      this.s.insertSession.run(...sessionValues(session));
    });
  }

  sessionByHash(hash: string, now: number): Promise<SessionRow | null> {
    return this.call('sessionByHash', () => {
      const row = this.s.sessionByHash.get(hash, now) as DbRow | undefined;
      return row === undefined ? null : toSessionRow(row);
    });
  }

  deleteSession(hash: string): Promise<void> {
    return this.call('deleteSession', () => {
      this.s.deleteSession.run(hash);
    });
  }

  ratings(userId: UserId): Promise<RatingRow[]> {
    return this.call('ratings', () => (this.s.ratingsOfUser.all(userId) as DbRow[]).map(toRatingRow));
  }

  commit(ops: readonly WriteOp[]): Promise<void> {
    return this.call('commit', () => {
      if (ops.length > 0) this.commitTx(ops);
    });
  }

  game(id: string): Promise<StoredGame | null> {
    return this.call('game', () => this.gameTx(id));
  }

  liveGames(): Promise<StoredGame[]> {
    return this.call('liveGames', () => this.liveTx());
  }

  gamesOfUser(query: GamesQuery): Promise<GameRow[]> {
    return this.call('gamesOfUser', () => (this.s.gamesOfUser.all(...gamesOfUserParams(query)) as DbRow[]).map(toGameRow));
  }

  ratingChanges(userId: UserId): Promise<RatingChangeRow[]> {
    return this.call('ratingChanges', () => (this.s.ratingChanges.all(userId, userId, userId) as DbRow[]).map(toRatingChangeRow));
  }

  lastHeartbeat(): Promise<number | null> {
    return this.call('lastHeartbeat', () => {
      const row = this.s.stateByKey.get(HEARTBEAT_KEY) as DbRow | undefined;
      return row === undefined ? null : Number(row.value);
    });
  }

  preferences(userId: UserId): Promise<string | null> {
    return this.call('preferences', () => {
      const row = this.s.preferencesOfUser.get(userId) as DbRow | undefined;
      return row === undefined ? null : toPreferencesText(row);
    });
  }

  mergePreferences(userId: UserId, patch: string, at: number): Promise<string> {
    return this.call('mergePreferences', () => {
      const row = this.s.mergePreferences.get(userId, preferencesPatchText(patch), at) as DbRow;
      return toPreferencesText(row);
    });
  }
}
