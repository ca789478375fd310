import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFenTolerant } from '../notation/fen.js';
import type { Position } from '../board/position.js';
import { canCheckmate, QUICK_MAX_NODES } from './canCheckmate.js';

const position = (fen: string): Position => {
  const r = parseFenTolerant(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

describe('canCheckmate quick mode', () => {
  test('real endgames from lichess games: yes with a line that mates, within the quick budget', () => {
    for (const [fen, side] of [
      ['8/8/3Kp1p1/7p/5P2/6k1/8/8 w - - 0 59', 'white'],
      ['8/8/6k1/8/6N1/rP2R1PP/5PK1/8 b - - 2 45', 'white'],
      ['8/8/6k1/8/6N1/rP2R1PP/5PK1/8 b - - 2 45', 'black'],
    ] as const) {
      const pos = position(fen);
      const v = canCheckmate(pos, side, { mode: 'quick' });
      assert.equal(v.verdict, 'yes', v.reason);
      assert.ok(v.nodes <= QUICK_MAX_NODES, `${v.nodes} nodes`);
      const p = pos.clone();
      for (const m of v.line ?? []) assert.ok(p.play(m));
      assert.ok(p.isCheckmate() && p.turn !== side);
    }
  });

  test('the material rule and a blocked position are still proved (no)', () => {
    assert.equal(canCheckmate(position('8/8/4k3/8/8/3KN3/8/8 w - - 0 1'), 'white', { mode: 'quick' }).verdict, 'no');
    assert.equal(canCheckmate(position('3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1'), 'white', { mode: 'quick' }).verdict, 'no');
  });

  test('a position that needs the long searches is unknown in quick mode, decided in full', () => {
    // A lone knight against a crowd: the mate needs a long, exact assembly (a corner, a blocker).
    const pos = position('8/6N1/7p/2p3k1/p2b4/8/K7/5r2 b - - 3 54');
    const quick = canCheckmate(pos, 'white', { mode: 'quick' });
    assert.equal(quick.verdict, 'unknown', quick.reason);
    assert.ok(quick.nodes <= QUICK_MAX_NODES);
    assert.match(quick.reason, /quick/);
    assert.equal(canCheckmate(pos, 'white').verdict, 'yes');
  });

  test('quick mode never exceeds its budget, even when asked for more', () => {
    const v = canCheckmate(position('8/6N1/7p/2p3k1/p2b4/8/K7/5r2 b - - 3 54'), 'white', { mode: 'quick', maxNodes: 1 << 20 });
    assert.ok(v.nodes <= QUICK_MAX_NODES, `${v.nodes} nodes`);
  });
});
