import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

async function perft(args: string[], files: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  const c = capture(files);
  const code = await main(['perft', ...args], c.io);
  return { code, out: c.out(), err: c.err() };
}

describe('flagfall perft', () => {
  test('--depth prints one JSON line with nodes, seconds and nps', async () => {
    const r = await perft(['--depth', '3']);
    assert.equal(r.code, 0, r.err);
    const lines = r.out.trim().split('\n');
    assert.equal(lines.length, 1);
    const result = JSON.parse(lines[0]!) as { nodes: number; seconds: number; nps: number };
    assert.equal(result.nodes, 8902);
    assert.ok(result.seconds >= 0 && result.nps > 0);
  });

  test('--fen and --divide list every first move, then the total', async () => {
    const r = await perft(['--fen', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', '--depth', '2', '--divide']);
    assert.equal(r.code, 0, r.err);
    const lines = r.out.trim().split('\n');
    assert.equal(lines.length, 49);
    assert.ok(lines.includes('e1g1: 43'), 'castling counted under its UCI name');
    const sum = lines.slice(0, 48).reduce((s, l) => s + Number(l.split(': ')[1]), 0);
    assert.equal(sum, 2039);
    assert.equal((JSON.parse(lines[48]!) as { nodes: number }).nodes, 2039);
  });

  test('--epd checks a suite, reports failures on stderr and exits 1', async () => {
    const suite = [
      '# a comment',
      'id start',
      'epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -',
      'perft 1 20',
      'perft 2 400',
      '',
      'id wrong',
      'epd 4k3/8/8/8/8/8/8/4K3 w - -',
      'perft 1 6',
      '',
      'id chess960',
      'epd r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq -',
      'perft 1 23',
    ].join('\n');
    const r = await perft(['--epd', 'suite.perft'], { 'suite.perft': suite });
    assert.equal(r.code, 1);
    const summary = JSON.parse(r.out) as Record<string, number>;
    assert.deepEqual([summary['positions'], summary['checked'], summary['failed'], summary['skipped']], [3, 3, 1, 1]);
    assert.match(r.err, /wrong: perft 1 expected 6, got 5/);
    assert.match(r.err, /chess960: skipped/);
  });

  test('bad input exits 2 with a message naming it', async () => {
    for (const [args, pattern] of [
      [['--depth', 'x'], /--depth must be an integer/],
      [['--depth', '2', '--fen', '8/8/8 w - - 0 1'], /bad FEN board/],
      [['--depth', '2', '--bogus'], /unknown option --bogus/],
      [['--epd', 'missing.perft'], /cannot read missing.perft/],
    ] as const) {
      const r = await perft([...args]);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.err, pattern);
    }
    const broken = await perft(['--epd', 'b.perft'], { 'b.perft': 'id x\nepd 8/8/8/8/8/8/8/8 w - -\nperft one 1\n' });
    assert.equal(broken.code, 2);
    assert.match(broken.err, /line 3: bad perft line/);
  });
});
