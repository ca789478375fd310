/**
 * `flagfall user add` and `flagfall serve` hand over to the server package: the same commands,
 * the same exit codes, through the CLI's own Io (a real SQLite file).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/main.js';
import { captureIo } from './captureIo.js';

test('flagfall user add creates an account with a token; a taken name fails; bad usage is exit 2', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-cli-user-'));
  try {
    const db = join(dir, 'db.sqlite');
    const first = captureIo();
    assert.equal(await main(['user', 'add', 'Magnus', '--bot', '--db', db], first.io), 0);
    const line = JSON.parse(first.out()) as { username: string; token: string };
    assert.equal(line.username, 'Magnus');
    assert.match(line.token, /^ffp_/);
    const again = captureIo();
    assert.equal(await main(['user', 'add', 'magnus', '--db', db], again.io), 1);
    assert.match(again.err(), /taken/);
    const bad = captureIo();
    assert.equal(await main(['user', 'add', 'x', '--db', db], bad.io), 2);
    assert.match(bad.err(), /NAME/);
    const badPort = captureIo();
    assert.equal(await main(['serve', '--port', '70000', '--db', db], badPort.io), 2);
    assert.match(badPort.err(), /--port/);
    const help = captureIo();
    assert.equal(await main(['--help'], help.io), 0);
    assert.match(help.out(), /serve\s+run the game server/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
