/**
 * The lobby on a hand-driven clock: seeks (limits, guests, own seeks), pools whose pairing range
 * widens while players wait, and challenges (direct, open, declined, cancelled).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Participant } from '../game/participants.js';
import { ManualTime } from '../time.js';
import { Lobby, MAX_SEEKS_PER_PLAYER, POOL_RANGE, type Pairing } from './lobby.js';

const person = (name: string, rating: number | null = 1500, guest = false): Participant => ({
  key: guest ? `guest:${name}` : name.toLowerCase(),
  userId: guest ? null : name.toLowerCase(),
  name,
  title: null,
  rating,
  provisional: false,
});

function lobby() {
  const time = new ManualTime();
  const pairings: Pairing[] = [];
  const events: string[] = [];
  const l = new Lobby(
    time,
    {
      seekAdded: (s) => events.push(`add ${s.id}`),
      seekRemoved: (s) => events.push(`remove ${s.id}`),
      challengeCreated: (c) => events.push(`created ${c.by.key} ${c.to} ${c.id}`),
      challengeDeclined: (c, reason) => events.push(`declined ${c.by.key} ${c.id} ${reason}`),
      challengeCanceled: (c) => events.push(`canceled ${c.to} ${c.id}`),
    },
    async (p) => {
      pairings.push(p);
    },
    () => 'http://localhost:8080',
  );
  return { l, time, pairings, events };
}

test('seeks: any control the core reads; refusals name the problem; accepting pairs and clears', async () => {
  const { l, pairings, events } = lobby();
  const alice = person('Alice');
  const bob = person('Bob');
  const bad = l.createSeek(alice, { tc: '3+', rated: false, color: 'white' });
  assert.ok(!bad.ok && bad.error.code === 'bad_tc');
  const guest = l.createSeek(person('g', null, true), { tc: '3+2', rated: true, color: 'white' });
  assert.ok(!guest.ok && guest.error.code === 'forbidden');
  const otb = l.createSeek(alice, { tc: '3+2', rated: false, color: 'white', rules: 'fide-blitz' });
  assert.ok(!otb.ok && otb.error.code === 'refused');
  const delay = l.createSeek(alice, { tc: 'G/5;d3', rated: true, color: 'white' });
  assert.ok(delay.ok);
  assert.equal(l.seekInfo(delay.value).category, 'blitz');
  for (let i = 1; i < MAX_SEEKS_PER_PLAYER; i++) assert.ok(l.createSeek(alice, { tc: '1+0', rated: false, color: 'random' }).ok);
  const tooMany = l.createSeek(alice, { tc: '1+0', rated: false, color: 'random' });
  assert.ok(!tooMany.ok && tooMany.error.code === 'too_many');
  const own = await l.acceptSeek(alice, delay.value.id);
  assert.ok(!own.ok && own.error.code === 'refused');
  assert.ok((await l.acceptSeek(bob, delay.value.id)).ok);
  assert.equal(pairings.length, 1);
  assert.equal(pairings[0]!.white.name, 'Alice');
  assert.equal(pairings[0]!.black.name, 'Bob');
  assert.equal(pairings[0]!.tc, 'G/5;d3');
  // Alice's other seeks went with the pairing.
  assert.equal(l.seeks.size, 0);
  assert.equal(events.filter((e) => e.startsWith('remove')).length, MAX_SEEKS_PER_PLAYER);
});

test('pools pair close ratings at once and wider gaps only after waiting', async () => {
  const { l, time, pairings } = lobby();
  assert.ok(l.joinPool(person('A', 1500), '3+0', true).ok);
  assert.ok(l.joinPool(person('B', 1900), '3+0', true).ok);
  assert.equal(pairings.length, 0, '400 points apart: not yet');
  const wait = ((400 - POOL_RANGE.startPoints) / POOL_RANGE.perSecond) * 1000;
  time.advance(wait - 1000);
  assert.equal(pairings.length, 0);
  time.advance(1000);
  assert.equal(pairings.length, 1);
  // Close ratings pair at once, and a rated pool never pairs with a casual one.
  assert.ok(l.joinPool(person('C', 1500), '5+0', true).ok);
  assert.ok(l.joinPool(person('D', 1500), '5+0', false).ok);
  assert.equal(pairings.length, 1);
  assert.ok(l.joinPool(person('E', 1550), '5+0', true).ok);
  assert.equal(pairings.length, 2);
  assert.deepEqual(new Set([pairings[1]!.white.name, pairings[1]!.black.name]), new Set(['C', 'E']));
  assert.equal(l.poolOf('d')?.pool, '5+0');
  l.leave('d');
  assert.equal(l.poolOf('d'), null);
});

test('challenges: direct ones reach their player; open ones anyone may take; decline and cancel', async () => {
  const { l, pairings, events } = lobby();
  const alice = person('Alice');
  const bob = person('Bob');
  const carol = person('Carol');
  const direct = l.createChallenge(alice, bob, { tc: '5+3', rated: true, color: 'black' });
  assert.ok(direct.ok);
  assert.ok(events.includes(`created alice bob ${direct.value.id}`));
  assert.equal(l.challengeInfo(direct.value).url, `http://localhost:8080/challenge/${direct.value.id}`);
  const wrong = await l.acceptChallenge(carol, direct.value.id);
  assert.ok(!wrong.ok && wrong.error.code === 'forbidden');
  assert.ok((await l.acceptChallenge(bob, direct.value.id)).ok);
  assert.equal(pairings[0]!.white.name, 'Bob');
  assert.equal(pairings[0]!.id, direct.value.id, 'the game takes the challenge id');
  const open = l.createChallenge(alice, null, { tc: '10+5', rated: false, color: 'white' });
  assert.ok(open.ok);
  assert.ok((await l.acceptChallenge(carol, open.value.id)).ok);
  const declined = l.createChallenge(alice, bob, { tc: '3+2', rated: false, color: 'random' });
  assert.ok(declined.ok);
  assert.ok(l.declineChallenge(bob.key, declined.value.id, 'tooFast').ok);
  assert.ok(events.includes(`declined alice ${declined.value.id} tooFast`));
  const canceled = l.createChallenge(alice, bob, { tc: '3+2', rated: false, color: 'random' });
  assert.ok(canceled.ok);
  assert.ok(!l.cancelChallenge(bob.key, canceled.value.id).ok);
  assert.ok(l.cancelChallenge(alice.key, canceled.value.id).ok);
  assert.ok(events.includes(`canceled bob ${canceled.value.id}`));
  assert.equal(l.challenges.size, 0);
  const lapsing = l.createChallenge(alice, bob, { tc: '3+2', rated: false, color: 'random', lapses: true });
  assert.ok(lapsing.ok && lapsing.value.lapses);
  assert.ok(l.lapseChallenge(lapsing.value.id));
  assert.ok(!l.lapseChallenge(lapsing.value.id), 'gone already');
  assert.ok(events.includes(`canceled bob ${lapsing.value.id}`));
  const self = l.createChallenge(alice, alice, { tc: '3+2', rated: false, color: 'random' });
  assert.ok(!self.ok && self.error.code === 'refused');
});
