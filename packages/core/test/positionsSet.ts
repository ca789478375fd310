/**
 * The chasolver test set (../shared/data/unwinnability/positions.txt, MIT, from
 * github.com/miguel-ambrona/chasolver): 3,414 hard positions, both sides asked — 6,828 queries.
 * The suite runs it in two halves (two test files, so the runner can use two cores): every
 * query is judged against its label by `judgeVerdict` (the judgement `flagfall winnable --file`
 * uses) and must agree at the default node budget.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { TestContext } from 'node:test';
import { canCheckmate, makeUci } from '../src/index.js';
import { parseFenTolerant } from '../src/notation/index.js';
import { judgeVerdict, LABEL_JUDGEMENTS, parseLabelledPositions, type LabelJudgement } from '../src/winnable/index.js';
import { sharedPath, skipMessage } from './shared.js';

const REL = 'data/unwinnability/positions.txt';

/** What each judgement other than agreement means, for the assertion messages. */
const MEANING: Readonly<Record<Exclude<LabelJudgement, 'agree'>, string>> = {
  unsound: 'said "cannot mate" where a mate exists',
  badLine: 'returned lines that do not mate',
  labelWrong: 'a mating line against a "cannot mate" label (the label would be wrong)',
  unknown: 'undecided at the default node budget',
};

/** Runs the positions whose index is `part` modulo `parts` (both sides of each). */
export function checkPositions(t: TestContext, part: number, parts: number): void {
  const path = sharedPath(REL);
  if (path === undefined) {
    t.skip(skipMessage(REL));
    return;
  }
  const file = parseLabelledPositions(readFileSync(path, 'utf8'));
  if (!file.ok) assert.fail(file.error.message);
  assert.equal(file.value.length, 3414, 'positions in the file');
  const found = new Map<LabelJudgement, string[]>(LABEL_JUDGEMENTS.map((j) => [j, []]));
  let queries = 0;
  file.value.forEach(({ fen, canMate }, index) => {
    if (index % parts !== part) return;
    const parsed = parseFenTolerant(fen);
    assert.ok(parsed.ok, fen);
    for (const side of ['white', 'black'] as const) {
      const v = canCheckmate(parsed.value, side);
      queries++;
      const judgement = judgeVerdict(parsed.value, side, canMate[side], v);
      found.get(judgement)!.push(`${side} ${fen}: ${v.reason} ${(v.line ?? []).map(makeUci).join(' ')}`);
    }
  });
  t.diagnostic(`${queries} queries: ${found.get('agree')!.length} agree with the labels, ${found.get('unknown')!.length} unknown`);
  for (const [judgement, meaning] of Object.entries(MEANING)) assert.deepEqual(found.get(judgement as LabelJudgement), [], meaning);
  assert.equal(found.get('agree')!.length, queries);
}
