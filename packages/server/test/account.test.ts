/**
 * An account's own data against a real server process: preferences (defaults for guests, kept per
 * account, strict about what they accept, readable by a token only with its scope, changed by a
 * session only) and the rating history of real rated games played over WebSockets.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PREFERENCES, type Preferences, type ServerMessage, type ServerMessageOf } from '@flagfall/protocol';
import { TestClient, register, startServerProcess } from './client.js';

const is =
  <T extends ServerMessage['type']>(type: T, extra: (m: ServerMessageOf<T>) => boolean = () => true) =>
  (m: ServerMessage): m is ServerMessageOf<T> =>
    m.type === type && extra(m as ServerMessageOf<T>);

/** A request's status, JSON body and Set-Cookie header. */
async function call(
  url: string,
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; json: unknown; setCookie: string | null }> {
  const res = await fetch(`${url}${path}`, {
    method: o.method ?? 'GET',
    headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers },
    ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
  return { status: res.status, json: await res.json(), setCookie: res.headers.get('set-cookie') };
}

/**
 * Plays one rated game to mate between two connected accounts (`white` seeks as White, `black`
 * accepts) with the given moves, the last of which mates; resolves with the game id once both
 * have seen the end.
 */
async function ratedGame(white: TestClient, black: TestClient, tc: string, moves: readonly string[]): Promise<string> {
  const mark = white.messages.length;
  white.send({ type: 'seek.create', tc, rated: true, color: 'white' });
  const seek = await white.next(is('seek.created'), 10_000, mark);
  black.send({ type: 'seek.accept', seekId: seek.seek.id });
  const gameId = (await white.next(is('game.start'), 10_000, mark)).gameId;
  for (const c of [white, black]) {
    c.send({ type: 'game.watch', gameId });
    await c.next(is('game.full', (m) => m.gameId === gameId));
  }
  for (const [i, uci] of moves.entries()) {
    const [mover, other] = i % 2 === 0 ? [white, black] : [black, white];
    mover.send({ type: 'move', gameId, uci, cid: `m${i}` });
    await other.next(is('game.event', (m) => m.gameId === gameId && m.event.kind === 'move' && m.event.uci === uci));
  }
  for (const c of [white, black]) await c.next(is('game.event', (m) => m.gameId === gameId && m.event.kind === 'end'));
  return gameId;
}
const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
const SCHOLARS_MATE = ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'];

test('preferences: defaults for guests, kept per account, strict, scoped for tokens, changed by sessions only', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-prefs-'));
  const server = await startServerProcess(join(dir, 'db.sqlite'));
  try {
    const u = server.url;
    const path = '/api/account/preferences';
    // A new visitor: the defaults, and no guest cookie for asking.
    const visitor = await call(u, path);
    assert.deepEqual([visitor.status, visitor.json, visitor.setCookie], [200, DEFAULT_PREFERENCES, null]);
    assert.deepEqual(await call(u, path, { method: 'PUT', body: { theme: 'dark' } }), {
      status: 401,
      json: { error: 'sign in to keep settings' },
      setCookie: null,
    });

    const ann = { cookie: await register(u, 'Ann') };
    const bob = { cookie: await register(u, 'Bob') };
    assert.deepEqual((await call(u, path, { headers: ann })).json, DEFAULT_PREFERENCES);
    const changed: Preferences = { ...DEFAULT_PREFERENCES, theme: 'dark', animationMs: 0 };
    assert.deepEqual(await call(u, path, { method: 'PUT', headers: ann, body: { theme: 'dark', animationMs: 0 } }), {
      status: 200,
      json: changed,
      setCookie: null,
    });
    const more: Preferences = { ...changed, pieceSet: 'merida', premoves: false };
    assert.deepEqual((await call(u, path, { method: 'PUT', headers: ann, body: { pieceSet: 'merida', premoves: false } })).json, more);
    assert.deepEqual((await call(u, path, { method: 'PUT', headers: ann, body: {} })).json, more);
    assert.deepEqual((await call(u, path, { headers: ann })).json, more);
    assert.deepEqual((await call(u, path, { headers: bob })).json, DEFAULT_PREFERENCES, "another account's are its own");
    const account = (await call(u, '/api/account', { headers: ann })).json as { username: string; preferences: unknown };
    assert.equal(account.username, 'Ann');
    assert.deepEqual(account.preferences, more);

    // Strict: the first bad field is named, and nothing is stored.
    const refusals: [unknown, number, unknown][] = [
      [{ theme: 'dark', colour: 'blue' }, 400, { error: "unknown field 'colour'", field: 'colour' }],
      [{ animationMs: 'fast' }, 400, { error: 'animationMs: a whole number of ms from 0 to 1000', field: 'animationMs' }],
      [{ tenths: 'often' }, 400, { error: 'tenths: never, below10 or always', field: 'tenths' }],
      [{ sounds: null }, 400, { error: 'sounds: true or false', field: 'sounds' }],
      [['theme', 'dark'], 400, { error: 'preferences are a JSON object', field: null }],
    ];
    for (const [body, status, json] of refusals) {
      const r = await call(u, path, { method: 'PUT', headers: ann, body });
      assert.deepEqual([r.status, r.json], [status, json], JSON.stringify(body));
    }
    assert.deepEqual((await call(u, path, { headers: ann })).json, more);

    // From another site: refused before anything is read.
    const cross = await call(u, path, { method: 'PUT', headers: { ...ann, origin: 'http://evil.example' }, body: { theme: 'light' } });
    assert.equal(cross.status, 403);
    assert.deepEqual((await call(u, path, { headers: ann })).json, more);

    // Tokens: reading needs preference:read; changing needs a session.
    const token = async (scopes: string[]) =>
      ((await call(u, '/api/token', { method: 'POST', headers: ann, body: { scopes } })).json as { token: string }).token;
    const reader = { authorization: `Bearer ${await token(['preference:read'])}` };
    const player = { authorization: `Bearer ${await token(['board:play'])}` };
    assert.deepEqual(await call(u, path, { headers: reader }), { status: 200, json: more, setCookie: null });
    assert.deepEqual((await call(u, path, { headers: player })).status, 403);
    assert.deepEqual((await call(u, path, { headers: player })).json, { error: 'this token lacks the scope preference:read' });
    assert.deepEqual((await call(u, path, { method: 'PUT', headers: reader, body: { theme: 'light' } })).json, {
      error: 'preferences are changed by a signed-in session, not a token',
    });
    assert.deepEqual(((await call(u, '/api/account', { headers: reader })).json as { preferences: unknown }).preferences, more);
    assert.equal('preferences' in ((await call(u, '/api/account', { headers: player })).json as object), false);
    assert.equal((await call(u, path, { headers: { authorization: 'Bearer ffp_nonsense' } })).status, 401);
    assert.deepEqual((await call(u, path, { headers: ann })).json, more);
  } catch (e) {
    throw new Error(`${String(e)}\nserver stderr: ${server.stderr()}`, { cause: e });
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('rating history: one point per rated game, per category, oldest first, agreeing with the games and the profile', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-history-'));
  const server = await startServerProcess(join(dir, 'db.sqlite'));
  const clients: TestClient[] = [];
  try {
    const u = server.url;
    const alice = await TestClient.connect(u, { cookie: await register(u, 'Alice') });
    const bob = await TestClient.connect(u, { cookie: await register(u, 'Bob') });
    await register(u, 'Carol');
    clients.push(alice, bob);

    assert.deepEqual(await call(u, '/api/user/alice/rating-history'), { status: 200, json: { categories: {} }, setCookie: null });
    const ids = [
      await ratedGame(alice, bob, '3+2', FOOLS_MATE), // blitz: Bob wins
      await ratedGame(bob, alice, '1+0', SCHOLARS_MATE), // bullet: Bob wins
      await ratedGame(alice, bob, '3+0', SCHOLARS_MATE), // blitz: Alice wins
    ];
    // A casual game is no point.
    alice.send({ type: 'challenge.create', to: 'Bob', tc: '3+2', rated: false, color: 'white' });
    const challenge = await alice.next(is('challenge.created'));
    bob.send({ type: 'challenge.accept', id: challenge.challenge.id });
    await alice.next(is('game.start', (m) => !ids.includes(m.gameId)));

    type History = { categories: Record<string, { at: number; rating: number }[]> };
    type Game = { id: string; endedAt: number; category: string; white: Side; black: Side };
    type Side = { userId: string | null; rating: number; ratingDiff: number };
    const history = (await call(u, '/api/user/ALICE/rating-history')).json as History;
    assert.deepEqual(Object.keys(history.categories), ['bullet', 'blitz']);
    const games = ((await call(u, '/api/user/alice/games')).json as { games: Game[] }).games.reverse();
    assert.deepEqual(
      games.map((g) => g.id),
      ids,
    );
    const after = (g: Game) => {
      const side = g.white.userId === 'alice' ? g.white : g.black;
      return { at: g.endedAt, rating: Math.round(side.rating + side.ratingDiff) };
    };
    assert.deepEqual(history.categories.blitz, [after(games[0]!), after(games[2]!)]);
    assert.deepEqual(history.categories.bullet, [after(games[1]!)]);
    assert.ok(history.categories.blitz![0]!.rating < 1500, 'Alice lost the first blitz game');
    assert.ok(history.categories.blitz![1]!.rating > history.categories.blitz![0]!.rating, 'and won the second');
    assert.ok(history.categories.blitz![0]!.at <= history.categories.blitz![1]!.at);

    // The last point is the rating the profile shows.
    const profile = (await call(u, '/api/user/alice')).json as { ratings: Record<string, { rating: number }> };
    assert.equal(history.categories.blitz!.at(-1)!.rating, profile.ratings.blitz!.rating);
    assert.equal(history.categories.bullet!.at(-1)!.rating, profile.ratings.bullet!.rating);
    const bobHistory = (await call(u, '/api/user/bob/rating-history')).json as History;
    assert.equal(bobHistory.categories.blitz!.length, 2);
    assert.ok(bobHistory.categories.bullet![0]!.rating > 1500);

    assert.deepEqual(await call(u, '/api/user/carol/rating-history'), { status: 200, json: { categories: {} }, setCookie: null });
    assert.deepEqual(await call(u, '/api/user/nobody/rating-history'), { status: 404, json: { error: 'no such player' }, setCookie: null });
  } catch (e) {
    throw new Error(`${String(e)}\nserver stderr: ${server.stderr()}`, { cause: e });
  } finally {
    for (const c of clients) c.close();
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
