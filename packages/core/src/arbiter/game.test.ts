import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Position } from '../board/position.js';
import { makeSan } from '../notation/san.js';
import { parsePgn } from '../pgn/read.js';
import { replayPgnGame } from '../pgn/replay.js';
import { codes, moves, ruling, run } from '../test-support/arbiter.js';
import { parseEventLine, parseEvents, type GameEvent, type StartEvent, type StartOptions } from './events.js';
import { events } from './makeEvents.js';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import type { Ruling } from './outcome.js';
import { adjudicate, Game } from './game.js';

const startOf = (line: string): StartEvent => {
  const r = parseEventLine(line, 1);
  if (!r.ok || r.value.type !== 'start') throw new Error('bad start');
  return r.value;
};

/** The rulings of an applied event, failing the test on an input error. */
function applied(game: Game, event: GameEvent, source?: { line: number }): readonly Ruling[] {
  const r = game.apply(event, source);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Game (incremental)', () => {
  test('apply returns the rulings of that event and the state follows the game', () => {
    const started = Game.start(startOf('{"type":"start","rules":"fide-blitz","tc":"3+2"}'));
    assert.ok(started.ok);
    const game = started.value;
    assert.deepEqual(applied(game, { type: 'move', t: 1000, move: 'e4' }, { line: 2 }), []);
    assert.equal(game.state.turn, 'black');
    assert.equal(game.state.running, 'black');
    assert.deepEqual(game.state.clock, { white: 181_000, black: 180_000 });
    const r = applied(game, { type: 'resign', t: 2000, by: 'black' }, { line: 3 });
    assert.equal(r.length, 1);
    assert.equal(r[0]!.code, 'game-ends');
    assert.equal(r[0]!.line, 3);
    assert.equal(game.state.result, '1-0');
    assert.equal(game.state.running, null);
    assert.equal(game.verdict().termination, 'resignation');
    assert.equal(applied(game, { type: 'move', t: 3000, move: 'e5' }, { line: 4 })[0]!.code, 'after-end');
  });

  test('a program starts a game from typed options and applies typed events without line numbers', () => {
    const started = Game.start({ rules: 'online', tc: '1+0', tags: { White: 'Ann', Black: 'Bob' } });
    assert.ok(started.ok);
    const game = started.value;
    assert.deepEqual(applied(game, events.move(500, 'e4')), []);
    assert.deepEqual(applied(game, events.move(900, 'e5')), []);
    assert.equal(game.state.running, 'white', 'online: the clock starts once both sides have moved');
    const r = applied(game, events.resign(1500, 'white'));
    assert.equal(r[0]!.line, 4, 'the third event applied: the start is 1');
    assert.match(game.verdict().pgn, /\[White "Ann"\]/);
    const tc = parseTimeControl('G/5;d3');
    assert.ok(tc.ok);
    const fromValue = Game.start({ rules: 'uscf-blitz', tc: tc.value });
    assert.ok(fromValue.ok);
    assert.match(fromValue.value.verdict().pgn, /\[Ruleset "uscf-blitz"\]/);
  });

  test('a malformed event is an input error and changes nothing; so is time going back', () => {
    const game = Game.start({ rules: 'fide-blitz', tc: '3+2' });
    assert.ok(game.ok);
    applied(game.value, events.move(1000, 'e4'));
    const before = JSON.stringify(game.value.state);
    const bad: Array<[unknown, RegExp]> = [
      [{ type: 'toString', t: 2000 }, /unknown event type "toString"/],
      [{ type: 'move', t: 2000, move: 'e5', extra: 1 }, /unknown field "extra"/],
      [{ type: 'move', t: -5, move: 'e5' }, /'t' must be/],
      [{ type: 'move', t: 999, move: 'e5' }, /before the previous event's 1000/],
      [{ type: 'arbiter', t: 2000, action: 'add-time', side: 'white', ms: 9007199254740991 }, /'ms' must be/],
      [{ type: 'start', rules: 'online', tc: '1+0' }, /second "start"/],
    ];
    for (const [event, message] of bad) {
      const r = game.value.apply(event as GameEvent);
      assert.ok(!r.ok, JSON.stringify(event));
      assert.match(r.error.message, message);
    }
    assert.equal(JSON.stringify(game.value.state), before);
  });

  test('bad start options are input errors naming the field', () => {
    const cases: Array<[unknown, string]> = [
      [{ rules: 'fide-bullet', tc: '1+0' }, 'rules'],
      [{ rules: 'fide-blitz', tc: '3+x' }, 'tc'],
      [{ rules: 'fide-blitz', tc: '-' }, 'tc'],
      [{ rules: 'fide-blitz', tc: '3+2', arbiter: 'asleep' }, 'arbiter'],
      [{ rules: 'fide-blitz', tc: '3+2', fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, 'fen'],
    ];
    for (const [options, field] of cases) {
      const r = Game.start(options as StartOptions);
      assert.ok(!r.ok, JSON.stringify(options));
      assert.equal(r.error.field, field);
    }
    const budget = Game.start({ rules: 'fide-blitz', tc: '3+2' }, { maxNodes: -1 });
    assert.ok(!budget.ok && budget.error.field === 'maxNodes');
  });

  test('a start position that is not a legal FEN is an input error naming line and field', () => {
    const r = Game.start(startOf('{"type":"start","rules":"fide-blitz","tc":"3+2","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}'), { line: 1 });
    assert.ok(!r.ok);
    assert.equal(r.error.field, 'fen');
    assert.match(r.error.message, /^line 1: 'fen'/);
  });

  test("a Black-to-move FEN starts Black's clock", () => {
    const v = run({ rules: 'fide-blitz', tc: '3+0', fen: '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1' }, [{ t: 5000, type: 'move', move: 'Kd7' }]);
    assert.deepEqual(v.clock, { white: 180_000, black: 175_000 });
  });

  test('online with Black to move first: no clock runs until both sides have moved (hostile 11_online_black_first)', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const v = run({ rules: 'online', tc: '1+0', fen }, [
      { t: 100_000, type: 'move', move: 'e5' },
      { t: 101_000, type: 'move', move: 'Nf3' },
    ]);
    assert.equal(v.result, '*', 'nobody lost on time before moving');
    assert.deepEqual(v.clock, { white: 60_000, black: 60_000 });
    assert.equal(v.trace!.at(-1)!.state.running, 'black', "Black's clock runs for Black's second move");
  });

  test('the budgets reach the rulings: a starved analysis says it was inconclusive', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const starved = Game.start({ rules: 'fide-blitz', tc: '3+2', fen }, { maxNodes: 1 });
    assert.ok(starved.ok);
    const r = applied(starved.value, events.resign(1000, 'white'));
    const inconclusive = r.at(-1)!.inconclusive;
    assert.equal(inconclusive?.side, 'black');
    assert.ok(inconclusive.nodes >= 1 && inconclusive.nodes < 100, `${inconclusive.nodes} nodes`);
    assert.equal(starved.value.state.result, '0-1', 'the rules side with the player who could still win');
    const full = Game.start({ rules: 'fide-blitz', tc: '3+2', fen });
    assert.ok(full.ok);
    assert.equal(applied(full.value, events.resign(1000, 'white')).at(-1)!.inconclusive, undefined);
  });
});

