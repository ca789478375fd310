import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasInsufficientMaterial, isInsufficientMaterial } from './material.js';
import { parseFen } from '../notation/fen.js';

const cases: Array<[string, string, boolean, boolean]> = [
  // fen, what, white cannot mate, black cannot mate
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'bare kings', true, true],
  ['4k3/8/8/8/8/8/8/3NK3 w - - 0 1', 'K+N v K', true, true],
  ['4k3/8/8/8/8/8/8/3BK3 w - - 0 1', 'K+B v K', true, true],
  ['4k3/8/8/8/8/8/8/2NNK3 w - - 0 1', 'K+N+N v K (a helpmate exists)', false, true],
  ['4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1', 'K+B+B opposite shades v K', false, true],
  ['4k3/8/8/8/8/8/8/3BKB2 w - - 0 1', 'K+B+B one shade v K', true, true],
  ['4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1', 'K+B v K+B same shade', true, true],
  ['2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'K+B v K+B opposite shades', false, false],
  ['4k3/4p3/8/8/8/8/8/3NK3 w - - 0 1', 'K+N v K+P (the pawn can block)', false, false],
  ['4kn2/8/8/8/8/8/8/3NK3 w - - 0 1', 'K+N v K+N', false, false],
  ['4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'K+R v K', false, true],
  ['4k3/8/8/8/8/8/P7/4K3 w - - 0 1', 'K+P v K', false, true],
];

for (const [fen, what, white, black] of cases) {
  test(`material rule: ${what}`, () => {
    const pos = parseFen(fen);
    assert.ok(pos.ok);
    assert.equal(hasInsufficientMaterial(pos.value, 'white'), white, 'white');
    assert.equal(hasInsufficientMaterial(pos.value, 'black'), black, 'black');
    assert.equal(isInsufficientMaterial(pos.value), white && black);
  });
}
