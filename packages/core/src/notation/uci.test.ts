import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseUci, makeUci } from './uci.js';
import { Position } from '../board/position.js';
import { randomPlayout } from '../../test/random.js';

test('parses plain moves and promotions', () => {
  assert.deepEqual(parseUci('e2e4'), { ok: true, value: { from: 12, to: 28 } });
  assert.deepEqual(parseUci('e7e8q'), { ok: true, value: { from: 52, to: 60, promotion: 'queen' } });
});

for (const bad of ['', 'e2', 'e2e9', 'i2e4', 'e2e4k', 'e2e4Q', 'e2e2', 'e7e8p', 'e2e4qq']) {
  test(`refuses '${bad}' with a message naming it`, () => {
    const r = parseUci(bad);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'bad_uci');
    assert.ok(r.error.message.includes(JSON.stringify(bad)));
  });
}

test('property: parseUci ∘ makeUci is the identity on legal moves', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100 }), fc.integer(), (plies, seed) => {
      const { pos } = randomPlayout(Position.initial(), plies, seed);
      for (const move of pos.legalMoves()) {
        const back = parseUci(makeUci(move));
        assert.ok(back.ok);
        assert.deepEqual(back.value, move);
      }
    }),
    { numRuns: 300 },
  );
});
