import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { storageSuite, user } from '../test-support/storageSuite.js';
import { openSqlite } from './sqlite.js';

/** A temporary directory, deleted when this file's tests are done. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-storage-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs `script` (an ES module) in another Node process and resolves once it has printed `ready`;
 * `exited` settles when the process ends.
 */
function processUntilReady(script: string): Promise<{ kill(): void; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  let out = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolveReady, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) resolveReady({ kill: () => child.kill('SIGKILL'), exited });
    });
    void exited.then((code) => reject(new Error(`the child process exited (${code}) before it was ready: ${errors}`)));
  });
}
const moduleUrl = (specifier: string) => JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href);

/** Runs one statement on the file through a connection of its own. */
function raw(file: string, sql: string, params: readonly (string | number)[] = []): Record<string, unknown>[] {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const statement = db.prepare(sql);
    if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}

const dir = tempDir();
let count = 0;
storageSuite({
  name: 'sqlite',
  skip: null,
  // A directory per database, one level down, so that every open also creates its directory.
  fresh: () => Promise.resolve(join(dir, `db${++count}`, 'flagfall.sqlite')),
  raw: (target, sql, params) => Promise.resolve(raw(target, sql, params)),
  cleanup: () => Promise.resolve(),
});

describe('storage on sqlite: the file', () => {
  const files = tempDir();

  test('is in WAL mode, so a reader never blocks the writer', async () => {
    const file = join(files, 'wal.sqlite');
    const r = await openSqlite(file);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    try {
      assert.deepEqual(raw(file, 'PRAGMA journal_mode'), [{ journal_mode: 'wal' }]);
      await r.value.createUser(user('Ann'));
      assert.ok(existsSync(`${file}-wal`));
    } finally {
      await r.value.close();
    }
  });

  test('synchronous NORMAL on request opens and keeps data too', async () => {
    const file = join(files, 'normal.sqlite');
    const r = await openSqlite(file, { synchronous: 'NORMAL' });
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    await r.value.createUser(user('Ann'));
    await r.value.close();
    assert.deepEqual(raw(file, 'SELECT username FROM users'), [{ username: 'Ann' }]);
  });

  test('a commit that resolved survives the process being killed (kill -9)', async () => {
    const file = join(files, 'killed.sqlite');
    const child = await processUntilReady(`
      import { openSqlite } from ${moduleUrl('./sqlite.js')};
      const r = await openSqlite(${JSON.stringify(file)});
      if (!r.ok) throw new Error(r.error.message);
      await r.value.commit([{ op: 'heartbeat', at: 12345 }]);
      process.stdout.write('ready\\n');
      setInterval(() => {}, 1000);
    `);
    child.kill();
    await child.exited;
    // Nothing was checkpointed or closed: the commit is only in the WAL, which the next open replays.
    assert.ok(existsSync(`${file}-wal`));
    const r = await openSqlite(file);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.equal(await r.value.lastHeartbeat(), 12345);
    await r.value.close();
  });

  test('a write waits for another process holding the write lock (busy timeout), then succeeds', async (t) => {
    const file = join(files, 'busy.sqlite');
    const r = await openSqlite(file);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    const HOLD_MS = 300;
    const child = await processUntilReady(`
      import Database from ${moduleUrl('better-sqlite3')};
      const db = new Database(${JSON.stringify(file)});
      db.exec("BEGIN IMMEDIATE; INSERT INTO server_state (key, value) VALUES ('cli', 'was here')");
      process.stdout.write('ready\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
      db.exec('COMMIT');
      db.close();
    `);
    const started = performance.now();
    await r.value.commit([{ op: 'heartbeat', at: 1 }]);
    t.diagnostic(
      `the commit waited ${Math.round(performance.now() - started)} ms for the other process (which held the lock ${HOLD_MS} ms)`,
    );
    assert.equal(await child.exited, 0);
    assert.equal(await r.value.lastHeartbeat(), 1);
    assert.deepEqual(raw(file, "SELECT value FROM server_state WHERE key = 'cli'"), [{ value: 'was here' }]);
    await r.value.close();
  });

  test('a path that cannot be created is an open_failed error naming it', async () => {
    const plain = join(files, 'plain');
    writeFileSync(plain, 'not a directory');
    const file = join(plain, 'sub', 'flagfall.sqlite');
    const r = await openSqlite(file);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'open_failed');
    assert.equal(r.error.target, file);
    assert.ok(r.error.message.startsWith(`cannot open the SQLite database ${file}: `), r.error.message);
  });

  test('a file that is not a database is an open_failed error, not a throw', async () => {
    const file = join(files, 'garbage.sqlite');
    writeFileSync(file, 'x'.repeat(4096));
    const r = await openSqlite(file);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'open_failed');
    assert.match(r.error.message, /garbage\.sqlite: .*not a database/);
  });
});
