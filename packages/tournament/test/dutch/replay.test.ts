import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectedRounds, replayFixture } from './replay.js';

// Every round of 73 tournaments made by bbpPairings v6.0.0's random tournament generator (each
// .trf file names its command and seed), re-paired from its history: our pairing must be the one
// `bbpPairings.exe --dutch FILE -p` printed (fixtures/expected.json), board order and bye included.
const groups = new Map<string, string[]>();
for (const name of Object.keys(expectedRounds)) {
  const mode = name.split('-')[0]!;
  groups.set(mode, [...(groups.get(mode) ?? []), name]);
}

const describeMode: Record<string, string> = {
  plain: 'byes, forfeits, withdrawals, 6–60 players, 5–15 rounds, topscorers in the last round',
  baku: 'Baku acceleration (192 FIDE_DUTCH_BAKU)',
  accel: 'accelerations from the file (250)',
  forbid: 'forbidden pairs (260)',
  points: 'non-default point systems (3/1/0, 2/1/0 with a 1-point zero bye)',
  beyond: 'small fields paired past their last round: no valid pairing exists, as bbp says (exit 1)',
};

for (const [mode, names] of groups) {
  test(`Dutch replay against bbpPairings: ${describeMode[mode] ?? mode} (${names.length} tournaments)`, () => {
    let rounds = 0;
    for (const name of names) rounds += replayFixture(name);
    assert.ok(rounds >= names.length);
  });
}
