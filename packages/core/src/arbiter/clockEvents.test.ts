import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEventLine, parseEvents, type GameEvent, type StartOptions } from './events.js';
import { events as e } from './makeEvents.js';
import { adjudicate, Game } from './game.js';
import type { Ruling } from './outcome.js';
import { makeEventLine, makeEventLog } from './writeEvents.js';

function started(options: StartOptions): Game {
  const g = Game.start(options);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function apply(game: Game, event: GameEvent): readonly Ruling[] {
  const r = game.apply(event);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays presses alternately (White first) every `stepMs` from `fromMs`, `count` of them; returns the last instant. */
function presses(game: Game, count: number, stepMs: number, fromMs = 0): number {
  let t = fromMs;
  for (let i = 0; i < count; i++) {
    t += stepMs;
    apply(game, e.press(t, game.clockAt(t).turn));
  }
  return t;
}

describe('pause and resume (FIDE 6.11)', () => {
  test('the clocks stop and restart where they were; moves and presses wait for the restart', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2' });
    apply(g, e.move(1000, 'e4'));
    const paused = apply(g, e.pause(5000, 'arbiter'));
    assert.deepEqual(
      paused.map((r) => [r.code, r.rule]),
      [['clock-paused', 'FIDE 6.11.1, 6.11.2']],
    );
    assert.equal(g.state.paused, true);
    assert.equal(g.state.running, null);
    // Black used 4 s before the pause; nothing runs for the next minute.
    assert.deepEqual(g.clockAt(65_000).remainingMs, { white: 181_000, black: 176_000 });
    assert.equal(g.clockAt(65_000).status, 'paused');
    const refused = apply(g, e.move(30_000, 'e5'));
    assert.deepEqual(
      refused.map((r) => r.code),
      ['clock-paused'],
    );
    assert.equal(g.state.turn, 'black', 'the refused move is not played');
    assert.deepEqual(
      apply(g, e.resume(60_000, 'arbiter')).map((r) => r.code),
      ['clock-resumed'],
    );
    apply(g, e.move(61_000, 'e5'));
    assert.deepEqual(g.state.clock, { white: 181_000, black: 177_000 }, 'Black used 4 s + 1 s and earned 2 s');
  });

  test('a pause or restart that changes nothing is a ruling, and US Chess cites its own articles', () => {
    const g = started({ rules: 'uscf-blitz', tc: 'G/5;d3' });
    assert.deepEqual(
      apply(g, e.resume(100, 'white')).map((r) => [r.code, r.rule]),
      [['pause-ignored', 'US Chess 5I, 16Q']],
    );
    apply(g, e.pause(200, 'black'));
    assert.deepEqual(
      apply(g, e.pause(300, 'arbiter')).map((r) => r.code),
      ['pause-ignored'],
    );
    assert.match(g.rulings.find((r) => r.code === 'clock-paused')!.ruling, /Black stops the clocks to seek the arbiter/);
  });

  test('a delay left when the clocks stop is still there when they restart', () => {
    const g = started({ rules: 'uscf-blitz', tc: 'G/5;d3' });
    apply(g, e.pause(1000, 'arbiter'));
    assert.equal(g.clockAt(50_000).delayLeftMs, 2000);
    apply(g, e.resume(50_000, 'arbiter'));
    assert.equal(g.clockAt(51_500).delayLeftMs, 500);
    assert.equal(g.clockAt(51_500).remainingMs.white, 300_000);
    assert.equal(g.clockAt(53_000).remainingMs.white, 299_000);
  });

  test('a flag claim while the clocks are stopped is judged', () => {
    const g = started({ rules: 'fide-blitz', tc: '1+0' });
    apply(g, e.move(1000, 'e4'));
    apply(g, e.pause(70_000, 'white'));
    const r = apply(g, e.claim(71_000, 'white', 'flag'));
    assert.equal(g.state.result, '1-0');
    assert.match(r.at(-1)!.ruling, /Black overstepped the time limit/);
  });
});

describe('the clock reading (Game.clockAt)', () => {
  test('a simple delay counts down before the main time, which then runs', () => {
    const g = started({ rules: 'uscf-blitz', tc: 'G/5;d3' });
    const at = (t: number) => g.clockAt(t);
    assert.equal(at(0).delayKind, 'simple');
    assert.equal(at(0).delayLeftMs, 3000);
    assert.deepEqual([at(2999).delayLeftMs, at(2999).remainingMs.white], [1, 300_000]);
    assert.deepEqual([at(3000).delayLeftMs, at(3000).remainingMs.white], [0, 300_000]);
    assert.deepEqual([at(3001).delayLeftMs, at(3001).remainingMs.white], [0, 299_999]);
    assert.equal(at(0).flagAt, 303_000, 'the flag falls after the delay and the whole main time');
  });

  test('a multi-period control: moves to go, and the next period added on the last move of the first (40/5, G/1)', () => {
    const g = started({ rules: 'fide-blitz', tc: '40/5, G/1', record: 'clock' });
    assert.deepEqual(g.clockAt(0).movesToGo, { white: 40, black: 40 });
    const t = presses(g, 78, 1000);
    assert.deepEqual(g.clockAt(t).moves, { white: 39, black: 39 });
    assert.deepEqual(g.clockAt(t).period, { white: 0, black: 0 });
    assert.equal(g.clockAt(t + 1000).remainingMs.white, 300_000 - 40_000);
    apply(g, e.press(t + 1000, 'white')); // White's 40th move: the second period's minute is added
    const r = g.clockAt(t + 1000);
    assert.deepEqual(r.period, { white: 1, black: 0 });
    assert.deepEqual(r.movesToGo, { white: null, black: 1 });
    assert.equal(r.remainingMs.white, 300_000 - 40_000 + 60_000);
  });

  test('falls are listed in order with the first one, and the other clock runs on', () => {
    const g = started({ rules: 'fide-blitz', tc: '1+0', record: 'clock' });
    apply(g, e.press(30_000, 'white'));
    const r = g.clockAt(95_000);
    assert.equal(r.running, 'black');
    assert.deepEqual(
      r.falls.map((f) => [f.side, f.atMs]),
      [['black', 90_000]],
    );
    assert.equal(r.signedMs.black, -5000);
    apply(g, e.press(96_000, 'black'));
    const both = g.clockAt(130_000);
    assert.deepEqual(
      both.falls.map((f) => [f.side, f.atMs]),
      [
        ['black', 90_000],
        ['white', 126_000],
      ],
    );
    assert.equal(both.flagAt, null);
  });

  test('once the game is over the clocks show the end', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2' });
    apply(g, e.move(1000, 'e4'));
    apply(g, e.resign(4000, 'black'));
    const r = g.clockAt(100_000);
    assert.equal(r.status, 'over');
    assert.equal(r.running, null);
    assert.deepEqual(r.remainingMs, { white: 181_000, black: 177_000 });
  });
});

