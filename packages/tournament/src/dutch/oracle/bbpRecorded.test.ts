import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordedPairing } from '../../check/actual.js';
import { parseTrf } from '../../trf/parse.js';
import { pairingState } from '../state.js';
import { BBP_RECORDED } from './bbpRecorded.js';
import { allocateColours } from './colours.js';
import { forEachLegalCandidate } from './enumerate.js';
import { absoluteViolations } from './legality.js';
import { bestCandidates, candidateOf, findBetterCandidate } from './oracle.js';

// bbpPairings is the reference engine for the 2026 rules: each of its recorded pairings must be
// legal and have no legal alternative the criteria rank above it, which tests the evaluator.
const recorded = BBP_RECORDED.map((r) => {
  const parsed = parseTrf(r.trf);
  if (!parsed.ok) throw new Error(`seed ${r.seed}: ${parsed.error.message}`);
  const t = { ...parsed.value, totalRounds: r.rounds };
  let paired = 0;
  for (const p of t.players)
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null || e.result === 'U') paired = Math.max(paired, i + 1);
    });
  return { seed: r.seed, t, paired };
});

test('bbpPairings v6 recorded rounds: legal, optimal by C5–C21, colours as Article 5 gives them', () => {
  let rounds = 0;
  for (const { seed, t, paired } of recorded) {
    for (let round = 1; round <= paired; round++) {
      const state = pairingState(t, round);
      assert.ok(state.ok);
      const pairing = recordedPairing(t, round);
      const candidate = candidateOf(pairing);
      assert.deepEqual(absoluteViolations(state.value, candidate), [], `seed ${seed} round ${round}`);
      const verdict = findBetterCandidate(state.value, candidate);
      assert.ok(verdict.legalCount > 0);
      assert.equal(verdict.better, null, `seed ${seed} round ${round}: ${JSON.stringify(verdict.better?.ranking)}`);
      const byId = new Map(state.value.players.map((p) => [p.id, p]));
      for (const pair of pairing.pairs) {
        const colours = allocateColours(byId.get(pair.white)!, byId.get(pair.black)!, state.value.initialColour);
        assert.equal(colours.white, pair.white, `seed ${seed} round ${round} ${pair.white}-${pair.black} (${colours.rule})`);
      }
      rounds++;
    }
  }
  assert.equal(rounds, 71);
});

test('bbpPairings v6 recorded rounds: the pairing is among the best candidates the oracle finds', () => {
  for (const { seed, t, paired } of recorded.slice(0, 6)) {
    for (let round = 1; round <= paired; round++) {
      const state = pairingState(t, round);
      assert.ok(state.ok);
      const mine = candidateOf(recordedPairing(t, round));
      const key = (c: typeof mine): string =>
        JSON.stringify([c.pairs.map((p) => [...p].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!), c.bye]);
      const best = bestCandidates(state.value).map((c) => key(c.candidate));
      assert.ok(best.includes(key(mine)), `seed ${seed} round ${round}`);
    }
  }
});

test('where the generator stopped early (bbp: no valid pairing), no legal candidate exists', () => {
  const stopped = recorded.filter((r) => r.paired < r.t.totalRounds);
  assert.ok(stopped.length > 0);
  for (const { t, paired } of stopped) {
    const state = pairingState(t, paired + 1);
    assert.ok(state.ok);
    assert.equal(
      forEachLegalCandidate(state.value, () => {}),
      0,
    );
  }
});
