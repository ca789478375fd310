/**
 * What a client sends never crashes or stalls the server: malformed JSON, unknown types and
 * fields, oversized and binary frames, floods, strangers acting in a game, bad tokens, bad HTTP
 * bodies, cross-origin posts. Each gets a clear refusal and the server keeps serving. Also the
 * `user add` command while the server runs, and its token as Bearer auth.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage, ServerMessageOf } from '@flagfall/protocol';
import { SERVER_BIN, TestClient, register, startServerProcess } from './client.js';

const is =
  <T extends ServerMessage['type']>(type: T, extra: (m: ServerMessageOf<T>) => boolean = () => true) =>
  (m: ServerMessage): m is ServerMessageOf<T> =>
    m.type === type && extra(m as ServerMessageOf<T>);

test('bad input gets refusals, never a crash', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-bad-'));
  const db = join(dir, 'db.sqlite');
  const server = await startServerProcess(db);
  try {
    const c = await TestClient.connect(server.url);
    const cases: [string, string, RegExp][] = [
      ['{not json', 'bad_json', /not JSON/],
      ['[1,2]', 'bad_message', /JSON object/],
      ['{"type":"nope"}', 'bad_message', /unknown message type/],
      ['{"type":"ping","extra":1}', 'bad_message', /unknown field 'extra'/],
      ['{"type":"move","gameId":"ABCDEFGH","uci":"e2e9","cid":"x"}', 'bad_message', /'uci'/],
      ['{"type":"seek.create","tc":"3+2","rated":"yes","color":"white"}', 'bad_message', /'rated'/],
      ['{"type":"ping","__proto__":{"polluted":1}}', 'bad_message', /./],
    ];
    for (const [text, code, message] of cases) {
      const from = c.messages.length;
      c.sendRaw(text);
      const e = await c.next(is('error'), 5000, from);
      assert.equal(e.code, code, text);
      assert.match(e.message, message, text);
    }
    // A time control the core cannot read is refused with its reason.
    c.send({ type: 'seek.create', tc: '3+', rated: false, color: 'random' });
    const tc = await c.nextNew(is('error'));
    assert.equal(tc.code, 'bad_tc');
    // A guest cannot seek a rated game.
    c.send({ type: 'seek.create', tc: '3+2', rated: true, color: 'random' });
    assert.equal((await c.nextNew(is('error'))).code, 'forbidden');
    // Acting in a game you do not play.
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    a.send({ type: 'seek.create', tc: '5+0', rated: false, color: 'white' });
    const seek = await a.next(is('seek.created'));
    b.send({ type: 'seek.accept', seekId: seek.seek.id });
    const start = await a.next(is('game.start'));
    c.send({ type: 'move', gameId: start.gameId, uci: 'e2e4', cid: 'intruder' });
    assert.equal((await c.nextNew(is('error'))).code, 'forbidden');
    c.send({ type: 'resign', gameId: start.gameId });
    assert.equal((await c.nextNew(is('error'))).code, 'forbidden');
    // A spectator watches and counts, but only reads.
    c.send({ type: 'game.watch', gameId: start.gameId });
    const watched = await c.next(is('game.full'));
    assert.equal(watched.you, null);

    // An oversized frame closes the socket with 1009; a binary one with 1003.
    const big = await TestClient.connect(server.url);
    big.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(10_000) }));
    assert.equal((await big.closed).code, 1009);
    const bin = await TestClient.connect(server.url);
    bin.sendRaw(Buffer.from([1, 2, 3]));
    assert.equal((await bin.closed).code, 1003);

    // A flood is refused with rate_limited, then closed with 4429.
    const flood = await TestClient.connect(server.url);
    for (let i = 0; i < 200; i++) flood.send({ type: 'ping', id: i });
    await flood.next(is('error', (m) => m.code === 'rate_limited'));
    assert.equal((await flood.closed).code, 4429);

    // HTTP: bad bodies, cross-origin posts, unknown games, bad tokens.
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    let res = await post('/api/account/register', { username: 'x', password: 'correct horse' });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error: string }).error, /username/);
    res = await post('/api/account/register', { username: 'carol', password: 'short' });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error: string }).error, /password/);
    await register(server.url, 'carol');
    res = await post('/api/account/register', { username: 'Carol', password: 'correct horse battery' });
    assert.equal(res.status, 409);
    res = await post('/api/account/login', { username: 'carol', password: 'wrong password!' });
    assert.equal(res.status, 401);
    res = await post('/api/account/login', { username: 'carol', password: 'correct horse battery' }, { origin: 'https://evil.example' });
    assert.equal(res.status, 403);
    res = await fetch(`${server.url}/game/export/nope`);
    assert.equal(res.status, 400);
    res = await fetch(`${server.url}/game/export/ABCDEFGH`);
    assert.equal(res.status, 404);
    await assert.rejects(TestClient.connect(server.url, { authorization: 'Bearer ffp_nonsense' }));

    // `user add` works while the server runs; its token authenticates a socket as a bot.
    const line = execFileSync(process.execPath, [SERVER_BIN, 'user', 'add', 'RoboBot', '--bot', '--db', db], { encoding: 'utf8' });
    const added = JSON.parse(line) as { username: string; token: string };
    assert.equal(added.username, 'RoboBot');
    assert.match(added.token, /^ffp_[A-Za-z0-9_-]{40,}$/);
    const bot = await TestClient.connect(server.url, { authorization: `Bearer ${added.token}` });
    const welcome = bot.messages.find((m) => m.type === 'welcome');
    assert.ok(welcome?.type === 'welcome' && welcome.user.name === 'RoboBot' && welcome.user.guest === false);
    assert.throws(() => execFileSync(process.execPath, [SERVER_BIN, 'user', 'add', 'robobot', '--db', db], { stdio: 'pipe' }), /taken/);
    // The token is never in the server's output.
    assert.ok(!server.stderr().includes(added.token));

    // Still serving.
    const health = await fetch(`${server.url}/api/health`);
    assert.equal(health.status, 200);
    for (const x of [a, b, c, bot]) x.close();
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
