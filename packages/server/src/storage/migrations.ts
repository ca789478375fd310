/**
 * The database schema as versioned migrations (data), and the runner both backends use.
 *
 * A migration is applied once, in its own transaction, and recorded in `schema_migrations`
 * (`version`, `name`, `applied_at` in wall-clock ms). Migrations are never edited once released:
 * a change to the schema is a new entry at the end of `MIGRATIONS`.
 */
import { err, ok, type Result } from '@flagfall/core';
import { messageOf } from './errors.js';

/** The two SQL dialects, one per backend. */
export type Dialect = 'sqlite' | 'postgres';

/** One schema change, written once per dialect (each string is one statement). */
export interface Migration {
  /** 1, 2, 3 … in order, without gaps. */
  readonly version: number;
  /** What it does, in snake_case (recorded beside the version). */
  readonly name: string;
  readonly sqlite: readonly string[];
  readonly postgres: readonly string[];
}

/**
 * Migration 1: every table of the first server. Times are wall-clock ms (INTEGER in SQLite,
 * BIGINT in PostgreSQL); ratings and rating changes are floating point so any number the server
 * stores comes back unchanged; `rated` is 0/1 in SQLite and BOOLEAN in PostgreSQL. SQLite tables
 * are STRICT (a value of the wrong type is refused, as PostgreSQL does). Rating categories carry no
 * CHECK, so adding a category never needs a table rebuild in SQLite.
 */