describe('time odds (tcBlack)', () => {
  test('Armageddon 5 v 4: each side starts with its own time and the PGN names both controls', () => {
    const g = started({ rules: 'fide-blitz', tc: '5+0', tcBlack: '4+0', tags: { White: 'A', Black: 'B' } });
    assert.deepEqual(g.clockAt(0).remainingMs, { white: 300_000, black: 240_000 });
    apply(g, e.move(1000, 'e4'));
    assert.equal(g.clockAt(241_000).falls[0]?.side, 'black');
    const pgn = g.verdict().pgn;
    assert.match(pgn, /\[TimeControl "300"\]/);
    assert.match(pgn, /\[BlackTimeControl "240"\]/);
  });

  test('different increments per side, and a mismatch of kinds is an input error naming tcBlack', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2', tcBlack: '3+0' });
    apply(g, e.move(1000, 'e4'));
    apply(g, e.move(2000, 'e5'));
    assert.deepEqual(g.state.clock, { white: 181_000, black: 179_000 });
    const bad = parseEventLine('{"type":"start","rules":"fide-blitz","tc":"3+2","tcBlack":"*60"}', 1);
    assert.ok(!bad.ok);
    assert.equal(bad.error.field, 'tcBlack');
    const unreadable = parseEventLine('{"type":"start","rules":"fide-blitz","tc":"3+2","tcBlack":"soon"}', 1);
    assert.ok(!unreadable.ok && unreadable.error.field === 'tcBlack');
  });
});

