import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { LATEST_VERSION, MIGRATIONS, migrate, type Migration } from './migrations.js';
import { sqliteMigrationDriver } from './sqlite.js';

/** The names a list of statements creates, as `table users`, `index games_status` … */
const created = (statements: readonly string[]) =>
  statements.map((sql) => /^CREATE (TABLE|INDEX) (\w+)/.exec(sql)?.slice(1).join(' ') ?? `? ${sql.slice(0, 30)}`).sort();

describe('migrations: the list', () => {
  test('versions run 1, 2, 3 … with snake_case names, and LATEST_VERSION is the last', () => {
    assert.deepEqual(
      MIGRATIONS.map((m) => m.version),
      MIGRATIONS.map((_, i) => i + 1),
    );
    for (const m of MIGRATIONS) assert.match(m.name, /^[a-z][a-z0-9_]*$/);
    assert.equal(LATEST_VERSION, MIGRATIONS.length);
  });

  test('each migration creates the same tables and indexes in both dialects', () => {
    for (const m of MIGRATIONS) {
      assert.ok(m.sqlite.length > 0);
      assert.deepEqual(created(m.sqlite), created(m.postgres), `migration ${m.version}`);
    }
  });
});

describe('migrations: the runner (on an in-memory SQLite database)', () => {
  // Two migrations after the real ones: one that works, one that fails halfway.
  const next = LATEST_VERSION + 1;
  const all = MIGRATIONS.map((m) => m.version);
  const m2: Migration = { version: next, name: 'add_notes', sqlite: ['CREATE TABLE notes (id INTEGER PRIMARY KEY)'], postgres: [] };
  const m3: Migration = {
    version: next + 1,
    name: 'broken',
    sqlite: ['CREATE TABLE half_done (id INTEGER)', 'CREATE TABLE notes (id INTEGER)'],
    postgres: [],
  };
  const tables = (db: Database.Database) =>
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  const versions = (db: Database.Database) =>
    (
      db.prepare('SELECT version, applied_at FROM schema_migrations ORDER BY version').all() as { version: number; applied_at: number }[]
    ).map((r) => [r.version, r.applied_at]);

  test('applies what is missing, once, in order, recording when', async () => {
    const db = new Database(':memory:');
    const driver = sqliteMigrationDriver(db);
    assert.deepEqual(await migrate(driver, 100, MIGRATIONS), { ok: true, value: { applied: all, version: LATEST_VERSION } });
    assert.deepEqual(await migrate(driver, 200, MIGRATIONS), { ok: true, value: { applied: [], version: LATEST_VERSION } });
    assert.deepEqual(await migrate(driver, 300, [m2, ...MIGRATIONS]), { ok: true, value: { applied: [next], version: next } });
    assert.deepEqual(versions(db), [...all.map((v) => [v, 100]), [next, 300]]);
    assert.ok(tables(db).includes('notes'));
    db.close();
  });

  test('a database made by the first release gains the later tables and keeps its rows', async () => {
    const db = new Database(':memory:');
    const driver = sqliteMigrationDriver(db);
    assert.deepEqual(await migrate(driver, 100, MIGRATIONS.slice(0, 1)), { ok: true, value: { applied: [1], version: 1 } });
    db.prepare("INSERT INTO users (id, username, title, password_hash, created_at) VALUES ('ann', 'Ann', NULL, NULL, 1)").run();
    assert.deepEqual(await migrate(driver, 200, MIGRATIONS), { ok: true, value: { applied: all.slice(1), version: LATEST_VERSION } });
    assert.ok(tables(db).includes('preferences'));
    db.prepare(`INSERT INTO preferences (user_id, data, updated_at) VALUES ('ann', '{"theme":"dark"}', 2)`).run();
    assert.deepEqual(db.prepare('SELECT username FROM users').all(), [{ username: 'Ann' }]);
    db.close();
  });

  test('a failing migration is rolled back and reported; the earlier ones stay', async () => {
    const db = new Database(':memory:');
    const r = await migrate(sqliteMigrationDriver(db), 100, [...MIGRATIONS, m2, m3]);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'failed');
    assert.equal(r.error.version, next + 1);
    assert.match(r.error.message, new RegExp(`^migration ${next + 1} \\(broken\\) failed and was rolled back: table notes already exists`));
    assert.ok(!tables(db).includes('half_done'));
    assert.deepEqual(
      versions(db).map(([v]) => v),
      [...all, next],
    );
    assert.equal(db.inTransaction, false);
    db.close();
  });

  test('a database at a newer version is refused before anything changes', async () => {
    const db = new Database(':memory:');
    await migrate(sqliteMigrationDriver(db), 100, [...MIGRATIONS, m2]);
    const r = await migrate(sqliteMigrationDriver(db), 200, MIGRATIONS);
    assert.ok(!r.ok);
    assert.deepEqual(r.error, {
      code: 'newer_schema',
      databaseVersion: next,
      knownVersion: LATEST_VERSION,
      message: `the database schema is at version ${next}, newer than this Flagfall knows (${LATEST_VERSION}): upgrade Flagfall`,
    });
    assert.deepEqual(
      versions(db),
      [...all, next].map((v) => [v, 100]),
    );
    db.close();
  });
});
