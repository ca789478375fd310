import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen, parseUci } from '@flagfall/core';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

async function winnable(
  args: string[],
  files: Record<string, string> = {},
  tty = false,
): Promise<{ code: number; out: string; err: string }> {
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
    assert.deepEqual(Object.keys(s), ['queries', 'agree', 'unsound', 'badLine', 'labelWrong', 'unknown', 'seconds', 'perSecond']);
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
    assert.equal(
      r.err,
      'unsound: line 1, white ("3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -"): the label says white can mate, the analysis said no (' +
        (r.err.split('said no (')[1] ?? ''),
    );
  });

  test('--file: a mating line against a "cannot mate" label proves the label wrong: labelWrong, exit 1', async () => {
    // White mates at once (Qg7#), yet the label says neither side can mate.
    const r = await winnable(['--file', 't.txt'], { 't.txt': '# wrong label\n-- 7k/8/6KQ/8/8/8/8/8 w - -\n' });
    assert.equal(r.code, 1);
    const s = JSON.parse(r.out) as Record<string, number>;
    assert.deepEqual([s['queries'], s['agree'], s['unsound'], s['badLine'], s['labelWrong'], s['unknown']], [2, 1, 0, 0, 1, 0]);
    assert.match(
      r.err,
      /^labelWrong: line 2, white \("7k\/8\/6KQ\/8\/8\/8\/8\/8 w - -"\): the label says white cannot mate, yet this line mates: \S+/,
    );
    assert.equal(r.err.split('\n').length, 2, 'one line');
  });

  test('--file: undecided queries count as unknown for either label, exit 0', async () => {
    const r = await winnable(['--file', 't.txt', '--nodes', '0'], {
      't.txt': 'WB r1r5/7k/b1p2n2/1pN1P3/pP1P4/P7/2n3PP/R4RK1 w - - 0 37\n',
    });
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out) as Record<string, number>;
    assert.equal(s['queries'], 2);
    assert.equal(s['unknown'], 2);
  });

  test('--file: a progress bar only on a terminal', async () => {
    const r = await winnable(['--file', 't.txt'], { 't.txt': '-- 8/8/4k3/8/8/3K4/8/8 w - -\n' }, true);
    assert.equal(r.code, 0);
    assert.match(r.err, /\[#+\] 1\/1 positions/);
  });

  test('bad input exits 2 with one line naming it', async () => {
    const fen = '8/8/8/8/8/8/8/K1k5 w - -';
    for (const [args, line] of [
      [['--fen', fen], 'option --fen needs --side'],
      [['--side', 'white'], 'option --side needs --fen'],
      [['--fen', fen, '--side', 'red'], '--side must be white or black, got "red"'],
      [['--file', 'missing.txt'], 'cannot read "missing.txt": ENOENT: no such file \'missing.txt\''],
      [['--file', 't.txt'], '"t.txt" line 2: expected a label (WB, W-, -B or --), a space and a FEN, got "XX 8/8/8/8/8/8/8/K1k5 w - -"'],
      [['--file', 't.txt', '--fen', fen], 'option --fen cannot be used with --file'],
      [['--side', 'black', '--file', 't.txt'], 'option --file cannot be used with --side'],
      [['--fen', fen, '--side', 'white', 'extra'], 'unexpected argument "extra": this command takes options only'],
      [['--fen', fen, '--side', 'white', '--bogus'], 'unknown option "--bogus"'],
      [['--fen', fen, '--side', 'white', '--nodes', '-3'], '--nodes must be an integer from 0 to 1073741824, got "-3"'],
      [['--fen', fen, '--side', 'white', '--nodes', ''], '--nodes must be an integer from 0 to 1073741824, got ""'],
      [['--fen', fen, '--side', 'white', '--nodes', '1e3'], '--nodes must be an integer from 0 to 1073741824, got "1e3"'],
      [[], 'give --fen FEN and --side white|black, or --file FILE'],
    ] as const) {
      const r = await winnable([...args], { 't.txt': '# x\nXX 8/8/8/8/8/8/8/K1k5 w - -\n' });
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.equal(r.err, `flagfall winnable: ${line}\n`);
    }
    const badFen = await winnable(['--fen', 'nonsense', '--side', 'white']);
    assert.equal(badFen.code, 2);
    assert.match(badFen.err, /^flagfall winnable: bad FEN/);
    const fileFen = await winnable(['--file', 't.txt'], { 't.txt': 'WB 8/8/8/8/8/8/8/K1k5 w - -\n-- nonsense\n' });
    assert.equal(fileFen.code, 2);
    assert.match(fileFen.err, /^flagfall winnable: "t.txt" line 2: bad FEN/);
  });
});
