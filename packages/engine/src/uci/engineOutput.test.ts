import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBestMove, parseId, parseInfo, parseOption } from './engineOutput.js';

describe('reading engine output', () => {
  test('an info line: depth, score, nodes, nps, time and pv; unknown tokens skipped', () => {
    assert.deepEqual(
      parseInfo('info depth 12 seldepth 17 multipv 1 score cp -31 nodes 123456 nps 987654 hashfull 12 tbhits 0 time 125 pv e7e5 g1f3 b8c6'),
      {
        depth: 12,
        seldepth: 17,
        multipv: 1,
        score: { kind: 'cp', cp: -31 },
        nodes: 123456,
        nps: 987654,
        timeMs: 125,
        pv: ['e7e5', 'g1f3', 'b8c6'],
      },
    );
  });

  test('mate scores, bounds, wdl after the score, info string and non-info lines', () => {
    assert.deepEqual(parseInfo('info depth 5 score mate -3 wdl 0 0 1000 pv h2h4'), {
      depth: 5,
      score: { kind: 'mate', mate: -3 },
      pv: ['h2h4'],
    });
    assert.deepEqual(parseInfo('info score cp 20 lowerbound nodes 9'), { score: { kind: 'cp', cp: 20, bound: 'lower' }, nodes: 9 });
    assert.deepEqual(parseInfo('info string NNUE evaluation using nn.nnue depth 3'), {});
    assert.equal(parseInfo('bestmove e2e4'), null);
    assert.equal(parseInfo('information'), null);
  });

  test('invalid values are left out, never guessed', () => {
    assert.deepEqual(parseInfo('info depth banana score cp x nodes -4 pv zz99 e2e4'), { pv: [] });
    assert.deepEqual(parseInfo('info depth 99999999999999999999'), {});
  });

  test('bestmove: a move with or without ponder, (none) and 0000, a malformed move', () => {
    assert.deepEqual(parseBestMove('bestmove e7e8q ponder a2a1n'), { move: 'e7e8q', ponder: 'a2a1n' });
    assert.deepEqual(parseBestMove('  bestmove g1f3  '), { move: 'g1f3', ponder: null });
    assert.deepEqual(parseBestMove('bestmove (none)'), { move: null, ponder: null });
    assert.deepEqual(parseBestMove('bestmove 0000'), { move: null, ponder: null });
    assert.deepEqual(parseBestMove('bestmove e9e4'), { move: undefined, text: 'e9e4' });
    assert.deepEqual(parseBestMove('bestmove'), { move: undefined, text: '' });
    assert.equal(parseBestMove('info bestmove e2e4'), null);
  });

  test('id lines', () => {
    assert.deepEqual(parseId('id name Stockfish 15.1'), { key: 'name', value: 'Stockfish 15.1' });
    assert.deepEqual(parseId('id author the Stockfish developers (see AUTHORS file)'), {
      key: 'author',
      value: 'the Stockfish developers (see AUTHORS file)',
    });
    assert.equal(parseId('id name'), null);
  });

  test('option lines: names with spaces, spins, checks, combos, buttons, strings', () => {
    assert.deepEqual(parseOption('option name Skill Level type spin default 20 min 0 max 20'), {
      name: 'Skill Level',
      type: 'spin',
      default: '20',
      min: 0,
      max: 20,
      vars: [],
    });
    assert.deepEqual(parseOption('option name Ponder type check default false'), {
      name: 'Ponder',
      type: 'check',
      default: 'false',
      min: null,
      max: null,
      vars: [],
    });
    assert.deepEqual(parseOption('option name Style type combo default Normal var Solid var Normal var Risky'), {
      name: 'Style',
      type: 'combo',
      default: 'Normal',
      min: null,
      max: null,
      vars: ['Solid', 'Normal', 'Risky'],
    });
    assert.deepEqual(parseOption('option name Clear Hash type button'), {
      name: 'Clear Hash',
      type: 'button',
      default: null,
      min: null,
      max: null,
      vars: [],
    });
    assert.equal(parseOption('option name SyzygyPath type string default <empty>')?.default, '');
    assert.equal(parseOption('option name Book type string default my min max book.bin')?.default, 'my min max book.bin');
    assert.equal(parseOption('option name Use min max type check default true')?.name, 'Use min max');
    assert.equal(parseOption('option name type spin'), null);
    assert.equal(parseOption('option name X type slider'), null);
  });
});