describe("the arbiter's move counter and declared result", () => {
  test('set-moves changes the period of the next move and no time', () => {
    const g = started({ rules: 'fide-standard', tc: '40/90+30, 30+30', record: 'clock' });
    apply(g, e.pause(1000, 'arbiter'));
    const r = apply(g, e.setMoves(1000, 'white', 39));
    assert.deepEqual(
      r.map((x) => [x.code, x.rule]),
      [['moves-set', 'FIDE 6.10.2']],
    );
    assert.deepEqual(g.clockAt(1000).movesToGo, { white: 1, black: 40 });
    assert.equal(g.clockAt(1000).remainingMs.white, 90 * 60_000 - 1000);
    apply(g, e.resume(2000, 'arbiter'));
    apply(g, e.press(3000, 'white'));
    assert.equal(
      g.clockAt(3000).remainingMs.white,
      90 * 60_000 - 2000 + 30_000 + 30 * 60_000,
      "the 40th move adds the increment and the next period's 30 minutes",
    );
  });

  test('a declared result ends the game with the ruleset’s article for it', () => {
    for (const [rules, result, termination, rule] of [
      ['fide-blitz', '1-0', 'checkmate', 'FIDE 5.1.1'],
      ['uscf-blitz', '0-1', 'checkmate', 'US Chess 7a'],
      ['fide-blitz', '1/2-1/2', 'threefold', 'FIDE 9.2'],
      ['fide-2009-blitz', '1/2-1/2', 'stalemate', 'FIDE 2009 5.2.a'],
    ] as const) {
      const g = started({ rules, tc: '3+2', record: 'clock' });
      const r = apply(g, e.declare(5000, result, termination));
      assert.deepEqual([g.state.result, g.state.outcome?.termination, r.at(-1)?.rule], [result, termination, rule]);
      assert.match(r.at(-1)!.ruling, /the arbiter declares/);
    }
  });

  test('a declared result that contradicts its termination is an input error', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2' });
    const mate = g.apply({ type: 'arbiter', t: 1, action: 'declare', result: '1/2-1/2', termination: 'checkmate' });
    assert.ok(!mate.ok && mate.error.field === 'result');
    const stale = g.apply({ type: 'arbiter', t: 1, action: 'declare', result: '1-0', termination: 'stalemate' });
    assert.ok(!stale.ok && stale.error.field === 'result');
    const extra = parseEventLine('{"t":1,"type":"arbiter","action":"look","moves":3}', 2);
    assert.ok(!extra.ok && extra.error.code === 'unknown_field' && /goes only with "set-moves"/.test(extra.error.message));
    assert.equal(g.state.result, '*');
  });
});

describe('a clock-only record (record: clock)', () => {
  test('presses complete moves: increments, counters; moves and a FEN are refused', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2', record: 'clock' });
    apply(g, e.press(1000, 'white'));
    apply(g, e.press(3000, 'black'));
    assert.deepEqual(g.clockAt(3000).moves, { white: 1, black: 1 });
    assert.deepEqual(g.clockAt(3000).remainingMs, { white: 181_000, black: 180_000 });
    assert.deepEqual(
      apply(g, e.press(3500, 'black')).map((r) => r.code),
      ['press-ignored'],
    );
    assert.deepEqual(
      apply(g, e.move(4000, 'e4')).map((r) => r.code),
      ['move-refused'],
    );
    assert.equal(g.state.record, 'clock');
    const fen = Game.start({ rules: 'fide-blitz', tc: '3+2', record: 'clock', fen: '8/8/8/8/8/8/k7/K7 w - - 0 1' });
    assert.ok(!fen.ok && fen.error.field === 'fen');
  });

  test('an illegal-move claim: fide-blitz reinstates the clocks and gives a minute; FIDE 2009 blitz and US blitz lose', () => {
    const play = (rules: StartOptions['rules']) => {
      const g = started({ rules, tc: '3+2', record: 'clock' });
      apply(g, e.press(1000, 'white'));
      apply(g, e.press(3000, 'black'));
      apply(g, e.press(4000, 'white'));
      return { g, r: apply(g, e.claim(4500, 'black', 'illegal-move')) };
    };
    const fide = play('fide-blitz');
    assert.deepEqual(
      fide.r.map((r) => [r.code, r.rule]),
      [['illegal-move-corrected', 'FIDE B.3, A.3, 7.5.5']],
    );
    const r = fide.g.clockAt(4500);
    assert.equal(r.running, 'white', "White's clock runs again");
    assert.deepEqual(r.moves, { white: 1, black: 1 }, 'the illegal move no longer counts');
    // White's 1 s on the illegal move stays used and its 2 s increment is taken back; Black gets a minute on what it has.
    assert.deepEqual(r.remainingMs, { white: 180_000, black: 239_500 });
    assert.equal(fide.g.state.illegalMoves.white, 1);
    for (const [rules, rule] of [
      ['fide-2009-blitz', 'FIDE 2009 B.3'],
      ['uscf-blitz', 'US Chess 7d'],
    ] as const) {
      const { g, r: rulings } = play(rules);
      assert.equal(g.state.result, '0-1', rules);
      assert.equal(rulings.at(-1)!.rule, rule);
      assert.match(rulings.at(-1)!.ruling, /an illegal move loses; Black wins/);
    }
  });

  test('a second corrected illegal move loses under FIDE 2023 (7.5.5)', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2', record: 'clock' });
    apply(g, e.press(1000, 'white'));
    apply(g, e.claim(1500, 'black', 'illegal-move'));
    assert.equal(g.state.result, '*');
    assert.equal(g.clockAt(1500).running, 'white');
    apply(g, e.press(2000, 'white'));
    apply(g, e.press(3000, 'black'));
    apply(g, e.press(4000, 'white'));
    const r = apply(g, e.claim(4200, 'black', 'illegal-move'));
    assert.equal(g.state.result, '0-1');
    assert.match(r.at(-1)!.ruling, /the second illegal move loses/);
  });

  test('the window: a claim after the claimant moved is refused (blitz) or left to the board (standard)', () => {
    const blitz = started({ rules: 'fide-blitz', tc: '3+2', record: 'clock' });
    presses(blitz, 3, 1000);
    assert.deepEqual(
      apply(blitz, e.claim(3500, 'white', 'illegal-move')).map((r) => [r.code, r.rule]),
      [['claim-refused', 'FIDE A.5.2']],
    );
    const standard = started({ rules: 'fide-standard', tc: '90+30', record: 'clock' });
    presses(standard, 3, 1000);
    assert.deepEqual(
      apply(standard, e.claim(3500, 'white', 'illegal-move')).map((r) => r.code),
      ['claim-needs-board'],
    );
    const none = started({ rules: 'fide-blitz', tc: '3+2', record: 'clock' });
    assert.deepEqual(
      apply(none, e.claim(10, 'black', 'illegal-move')).map((r) => r.code),
      ['claim-refused'],
    );
  });

  test('a flag claim wins and says the position is not known; board claims go to the arbiter', () => {
    const g = started({ rules: 'fide-blitz', tc: '1+0', record: 'clock' });
    apply(g, e.press(1000, 'white'));
    assert.deepEqual(
      apply(g, e.claim(2000, 'white', 'threefold')).map((r) => [r.code, r.rule]),
      [['claim-needs-board', 'FIDE 9.2']],
    );
    assert.deepEqual(
      apply(g, e.claim(2000, 'white', 'fifty-moves')).map((r) => r.code),
      ['claim-needs-board'],
    );
    const r = apply(g, e.claim(62_000, 'white', 'flag'));
    assert.equal(g.state.result, '1-0');
    assert.match(r.at(-1)!.ruling, /the record has no position/);
  });

  test('both flags down on a clock-only record follow the ruleset (digital fide-blitz: the first flag loses; analog: drawn)', () => {
    for (const [clock, result] of [
      ['digital', '0-1'],
      ['analog', '1/2-1/2'],
    ] as const) {
      const g = started({ rules: 'fide-blitz', tc: '1+0', record: 'clock', clock });
      apply(g, e.press(61_000, 'white')); // White's flag fell at 60 s
      apply(g, e.claim(125_000, 'black', 'flag')); // Black's fell at 121 s
      assert.equal(g.state.result, result, clock);
    }
  });
});

