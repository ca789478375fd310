import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PROTOCOL_LIMITS } from './limits.js';
import { makeMessage, parseClientMessage, parseServerMessage, type ProtocolError } from './parse.js';
import type { ServerMessage } from './server.js';

/** The error of a client message that must be refused. */
function refusal(text: string): ProtocolError {
  const r = parseClientMessage(text);
  assert.ok(!r.ok, `${text.slice(0, 80)} should be refused`);
  if (r.ok) throw new Error('unreachable');
  return r.error;
}

/** The value of a client message that must parse. */
function parsed(message: unknown): unknown {
  const r = parseClientMessage(JSON.stringify(message));
  assert.ok(r.ok, `${JSON.stringify(message)} should parse: ${r.ok ? '' : r.error.message}`);
  if (!r.ok) throw new Error('unreachable');
  return r.value;
}

/** `[[[ … ]]]`, `depth` arrays deep. */
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe('parseClientMessage: good messages', () => {
  test('messages without fields, and ping with its optional fields', () => {
    assert.deepEqual(parsed({ type: 'ping' }), { type: 'ping' });
    assert.deepEqual(parsed({ type: 'ping', id: 17, lagMs: 85 }), { type: 'ping', id: 17, lagMs: 85 });
    assert.deepEqual(parsed({ type: 'lobby.subscribe' }), { type: 'lobby.subscribe' });
    assert.deepEqual(parsed({ type: 'tv.watch' }), { type: 'tv.watch' });
  });

  test('a move with its timing, and a premove', () => {
    const move = { type: 'move', gameId: 'Xy12Ab34', uci: 'e7e8q', cid: 'm-1_a', thinkMs: 4200, lagMs: 0 };
    assert.deepEqual(parsed(move), move);
    assert.deepEqual(parsed({ type: 'move', gameId: 'Xy12Ab34', uci: 'e1g1', cid: 'm2' }), {
      type: 'move',
      gameId: 'Xy12Ab34',
      uci: 'e1g1',
      cid: 'm2',
    });
    assert.deepEqual(parsed({ type: 'premove', gameId: 'Xy12Ab34', uci: 'f1c4', cid: 'p1' }), {
      type: 'premove',
      gameId: 'Xy12Ab34',
      uci: 'f1c4',
      cid: 'p1',
    });
  });

  test('lobby requests with their optional fields present and absent', () => {
    const seek = { type: 'seek.create', tc: '3+2', rated: true, color: 'random', rules: 'online', ratingRange: [1400, 1800] };
    assert.deepEqual(parsed(seek), seek);
    assert.deepEqual(parsed({ type: 'seek.create', tc: 'G/5;d3', rated: false, color: 'white' }), {
      type: 'seek.create',
      tc: 'G/5;d3',
      rated: false,
      color: 'white',
    });
    assert.deepEqual(parsed({ type: 'pool.join', pool: '3+0', rated: false }), { type: 'pool.join', pool: '3+0', rated: false });
    const open = { type: 'challenge.create', tc: '5+3', rated: false, color: 'black' };
    assert.deepEqual(parsed(open), open);
    const named = { ...open, to: 'Magnus', rules: 'fide-blitz' };
    assert.deepEqual(parsed(named), named);
  });

  test('game requests: watch from a version, offers, claims, chat', () => {
    assert.deepEqual(parsed({ type: 'game.watch', gameId: 'Xy12Ab34', v: 0 }), { type: 'game.watch', gameId: 'Xy12Ab34', v: 0 });
    assert.deepEqual(parsed({ type: 'game.watch', gameId: 'Xy12Ab34' }), { type: 'game.watch', gameId: 'Xy12Ab34' });
    assert.deepEqual(parsed({ type: 'draw', gameId: 'Xy12Ab34', action: 'decline' }), {
      type: 'draw',
      gameId: 'Xy12Ab34',
      action: 'decline',
    });
    const claim = { type: 'claim', gameId: 'Xy12Ab34', claim: 'threefold', move: 'g1f3' };
    assert.deepEqual(parsed(claim), claim);
    const chat = { type: 'chat', gameId: 'Xy12Ab34', text: 'x'.repeat(PROTOCOL_LIMITS.maxChatChars) };
    assert.deepEqual(parsed(chat), chat);
  });

  test('a frame of exactly the largest size parses (JSON whitespace counts)', () => {
    const text = '{"type":"ping"}'.padEnd(PROTOCOL_LIMITS.maxFrameBytes, ' ');
    assert.equal(text.length, 4096);
    const r = parseClientMessage(text);
    assert.ok(r.ok);
    assert.deepEqual(r.value, { type: 'ping' });
  });
});

