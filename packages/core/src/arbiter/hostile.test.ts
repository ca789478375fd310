/**
 * The hostile inputs of ../shared/data/hostile (2026-11) that reach the event language and the
 * arbiter, inlined: each one crashed, tripped an invariant or answered wrong before its fix.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen } from '../notation/fen.js';
import { codes, run } from '../test-support/arbiter.js';
import { parseEvents } from './events.js';

const START = '{"type":"start","rules":"fide-blitz","tc":"3+2"}';

describe('hostile event logs', () => {
  test('01: an event type named like an Object.prototype member is an unknown type, not a TypeError', () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const r = parseEvents(`${START}\n{"t":1,"type":${JSON.stringify(type)}}`);
      assert.ok(!r.ok, type);
      assert.equal(r.error.field, 'type');
      assert.match(r.error.message, /^line 2: unknown event type/);
    }
    const field = parseEvents(`${START}\n{"t":1,"type":"resign","by":"white","__proto__":1}`);
    assert.ok(!field.ok);
    assert.match(field.error.message, /unknown field "__proto__"/);
  });

  test('02: arrays nested 5,000 deep in a field give a short error, not a stack overflow', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const r = parseEvents(`${START}\n{"t":1,"type":"resign","by":${deep}}`);
    assert.ok(!r.ok);
    assert.equal(r.error.field, 'by');
    assert.ok(r.error.message.length < 200, r.error.message);
  });

  test('03: add-time beyond a day is refused, so clocks never pass 2^53 and a later claim is ruled', () => {
    const log = [
      START,
      '{"t":1000,"type":"move","move":"e2e5"}',
      '{"t":1500,"type":"arbiter","action":"add-time","side":"white","ms":9007199254740991}',
    ];
    const r = parseEvents(log.join('\n'));
    assert.ok(!r.ok);
    assert.equal(r.error.field, 'ms');
    assert.equal(r.error.line, 3);
    // The largest add-time allowed, many times over, and the claim: a ruling, no invariant tripped.
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      { t: 1000, type: 'move', move: 'e2e5' },
      ...Array.from({ length: 50 }, (_, i) => ({ t: 1500 + i, type: 'arbiter', action: 'add-time', side: 'white', ms: 86_400_000 })),
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(codes(v).at(-1), 'illegal-move-corrected');
    assert.ok(Number.isSafeInteger(v.clock.white) && v.clock.white > 50 * 86_400_000);
  });

  test("'t' past a year is refused", () => {
    const r = parseEvents(`${START}\n{"t":9007199254740991,"type":"resign","by":"white"}`);
    assert.ok(!r.ok);
    assert.equal(r.error.field, 't');
  });

  test('04: castling written with a promotion letter (e1g1n) is refused as impossible, never played', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' }, [
      { t: 1000, type: 'move', move: 'e1g1n' },
    ]);
    assert.deepEqual(codes(v), ['move-refused']);
    assert.match(v.rulings[0]!.ruling, /cannot be made on the board.*promot/);
    assert.equal(v.fen, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  });

  test('05: with 263 legal moves, a legal move is legal and a claim against it is refused', () => {
    const fen = 'krQQQQQB/rrQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1';
    const pos = parseFen(fen);
    assert.ok(pos.ok);
    assert.equal(pos.value.legalMoves().length, 263);
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen }, [
      { t: 1000, type: 'move', move: 'h8g7' },
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.deepEqual(codes(v), ['claim-refused']);
    assert.match(v.pgn, /1\. Bg7/);
  });

  test('05b: online, the SAN of a move past the 256th is read (was "ambiguous"/refused)', () => {
    const fen = 'krQQQQQB/rrQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1';
    const v = run({ rules: 'online', tc: '3+2', fen }, [{ t: 1000, type: 'move', move: 'Bg7' }]);
    assert.deepEqual(codes(v), []);
    assert.equal(v.fen.split(' ')[0], 'krQQQQQ1/rrQ3BQ/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK');
  });

  test('12: a move number that grows past five digits still gives a verdict FEN the parser reads', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0', fen: '4k3/8/8/8/8/8/8/4K2R w - - 0 99999' }, [
      { t: 1000, type: 'move', move: 'Rh2' },
      { t: 2000, type: 'move', move: 'Kd7' },
    ]);
    assert.equal(v.fen.split(' ')[5], '100000');
    assert.ok(parseFen(v.fen).ok, v.fen);
  });
});
