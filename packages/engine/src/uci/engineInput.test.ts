import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkGoLimits, checkPosition, isSendable, makeGo, makePosition, makeSetOption } from './engineInput.js';
import { parseOption } from './engineOutput.js';
import { checkOptionValue } from './options.js';

describe('writing engine input', () => {
  test('go: every limit in protocol order, times cut to whole non-negative ms', () => {
    assert.equal(
      makeGo({ wtimeMs: 1234.9, btimeMs: -20, wincMs: 100, bincMs: 100, movestogo: 5, movetimeMs: 50, depth: 5, nodes: 1000 }),
      'go wtime 1234 btime 0 winc 100 binc 100 movestogo 5 movetime 50 depth 5 nodes 1000',
    );
    assert.equal(makeGo({ infinite: true }), 'go infinite');
    assert.equal(makeGo({}), 'go');
  });

  test('go limits that cannot be sent are named', () => {
    assert.equal(checkGoLimits({ depth: 3, wtimeMs: 10 }), null);
    assert.match(checkGoLimits({ depth: 2.5 }) ?? '', /^depth must be a non-negative integer/);
    assert.match(checkGoLimits({ depth: 0 }) ?? '', /^depth must be at least 1/);
    assert.match(checkGoLimits({ wtimeMs: NaN }) ?? '', /^wtimeMs must be a finite number/);
    assert.match(checkGoLimits({ nodes: -1 }) ?? '', /^nodes/);
  });

  test('position: startpos or a FEN, then the moves; anything else is refused', () => {
    assert.equal(makePosition(null, []), 'position startpos');
    assert.equal(makePosition(null, ['e2e4', 'e7e5']), 'position startpos moves e2e4 e7e5');
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    assert.equal(makePosition(fen, ['e2e4']), `position fen ${fen} moves e2e4`);
    assert.equal(checkPosition(fen, ['e2e4', 'e7e8q']), null);
    assert.match(checkPosition(`${fen}\nquit`, []) ?? '', /^not a six-field FEN/);
    assert.match(checkPosition('4k3/8/8/8/8/8/4P3/4K3 w - -', []) ?? '', /^not a six-field FEN/);
    assert.match(checkPosition(null, ['e2e4 quit']) ?? '', /^not a UCI move/);
  });

  test('setoption, and what may be sent', () => {
    assert.equal(makeSetOption('Skill Level', '3'), 'setoption name Skill Level value 3');
    assert.equal(makeSetOption('Clear Hash', undefined), 'setoption name Clear Hash');
    assert.equal(isSendable('/usr/share/book.bin'), true);
    assert.equal(isSendable('x\ny'), false);
    assert.equal(isSendable('x\ry'), false);
  });

  test('option values are checked against the declaration', () => {
    const spin = parseOption('option name Skill Level type spin default 20 min 0 max 20')!;
    assert.equal(checkOptionValue(spin, '0'), null);
    assert.equal(checkOptionValue(spin, '21'), '21 is outside 0 to 20');
    assert.equal(checkOptionValue(spin, '1.5'), 'needs an integer, got "1.5"');
    assert.equal(checkOptionValue(spin, undefined), 'a spin option needs a value');
    const check = parseOption('option name Ponder type check default false')!;
    assert.equal(checkOptionValue(check, 'true'), null);
    assert.equal(checkOptionValue(check, 'yes'), 'needs true or false, got "yes"');
    const combo = parseOption('option name Style type combo default Normal var Solid var Normal')!;
    assert.equal(checkOptionValue(combo, 'solid'), null);
    assert.equal(checkOptionValue(combo, 'Wild'), 'needs one of "Solid", "Normal", got "Wild"');
    const button = parseOption('option name Clear Hash type button')!;
    assert.equal(checkOptionValue(button, undefined), null);
    assert.equal(checkOptionValue(button, 'true'), 'a button takes no value');
  });
});
