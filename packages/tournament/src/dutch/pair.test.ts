import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makePairingOutput } from '../model/pairing.js';
import type { Tournament } from '../model/tournament.js';
import { tournamentOf } from '../../test/dutch/tournamentOf.js';
import { pairDutch } from './pair.js';

// Expected outputs: bbpPairings v6.0.0 `--dutch FILE -p` on the same tournaments (written with makeTrf),
// run 2026-11-24; our output must be the same text (pairs with colours in board order, the bye last).
const output = (t: Tournament, options: Parameters<typeof pairDutch>[1] = {}): string => {
  const r = pairDutch(t, options);
  return r.ok ? makePairingOutput(r.value).trim().split('\n').slice(1).join(' / ') : r.error.code;
};

test('round 1: S1 meets S2, the higher of each pair alternates colours from the initial colour (E.5)', () => {
  assert.equal(output(tournamentOf(['', '', '', '', '', ''], { totalRounds: 5 })), '1 4 / 5 2 / 3 6');
  assert.equal(output(tournamentOf(['', '', '', ''], { totalRounds: 5, initialColor: 'b' })), '3 1 / 2 4');
});

test('round 1 with an odd field: the lowest-ranked player gets the pairing-allocated bye (C5)', () => {
  const r = pairDutch(tournamentOf(['', '', '', '', ''], { totalRounds: 5 }));
  assert.ok(r.ok);
  assert.deepEqual(r.value, {
    round: 1,
    pairs: [
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ],
    bye: 5,
  });
});

test('C2: a player who had the pairing-allocated bye does not get it again', () => {
  assert.equal(output(tournamentOf(['2w1', '1b0', '4w1', '3b0', '0-U'], { totalRounds: 5 })), '5 1 / 2 3 / 4 0');
});

test('absent players (a requested bye in the round) are not paired', () => {
  assert.equal(output(tournamentOf(['2w1', '1b0', '4w1 0-H', '3b0', '6w=', '5b='], { totalRounds: 5 })), '6 1 / 2 5 / 4 0');
  const viaRequest = tournamentOf(['2w1', '1b0', '4w1', '3b0', '6w=', '5b='], {
    totalRounds: 5,
    requestedByes: [{ round: 2, kind: 'H', players: [3] }],
  });
  assert.equal(output(viaRequest), '6 1 / 2 5 / 4 0');
});

test('C1: two players who met cannot meet again — no valid pairing; after a forfeit they can', () => {
  assert.equal(output(tournamentOf(['2w1', '1b0'], { totalRounds: 3 })), 'no-valid-pairing');
  assert.equal(output(tournamentOf(['2w+', '1b-'], { totalRounds: 3 })), '1 2');
});

test('C3: non-topscorers with the same absolute preference never meet; topscorers may in the last round (A.7)', () => {
  // 1 and 2 have played White twice (both must have Black), 4 and 5 Black twice.
  const rows = ['4w1 5w1', '5w1 4w1', '6w0 0-U', '1b0 2b0', '2b0 1b0', '3b1 0-Z'];
  assert.equal(output(tournamentOf(rows, { totalRounds: 5 })), 'no-valid-pairing');
  // Last round: 1 and 2 are topscorers and meet; the higher-ranked 1 gets its Black (E.4).
  assert.equal(output(tournamentOf(rows, { totalRounds: 3 })), '2 1 / 4 3 / 5 6');
  // Four players: 3 and 4 (not topscorers) would have to meet with the same absolute preference.
  assert.equal(output(tournamentOf(['3w1 4w1', '4w1 3w1', '1b0 2b0', '2b0 1b0'], { totalRounds: 3 })), 'no-valid-pairing');
});

test('the last round: topscorers are paired by the same rules (bbp output)', () => {
  const rows = ['5w1 3w1', '6b1 4w1', '4w1 1b0', '3b0 2b0', '1b0 6w1', '2w0 5b0'];
  assert.equal(output(tournamentOf(rows, { totalRounds: 3 })), '2 1 / 3 5 / 4 6');
});

test('colours alternate from the last round in which the two had different colours (E.3)', () => {
  assert.equal(output(tournamentOf(['2w1 3b=', '1b0 4w1', '4w0 1w=', '3b1 2b0'], { totalRounds: 5 })), '4 1 / 2 3');
});

test('an explicit round re-pairs it from the rounds before; a round after the last is refused', () => {
  const t = tournamentOf(['2w1 3b=', '1b0 4w1', '4w0 1w=', '3b1 2b0'], { totalRounds: 5 });
  assert.equal(output(t, { round: 2 }), output(tournamentOf(['2w1', '1b0', '4w0', '3b1'], { totalRounds: 5 })));
  const late = pairDutch(t, { round: 6 });
  assert.equal(late.ok ? 'ok' : late.error.code, 'bad-input');
});

test('the default round is the one after the last paired round; an absence written ahead marks it', () => {
  const t = tournamentOf(['2w1 0-H', '1b0', '4w1', '3b0'], { totalRounds: 5 });
  const r = pairDutch(t);
  assert.ok(r.ok);
  assert.equal(r.value.round, 2);
  assert.equal(
    r.value.pairs.some((p) => p.white === 1 || p.black === 1),
    false,
  );
  assert.notEqual(r.value.bye, null);
});

test('tiny fields: nobody to pair; one player gets the PAB unless C2 forbids it', () => {
  assert.deepEqual(pairDutch(tournamentOf(['0-Z 0-Z', '0-Z 0-H'], { totalRounds: 3 }), { round: 2 }), {
    ok: true,
    value: { round: 2, pairs: [], bye: null },
  });
  const absentOther = { totalRounds: 3, requestedByes: [{ round: 2, kind: 'Z' as const, players: [2] }] };
  assert.equal(output(tournamentOf(['2w1', '1b0'], absentOther)), '1 0');
  assert.equal(output(tournamentOf(['0-U', '0-Z'], absentOther)), 'no-valid-pairing');
});

test('late entries (no blocks for the rounds missed) and a player who missed a round are paired like bbp', () => {
  assert.equal(output(tournamentOf(['2w1', '1b0', '4w=', '3b=', ''], { totalRounds: 5 })), '4 1 / 5 3 / 2 0');
  assert.equal(output(tournamentOf(['2w1 3b1', '1b0 4w=', '4w= 1w0', '3b= 2b=', '', '0-Z'], { totalRounds: 5 })), '4 1 / 2 3 / 5 6');
  assert.equal(
    output(tournamentOf(['2w1 0-Z', '1b0 4w1', '4w= 5b1', '3b= 2b0', '6w1 3w0', '5b0 0-U'], { totalRounds: 5 })),
    '3 1 / 6 2 / 4 5',
  );
});
