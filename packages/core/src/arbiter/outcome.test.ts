import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canStillWin } from './outcome.js';
import { at } from '../../test/fixtures.js';

test('an inconclusive analysis sides with the player who still has time, and says so (issue 5 §2)', () => {
  const pos = at('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
  const starved = canStillWin('any-series', pos, 'white', { maxNodes: 1 });
  assert.equal(starved.canWin, true);
  assert.match(starved.reason, /inconclusive/);
  const full = canStillWin('any-series', pos, 'white');
  assert.deepEqual(full, { canWin: true, reason: 'White can still checkmate' });
});

test('a proof of "cannot" is what draws: a lone king', () => {
  const check = canStillWin('any-series', at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'), 'black');
  assert.deepEqual(check, { canWin: false, reason: 'Black cannot checkmate by any series of legal moves' });
});
