/**
 * The chasolver test set (../shared/data/unwinnability/positions.txt, MIT, from
 * github.com/miguel-ambrona/chasolver): 3,414 hard positions, both sides asked — 6,828 queries.
 * The suite runs it in two halves (two test files, so the runner can use two cores): every
 * query must agree with its label at the default node budget, every "no" is checked against
 * the label (soundness) and every "yes" line is replayed to a mate.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { TestContext } from 'node:test';
import { canCheckmate, makeUci } from '../src/index.js';
import { parseFenTolerant } from '../src/notation/index.js';
import { sharedPath, skipMessage } from './shared.js';

const REL = 'data/unwinnability/positions.txt';

/** Runs the positions whose index is `part` modulo `parts` (both sides of each). */
export function checkPositions(t: TestContext, part: number, parts: number): void {
  const path = sharedPath(REL);
  if (path === undefined) {
    t.skip(skipMessage(REL));
    return;
  }
  let index = 0;
  let queries = 0;
  let agree = 0;
  const unknown: string[] = [];
  const unsound: string[] = [];
  const wrongYes: string[] = [];
  const badLines: string[] = [];
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([W-][B-])\s+(.+)$/.exec(raw.trim());
    if (!m) continue;
    if (index++ % parts !== part) continue;
    const [, label, fen] = m as unknown as [string, string, string];
    const parsed = parseFenTolerant(fen);
    assert.ok(parsed.ok, fen);
    const pos = parsed.value;
    for (const side of ['white', 'black'] as const) {
      const truth = label[side === 'white' ? 0 : 1] !== '-';
      const v = canCheckmate(pos, side);
      queries++;
      if (v.verdict === 'unknown') {
        unknown.push(`${side} ${fen}`);
      } else if (v.verdict === 'no') {
        if (truth) unsound.push(`${side} ${fen}: ${v.reason}`);
        else agree++;
      } else {
        const p = pos.clone();
        const mates = (v.line ?? []).every((move) => p.play(move)) && p.isCheckmate() && p.turn !== side;
        if (!mates) badLines.push(`${side} ${fen}: ${(v.line ?? []).map(makeUci).join(' ')}`);
        else if (!truth) wrongYes.push(`${side} ${fen}`);
        else agree++;
      }
    }
  }
  t.diagnostic(`${queries} queries: ${agree} agree with the labels, ${unknown.length} unknown`);
  assert.equal(index, 3414, 'positions in the file');
  assert.deepEqual(unsound, [], 'said "cannot mate" where a mate exists');
  assert.deepEqual(badLines, [], 'returned lines that do not mate');
  assert.deepEqual(wrongYes, [], 'a mating line against a "cannot mate" label (the label would be wrong)');
  assert.deepEqual(unknown, [], 'undecided at the default node budget');
  assert.equal(agree, queries);
}
