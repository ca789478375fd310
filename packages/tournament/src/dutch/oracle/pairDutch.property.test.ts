import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Player, ResultCode, RoundEntry, Tournament } from '../../model/tournament.js';
import { makePrng, type Prng } from '../../simulate/prng.js';
import { pairDutch } from '../pair.js';
import { pairingState } from '../state.js';
import { rankOrder } from './brackets.js';
import { allocateColours } from './colours.js';
import { forEachLegalCandidate } from './enumerate.js';
import { mayMeet } from './legality.js';
import { candidateOf, findBetterCandidate } from './oracle.js';
import type { OracleState } from './view.js';
import { createPlayer, createTournament } from '../../model/build.js';

/**
 * A random legal pairing of `state` (C1–C3, C2 for the bye), found by a randomised search, or null
 * when none exists. Not a Dutch pairing: histories made of these test the engine on any legal past.
 */
function randomLegalPairing(state: OracleState, prng: Prng): { pairs: [number, number][]; bye: number | null } | null {
  const players = rankOrder(state);
  for (let i = players.length - 1; i > 0; i--) {
    const j = prng.nextInt(0, i);
    [players[i], players[j]] = [players[j]!, players[i]!];
  }
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  let steps = 0;
  const search = (): boolean => {
    if (++steps > 20_000) return false;
    const p = players.find((x) => !used.has(x.id));
    if (p === undefined) return true;
    used.add(p.id);
    if (players.length % 2 === 1 && bye === null && p.byeAllowed) {
      bye = p.id;
      if (search()) return true;
      bye = null;
    }
    for (const q of players) {
      if (used.has(q.id) || !mayMeet(p, q)) continue;
      used.add(q.id);
      pairs.push([p.id, q.id]);
      if (search()) return true;
      pairs.pop();
      used.delete(q.id);
    }
    used.delete(p.id);
    return false;
  };
  return search() ? { pairs, bye } : null;
}

/**
 * A random tournament of `n` players with up to `rounds` rounds played: requested byes (H, F, Z),
 * forfeits, PABs, pairings either random legal ones or the engine's own (so scoregroups form as
 * in a real Swiss), colours as Article 5.2 gives them.
 */
function randomTournament(n: number, rounds: number, declared: number, seed: number): Tournament {
  const prng = makePrng(seed);
  const blocks: RoundEntry[][] = Array.from({ length: n }, () => []);
  const build = (played: number): Tournament =>
    createTournament({
      players: blocks.map((rs, i): Player =>
        createPlayer({
          id: i + 1,
          name: `P${i + 1}`,
          rating: 2400 - 10 * i,
          points: 0,
          // Rounds before the current one are complete; in the current one only absences have blocks.
          rounds: rs.slice(0, played),
        }),
      ),
      totalRounds: declared,
      initialColor: seed % 2 === 0 ? 'w' : 'b',
    });
  for (let r = 1; r <= rounds; r++) {
    for (let i = 0; i < n; i++) {
      if (prng.nextFloat() < 0.08)
        blocks[i]![r - 1] = { opponent: null, color: '-', result: (['H', 'F', 'Z'] as const)[prng.nextInt(0, 2)]! };
    }
    const t = build(r);
    const state = pairingState(t, r);
    if (!state.ok) throw new Error(state.error.message);
    let pairing: { pairs: (readonly [number, number])[]; bye: number | null } | null = null;
    if (prng.nextFloat() < 0.5) {
      const engine = pairDutch(t, { round: r });
      if (engine.ok) pairing = { pairs: engine.value.pairs.map((p) => [p.white, p.black] as const), bye: engine.value.bye };
    } else {
      pairing = randomLegalPairing(state.value, prng);
    }
    if (pairing === null) {
      for (const b of blocks) b.length = Math.min(b.length, r - 1);
      return build(r - 1);
    }
    const byId = new Map(state.value.players.map((p) => [p.id, p]));
    for (const [x, y] of pairing.pairs) {
      const { white, black } = allocateColours(byId.get(x)!, byId.get(y)!, state.value.initialColour);
      const roll = prng.nextFloat();
      const [rw, rb]: [ResultCode, ResultCode] =
        roll < 0.06 ? ['+', '-'] : roll < 0.1 ? ['-', '+'] : roll < 0.45 ? ['1', '0'] : roll < 0.75 ? ['0', '1'] : ['=', '='];
      blocks[white - 1]![r - 1] = { opponent: black, color: 'w', result: rw };
      blocks[black - 1]![r - 1] = { opponent: white, color: 'b', result: rb };
    }
    if (pairing.bye !== null) blocks[pairing.bye - 1]![r - 1] = { opponent: null, color: '-', result: 'U' };
  }
  return build(rounds);
}

test('pairDutch is optimal by C5–C21 against every legal pairing, colours by Article 5.2 (4–12 players)', (t) => {
  let checked = 0;
  let impossible = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 4, max: 12 }),
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (n, rounds, extra, seed) => {
        // extra = 0: the round checked is the last declared one (topscorers, C10/C11).
        const tour = randomTournament(n, rounds, rounds + 1 + extra, seed);
        const round = (tour.players[0]?.rounds.length ?? 0) + 1;
        const state = pairingState(tour, round);
        assert.ok(state.ok);
        const result = pairDutch(tour, { round });
        const legal = forEachLegalCandidate(state.value, () => {});
        if (legal === 0) {
          impossible++;
          assert.equal(result.ok ? 'paired' : result.error.code, 'no-valid-pairing');
          return;
        }
        assert.ok(result.ok, `pairDutch failed though ${legal} legal pairings exist`);
        const verdict = findBetterCandidate(state.value, candidateOf(result.value));
        assert.equal(verdict.better, null, JSON.stringify(verdict.better?.ranking));
        const byId = new Map(state.value.players.map((p) => [p.id, p]));
        for (const p of result.value.pairs) {
          const due = allocateColours(byId.get(p.white)!, byId.get(p.black)!, state.value.initialColour);
          assert.equal(due.white, p.white, `${p.white}-${p.black}: ${due.rule}`);
        }
        checked++;
      },
    ),
    { seed: 20261124, numRuns: 400 },
  );
  assert.ok(checked > 250, `${checked} rounds checked`);
  t.diagnostic(`pairDutch checked against the exhaustive oracle on ${checked} rounds; ${impossible} with no legal pairing`);
  assert.ok(impossible > 0, `checked ${checked}, impossible ${impossible}`);
});