describe('GameState.flagAt: where a server schedules its flag timer', () => {
  /** A game under `options`, with `list` applied in order. */
  function playing(options: StartOptions, list: readonly GameEvent[]): Game {
    const started = Game.start(options);
    assert.ok(started.ok);
    for (const e of list) applied(started.value, e);
    return started.value;
  }

  test("Fischer 3+2: the running side's main time from the instant its turn began, increments included", () => {
    const game = playing({ rules: 'fide-blitz', tc: '3+2' }, []);
    assert.equal(game.state.flagAt, 180_000, "White's clock runs from 0 (FIDE 6.5)");
    applied(game, events.move(1000, 'e4'));
    assert.equal(game.state.flagAt, 181_000, "Black's 3:00 from 0:01");
    applied(game, events.move(3000, 'e5'));
    assert.equal(game.state.flagAt, 3000 + 181_000, 'White has 3:01 (3:00 − 1 s + 2 s)');
    applied(game, events.move(10_000, 'Nf3'));
    assert.equal(game.state.flagAt, 10_000 + 180_000, 'Black has 3:00 (3:00 − 2 s + 2 s)');
    assert.equal(game.state.running, 'black');
  });

  test('simple delay G/5;d3: the flag falls after the delay and the main time (US Chess 5B2, FIDE 6.3.2)', () => {
    const game = playing({ rules: 'uscf-blitz', tc: 'G/5;d3' }, []);
    assert.equal(game.state.flagAt, 3000 + 300_000);
    applied(game, events.move(2000, 'e4'));
    assert.equal(game.state.clock.white, 300_000, 'two seconds inside the delay cost nothing');
    assert.equal(game.state.flagAt, 2000 + 3000 + 300_000);
    applied(game, events.move(10_000, 'e5'));
    assert.equal(game.state.clock.black, 295_000, 'eight seconds used, five charged');
    assert.equal(game.state.flagAt, 10_000 + 3000 + 300_000);
  });

  test('online: null until the clock starts and after the end; an event at flagAt ends the game at that instant', () => {
    const game = playing({ rules: 'online', tc: '3+2' }, []);
    assert.equal(game.state.flagAt, null);
    applied(game, events.move(500, 'e4'));
    assert.equal(game.state.flagAt, null, "no clock runs before Black's first move");
    applied(game, events.move(2000, 'e5'));
    assert.equal(game.state.flagAt, 2000 + 180_000);
    const flagAt = game.state.flagAt;
    assert.ok(flagAt !== null);
    const r = applied(game, events.arbiterLooks(flagAt));
    assert.deepEqual(
      r.map((x) => x.code),
      ['flag-fell', 'game-ends', 'after-end'],
      'the server ends the game at the fall (FIDE Online 4.4); the look itself comes after the end',
    );
    assert.equal(game.verdict().endedAt, flagAt);
    assert.equal(game.state.result, '0-1');
    assert.equal(game.state.flagAt, null, 'the game is over');

    const resigned = playing({ rules: 'online', tc: '3+2' }, [events.move(500, 'e4'), events.move(2000, 'e5')]);
    applied(resigned, events.resign(3000, 'white'));
    assert.equal(resigned.state.flagAt, null);
  });

  test('over the board, a flag already down and not called: nothing left to schedule', () => {
    const game = playing({ rules: 'fide-blitz', tc: '1+0' }, [events.offerDraw(61_000, 'black')]);
    assert.equal(game.state.result, '*', 'nobody claimed and no arbiter is present (6.8)');
    assert.equal(game.state.running, 'white');
    assert.equal(game.state.flagsDown.white, 60_000);
    assert.equal(game.state.flagAt, null);
  });
});

