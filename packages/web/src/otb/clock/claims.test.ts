import assert from 'node:assert/strict';
import { test } from 'node:test';
import { effectsOf, hasQuickplay } from './claims.js';

test('an illegal-move claim: a minute for the claimant under FIDE blitz, none under 2009 blitz where the first loses', () => {
  assert.deepEqual(effectsOf('fide-blitz', 'illegal-move', 'white'), {
    time: [{ when: 'correct', to: 'white', ms: 60_000, rule: 'FIDE B.3, A.3, 7.5.5' }],
    lossAtCount: { count: 2, rule: 'FIDE A.5.2, 7.5.5' },
  });
  const old = effectsOf('fide-2009-blitz', 'illegal-move', 'black');
  assert.deepEqual(old.time, []);
  assert.equal(old.lossAtCount?.count, 1);
});

test('a wrong claim costs time where the table says so', () => {
  assert.deepEqual(
    effectsOf('uscf-standard', 'flag', 'black').time.map((e) => [e.when, e.to, e.ms]),
    [['wrong', 'white', 120_000]],
  );
  assert.deepEqual(effectsOf('fide-blitz', 'flag', 'black').time, []);
  assert.deepEqual(
    effectsOf('fide-standard', 'threefold', 'white').time.map((e) => [e.when, e.to, e.ms]),
    [['wrong', 'black', 120_000]],
  );
  assert.deepEqual(effectsOf('fide-blitz', 'resign', 'white'), { time: [], lossAtCount: null });
  assert.equal(hasQuickplay('fide-rapid'), true);
  assert.equal(hasQuickplay('fide-blitz'), false);
});
