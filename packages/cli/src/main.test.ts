import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { captureIo as capture } from '../test/captureIo.js';
import { main } from './main.js';

describe('flagfall', () => {
  test('--help lists the commands and the exit codes, 141 for a closed output', async () => {
    const c = capture();
    assert.equal(await main(['--help'], c.io), 0);
    for (const name of ['perft', 'tc', 'adjudicate', 'winnable', 'rejudge']) assert.match(c.out(), new RegExp(`^ {2}${name} `, 'm'));
    assert.match(c.out(), /Exit codes:/);
    assert.match(c.out(), /^ {2}141 +the reader closed the output early/m);
  });

  test('an unknown command exits 2 with one line, the name quoted; Object.prototype names are unknown', async () => {
    for (const name of ['bogus', 'toString', '__proto__', 'x\ny']) {
      const c = capture();
      assert.equal(await main([name], c.io), 2, name);
      assert.equal(c.err(), `flagfall: unknown command ${JSON.stringify(name)}. Run 'flagfall --help' for the list.\n`);
    }
  });

  test('an internal error is one line and exit 70, never a stack trace', async () => {
    const c = capture();
    const io = {
      ...c.io,
      out: () => {
        throw new TypeError('boom\n    at somewhere');
      },
    };
    assert.equal(await main(['tc', '3+2'], io), 70);
    assert.equal(c.err(), 'flagfall tc: internal error (a bug in flagfall, please report it): TypeError: boom\\n    at somewhere\n');
  });
});
