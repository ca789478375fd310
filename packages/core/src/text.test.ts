import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { oneLine, quote, showValue } from './text.js';

describe('quote', () => {
  test('escapes line breaks, control characters, quotes and lone surrogates', () => {
    assert.equal(quote('a\nb'), '"a\\nb"');
    assert.equal(quote('\u0007"\\'), '"\\u0007\\"\\\\"');
    assert.equal(quote('x\ud800y'), '"x\\ud800y"');
    assert.equal(quote('♞'), '"♞"');
    assert.equal(quote('a\u2028b\u202ec'), '"a\\u2028b\\u202ec"');
  });

  test('cuts long values and says how long they were, never splitting a surrogate pair', () => {
    assert.equal(quote('a'.repeat(5000), 4), '"aaaa…" (5000 characters)');
    assert.equal(quote('abc😀def', 4), '"abc…" (8 characters)');
  });

  test('the result is one well-formed line of bounded length, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (s) => {
        const q = quote(s);
        assert.ok(!/[\u0000-\u001f\u0085\u2028\u2029\u202a-\u202e]/.test(q), q);
        assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(q), 'no lone surrogate');
        assert.ok(q.length <= 6 * 60 + 40, `${q.length} characters`);
      }),
    );
  });
});

describe('showValue', () => {
  test('shows values of any shape briefly', () => {
    assert.equal(showValue(undefined), 'nothing');
    assert.equal(showValue(3), '3');
    assert.equal(showValue('w'), '"w"');
    assert.equal(showValue([1, [2, [3]]]), '[1,[2,[…]]]');
    assert.equal(showValue({ a: 1 }), '{"a":1}');
  });

  test('5,000-deep nesting and cycles neither throw nor grow', () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i++) deep = [deep];
    assert.equal(showValue(deep), '[[[…]]]');
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    assert.equal(showValue(cycle), '{"self":{"self":{…}}}');
    assert.ok(showValue('x'.repeat(10_000)).length <= 61);
  });
});

describe('oneLine', () => {
  test('escapes what would break a line, keeps the rest, cuts long text', () => {
    assert.equal(oneLine('a\nb\tc\u0001 ♞'), 'a\\nb\\tc\\u0001 ♞');
    assert.equal(oneLine('x\ud800'), 'x\\ud800');
    assert.equal(oneLine('😀'), '😀');
    assert.equal(oneLine('abcdef', 3), 'abc…');
  });
});
