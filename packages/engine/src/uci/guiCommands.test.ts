import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseGuiCommand } from './guiCommands.js';

const parsed = (line: string): unknown => {
  const r = parseGuiCommand(line);
  assert.ok(r?.ok, r === null ? 'blank' : r.ok ? '' : r.error);
  return r.value;
};
const error = (line: string): string => {
  const r = parseGuiCommand(line);
  assert.ok(r !== null && !r.ok, line);
  return r.error;
};

test('simple commands, blank lines, spaces and tabs anywhere', () => {
  assert.deepEqual(parsed('  isready\t'), { kind: 'isready' });
  assert.deepEqual(parsed('uci'), { kind: 'uci' });
  assert.equal(parseGuiCommand('   '), null);
});

test('position: startpos or a FEN (counters optional), then moves', () => {
  assert.deepEqual(parsed('position startpos moves e2e4  e7e5'), { kind: 'position', fen: null, moves: ['e2e4', 'e7e5'] });
  assert.deepEqual(parsed('position fen 8/8/8/8/8/8/8/K6k w - - 3 40'), {
    kind: 'position',
    fen: '8/8/8/8/8/8/8/K6k w - - 3 40',
    moves: [],
  });
  assert.deepEqual(parsed('position fen 8/8/8/8/8/8/8/K6k b - - moves a1a2'), {
    kind: 'position',
    fen: '8/8/8/8/8/8/8/K6k b - - 0 1',
    moves: ['a1a2'],
  });
  assert.match(error('position'), /startpos/);
  assert.match(error('position startpos e2e4'), /expected "moves"/);
  assert.match(error('position fen'), /FEN is missing/);
});

test('go: clocks, limits, infinite and ponder; negative clock times read as 0', () => {
  assert.deepEqual(parsed('go wtime 1000 btime -50 winc 10 binc 10 movestogo 5'), {
    kind: 'go',
    infinite: false,
    wtimeMs: 1000,
    btimeMs: 0,
    wincMs: 10,
    bincMs: 10,
    movesToGo: 5,
  });
  assert.deepEqual(parsed('go depth 6 nodes 1000'), { kind: 'go', infinite: false, depth: 6, nodes: 1000 });
  assert.deepEqual(parsed('go infinite'), { kind: 'go', infinite: true });
  assert.deepEqual(parsed('go ponder movetime 100'), { kind: 'go', infinite: true, movetimeMs: 100 });
  assert.match(error('go depth'), /depth needs an integer/);
  assert.match(error('go depth 0'), /from 1/);
  assert.match(error('go depth x'), /integer/);
  assert.match(error('go sideways 3'), /unknown parameter "sideways"/);
  assert.match(error('go searchmoves e2e4'), /not supported/);
});

test('setoption: multi-word names, values with spaces, no value (a button)', () => {
  assert.deepEqual(parsed('setoption name Clear Hash'), { kind: 'setoption', name: 'Clear Hash', value: null });
  assert.deepEqual(parsed('setoption name Level value 3'), { kind: 'setoption', name: 'Level', value: '3' });
  assert.match(error('setoption Level 3'), /setoption name/);
});

test('unknown commands are errors naming the word', () => {
  assert.match(error('make me a sandwich'), /unknown command "make"/);
});
