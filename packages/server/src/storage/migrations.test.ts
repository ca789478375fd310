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
  const m2: Migration = { version: 2, name: 'add_notes', sqlite: ['CREATE TABLE notes (id INTEGER PRIMARY KEY)'], postgres: [] };
  const m3: Migration = {
    version: 3,
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
    assert.deepEqual(await migrate(driver, 100, MIGRATIONS), { ok: true, value: { applied: [1], version: 1 } });
    assert.deepEqual(await migrate(driver, 200, MIGRATIONS), { ok: true, value: { applied: [], version: 1 } });
    assert.deepEqual(await migrate(driver, 300, [m2, ...MIGRATIONS]), { ok: true, value: { applied: [2], version: 2 } });
    assert.deepEqual(versions(db), [
      [1, 100],
      [2, 300],
    ]);
    assert.ok(tables(db).includes('notes'));
    db.close();
  });

  test('a failing migration is rolled back and reported; the earlier ones stay', async () => {
    const db = new Database(':memory:');
    const r = await migrate(sqliteMigrationDriver(db), 100, [...MIGRATIONS, m2, m3]);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'failed');
    assert.equal(r.error.version, 3);
    assert.match(r.error.message, /^migration 3 \(broken\) failed and was rolled back: table notes already exists/);
    assert.ok(!tables(db).includes('half_done'));
    assert.deepEqual(
      versions(db).map(([v]) => v),
      [1, 2],
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
      databaseVersion: 2,
      knownVersion: 1,
      message: 'the database schema is at version 2, newer than this Flagfall knows (1): upgrade Flagfall',
    });
    assert.deepEqual(versions(db), [
      [1, 100],
      [2, 100],
    ]);
    db.close();
  });
});
