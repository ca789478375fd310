import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maxWeightMatching } from '../matching/maxWeightMatching.js';
import { exactCompletion, greedyCompletion } from './completion.js';

// Players 0..5; `played` pairs may not meet.
const problem = (played: readonly [number, number][], extra: Partial<Parameters<typeof greedyCompletion>[0]> = {}) => {
  const met = new Set(played.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  return {
    vertices: [0, 1, 2, 3, 4, 5],
    compatible: (i: number, j: number) => !met.has(`${Math.min(i, j)}-${Math.max(i, j)}`),
    byeCandidate: null,
    ...extra,
  };
};

test('a first-fit pairing with one exchange proves completion; both methods agree when it exists', () => {
  // First fit pairs 0-1, 2-3 and leaves 4-5, who met: one exchange (4 with 2, 3 with 5) repairs it.
  const pb = problem([[4, 5]]);
  assert.equal(greedyCompletion(pb), true);
  assert.equal(exactCompletion(pb, maxWeightMatching), true);
});

test('no complete pairing: greedy proves nothing, the exact method says no', () => {
  // 0 has met everyone.
  const pb = problem([
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
    [0, 5],
  ]);
  assert.equal(greedyCompletion(pb), false);
  assert.equal(exactCompletion(pb, maxWeightMatching), false);
});

test('an odd field needs a PAB candidate left over (C2); MDPs may not meet each other', () => {
  const odd = { ...problem([]), vertices: [0, 1, 2, 3, 4] };
  assert.equal(exactCompletion({ ...odd, byeCandidate: () => false }, maxWeightMatching), false);
  assert.equal(exactCompletion({ ...odd, byeCandidate: (i) => i === 2 }, maxWeightMatching), true);
  assert.equal(greedyCompletion({ ...odd, byeCandidate: (i) => i === 2 }), true);
  // Four MDPs (apart) and two others: the MDPs cannot all be paired.
  const apart = new Set([0, 1, 2, 3]);
  assert.equal(exactCompletion(problem([], { apart }), maxWeightMatching), false);
});

test('with the next scoregroup, every MDP must meet it and it pairs within itself but for one', () => {
  // MDPs 0, 1; next group 2, 3, 4; below 5. 0 has met 2, 3, 4: it cannot meet the next group.
  const pb = problem(
    [
      [0, 2],
      [0, 3],
      [0, 4],
    ],
    { apart: new Set([0, 1]), nextGroup: new Set([2, 3, 4]) },
  );
  assert.equal(greedyCompletion(pb), false);
  const fine = problem([], { apart: new Set([0, 1]), nextGroup: new Set([2, 3, 4]) });
  assert.equal(greedyCompletion(fine), true);
});
