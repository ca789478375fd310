import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePgn } from '../pgn/read.js';
import { codes, moves, ruling, run } from '../test-support/arbiter.js';
import { parseEvents } from './events.js';
import { events } from './makeEvents.js';
import { Game } from './game.js';

const OPENING = moves(['e4', 'e5', 'Nf3', 'Nc6'], 1000);

describe('abandonment claims (online: FIDE Online 11, as lichess)', () => {
  test('the player who stayed claims the win: 1-0, termination abandonment, PGN Termination "abandoned"', () => {
    const v = run({ rules: 'online', tc: '3+2' }, [...OPENING, { t: 60_000, type: 'claim', by: 'black', claim: 'abandonment-win' }]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'abandonment');
    assert.equal(v.rule, 'FIDE Online 11');
    assert.equal(v.endedAt, 60_000);
    assert.equal(ruling(v, 'game-ends').ruling, 'White left the game and did not come back: Black wins');
    const [game] = parsePgn(v.pgn);
    assert.equal(game?.headers.get('Termination'), 'abandoned');
    assert.equal(game?.headers.get('TerminationDetail'), 'abandonment');
  });

  test("or a draw: 1/2-1/2 at the claimant's word", () => {
    const v = run({ rules: 'online', tc: '3+2' }, [...OPENING, { t: 60_000, type: 'claim', by: 'white', claim: 'abandonment-draw' }]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'abandonment');
    assert.equal(ruling(v, 'game-ends').ruling, "Black left the game and did not come back: drawn at White's claim");
  });

  test('a claimant with a lone king gets a draw: he cannot checkmate by any series of legal moves, as for a flag', () => {
    const v = run({ rules: 'online', tc: '3+2', fen: '4k3/8/8/8/8/8/3q4/K7 b - - 0 1' }, [
      { t: 5000, type: 'claim', by: 'white', claim: 'abandonment-win' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'abandonment');
    assert.equal(
      ruling(v, 'game-ends').ruling,
      'Black left the game and did not come back, but White cannot checkmate by any series of legal moves: drawn',
    );
  });

  test('an analysis out of nodes counts the claimant as able to mate, and the ruling says so', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const started = Game.start({ rules: 'online', tc: '3+2', fen }, { maxNodes: 1 });
    assert.ok(started.ok);
    const r = started.value.apply(events.claim(1000, 'black', 'abandonment-win'));
    assert.ok(r.ok);
    assert.equal(started.value.state.result, '0-1');
    assert.equal(r.value.at(-1)!.inconclusive?.side, 'black');
  });

  test('refused over the board (fide-blitz): a ruling citing the table, and nothing else changes', () => {
    const started = Game.start({ rules: 'fide-blitz', tc: '3+2' });
    assert.ok(started.ok);
    const game = started.value;
    for (const [i, m] of ['e4', 'e5', 'Nf3'].entries()) assert.ok(game.apply(events.move(1000 * (i + 1), m)).ok);
    const before = JSON.stringify(game.state);
    for (const claim of ['abandonment-win', 'abandonment-draw'] as const) {
      const r = game.apply(events.claim(3000, 'white', claim));
      assert.ok(r.ok);
      assert.deepEqual(
        r.value.map((x) => [x.code, x.rule]),
        [['claim-refused', 'FIDE 11.2.3, 6.8']],
      );
      assert.match(
        r.value[0]!.ruling,
        /White claims (the win|a draw) because Black left the game: under these rules there is no such claim/,
      );
      assert.equal(JSON.stringify(game.state), before);
    }
  });

  test('refused under every over-the-board ruleset', () => {
    for (const rules of ['fide-standard', 'fide-2009-blitz', 'uscf-standard', 'uscf-blitz']) {
      const v = run({ rules, tc: '3+2' }, [...OPENING, { t: 6000, type: 'claim', by: 'black', claim: 'abandonment-draw' }]);
      assert.equal(v.result, '*', rules);
      assert.deepEqual(codes(v).slice(-1), ['claim-refused'], rules);
    }
  });

  test('a claim after the end is ignored like any event', () => {
    const v = run({ rules: 'online', tc: '3+2' }, [
      ...OPENING,
      { t: 6000, type: 'resign', by: 'white' },
      { t: 7000, type: 'claim', by: 'white', claim: 'abandonment-win' },
    ]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'resignation');
    assert.deepEqual(codes(v), ['game-ends', 'after-end']);
  });

  test('the claims are part of the event language; an intended move does not go with them', () => {
    const ok = parseEvents('{"type":"start","rules":"online","tc":"1+0"}\n{"t":5,"type":"claim","by":"white","claim":"abandonment-draw"}');
    assert.ok(ok.ok);
    const bad = parseEvents(
      '{"type":"start","rules":"online","tc":"1+0"}\n{"t":5,"type":"claim","by":"white","claim":"abandonment-win","move":"e4"}',
    );
    assert.ok(!bad.ok);
    assert.equal(bad.error.field, 'move');
  });
});
