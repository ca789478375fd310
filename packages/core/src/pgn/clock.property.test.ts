/**
 * Properties of the clock-comment functions on hostile input: they never throw, a clock is always
 * a safe integer of milliseconds, and every input is handled quickly.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { withinMs } from '../test-support/timeGuard.js';
import { parseClockComment, parsePgnTime } from './clock.js';

const isClock = (ms: number | undefined): boolean => ms === undefined || (Number.isSafeInteger(ms) && ms >= 0);

/** Clock-shaped text: digit runs (short and very long), colons, dots, spaces, and odd characters. */
const clockText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.stringMatching(/^\d{1,3}$/),
      fc.stringMatching(/^\d{10,40}$/),
      fc.constantFrom(':', ':', '.', ' ', '\t', '\n', '\u00a0', '-', '+', 'e', '\u0000', '\ud800', '٣'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Comment text with clock commands, well formed or not, in numbers. */
const commentText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      clockText.map((t) => `[%clk ${t}]`),
      clockText.map((t) => `[%emt ${t}`),
      fc.integer({ min: 1, max: 500 }).map((n) => '[%clk '.repeat(n)),
      fc.constantFrom('[%', '[%clk', '[%clk]', ']', '[', '[%eval 0.3]', ' ', '\n', '\ud800', '\u0000'),
      fc.string({ maxLength: 10 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('clock comment properties (hostile input)', () => {
  test('parsePgnTime never throws and gives undefined or a safe integer of milliseconds', () => {
    fc.assert(
      fc.property(fc.oneof(clockText, fc.string()), (text) => {
        assert.ok(isClock(parsePgnTime(text)));
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
  test('parsePgnTime: h:mm:ss.f is exact, or undefined when its milliseconds are not a safe integer', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.stringMatching(/^\d{0,4}$/),
        (h, m, s, frac) => {
          const text = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${frac === '' ? '' : '.' + frac}`;
          const exact = ((h * 60n + BigInt(m)) * 60n + BigInt(s)) * 1000n + BigInt((frac + '000').slice(0, 3));
          const expected = exact <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(exact) : undefined;
          assert.equal(parsePgnTime(text), expected, text);
        },
      ),
      { numRuns: fuzzRuns(1000) },
    );
  });
  test('parseClockComment never throws, keeps no more text than it got, and takes each comment quickly', () => {
    fc.assert(
      fc.property(commentText, (comment) => {
        const parsed = withinMs(() => parseClockComment(comment), `parseClockComment of ${comment.length} characters`);
        assert.ok(isClock(parsed.clockMs) && isClock(parsed.emtMs));
        assert.ok(parsed.text.length <= comment.length);
        assert.equal(parsed.text, parsed.text.trim());
        if (parsed.clockMs === undefined && parsed.emtMs === undefined) assert.equal(parsed.text, comment.trim());
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});
