import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { indexIn, LineSplitter } from './lines.js';

/** What a splitter delivers: `['line', text]` for a line, `['long', prefix]` for a line over the limit. */
type Piece = readonly ['line' | 'long', string];

function split(chunks: readonly string[], maxLineChars = Infinity): { pieces: Piece[]; maxPending: number } {
  const pieces: Piece[] = [];
  const splitter = new LineSplitter(
    (text, start, end) => pieces.push(['line', text.slice(start, end)]),
    maxLineChars,
    (prefix) => pieces.push(['long', prefix]),
  );
  let maxPending = 0;
  for (const chunk of chunks) {
    splitter.push(chunk);
    maxPending = Math.max(maxPending, (Reflect.get(splitter, 'pending') as string).length);
  }
  splitter.end();
  return { pieces, maxPending };
}

/** The same, computed the obvious way from the whole text. */
function expected(text: string, maxLineChars: number): Piece[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((l): Piece => (l.length > maxLineChars ? ['long', l.slice(0, maxLineChars)] : ['line', l]));
}

const chunked = (text: string, sizes: readonly number[]): string[] => {
  const chunks: string[] = [];
  let i = 0;
  for (let k = 0; i < text.length; k++) {
    const size = sizes.length === 0 ? text.length : sizes[k % sizes.length]!;
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
};

describe('LineSplitter', () => {
  test('\\n, \\r\\n and a lone \\r end lines, also across chunk boundaries', () => {
    assert.deepEqual(split(['a\nb\r', '\nc\rd', '\r\n', 'e']).pieces, [
      ['line', 'a'],
      ['line', 'b'],
      ['line', 'c'],
      ['line', 'd'],
      ['line', 'e'],
    ]);
  });
  test('a line over the limit gives its start once; the lines after it are whole', () => {
    assert.deepEqual(split(['ab\n', 'abcdefgh', 'ijk\nxyz\nabcd'], 3).pieces, [
      ['line', 'ab'],
      ['long', 'abc'],
      ['line', 'xyz'],
      ['long', 'abc'],
    ]);
    assert.deepEqual(split(['abc\nabcd\nab'], 3).pieces, [
      ['line', 'abc'],
      ['long', 'abc'],
      ['line', 'ab'],
    ]);
  });
  test('a 50 MB line in 1 KB chunks: never more than the limit held', () => {
    const chunk = 'x'.repeat(1024);
    const chunks = function* (): Generator<string> {
      for (let k = 0; k < 50 * 1024; k++) yield chunk;
      yield '\nnext\n';
    };
    const { pieces, maxPending } = split([...chunks()], 10_000);
    assert.deepEqual(pieces, [
      ['long', 'x'.repeat(10_000)],
      ['line', 'next'],
    ]);
    assert.ok(maxPending <= 10_000, `held ${maxPending}`);
  });
  test('property: any chunking gives the lines of the whole text, long ones cut, never holding more than the limit', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', 'é', '\ud83d\ude00'), maxLength: 60 });
    fc.assert(
      fc.property(text, fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 8 }), fc.integer({ min: 1, max: 12 }), (t, sizes, max) => {
        const { pieces, maxPending } = split(chunked(t, sizes), max);
        assert.deepEqual(pieces, expected(t, max));
        assert.ok(maxPending <= max);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});

describe('indexIn', () => {
  test('finds a character only inside [from, end)', () => {
    assert.equal(indexIn('a}b}', 125, 0, 4), 1);
    assert.equal(indexIn('a}b}', 125, 2, 4), 3);
    assert.equal(indexIn('a}b}', 125, 2, 3), -1);
    assert.equal(indexIn('abc', 125, 0, 3), -1);
  });
});