const initial: Migration = {
  version: 1,
  name: 'initial',
  sqlite: [
    `CREATE TABLE users (
      id TEXT PRIMARY KEY NOT NULL,
      username TEXT NOT NULL,
      title TEXT,
      password_hash TEXT,
      created_at INTEGER NOT NULL
    ) STRICT`,
    `CREATE TABLE tokens (
      hash TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      scopes TEXT NOT NULL,
      description TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT`,
    `CREATE INDEX tokens_user ON tokens (user_id)`,
    `CREATE TABLE sessions (
      hash TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    ) STRICT`,
    `CREATE INDEX sessions_user ON sessions (user_id)`,
    `CREATE TABLE ratings (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      category TEXT NOT NULL,
      rating REAL NOT NULL,
      rd REAL NOT NULL,
      volatility REAL NOT NULL,
      games INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, category)
    ) STRICT`,
    `CREATE TABLE games (
      id TEXT PRIMARY KEY NOT NULL,
      white_user_id TEXT REFERENCES users (id),
      white_name TEXT NOT NULL,
      white_rating REAL,
      white_rating_diff REAL,
      black_user_id TEXT REFERENCES users (id),
      black_name TEXT NOT NULL,
      black_rating REAL,
      black_rating_diff REAL,
      rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
      rules TEXT NOT NULL,
      tc TEXT NOT NULL,
      category TEXT,
      fen TEXT,
      status TEXT NOT NULL CHECK (status IN ('live', 'over', 'aborted')),
      result TEXT NOT NULL,
      termination TEXT,
      rule TEXT,
      ruling TEXT,
      pgn TEXT,
      created_at INTEGER NOT NULL,
      ended_at INTEGER
    ) STRICT`,
    `CREATE INDEX games_white_user_created ON games (white_user_id, created_at)`,
    `CREATE INDEX games_black_user_created ON games (black_user_id, created_at)`,
    `CREATE INDEX games_status ON games (status)`,
    `CREATE TABLE game_records (
      game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL CHECK (seq >= 0),
      data TEXT NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (game_id, seq)
    ) STRICT`,
    `CREATE TABLE server_state (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    ) STRICT`,
  ],
  postgres: [
    `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      username TEXT NOT NULL,
      title TEXT,
      password_hash TEXT,
      created_at BIGINT NOT NULL
    )`,
    `CREATE TABLE tokens (
      hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      scopes TEXT NOT NULL,
      description TEXT NOT NULL,
      created_at BIGINT NOT NULL
    )`,
    `CREATE INDEX tokens_user ON tokens (user_id)`,
    `CREATE TABLE sessions (
      hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL
    )`,
    `CREATE INDEX sessions_user ON sessions (user_id)`,
    `CREATE TABLE ratings (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      category TEXT NOT NULL,
      rating DOUBLE PRECISION NOT NULL,
      rd DOUBLE PRECISION NOT NULL,
      volatility DOUBLE PRECISION NOT NULL,
      games INTEGER NOT NULL,
      updated_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, category)
    )`,
    `CREATE TABLE games (
      id TEXT PRIMARY KEY,
      white_user_id TEXT REFERENCES users (id),
      white_name TEXT NOT NULL,
      white_rating DOUBLE PRECISION,
      white_rating_diff DOUBLE PRECISION,
      black_user_id TEXT REFERENCES users (id),
      black_name TEXT NOT NULL,
      black_rating DOUBLE PRECISION,
      black_rating_diff DOUBLE PRECISION,
      rated BOOLEAN NOT NULL,
      rules TEXT NOT NULL,
      tc TEXT NOT NULL,
      category TEXT,
      fen TEXT,
      status TEXT NOT NULL CHECK (status IN ('live', 'over', 'aborted')),
      result TEXT NOT NULL,
      termination TEXT,
      rule TEXT,
      ruling TEXT,
      pgn TEXT,
      created_at BIGINT NOT NULL,
      ended_at BIGINT
    )`,
    `CREATE INDEX games_white_user_created ON games (white_user_id, created_at)`,
    `CREATE INDEX games_black_user_created ON games (black_user_id, created_at)`,
    `CREATE INDEX games_status ON games (status)`,
    `CREATE TABLE game_records (
      game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL CHECK (seq >= 0),
      data TEXT NOT NULL,
      at BIGINT NOT NULL,
      PRIMARY KEY (game_id, seq)
    )`,
    `CREATE TABLE server_state (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
  ],
};

/**
 * Migration 2: each account's preferences, one row per account that has set any: `data` is the
 * JSON text of an object naming only the fields the player set (the protocol package's
 * `PreferencesPatch`), so a field never set follows the default of the code reading it.
 */
const preferences: Migration = {
  version: 2,
  name: 'preferences',
  sqlite: [
    `CREATE TABLE preferences (
      user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      data TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT`,
  ],
  postgres: [
    `CREATE TABLE preferences (
      user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      data TEXT NOT NULL,
      updated_at BIGINT NOT NULL
    )`,
  ],
};

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [initial, preferences];

/** The newest schema version this code knows. */
export const LATEST_VERSION: number = MIGRATIONS.reduce((v, m) => Math.max(v, m.version), 0);

/** The statements that create the bookkeeping table, per dialect (idempotent). */
const CREATE_SCHEMA_MIGRATIONS: Record<Dialect, string> = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at BIGINT NOT NULL
  )`,
};

/** A value bound to a statement parameter. */
export type SqlValue = string | number | null;

/** One statement with its parameters (`?` in SQLite, `$1, $2 …` in PostgreSQL). */
export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

/**
 * One step of the runner, as data: the driver runs `setup`, reads the recorded versions with
 * `versionsQuery` (rows with a `version` column), asks `decide` what to run, runs it, and commits.
 * `decide` is synchronous and pure, so a synchronous driver (better-sqlite3) runs the whole step
 * without yielding to other work in the process.
 */
export interface MigrationStep<T> {
  readonly setup: readonly string[];
  readonly versionsQuery: string;
  decide(versions: ReadonlySet<number>): { readonly statements: readonly SqlStatement[]; readonly value: T };
}

/** How a backend runs the runner's steps. */
export interface MigrationDriver {
  readonly dialect: Dialect;
  /**
   * Runs `step` in one write transaction that no other process migrating the same database runs
   * beside (SQLite: `BEGIN IMMEDIATE`; PostgreSQL: a transaction-scoped advisory lock); commits
   * when it succeeds, rolls back and rejects when a statement fails.
   */
  run<T>(step: MigrationStep<T>): Promise<T>;
}

/** What a successful run did. */
export interface MigrationReport {
  /** The versions applied by this run, in order (empty when the schema was up to date). */
  readonly applied: readonly number[];
  /** The schema version now. */
  readonly version: number;
}

/** Why the runner refused or stopped (a database error inside a migration is `failed`). */
export type MigrationError =
  | { readonly code: 'newer_schema'; readonly databaseVersion: number; readonly knownVersion: number; readonly message: string }
  | { readonly code: 'failed'; readonly version: number; readonly message: string; readonly cause: unknown };

/**
 * Brings the database up to `migrations`: creates `schema_migrations` if missing, then applies,
 * in order and each in its own transaction, every migration whose version is not recorded.
 * Each transaction reads the recorded versions under the driver's lock, so two processes opening
 * the same database at once apply each migration exactly once. A database recorded at a version
 * newer than the code knows is refused before anything changes (`newer_schema`). A migration that
 * fails (its SQL, or the connection) is rolled back and reported (`failed`); the ones before it
 * stay applied. Never rejects.
 */
export async function migrate(
  driver: MigrationDriver,
  appliedAt: number,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<Result<MigrationReport, MigrationError>> {
  const known = migrations.reduce((v, m) => Math.max(v, m.version), 0);
  const record = `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${
    driver.dialect === 'sqlite' ? '?, ?, ?' : '$1, $2, $3'
  })`;
  const step = (m: Migration | null): MigrationStep<Result<boolean, MigrationError>> => ({
    setup: [CREATE_SCHEMA_MIGRATIONS[driver.dialect]],
    versionsQuery: 'SELECT version FROM schema_migrations',
    decide(versions) {
      const newest = Math.max(0, ...versions);
      if (newest > known) {
        const message = `the database schema is at version ${newest}, newer than this Flagfall knows (${known}): upgrade Flagfall`;
        return { statements: [], value: err({ code: 'newer_schema', databaseVersion: newest, knownVersion: known, message }) };
      }
      if (m === null || versions.has(m.version)) return { statements: [], value: ok(false) };
      const statements = m[driver.dialect].map((sql) => ({ sql, params: [] }));
      return { statements: [...statements, { sql: record, params: [m.version, m.name, appliedAt] }], value: ok(true) };
    },
  });

  // With nothing to apply, one transaction still checks for a newer schema.
  const todo: (Migration | null)[] = migrations.length === 0 ? [null] : [...migrations].sort((a, b) => a.version - b.version);
  const applied: number[] = [];
  for (const m of todo) {
    let r: Result<boolean, MigrationError>;
    try {
      r = await driver.run(step(m));
    } catch (e) {
      const what = m === null ? 'reading the schema version' : `migration ${m.version} (${m.name})`;
      return err({ code: 'failed', version: m?.version ?? 0, message: `${what} failed and was rolled back: ${messageOf(e)}`, cause: e });
    }
    if (!r.ok) return r;
    if (r.value && m !== null) applied.push(m.version);
  }
  return ok({ applied, version: known });
}