describe('parseClientMessage: bad input is an error value', () => {
  test('not JSON', () => {
    for (const text of ['', 'nope', '{"type":"ping"', "{'type':'ping'}", '{"type":"ping"} x']) {
      assert.deepEqual(refusal(text), { code: 'bad_json', message: 'not JSON' }, text);
    }
  });

  test('JSON that is not an object: an array, a number, null, a string, a boolean', () => {
    for (const text of ['[]', '[{"type":"ping"}]', '42', 'null', '"ping"', 'true']) {
      assert.deepEqual(refusal(text), { code: 'bad_message', message: 'a message is a JSON object with a "type"' }, text);
    }
  });

  test('no type, or a type that is not a string', () => {
    for (const text of ['{}', '{"id":1}', '{"type":7}', '{"type":null}']) {
      assert.deepEqual(refusal(text), { code: 'bad_message', message: 'a message needs a "type"' }, text);
    }
  });

  test('an unknown type, named in the error', () => {
    assert.deepEqual(refusal('{"type":"nope"}'), { code: 'bad_message', message: 'unknown message type', type: 'nope' });
    assert.equal(refusal('{"type":"toString"}').message, 'unknown message type');
    assert.equal(refusal('{"type":"__proto__"}').message, 'unknown message type');
  });

  test('an unknown field is refused and named', () => {
    assert.deepEqual(refusal('{"type":"ping","colour":"white"}'), { code: 'bad_message', message: "unknown field 'colour'", type: 'ping' });
    assert.equal(refusal('{"type":"resign","gameId":"Xy12Ab34","a":1,"b":2}').message, "unknown fields 'a', 'b'");
  });

  test('a field of the wrong type names its path', () => {
    const e = refusal('{"type":"move","gameId":"Xy12Ab34","uci":42,"cid":"m1"}');
    assert.equal(e.code, 'bad_message');
    assert.equal(e.type, 'move');
    assert.match(e.message, /^'uci': /);
    assert.match(refusal('{"type":"move","gameId":"Xy12Ab34","cid":"m1"}').message, /^'uci': /);
    assert.match(refusal('{"type":"seek.create","tc":"3+2","rated":"yes","color":"white"}').message, /^'rated': /);
    assert.match(
      refusal('{"type":"seek.create","tc":"3+2","rated":true,"color":"white","ratingRange":[1400,"x"]}').message,
      /^'ratingRange\.1': /,
    );
  });

  test('a bad move, a bad move id, a bad game id', () => {
    assert.deepEqual(refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e2e9","cid":"m1"}'), {
      code: 'bad_message',
      message: "'uci': a move in UCI, like e2e4 or e7e8q",
      type: 'move',
    });
    assert.equal(
      refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e7e8k","cid":"m1"}').message,
      "'uci': a move in UCI, like e2e4 or e7e8q",
    );
    assert.equal(refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":"m 1"}').message, "'cid': letters, digits, - and _");
    assert.match(refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":""}').message, /^'cid': /);
    assert.match(refusal(`{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":"${'a'.repeat(33)}"}`).message, /^'cid': /);
    assert.equal(refusal('{"type":"resign","gameId":"Xy12Ab3"}').message, "'gameId': a game id is 8 letters or digits");
  });

  test('numbers out of range, a chat line too long', () => {
    assert.match(refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":"m1","thinkMs":-1}').message, /^'thinkMs': /);
    assert.match(refusal('{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":"m1","thinkMs":1.5}').message, /^'thinkMs': /);
    assert.match(refusal('{"type":"game.watch","gameId":"Xy12Ab34","v":-1}').message, /^'v': /);
    assert.match(refusal(`{"type":"chat","gameId":"Xy12Ab34","text":"${'x'.repeat(141)}"}`).message, /^'text': /);
  });

  test('a frame over 4096 characters is too_big, before it is read', () => {
    const text = '{"type":"ping"}'.padEnd(PROTOCOL_LIMITS.maxFrameBytes + 1, ' ');
    assert.deepEqual(refusal(text), { code: 'too_big', message: 'a message may have at most 4096 bytes' });
    assert.equal(refusal('x'.repeat(100_000)).code, 'too_big');
  });

  test('__proto__ and constructor keys pollute nothing', () => {
    for (const text of [
      '{"type":"ping","__proto__":{"polluted":1}}',
      '{"__proto__":{"polluted":1},"type":"ping"}',
      '{"type":"ping","constructor":{"prototype":{"polluted":1}}}',
      '{"type":"move","gameId":"Xy12Ab34","uci":"e2e4","cid":"m1","__proto__":{"polluted":1}}',
    ]) {
      const r = parseClientMessage(text);
      assert.equal(({} as Record<string, unknown>)['polluted'], undefined, text);
      assert.equal((Object.prototype as Record<string, unknown>)['polluted'], undefined, text);
      if (r.ok) {
        // Allowed only as a clean value: no inherited or own `polluted`, a plain prototype.
        assert.equal(Object.getPrototypeOf(r.value), Object.prototype, text);
        assert.equal((r.value as Record<string, unknown>)['polluted'], undefined, text);
      } else {
        assert.equal(r.error.code, 'bad_message', text);
      }
    }
    // Today the strict schemas refuse both keys by name.
    assert.equal(refusal('{"type":"ping","__proto__":{"polluted":1}}').message, "unknown field '__proto__'");
    assert.equal(refusal('{"type":"ping","constructor":{"prototype":{"polluted":1}}}').message, "unknown field 'constructor'");
  });

  test('a 5,000-deep nested array is an error, not a throw', () => {
    const deep = nested(5000);
    assert.doesNotThrow(() => parseClientMessage(deep));
    // 10,000 characters: refused for its size before JSON.parse sees it.
    assert.equal(refusal(deep).code, 'too_big');
    // Within the size limit, as deep as it can be.
    const depth = Math.floor((PROTOCOL_LIMITS.maxFrameBytes - '{"type":"ping","id":}'.length) / 2);
    const e = refusal(`{"type":"ping","id":${nested(depth)}}`);
    assert.equal(e.code, 'bad_message');
    assert.match(e.message, /^'id': /);
  });

  test('error messages quote a long or odd type briefly, on one line', () => {
    const e = refusal(`{"type":"${'n'.repeat(500)}\\n"}`);
    assert.equal(e.message, 'unknown message type');
    assert.ok(e.type !== undefined && e.type.length <= 41 && !e.type.includes('\n'), e.type);
  });
});

describe('parseServerMessage', () => {
  const ROUND_TRIP: readonly ServerMessage[] = [
    {
      type: 'welcome',
      user: { id: null, name: 'Guest-3fa9c1', title: null, rating: null, provisional: false, guest: true },
      version: '0.2.0',
      serverMs: 1_795_435_200_000,
    },
    { type: 'error', code: 'not_your_turn', message: "it is black's turn", ref: { type: 'move', gameId: 'Xy12Ab34', cid: 'm7' } },
    {
      type: 'game.event',
      gameId: 'Xy12Ab34',
      v: 5,
      event: {
        kind: 'move',
        uci: 'f1c4',
        san: 'Bc4',
        by: 'white',
        ply: 5,
        fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
        clock: { white: 176000, black: 178000, running: 'black' },
        premove: true,
      },
    },
    {
      type: 'game.event',
      gameId: 'Xy12Ab34',
      v: 9,
      event: {
        kind: 'end',
        end: {
          status: 'over',
          result: '0-1',
          termination: 'checkmate',
          rule: 'FIDE Online 5.1',
          ruling: 'Black checkmates',
          ratingDiff: { white: -6, black: 6 },
        },
        clock: { white: 179500, black: 179500, running: null },
      },
    },
    {
      type: 'game.full',
      gameId: 'Xy12Ab34',
      v: 2,
      you: null,
      game: {
        id: 'Xy12Ab34',
        white: { id: 'magnus', name: 'Magnus', title: null, rating: 1712, provisional: false },
        black: { id: null, name: 'Guest-3fa9c1', title: null, rating: null, provisional: false },
        rated: false,
        rules: 'online',
        tc: '3+0',
        tcLabel: '3 min',
        category: 'blitz',
        initialFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
        turn: 'white',
        moves: [
          { uci: 'e2e4', san: 'e4', clockMs: 180000 },
          { uci: 'e7e5', san: 'e5', clockMs: 180000 },
        ],
        clock: { white: 178200, black: 180000, running: 'white' },
        drawOffer: null,
        takebackOffer: null,
        rematchOffer: null,
        end: null,
        rematch: null,
        spectators: 0,
      },
    },
    { type: 'ack', gameId: 'Xy12Ab34', cid: 'm7' },
    { type: 'game.presence', gameId: 'Xy12Ab34', white: { online: true, claimInMs: null }, black: { online: false, claimInMs: 9000 } },
    { type: 'pong', serverMs: 1_795_435_200_123 },
  ];

  test('makeMessage then parseServerMessage gives back the message', () => {
    for (const m of ROUND_TRIP) {
      const r = parseServerMessage(makeMessage(m));
      assert.ok(r.ok, `${m.type}: ${r.ok ? '' : r.error.message}`);
      assert.deepEqual(r.value, m);
    }
  });

  test('a field it does not know is dropped (a newer server), a missing one is an error', () => {
    const r = parseServerMessage('{"type":"ack","gameId":"Xy12Ab34","cid":"m7","at":12}');
    assert.ok(r.ok);
    assert.deepEqual(r.value, { type: 'ack', gameId: 'Xy12Ab34', cid: 'm7' });
    const missing = parseServerMessage('{"type":"ack","gameId":"Xy12Ab34"}');
    assert.ok(!missing.ok);
    assert.match(missing.error.message, /^'cid': /);
  });

  test('bad input is an error value, also when deeply nested', () => {
    assert.deepEqual(parseServerMessage('nope'), { ok: false, error: { code: 'bad_json', message: 'not JSON' } });
    const unknown = parseServerMessage('{"type":"nope"}');
    assert.ok(!unknown.ok);
    assert.equal(unknown.error.message, 'unknown message type');
    // No frame limit on this side: the 5,000-deep array reaches JSON.parse and the schema.
    for (const text of [nested(5000), `{"type":"pong","serverMs":${nested(5000)}}`]) {
      const r = parseServerMessage(text);
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'bad_message');
    }
  });
});
