import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineSplitter } from './lines.js';

/** All lines of `chunks` pushed in order, then flushed. */
function split(chunks: readonly string[], max?: number): string[] {
  const s = new LineSplitter(max);
  return [...chunks.flatMap((c) => s.push(c)), ...s.flush()];
}

describe('LineSplitter', () => {
  test('\\n, \\r\\n and a lone \\r each end a line; the unfinished tail comes out on flush', () => {
    assert.deepEqual(split(['uciok\nread', 'yok\r\nbest', 'move e2e4\rinfo']), ['uciok', 'readyok', 'bestmove e2e4', 'info']);
  });

  test('a \\r\\n cut between two chunks is one line end, not two', () => {
    assert.deepEqual(split(['a\r', '\nb\n']), ['a', 'b']);
    assert.deepEqual(split(['a\r', '\r\n']), ['a', '']);
  });

  test('a line past the limit is cut to the limit and the rest of it dropped', () => {
    assert.deepEqual(split(['abc', 'defgh', 'ij\nok\n'], 4), ['abcd', 'ok']);
  });

  test('any cutting of a text into chunks gives the lines of the whole text', () => {
    const text = fc.stringMatching(/^[a-c \r\n]{0,60}$/);
    fc.assert(
      fc.property(text, fc.array(fc.nat(60), { maxLength: 8 }), (t, cuts) => {
        const points = [...new Set(cuts.map((c) => Math.min(c, t.length)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let from = 0;
        for (const p of points) {
          chunks.push(t.slice(from, p));
          from = p;
        }
        chunks.push(t.slice(from));
        assert.deepEqual(split(chunks), split([t]));
        assert.deepEqual(split([t]).join('\n'), t.replace(/\r\n|\r/g, '\n').replace(/\n$/, ''));
      }),
    );
  });
});
