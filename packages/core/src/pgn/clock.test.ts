import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeClockComment, makePgnTime, parseClockComment, parsePgnTime } from './clock.js';
import type { PgnClockComment } from './clock.js';
import { inWorker } from '../test-support/inWorker.js';

describe('parsePgnTime', () => {
  test('h:mm:ss, h:mm:ss.s and longer fractions', () => {
    assert.equal(parsePgnTime('0:02:59'), 179_000);
    assert.equal(parsePgnTime('0:02:59.3'), 179_300);
    assert.equal(parsePgnTime('1:00:00.25'), 3_600_250);
    assert.equal(parsePgnTime('0:00:01.2349'), 1_234);
    assert.equal(parsePgnTime('12:00:00'), 43_200_000);
    assert.equal(parsePgnTime(' 0:00:05 '), 5_000);
  });
  test('mm:ss and m:ss', () => {
    assert.equal(parsePgnTime('02:59'), 179_000);
    assert.equal(parsePgnTime('2:59.9'), 179_900);
    assert.equal(parsePgnTime('90:00'), 5_400_000);
  });
  test('refuses times whose milliseconds are not a safe integer', () => {
    assert.equal(parsePgnTime('99999999999:00:00'), undefined);
    assert.equal(parsePgnTime('9'.repeat(400) + ':00:00'), undefined);
    assert.equal(parsePgnTime('999999999999999:00'), undefined);
    assert.equal(parsePgnTime('2501999792:00:00'), 2_501_999_792 * 3_600_000);
    assert.equal(parsePgnTime('2501999793:00:00'), undefined);
    assert.deepEqual(parseClockComment('[%clk 99999999999:00:00] x'), { text: '[%clk 99999999999:00:00] x' });
  });
  test('rejects what is not a clock', () => {
    for (const bad of ['', '1', 'a:bb:cc', '0:60:00', '0:00:60', '1:2:3:4', '0:123:00', '0:00:5x', '-0:01:00', '0:01:00.']) {
      assert.equal(parsePgnTime(bad), undefined, bad);
    }
  });
});

describe('makePgnTime', () => {
  test('always writes tenths', () => {
    assert.equal(makePgnTime(179_300), '0:02:59.3');
    assert.equal(makePgnTime(180_000), '0:03:00.0');
    assert.equal(makePgnTime(3_723_400), '1:02:03.4');
    assert.equal(makePgnTime(36_000_000 * 3), '30:00:00.0');
  });
  test('truncates toward zero: never shows more time than there was', () => {
    assert.equal(makePgnTime(179_999), '0:02:59.9');
    assert.equal(makePgnTime(99), '0:00:00.0');
    assert.equal(makePgnTime(59_999), '0:00:59.9');
  });
  test('negative and non-finite values show zero', () => {
    assert.equal(makePgnTime(-50), '0:00:00.0');
    assert.equal(makePgnTime(Number.NaN), '0:00:00.0');
  });
  test('property: parse(make(ms)) is ms truncated to tenths, and never more than ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 3_600_000 }), (ms) => {
        const back = parsePgnTime(makePgnTime(ms));
        assert.equal(back, Math.floor(ms / 100) * 100);
        assert.ok(back! <= ms);
      }),
    );
  });
});

describe('parseClockComment / makeClockComment', () => {
  test('takes out clk and emt, keeps the rest of the text', () => {
    assert.deepEqual(parseClockComment(' [%clk 0:02:59.3] [%emt 0:00:01.2] good move '), {
      text: 'good move',
      clockMs: 179_300,
      emtMs: 1_200,
    });
    assert.deepEqual(parseClockComment('[%eval 0.31] [%clk 0:01:00]'), { text: '[%eval 0.31]', clockMs: 60_000 });
    assert.deepEqual(parseClockComment('before [%clk 0:01:00] after'), { text: 'before after', clockMs: 60_000 });
    assert.deepEqual(parseClockComment('[%clk 0:00:10]'), { text: '', clockMs: 10_000 });
  });
  test('a command that does not parse stays in the text; the last repeat wins', () => {
    assert.deepEqual(parseClockComment('[%clk soon] x'), { text: '[%clk soon] x' });
    assert.deepEqual(parseClockComment('[%clk 0:01:00] [%clk 0:00:30]'), { text: '', clockMs: 30_000 });
    assert.deepEqual(parseClockComment('[%clkx 0:01:00]'), { text: '[%clkx 0:01:00]' });
  });
  test('makeClockComment writes clk, emt, text in that order, each only when present', () => {
    assert.equal(makeClockComment({ clockMs: 179_300, emtMs: 1_200, text: 'hi' }), '[%clk 0:02:59.3] [%emt 0:00:01.2] hi');
    assert.equal(makeClockComment({ emtMs: 500 }), '[%emt 0:00:00.5]');
    assert.equal(makeClockComment({ text: '' }), '');
  });
  test('property: parseClockComment inverts makeClockComment for whole tenths', () => {
    const tenths = fc.integer({ min: 0, max: 100_000 }).map((t) => t * 100);
    const text = fc
      .string()
      .map((s) => s.trim())
      .filter((s) => !s.includes('[%'));
    fc.assert(
      fc.property(fc.option(tenths, { nil: undefined }), fc.option(tenths, { nil: undefined }), text, (clockMs, emtMs, body) => {
        const made = makeClockComment({
          ...(clockMs !== undefined ? { clockMs } : {}),
          ...(emtMs !== undefined ? { emtMs } : {}),
          text: body,
        });
        const back = parseClockComment(made);
        assert.equal(back.clockMs, clockMs);
        assert.equal(back.emtMs, emtMs);
        assert.equal(back.text, body);
      }),
    );
  });
  test('linear time: a 5 MB comment of "[%clk " with no "]" (it was quadratic: 18 s)', { timeout: 5_000 }, async (t) => {
    const comment = '[%clk '.repeat(840_000);
    const back = await inWorker<PgnClockComment>(new URL('./clock.js', import.meta.url), 'parseClockComment', [comment], t.signal);
    assert.deepEqual(back, { text: comment.trim() });
  });
  test('linear time: many "[%clk " before the one that is closed', { timeout: 5_000 }, async (t) => {
    const comment = '[%clk '.repeat(840_000) + '0:01:00]';
    const back = await inWorker<PgnClockComment>(new URL('./clock.js', import.meta.url), 'parseClockComment', [comment], t.signal);
    assert.deepEqual(back, { text: '[%clk '.repeat(839_999).trim(), clockMs: 60_000 });
  });
});
