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
    assert.match(r.err, /^"suite.perft" line 9 \("wrong"\): perft 1 expected 6, got 5 \("4k3\/8\/8\/8\/8\/8\/8\/4K3 w - -"\)$/m);
    assert.match(r.err, /^"suite.perft" line 11 \("chess960"\): skipped/m);
  });

  test('bad input exits 2 with a message naming it', async () => {
    for (const [args, pattern] of [
      [['--depth', 'x'], /--depth must be an integer/],
      [['--depth', '2', '--fen', '8/8/8 w - - 0 1'], /bad FEN board/],
      [['--depth', '2', '--bogus'], /unknown option "--bogus"/],
      [['--epd', 'missing.perft'], /cannot read "missing.perft"/],
    ] as const) {
      const r = await perft([...args]);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.err, pattern);
    }
    const broken = await perft(['--epd', 'b.perft'], { 'b.perft': 'id x\nepd 8/8/8/8/8/8/8/8 w - -\nperft one 1\n' });
    assert.equal(broken.code, 2);
    assert.match(broken.err, /line 3: bad perft line/);
  });

  test('numbers are plain decimal integers in range: anything else exits 2 naming the option and the range', async () => {
    for (const [option, bad] of [
      ['--depth', ''],
      ['--depth', '0x3'],
      ['--depth', '0b11'],
      ['--depth', '+3'],
      ['--depth', ' 3 '],
      ['--depth', '1e1'],
      ['--depth', '16'],
      ['--max-nodes', '4e9'],
      ['--max-nodes', '-1'],
      ['--max-nodes', '9007199254740992'],
    ] as const) {
      const args = option === '--depth' ? [option, bad] : ['--depth', '1', option, bad];
      const r = await perft(args);
      assert.equal(r.code, 2, `${option} ${JSON.stringify(bad)}`);
      assert.equal(r.out, '');
      const range = option === '--depth' ? 'from 0 to 15' : `from 0 to ${Number.MAX_SAFE_INTEGER}`;
      assert.equal(r.err, `flagfall perft: ${option} must be an integer ${range}, got ${JSON.stringify(bad)}\n`);
    }
    const maxDepth = await perft(['--epd', 's.perft', '--max-depth', '0x1'], { 's.perft': '' });
    assert.equal(maxDepth.code, 2);
    assert.match(maxDepth.err, /--max-depth must be an integer from 1 to 15, got "0x1"/);
  });

  test('refused instead of ignored: extra arguments, a flag with a value, conflicting or repeated options', async () => {
    for (const [args, line] of [
      [['--depth', '3', 'extra'], 'unexpected argument "extra": this command takes options only'],
      [['--depth', '2', '--divide=yes'], 'option --divide takes no value'],
      [['--depth'], 'option --depth needs a value'],
      [['--epd', 's.perft', '--fen', '8/8/8/8/8/8/8/K1k5 w - -'], 'option --fen cannot be used with --epd'],
      [['--epd', 's.perft', '--depth', '2'], 'option --depth cannot be used with --epd'],
      [['--depth', '2', '--epd', 's.perft'], 'option --epd cannot be used with --depth'],
      [['--epd', 's.perft', '--divide'], 'option --divide cannot be used with --epd'],
      [['--depth', '2', '--max-depth', '2'], 'option --max-depth cannot be used with --depth'],
      [['--max-depth', '2'], 'option --max-depth needs --epd'],
      [['--fen', '8/8/8/8/8/8/8/K1k5 w - -'], 'option --fen needs --depth'],
      [['--depth', '2', '--depth', '3'], 'option --depth given twice'],
      [['--depth', '0', '--divide'], '--divide needs --depth 1 or more'],
      [[], 'give --depth N (a FEN with --fen, or the start position), or --epd FILE'],
    ] as const) {
      const r = await perft([...args], { 's.perft': 'id a\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft 1 5\n' });
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.equal(r.err, `flagfall perft: ${line}\n`);
    }
  });

  // The timeouts guard against a hang (what these inputs did before the node limit), not a speed target.
  test('--depth past MAX_PERFT_DEPTH exits 2 at once; a deep count stops at --max-nodes with exit 2', { timeout: 60_000 }, async () => {
    const deep = await perft(['--depth', '16']);
    assert.equal(deep.code, 2);
    for (const args of [
      ['--depth', '12'],
      ['--depth', '7', '--divide'],
      ['--depth', '15', '--fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'],
    ]) {
      const r = await perft([...args, '--max-nodes', '20000']);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '', 'no partial divide lines');
      assert.equal(r.err, `flagfall perft: depth ${args[1]}: stopped after 20000 nodes: raise --max-nodes\n`);
    }
    const exact = await perft(['--depth', '3', '--max-nodes', '8902']);
    assert.equal(exact.code, 0, exact.err);
    assert.equal((JSON.parse(exact.out) as { nodes: number }).nodes, 8902);
    assert.equal((await perft(['--depth', '3', '--max-nodes', '8901'])).code, 2);
    const help = captureHelp();
    assert.match(await help, /--max-nodes N .*\(default\s+4000000000/s);
  });

  test('--epd: a suite line deeper than the cap exits 2 naming the line (at once), --max-depth skips it', async () => {
    const suite = 'id a\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft 1 5\nperft 32 1\n';
    const r = await perft(['--epd', 's.perft'], { 's.perft': suite });
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.equal(r.err, 'flagfall perft: "s.perft" line 4 ("a"): perft 32 is deeper than 15 (--max-depth skips such lines)\n');
    const skipped = await perft(['--epd', 's.perft', '--max-depth', '3'], { 's.perft': suite });
    assert.equal(skipped.code, 0, skipped.err);
    assert.deepEqual(JSON.parse(skipped.out), { ...(JSON.parse(skipped.out) as object), positions: 1, checked: 1, failed: 0, skipped: 0 });
  });

  test('--epd: the hostile suite lines perft 32 and perft 31 exit 2, never a throw or a hang', { timeout: 60_000 }, async () => {
    for (const depth of [32, 31]) {
      const r = await perft(['--epd', 's.perft', '--max-nodes', '100000'], {
        's.perft': `id a\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft ${depth} 1\n`,
      });
      assert.equal(r.code, 2);
      assert.equal(r.out, '');
      assert.match(r.err, new RegExp(`^flagfall perft: "s.perft" line 3 \\("a"\\): perft ${depth} is deeper than 15`));
      assert.equal(r.err.split('\n').length, 2, 'one line');
    }
  });

  test('--epd: a count that reaches --max-nodes exits 2 naming the suite line', { timeout: 60_000 }, async () => {
    const suite = 'id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\nperft 6 119060324\n';
    const r = await perft(['--epd', 's.perft', '--max-nodes', '50000'], { 's.perft': suite });
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.equal(r.err, 'flagfall perft: "s.perft" line 4 ("start"): depth 6: stopped after 50000 nodes: raise --max-nodes\n');
    const big = await perft(['--epd', 's.perft'], { 's.perft': 'id a\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft 1 99999999999999999999\n' });
    assert.equal(big.code, 2);
    assert.match(big.err, /line 3: count "99999999999999999999" is too large to check exactly/);
  });

  test('suite ids and lines shown in messages are quoted: one line each', async () => {
    const r = await perft(['--epd', 's.perft'], {
      's.perft': 'id a\u2028b\u0007\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft 1 6\nperft\u0000 x\n',
    });
    assert.equal(r.code, 2);
    assert.equal(r.err, 'flagfall perft: "s.perft" line 4: unknown key "perft\\u0000"\n');
    const wrong = await perft(['--epd', 's.perft'], { 's.perft': 'id a\u2028b\u0007\nepd 4k3/8/8/8/8/8/8/4K3 w - -\nperft 1 6\n' });
    assert.equal(wrong.code, 1);
    assert.equal(wrong.err, '"s.perft" line 3 ("a\\u2028b\\u0007"): perft 1 expected 6, got 5 ("4k3/8/8/8/8/8/8/4K3 w - -")\n');
  });
});

async function captureHelp(): Promise<string> {
  const c = capture();
  assert.equal(await main(['perft', '--help'], c.io), 0);
  return c.out();
}
