import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';
import { run } from './adjudicate.js';

async function adjudicate(text: string, options: string[] = [], file = 'game.jsonl'): Promise<{ code: number; out: string; err: string }> {
  const c = capture({ [file]: text });
  const code = await run([...options, file], c.io);
  return { code, out: c.out(), err: c.err() };
}

const START = '{"type":"start","rules":"fide-blitz","tc":"3+2"}';

describe('flagfall adjudicate', () => {
  test('prints one JSON verdict and exits 0', async () => {
    const r = await adjudicate(
      `${START}\n{"t":1000,"type":"move","move":"f3"}\n{"t":2000,"type":"move","move":"e5"}\n{"t":3000,"type":"move","move":"g4"}\n{"t":4000,"type":"move","move":"Qh4"}\n`,
    );
    assert.equal(r.code, 0, r.err);
    assert.equal(r.err, '');
    assert.equal(r.out.trim().split('\n').length, 1);
    const v = JSON.parse(r.out) as Record<string, unknown>;
    assert.equal(v['result'], '0-1');
    assert.equal(v['termination'], 'checkmate');
    assert.equal(v['rule'], 'FIDE 5.1.1');
    assert.equal(v['endedAt'], 4000);
    assert.equal(v['trace'], undefined);
    assert.match(v['pgn'] as string, /\[%clk 0:03:02\.0\]/);
  });

  test('--trace adds the state after each event; - reads standard input', async () => {
    const r = await adjudicate(`${START}\n{"t":1000,"type":"move","move":"e4"}`, ['--trace'], '-');
    assert.equal(r.code, 0, r.err);
    const v = JSON.parse(r.out) as { trace: Array<{ line: number; state: { fen: string } }> };
    assert.equal(v.trace.length, 1);
    assert.equal(v.trace[0]!.line, 2);
  });

  test('a malformed line exits 2 with a message naming the line and the field', async () => {
    const r = await adjudicate(`${START}\n{"t":1000,"type":"move","move":"e4"}\n{"t":900,"type":"move","move":"e5"}`);
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.match(r.err, /line 3: 't' 900 is before/);
    const field = await adjudicate(`${START}\n{"t":1000,"type":"claim","by":"white","claim":"nonsense"}`);
    assert.equal(field.code, 2);
    assert.match(field.err, /line 2: 'claim' must be one of/);
    const json = await adjudicate(`${START}\n{"t":1000,`);
    assert.equal(json.code, 2);
    assert.match(json.err, /line 2: not JSON/);
    const fen = await adjudicate('{"type":"start","rules":"fide-blitz","tc":"3+2","fen":"nonsense"}');
    assert.equal(fen.code, 2);
    assert.match(fen.err, /line 1: 'fen'/);
  });

  test('a move the rules refuse is a ruling, not an error', async () => {
    const r = await adjudicate(`{"type":"start","rules":"online","tc":"3+2"}\n{"t":1000,"type":"move","move":"e2e5"}`);
    assert.equal(r.code, 0);
    const v = JSON.parse(r.out) as { rulings: Array<{ code: string; line: number; rule: string }> };
    assert.deepEqual(
      v.rulings.map((x) => [x.code, x.line, x.rule]),
      [['move-refused', 2, 'FIDE Online 3.3']],
    );
  });

  test('usage errors exit 2 with one accurate line: no file, two files, bad options, an unreadable file', async () => {
    for (const [args, line] of [
      [[], 'missing FILE (usage: flagfall adjudicate [--trace] [--nodes N] [--dead-nodes N] FILE (- for standard input))'],
      [
        ['a', 'b'],
        'unexpected argument "b" after FILE (usage: flagfall adjudicate [--trace] [--nodes N] [--dead-nodes N] FILE (- for standard input))',
      ],
      [
        ['game.jsonl', 'extra\nline'],
        'unexpected argument "extra\\nline" after FILE (usage: flagfall adjudicate [--trace] [--nodes N] [--dead-nodes N] FILE (- for standard input))',
      ],
      [['--fast', 'game.jsonl'], 'unknown option "--fast"'],
      [['--trace=yes', 'game.jsonl'], 'option --trace takes no value'],
      [['--trace', '--trace', 'game.jsonl'], 'option --trace given twice'],
      [['missing.jsonl'], 'cannot read "missing.jsonl": ENOENT: no such file \'missing.jsonl\''],
      [['bad\u2028name\ud800'], 'cannot read "bad\\u2028name\\ud800": ENOENT: no such file \'bad\\u2028name\\ud800\''],
    ] as const) {
      const c = capture({ 'game.jsonl': START });
      assert.equal(await run([...args], c.io), 2, args.join(' '));
      assert.equal(c.out(), '');
      assert.equal(c.err(), `flagfall adjudicate: ${line}\n`);
    }
  });

  test('errors inside the file name the file, quoted', async () => {
    const r = await adjudicate(`${START}\n{"t":1000,`, [], 'my "game".jsonl');
    assert.equal(r.code, 2);
    assert.match(r.err, /^flagfall adjudicate: "my \\"game\\".jsonl": line 2: not JSON/);
    const stdin = await adjudicate(`${START}\n{"t":1000,`, [], '-');
    assert.match(stdin.err, /^flagfall adjudicate: standard input: line 2: not JSON/);
    assert.equal(stdin.err.split('\n').length, 2, 'one line');
  });

  test('flagfall adjudicate is dispatched by the main command', async () => {
    const c = capture({ 'game.jsonl': `${START}\n{"t":1000,"type":"resign","by":"white"}` });
    assert.equal(await main(['adjudicate', 'game.jsonl'], c.io), 0);
    assert.equal((JSON.parse(c.out()) as { result: string }).result, '0-1');
    const help = capture({});
    assert.equal(await main(['adjudicate', '--help'], help.io), 0);
    assert.match(help.out(), /--trace/);
  });
  test('--nodes bounds the analysis behind a ruling, and the ruling says when it ran out', async () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const log = `{"type":"start","rules":"fide-blitz","tc":"3+2","fen":"${fen}"}\n{"t":1000,"type":"resign","by":"white"}`;
    const starved = await adjudicate(log, ['--nodes', '1']);
    assert.equal(starved.code, 0, starved.err);
    const ruling = (JSON.parse(starved.out) as { rulings: Array<{ inconclusive?: { side: string } }> }).rulings.at(-1)!;
    assert.equal(ruling.inconclusive?.side, 'black');
    const full = await adjudicate(log);
    assert.equal((JSON.parse(full.out) as { rulings: Array<{ inconclusive?: unknown }> }).rulings.at(-1)!.inconclusive, undefined);
    for (const bad of [
      ['--nodes', '-1'],
      ['--nodes', '1e3'],
      ['--dead-nodes', ''],
    ]) {
      const r = await adjudicate(log, bad);
      assert.equal(r.code, 2, bad.join(' '));
    }
  });
});
