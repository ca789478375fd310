/**
 * The storage tests, written once and run against each backend (storage/sqlite.test.ts,
 * storage/postgres.test.ts). A backend gives fresh empty databases and a raw connection for what
 * the interface cannot see (the migrations table); when it cannot run here, every test skips with
 * its reason.
 */
import { afterEach, after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openStorage } from '../storage/open.js';
import { LATEST_VERSION } from '../storage/migrations.js';
import type { GameRecordRow, GameRow, RatingRow, Storage, StoredPlayer, UserRow, WriteOp } from '../storage/types.js';

/** One backend under test. */
export interface Backend {
  readonly name: string;
  /** Why the backend cannot be tested here (every test then skips with it), or null. */
  readonly skip: string | null;
  /** The target (file path or URL) of a new, empty database. */
  fresh(): Promise<string>;
  /** Runs one statement directly on `target`, outside the storage layer; `?` or `$n` markers as the backend wants. */
  raw(target: string, sql: string, params?: readonly (string | number)[]): Promise<Record<string, unknown>[]>;
  /** Removes every database `fresh` made. */
  cleanup(): Promise<void>;
}

const T0 = 1_700_000_000_000;

/** An account named `name` (its id in lower case). */
export function user(name: string, over: Partial<UserRow> = {}): UserRow {
  return { id: name.toLowerCase(), username: name, title: null, passwordHash: null, createdAt: T0, ...over };
}
const guest = (name: string): StoredPlayer => ({ userId: null, name, rating: null, ratingDiff: null });
const account = (id: string, rating: number | null = 1500): StoredPlayer => ({ userId: id, name: id, rating, ratingDiff: null });

/** A live casual 3+2 game between two guests, created at `createdAt`. */
export function game(id: string, over: Partial<GameRow> = {}): GameRow {
  return {
    id,
    white: guest('Guest-aaaa'),
    black: guest('Guest-bbbb'),
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
    createdAt: T0,
    endedAt: null,
    ...over,
  };
}
const record = (gameId: string, seq: number, data = `{"seq":${seq}}`): GameRecordRow => ({ gameId, seq, data, at: T0 + seq });
const append = (gameId: string, seq: number, data?: string): WriteOp => ({ op: 'append', record: record(gameId, seq, data) });
const create = (g: GameRow): WriteOp => ({ op: 'create-game', game: g });
const rating = (userId: string, over: Partial<RatingRow> = {}): RatingRow => ({
  userId,
  category: 'blitz',
  rating: 1500,
  rd: 350,
  volatility: 0.06,
  games: 0,
  updatedAt: T0,
  ...over,
});
function finish(gameId: string, over: Partial<Extract<WriteOp, { op: 'finish-game' }>> = {}): WriteOp {
  return {
    op: 'finish-game',
    gameId,
    status: 'over',
    result: '1-0',
    termination: 'checkmate',
    rule: 'FIDE Online 4.1',
    ruling: 'White checkmated Black',
    pgn: '1. f3 e5 2. g4 Qh4# 0-1',
    endedAt: T0 + 60_000,
    whiteRatingDiff: null,
    blackRatingDiff: null,
    ratings: [],
    ...over,
  };
}