describe('verdict', () => {
  test('a ruleset outside its category still rules, with a ruling that notes the mismatch', () => {
    const v = run({ rules: 'fide-standard', tc: 'G/5' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      { t: 4000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    const r = ruling(v, 'category-mismatch');
    assert.equal(r.line, 1);
    assert.equal(r.t, 0);
    assert.equal(r.rule, 'FIDE A.1, B.1');
    assert.match(r.ruling, /blitz/);
    assert.equal(ruling(v, 'illegal-move-corrected').rule, 'FIDE 7.5.5', 'standard penalties apply');
  });

  test('events after the end are ignored, each with a ruling', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      { t: 1000, type: 'resign', by: 'white' },
      { t: 2000, type: 'move', move: 'e4' },
      { t: 3000, type: 'draw-offer', by: 'black' },
    ]);
    assert.deepEqual(codes(v), ['game-ends', 'after-end', 'after-end']);
    assert.equal(v.endedAt, 1000);
  });

  test("the verdict has the contract's fields, and the clock is the one at the last event while the game runs", () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [...moves(['e4'], 1000), { t: 11_000, type: 'arbiter', action: 'look' }]);
    assert.deepEqual(Object.keys(v).slice(0, 9), ['result', 'termination', 'rule', 'endedAt', 'clock', 'flags', 'fen', 'pgn', 'rulings']);
    assert.deepEqual([v.result, v.termination, v.rule, v.endedAt], ['*', null, null, null]);
    assert.deepEqual(v.clock, { white: 181_000, black: 170_000 });
  });

  test('the arbiter adds time (6.10.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [{ t: 1000, type: 'arbiter', action: 'add-time', side: 'black', ms: 60_000 }]);
    assert.equal(v.clock.black, 240_000);
    assert.equal(ruling(v, 'time-added').rule, 'FIDE 6.10.2');
  });

  test('PGN: seven tags, TimeControl, Termination and the precise reason, a clock after every move', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', white: 'Anna', black: 'Boris', event: 'Club blitz' }, [
      ...moves(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#'], 1000),
    ]);
    const [game] = parsePgn(v.pgn);
    assert.ok(game);
    const h = game.headers;
    assert.equal(h.get('White'), 'Anna');
    assert.equal(h.get('Event'), 'Club blitz');
    assert.equal(h.get('Result'), '1-0');
    assert.equal(h.get('TimeControl'), '180+2');
    assert.equal(h.get('Termination'), 'normal');
    assert.equal(h.get('TerminationDetail'), 'checkmate');
    assert.equal(h.get('TerminationRule'), 'FIDE 5.1.1');
    assert.equal(game.moves.length, 7);
    for (const m of game.moves) {
      assert.equal(typeof m.clockMs, 'number');
      assert.equal(m.emtMs, 1000);
    }
    assert.equal(game.moves[0]!.clockMs, 181_000);
    const replay = replayPgnGame(game);
    assert.ok(replay.ok);
  });

  test('PGN of a timeout: Termination "time forfeit" and the reason after the last move', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0', fen: '8/8/4k3/8/8/8/3QK3/8 w - - 0 1' }, [
      { t: 61_000, type: 'claim', by: 'black', claim: 'flag' },
    ]);
    assert.match(v.pgn, /\[Termination "time forfeit"\]/);
    assert.match(v.pgn, /\[SetUp "1"\]\n\[FEN "8\/8\/4k3\/8\/8\/8\/3QK3\/8 w - - 0 1"\]/);
    assert.match(v.pgn, /overstepped the time limit/);
  });

  test('property: a random legal game round-trips through the PGN: moves, clocks (tenths) and final position', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 60, maxLength: 60 }),
        (picks, gaps) => {
          const pos = Position.initial();
          const events: Record<string, unknown>[] = [];
          let t = 0;
          for (let i = 0; i < picks.length; i++) {
            const legal = pos.legalMoves();
            if (legal.length === 0) break;
            const move = legal[picks[i]! % legal.length]!;
            events.push({ t: (t += gaps[i]!), type: 'move', move: makeSan(pos, move) });
            pos.play(move);
          }
          const v = run({ rules: 'fide-blitz', tc: '5+3' }, events);
          const [game] = parsePgn(v.pgn);
          assert.ok(game);
          const replay = replayPgnGame(game);
          assert.ok(replay.ok);
          assert.equal(v.fen.split(' ').slice(0, 4).join(' '), v.trace!.at(-1)!.state.fen.split(' ').slice(0, 4).join(' '));
          const plies = v.trace!.at(-1)!.state.plies;
          assert.equal(game.moves.length, plies);
          for (const m of game.moves) assert.ok(m.clockMs !== undefined && m.clockMs % 100 === 0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('adjudicate', () => {
  test('--trace gives the state after each event; without it there is none', () => {
    const log = parseEvents('{"type":"start","rules":"online","tc":"1+0"}\n{"t":100,"type":"move","move":"e4"}');
    assert.ok(log.ok);
    const plain = adjudicate(log.value);
    assert.ok(plain.ok && plain.value.trace === undefined);
    const traced = adjudicate(log.value, { trace: true });
    assert.ok(traced.ok);
    assert.equal(traced.value.trace!.length, 1);
    assert.equal(traced.value.trace![0]!.state.running, null, "online: the clock waits for Black's first move");
  });
});
