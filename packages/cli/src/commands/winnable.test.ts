import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen, parseUci } from '@flagfall/core';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

async function winnable(args: string[], files: Record<string, string> = {}, tty = false): Promise<{ code: number; out: string; err: string }> {
  const c = capture(files, { errIsTty: tty });
  const code = await main(['winnable', ...args], c.io);
  return { code, out: c.out(), err: c.err() };
}

describe('flagfall winnable', () => {
  test('--fen --side: a yes with a UCI line that mates', async () => {
    const fen = '7k/8/7K/2Bb4/8/8/8/8 b - - 0 1';
    const r = await winnable(['--fen', fen, '--side', 'white']);
    assert.equal(r.code, 0, r.err);
    const v = JSON.parse(r.out) as { verdict: string; line: string[]; reason: string; nodes: number; ms: number };
    assert.deepEqual(Object.keys(v), ['verdict', 'line', 'reason', 'nodes', 'ms']);
    assert.equal(v.verdict, 'yes');
    const pos = parseFen(fen);
    assert.ok(pos.ok);
    for (const uci of v.line) {
      const m = parseUci(uci);
      assert.ok(m.ok && pos.value.play(m.value), uci);
    }
    assert.ok(pos.value.isCheckmate());
  });

  test('--fen --side: a blocked wall is a no with a reason', async () => {
    const r = await winnable(['--fen', '3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -', '--side', 'black']);
    assert.equal(r.code, 0, r.err);
    const v = JSON.parse(r.out) as { verdict: string; line: string[]; reason: string };
    assert.equal(v.verdict, 'no');
    assert.deepEqual(v.line, []);
    assert.match(v.reason, /blocked/);
  });

  test('--file: a summary line; agreement counted over both sides', async () => {
    const file = [
      '# a comment',
      'WB 8/2kb4/8/8/8/8/2KB4/8 w - -',
      '-- 3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -',
      'W- 6k1/6P1/6K1/8/8/8/8/8 w - -',
      '',
    ].join('\n');
    const r = await winnable(['--file', 't.txt'], { 't.txt': file });
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out) as Record<string, number>;
    assert.deepEqual(Object.keys(s), ['queries', 'agree', 'unsound', 'incomplete', 'unknown', 'seconds', 'perSecond']);
    assert.equal(s['queries'], 6);
    assert.equal(s['agree'], 6);
    assert.equal(s['unsound'], 0);
  });

  test('--file: a label the analysis refutes with a proof counts as unsound and exits 1', async () => {
    // The label claims White can mate behind a locked wall.
    const r = await winnable(['--file', 't.txt'], { 't.txt': 'W- 3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -\n' });
    assert.equal(r.code, 1);
    const s = JSON.parse(r.out) as Record<string, number>;
    assert.equal(s['unsound'], 1);
    assert.match(r.err, /unsound/);
  });

  test('--file: a progress bar only on a terminal', async () => {
    const r = await winnable(['--file', 't.txt'], { 't.txt': '-- 8/8/4k3/8/8/3K4/8/8 w - -\n' }, true);
    assert.equal(r.code, 0);
    assert.match(r.err, /\[#+\] 1\/1 positions/);
  });

  test('bad input exits 2', async () => {
    assert.equal((await winnable(['--fen', 'nonsense', '--side', 'white'])).code, 2);
    assert.equal((await winnable(['--fen', '8/8/8/8/8/8/8/K1k5 w - -'])).code, 2);
    assert.equal((await winnable(['--file', 'missing.txt'])).code, 2);
    assert.equal((await winnable(['--file', 't.txt'], { 't.txt': 'XX 8/8/8/8/8/8/8/K1k5 w - -\n' })).code, 2);
    assert.equal((await winnable(['--fen', '8/8/8/8/8/8/8/K1k5 w - -', '--side', 'white', '--nodes', '-3'])).code, 2);
  });
});