/** Registers the shared tests for `backend`. */
export function storageSuite(backend: Backend): void {
  const skip = backend.skip ?? false;
  const opened: Storage[] = [];
  async function open(target: string): Promise<Storage> {
    const r = await openStorage(target);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    opened.push(r.value);
    return r.value;
  }
  async function fresh(): Promise<{ target: string; s: Storage }> {
    const target = await backend.fresh();
    return { target, s: await open(target) };
  }
  /** A fresh database with accounts ann and bob. */
  async function withUsers(): Promise<{ target: string; s: Storage }> {
    const f = await fresh();
    for (const name of ['Ann', 'Bob']) assert.deepEqual(await f.s.createUser(user(name)), { ok: true });
    return f;
  }
  const ph = (n: number) => (backend.name === 'sqlite' ? '?' : `$${n}`);

  describe(`storage on ${backend.name}`, () => {
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });
    after(() => backend.cleanup());

    test('migrations are applied once: the version is recorded, a reopen changes nothing', { skip }, async () => {
      const { target, s } = await fresh();
      const first = await backend.raw(target, 'SELECT version, name, applied_at FROM schema_migrations ORDER BY version');
      assert.equal(first.length, LATEST_VERSION);
      assert.deepEqual(
        first.map((r) => [r.version, r.name]),
        [
          [1, 'initial'],
          [2, 'preferences'],
        ],
      );
      assert.equal(typeof first[0]?.applied_at, 'number');
      await s.close();
      await open(target);
      assert.deepEqual(await backend.raw(target, 'SELECT version, name, applied_at FROM schema_migrations ORDER BY version'), first);
    });

    test('two handles opening a new database at once migrate it once', { skip }, async () => {
      const target = await backend.fresh();
      await Promise.all([open(target), open(target)]);
      const rows = await backend.raw(target, 'SELECT version FROM schema_migrations');
      assert.equal(rows.length, LATEST_VERSION);
    });

    test('a database migrated by a newer Flagfall is refused, unchanged', { skip }, async () => {
      const { target, s } = await fresh();
      await s.close();
      const newer = LATEST_VERSION + 1;
      await backend.raw(target, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${ph(1)}, ${ph(2)}, ${ph(3)})`, [
        newer,
        'from_the_future',
        T0,
      ]);
      const r = await openStorage(target);
      if (r.ok) opened.push(r.value);
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'newer_schema');
      assert.match(r.error.message, new RegExp(`version ${newer}, newer than this Flagfall knows \\(${LATEST_VERSION}\\)`));
      assert.deepEqual([r.error.databaseVersion, r.error.knownVersion], [newer, LATEST_VERSION]);
      const rows = await backend.raw(target, 'SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(
        rows.map((row) => row.version),
        [...Array.from({ length: LATEST_VERSION }, (_, i) => i + 1), newer],
      );
    });

    test('users: create, lookup in any case, a taken name, setPassword', { skip }, async () => {
      const { s } = await fresh();
      const magnus = user('Magnus', { title: 'BOT', passwordHash: 'scrypt$1$abc' });
      assert.deepEqual(await s.createUser(magnus), { ok: true });
      assert.deepEqual(await s.userById('magnus'), magnus);
      assert.deepEqual(await s.userById('MAGNUS'), magnus);
      assert.equal(await s.userById('hikaru'), null);

      const again = await s.createUser(user('MAGNUS'));
      assert.ok(!again.ok);
      assert.equal(again.error.code, 'taken');
      assert.match(again.error.message, /MAGNUS/);
      assert.equal((await s.userById('magnus'))?.username, 'Magnus');

      await s.setPassword('Magnus', 'scrypt$2$def');
      assert.equal((await s.userById('magnus'))?.passwordHash, 'scrypt$2$def');
      await assert.rejects(s.setPassword('hikaru', 'x'), /storage setPassword failed: no user hikaru/);
    });

    test('tokens: stored by hash with their scopes; unknown hashes and users', { skip }, async () => {
      const { s } = await withUsers();
      const token = {
        hash: 'a'.repeat(64),
        userId: 'ann',
        scopes: ['board:play', 'challenge:write'],
        description: 'my bot',
        createdAt: T0,
      };
      await s.createToken(token);
      assert.deepEqual(await s.tokenByHash(token.hash), token);
      assert.equal(await s.tokenByHash('b'.repeat(64)), null);
      await assert.rejects(s.createToken({ ...token, hash: 'c'.repeat(64), userId: 'nobody' }), /storage createToken failed/);
      await assert.rejects(s.createToken(token), /storage createToken failed/);
    });

    test('sessions: found until their expiry, then not; deleted', { skip }, async () => {
      const { s } = await withUsers();
      const session = { hash: 'f'.repeat(64), userId: 'bob', createdAt: T0, expiresAt: T0 + 1000 };
      await s.createSession(session);
      assert.deepEqual(await s.sessionByHash(session.hash, T0 + 999), session);
      assert.equal(await s.sessionByHash(session.hash, T0 + 1000), null);
      assert.equal(await s.sessionByHash('0'.repeat(64), T0), null);
      await s.deleteSession(session.hash);
      assert.equal(await s.sessionByHash(session.hash, T0), null);
      await s.deleteSession(session.hash);
    });

    test('commit: a mixed batch (create, appends, heartbeat) is applied in order', { skip }, async () => {
      const { s } = await withUsers();
      const g = game('Abcd1234', { white: account('ann'), black: account('bob', null), rated: true });
      await s.commit([]);
      await s.commit([create(g), append(g.id, 0), append(g.id, 1), { op: 'heartbeat', at: T0 + 5 }, append(g.id, 2)]);
      assert.deepEqual(await s.game(g.id), { game: g, records: [record(g.id, 0), record(g.id, 1), record(g.id, 2)] });
      assert.equal(await s.lastHeartbeat(), T0 + 5);
      assert.equal(await s.game('Zzzz9999'), null);
    });

    test('commit: a batch with a bad op rolls back entirely and rejects', { skip }, async () => {
      const { s } = await withUsers();
      const g = game('Abcd1234');
      await s.commit([create(g), append(g.id, 0), append(g.id, 1), { op: 'heartbeat', at: T0 + 5 }]);
      const g2 = game('Efgh5678');
      await assert.rejects(
        s.commit([create(g2), append(g2.id, 0), append(g.id, 2), append(g.id, 1), { op: 'heartbeat', at: T0 + 9 }]),
        /^Error: storage commit failed: append .*Abcd1234/,
      );
      assert.equal(await s.game(g2.id), null);
      assert.deepEqual((await s.game(g.id))?.records, [record(g.id, 0), record(g.id, 1)]);
      assert.equal(await s.lastHeartbeat(), T0 + 5);

      await assert.rejects(
        s.commit([{ op: 'heartbeat', at: T0 + 9 }, finish('Nope0000')]),
        /storage commit failed: finish-game Nope0000: no game/,
      );
      await assert.rejects(
        s.commit([create(game('Ijkl9012', { white: account('nobody') }))]),
        /storage commit failed: create-game Ijkl9012/,
      );
      assert.equal(await s.lastHeartbeat(), T0 + 5);
    });

    test('finish-game: writes the header fields and the rating rows (insert, then update)', { skip }, async () => {
      const { s } = await withUsers();
      const g1 = game('Game0001', { white: account('ann'), black: account('bob'), rated: true });
      await s.commit([create(g1), append(g1.id, 0)]);
      assert.deepEqual(await s.ratings('ann'), []);
      const ann1 = rating('ann', { rating: 1662.1234, rd: 290.5, volatility: 0.0599, games: 1, updatedAt: T0 + 60_000 });
      const bob1 = rating('bob', { rating: 1337.8766, rd: 290.5, games: 1, updatedAt: T0 + 60_000 });
      await s.commit([finish(g1.id, { whiteRatingDiff: 162, blackRatingDiff: -162, ratings: [ann1, bob1] })]);
      const stored = await s.game(g1.id);
      assert.deepEqual(stored?.game, {
        ...g1,
        white: { ...g1.white, ratingDiff: 162 },
        black: { ...g1.black, ratingDiff: -162 },
        status: 'over',
        result: '1-0',
        termination: 'checkmate',
        rule: 'FIDE Online 4.1',
        ruling: 'White checkmated Black',
        pgn: '1. f3 e5 2. g4 Qh4# 0-1',
        endedAt: T0 + 60_000,
      });
      assert.deepEqual(stored.records, [record(g1.id, 0)]);
      assert.deepEqual(await s.ratings('ann'), [ann1]);

      const g2 = game('Game0002', { white: account('bob'), black: account('ann'), rated: true, createdAt: T0 + 100_000 });
      const ann2 = { ...ann1, rating: 1700, games: 2, updatedAt: T0 + 200_000 };
      const annBullet = rating('ann', { category: 'bullet', games: 1 });
      await s.commit([create(g2), finish(g2.id, { result: '0-1', endedAt: T0 + 200_000, ratings: [ann2, annBullet] })]);
      assert.deepEqual(await s.ratings('ann'), [ann2, annBullet]);
      assert.deepEqual(await s.ratings('bob'), [bob1]);
      assert.deepEqual(await s.ratings('nobody'), []);

      await s.commit([create(game('Game0003')), finish('Game0003', { status: 'aborted', result: '*', termination: null, pgn: null })]);
      assert.equal((await s.game('Game0003'))?.game.status, 'aborted');
    });

    test('liveGames: only live games, each with its records in seq order', { skip }, async () => {
      const { s } = await withUsers();
      const a = game('Live0001', { createdAt: T0 + 1 });
      const b = game('Live0002', { createdAt: T0 + 2 });
      const over = game('Over0001');
      const aborted = game('Abrt0001');
      await s.commit([
        create(b),
        create(a),
        create(over),
        create(aborted),
        append(a.id, 2),
        append(a.id, 0),
        append(over.id, 0),
        append(a.id, 1),
      ]);
      await s.commit([finish(over.id), finish(aborted.id, { status: 'aborted', result: '*' })]);
      assert.deepEqual(await s.liveGames(), [
        { game: a, records: [record(a.id, 0), record(a.id, 1), record(a.id, 2)] },
        { game: b, records: [] },
      ]);
    });

    test('gamesOfUser: finished games on either side, newest first, with limit and before', { skip }, async () => {
      const { s } = await withUsers();
      const ops: WriteOp[] = [];
      const finished = (id: string, at: number, white: StoredPlayer, black: StoredPlayer) => {
        ops.push(create(game(id, { white, black, createdAt: T0 + at })), finish(id, { endedAt: T0 + at + 1 }));
      };
      finished('Ann00001', 1, account('ann'), guest('Guest-1'));
      finished('Ann00002', 2, guest('Guest-2'), account('ann'));
      finished('Ann00003', 3, account('ann'), account('bob'));
      finished('Ann00004', 4, account('bob'), account('ann'));
      finished('Ann00005', 5, account('ann'), account('ann'));
      finished('Bob00001', 6, account('bob'), guest('Guest-3'));
      ops.push(create(game('AnnLive1', { white: account('ann'), createdAt: T0 + 7 })));
      ops.push(
        create(game('AnnAbrt1', { black: account('ann'), createdAt: T0 + 8 })),
        finish('AnnAbrt1', { status: 'aborted', result: '*' }),
      );
      await s.commit(ops);

      const ids = async (limit: number, before?: number) =>
        (await s.gamesOfUser(before === undefined ? { userId: 'ann', limit } : { userId: 'ann', limit, before })).map((g) => g.id);
      assert.deepEqual(await ids(1000), ['Ann00005', 'Ann00004', 'Ann00003', 'Ann00002', 'Ann00001']);
      assert.deepEqual(await ids(2), ['Ann00005', 'Ann00004']);
      assert.deepEqual(await ids(2, T0 + 4), ['Ann00003', 'Ann00002']);
      assert.deepEqual(await ids(2, T0 + 2), ['Ann00001']);
      assert.deepEqual(await ids(2, T0 + 1), []);
      const first = (await s.gamesOfUser({ userId: 'ann', limit: 1 }))[0];
      assert.equal(first?.status, 'over');
      assert.equal(first.white.userId, 'ann');
      assert.deepEqual(await s.gamesOfUser({ userId: 'nobody', limit: 10 }), []);
      await assert.rejects(s.gamesOfUser({ userId: 'ann', limit: 0 }), /limit must be an integer from 1 to 1000, got 0/);
      await assert.rejects(s.gamesOfUser({ userId: 'ann', limit: 1001 }), /limit must be an integer from 1 to 1000/);
    });

    test('ratingChanges: rated finished games of either side, oldest first, with the rating at the start', { skip }, async () => {
      const { s } = await withUsers();
      const rated = (id: string, white: StoredPlayer, black: StoredPlayer, endedAt: number, over: Partial<GameRow> = {}) => [
        create(game(id, { white, black, rated: true, createdAt: T0, ...over })),
        finish(id, { endedAt: T0 + endedAt, whiteRatingDiff: white.ratingDiff, blackRatingDiff: black.ratingDiff }),
      ];
      const side = (id: string, rating: number | null, ratingDiff: number | null): StoredPlayer => ({
        userId: id,
        name: id,
        rating,
        ratingDiff,
      });
      await s.commit([
        // Ended in another order than created: the history follows the end.
        ...rated('Rate0003', side('bob', 1480.4, -9.6), side('ann', 1512.25, 8.75), 300),
        ...rated('Rate0001', side('ann', 1500, 162), side('bob', 1500, -162), 100, { category: 'bullet' }),
        ...rated('Rate0002', side('ann', 1662, -3), side('bob', 1338, 3), 200, { category: 'bullet' }),
        // Ends at the same ms as Rate0003: the id breaks the tie.
        ...rated('Rate0000', side('ann', 1521, 4), side('bob', 1471, -4), 300),
        // Not points: casual, no category, aborted, live, a guest's game.
        ...rated('Casual01', side('ann', 1500, null), side('bob', 1500, null), 50, { rated: false }),
        ...rated('NoCat001', side('ann', 1500, 5), side('bob', 1500, -5), 60, { category: null }),
        create(game('Live0001', { white: account('ann'), black: account('bob'), rated: true })),
        create(game('Abrt0001', { white: account('ann'), black: account('bob'), rated: true })),
        finish('Abrt0001', { status: 'aborted', result: '*' }),
        ...rated('Guest001', side('ann', 1500, null), guest('Guest-1'), 70),
      ]);
      const ann = await s.ratingChanges('ann');
      assert.deepEqual(ann, [
        { gameId: 'Rate0001', category: 'bullet', endedAt: T0 + 100, rating: 1500, ratingDiff: 162 },
        { gameId: 'Rate0002', category: 'bullet', endedAt: T0 + 200, rating: 1662, ratingDiff: -3 },
        { gameId: 'Rate0000', category: 'blitz', endedAt: T0 + 300, rating: 1521, ratingDiff: 4 },
        { gameId: 'Rate0003', category: 'blitz', endedAt: T0 + 300, rating: 1512.25, ratingDiff: 8.75 },
      ]);
      assert.deepEqual(
        (await s.ratingChanges('bob')).map((c) => [c.gameId, c.rating, c.ratingDiff]),
        [
          ['Rate0001', 1500, -162],
          ['Rate0002', 1338, 3],
          ['Rate0000', 1471, -4],
          ['Rate0003', 1480.4, -9.6],
        ],
      );
      assert.deepEqual(await s.ratingChanges('nobody'), []);
    });

    test('preferences: none at first, merged field by field, kept per account', { skip }, async () => {
      const { s } = await withUsers();
      const read = async (id: string) => {
        const text = await s.preferences(id);
        return text === null ? null : (JSON.parse(text) as unknown);
      };
      assert.equal(await read('ann'), null);
      assert.deepEqual(JSON.parse(await s.mergePreferences('ann', '{"theme":"dark","animationMs":0}', T0)), {
        theme: 'dark',
        animationMs: 0,
      });
      assert.deepEqual(JSON.parse(await s.mergePreferences('ann', '{"animationMs":300,"premoves":false}', T0 + 1)), {
        theme: 'dark',
        animationMs: 300,
        premoves: false,
      });
      assert.deepEqual(await read('ann'), { theme: 'dark', animationMs: 300, premoves: false });
      assert.deepEqual(JSON.parse(await s.mergePreferences('ann', '{}', T0 + 2)), { theme: 'dark', animationMs: 300, premoves: false });
      assert.equal(await read('bob'), null);
      assert.deepEqual(JSON.parse(await s.mergePreferences('bob', '{"pieceSet":"ünï-🐉"}', T0)), { pieceSet: 'ünï-🐉' });
      await assert.rejects(s.mergePreferences('nobody', '{"theme":"dark"}', T0), /storage mergePreferences failed/);
      assert.equal(await read('nobody'), null);
      for (const bad of ['[]', 'null', '{"theme":null}', '{"a":{"b":1}}', 'not json']) {
        await assert.rejects(s.mergePreferences('ann', bad, T0), /storage mergePreferences failed: mergePreferences: the patch/, bad);
      }
      assert.deepEqual(await read('ann'), { theme: 'dark', animationMs: 300, premoves: false });
    });

    test('preferences: many merges at once into one account all land', { skip }, async () => {
      const { s } = await withUsers();
      const fields = Array.from({ length: 20 }, (_, i) => `field${i}`);
      await Promise.all(fields.map((f, i) => s.mergePreferences('bob', JSON.stringify({ [f]: i }), T0 + i)));
      assert.deepEqual(JSON.parse((await s.preferences('bob')) ?? 'null'), Object.fromEntries(fields.map((f, i) => [f, i])));
    });

    test('lastHeartbeat: null at first, then the last one written', { skip }, async () => {
      const { s } = await fresh();
      assert.equal(await s.lastHeartbeat(), null);
      await s.commit([
        { op: 'heartbeat', at: T0 + 1 },
        { op: 'heartbeat', at: T0 + 2 },
      ]);
      assert.equal(await s.lastHeartbeat(), T0 + 2);
      await s.commit([{ op: 'heartbeat', at: T0 + 3 }]);
      assert.equal(await s.lastHeartbeat(), T0 + 3);
    });

    test('durability: what one handle wrote is there after it is closed and the database reopened', { skip }, async () => {
      const { target, s } = await withUsers();
      await s.commit([create(game('Keep0001')), append('Keep0001', 0), { op: 'heartbeat', at: T0 + 42 }]);
      await s.close();
      const again = await open(target);
      assert.equal((await again.userById('ann'))?.username, 'Ann');
      assert.equal((await again.game('Keep0001'))?.records.length, 1);
      assert.equal(await again.lastHeartbeat(), T0 + 42);
    });

    test('two handles at once (the CLI writes while the server runs): each sees the other’s commits', { skip }, async () => {
      const { target, s: server } = await withUsers();
      const cli = await open(target);
      assert.deepEqual(await cli.createUser(user('Carol')), { ok: true });
      assert.equal((await server.userById('carol'))?.username, 'Carol');
      await server.commit([create(game('Both0001', { white: account('carol') })), append('Both0001', 0)]);
      assert.equal((await cli.game('Both0001'))?.game.white.userId, 'carol');
      await cli.setPassword('carol', 'scrypt$x');
      assert.equal((await server.userById('carol'))?.passwordHash, 'scrypt$x');
      const taken = await server.createUser(user('CAROL'));
      assert.equal(taken.ok, false);
    });

    test('round trips: a 100 KB PGN and record, unicode and quoting in names and data', { skip }, async () => {
      const { s } = await fresh();
      const names = ['Ærøskøbing', 'Kōta🐉', 'O\'Brien "Tal" \\ {x}', '名人', 'Ⅻ-ǅ-ß'];
      for (const n of names) assert.deepEqual(await s.createUser(user(n)), { ok: true });
      for (const n of names) assert.equal((await s.userById(n))?.username, n);
      const pgn = `[Event "Ünïcödé 🐉"]\n\n${'1. e4 {ça va} e5 '.repeat(6_000)}*`.slice(0, 100_000);
      assert.equal(pgn.length, 100_000);
      const data = JSON.stringify({ text: `"${'é🐉\\'.repeat(25_000)}"`, quote: '{"a",}' });
      const g = game('Big00001', { white: account(names[0]!.toLowerCase()), black: guest('Gäst-ß🐉'), fen: null });
      await s.commit([create(g), append(g.id, 0, data), append(g.id, 1, '{}'), finish(g.id, { pgn, ruling: 'Weiß gewinnt — «mat»' })]);
      const stored = await s.game(g.id);
      assert.equal(stored?.game.pgn, pgn);
      assert.equal(stored.game.black.name, 'Gäst-ß🐉');
      assert.equal(stored.game.ruling, 'Weiß gewinnt — «mat»');
      assert.deepEqual(
        stored.records.map((r) => r.data),
        [data, '{}'],
      );
    });

    test('close: pending work finishes, later calls reject', { skip }, async () => {
      const { s } = await withUsers();
      const pending = s.userById('ann');
      await s.close();
      assert.equal((await pending)?.username, 'Ann');
      await assert.rejects(s.userById('ann'), /storage userById failed: the storage is closed/);
      await assert.rejects(s.commit([]), /storage commit failed: the storage is closed/);
      await s.close();
    });
  });
}