describe('writing the event language', () => {
  test('a start line keeps only what differs from the defaults, and reads back the same', () => {
    const log = parseEvents(
      [
        '{"type":"start","rules":"uscf-blitz","tc":"G/5;d3","tcBlack":"G/4;d3","record":"clock","arbiter":"present","clock":"analog","white":"Ann","round":"3"}',
        '{"t":1000,"type":"press","by":"white"}',
        '{"t":2000,"type":"pause","by":"arbiter"}',
        '{"t":2000,"type":"arbiter","action":"set-moves","side":"black","moves":4}',
        '{"t":9000,"type":"resume","by":"arbiter"}',
      ].join('\n'),
    );
    assert.ok(log.ok);
    const text = makeEventLog(log.value.start, log.value.events);
    assert.equal(
      text.split('\n')[0],
      '{"type":"start","rules":"uscf-blitz","tc":"G/5;d3","tcBlack":"G/4;d3","record":"clock","arbiter":"present","clock":"analog","round":"3","white":"Ann"}',
    );
    assert.ok(text.endsWith('\n'));
    const again = parseEvents(text);
    assert.ok(again.ok);
    assert.deepEqual(again.value.start, log.value.start);
    assert.deepEqual(JSON.parse(makeEventLine(again.value.events[3]!)), { t: 9000, type: 'resume', by: 'arbiter' });
    const verdict = adjudicate(again.value);
    assert.ok(verdict.ok);
  });
});

describe('notes', () => {
  test('a note changes nothing, makes no ruling, and is written to the PGN where it happened', () => {
    const g = started({ rules: 'fide-blitz', tc: '3+2' });
    apply(g, e.move(1000, 'e4'));
    const before = g.clockAt(70_000);
    assert.deepEqual(apply(g, e.note(70_000, 'the device slept: 60.0 s')), []);
    assert.deepEqual(g.clockAt(70_000), before);
    apply(g, e.move(71_000, 'e5'));
    assert.match(g.verdict().pgn, /\{ 1:10\.0: the device slept: 60\.0 s \}\s+1\.\.\. e5/);
  });

  test('an empty or overlong note is an input error', () => {
    for (const text of ['', '   ', 'x'.repeat(501), 42]) {
      const r = parseEventLine(JSON.stringify({ t: 1, type: 'note', text }), 2);
      assert.ok(!r.ok && r.error.field === 'text', String(text));
    }
  });
});
