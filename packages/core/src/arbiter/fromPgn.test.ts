import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { sharedPath, skipMessage } from '../../test/shared.js';
import { Chess } from '../play/chess.js';
import { parsePgn } from '../pgn/read.js';
import { RULESET_NAMES } from '../rules/types.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { parseEvents, type GameEvent, type StartEvent } from './events.js';
import { makeEventLog } from './writeEvents.js';
import { eventsFromPgn, type PgnEvents } from './fromPgn.js';
import { adjudicate, type TracedVerdict } from './game.js';

/** Adjudicates a start and events (numbered in order), failing the test on an input error. */
function rule(start: StartEvent, events: readonly GameEvent[]): TracedVerdict {
  const v = adjudicate({ start, startLine: 1, events: events.map((e, i) => ({ ...e, line: i + 2 })) }, { maxNodes: 50_000 });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** Adjudicates JSON Lines text. */
function ruleText(jsonl: string): TracedVerdict {
  const log = parseEvents(jsonl);
  if (!log.ok) throw new Error(log.error.message);
  const v = adjudicate(log.value, { maxNodes: 50_000 });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

/** Reads a PGN into events, failing the test with the reader's message. */
function read(pgn: Parameters<typeof eventsFromPgn>[0], options: Parameters<typeof eventsFromPgn>[1] = {}): PgnEvents {
  const r = eventsFromPgn(pgn, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const moveTimes = (events: readonly GameEvent[]): number[] => events.filter((e) => e.type === 'move').map((e) => e.t);

describe('eventsFromPgn: reading a game', () => {
  test('a lichess blitz game lost on time: whole-second clocks, the flag claimed at the instant it fell', () => {
    const pgn = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[TimeControl "180+0"]
[Termination "Time forfeit"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 { [%clk 0:02:58] } 2... Nc6 { [%clk 0:02:55] }
3. Bb5 { [%clk 0:02:50] } 3... a6 { [%clk 0:00:30] } 4. Ba4 { [%clk 0:02:40] } 1-0
`;
    const r = read(pgn);
    assert.equal(r.start.rules, 'fide-blitz', 'no Ruleset tag: FIDE blitz for a blitz control');
    assert.deepEqual(r.start.tags, { Event: 'Rated Blitz game', Site: 'https://lichess.org/abcdefgh', White: 'Ann', Black: 'Bob' });
    assert.deepEqual(moveTimes(r.events), [0, 0, 2000, 7000, 15_000, 160_000, 170_000]);
    const claim = r.events.at(-1)!;
    // Black's clock ran from 170 s with 30 s (up to a second more) left: the earliest instant it fell.
    assert.deepEqual(claim, { type: 'claim', t: 200_000, by: 'white', claim: 'flag' });
    assert.ok(
      r.notes.some((n) => /White's flag claim at 3:20.0 is inferred from the result 1-0 and the Termination tag "Time forfeit"/.test(n)),
      r.notes.join('\n'),
    );
    assert.ok(r.notes.some((n) => /ruled under fide-blitz/.test(n)));
    const v = rule(r.start, r.events);
    assert.equal(v.result, '1-0');
    assert.equal(v.termination, 'timeout');
    assert.equal(v.rule, 'FIDE 6.9');
  });

  test('under online rules the first moves use no time, and the ruleset of the options wins', () => {
    const pgn = `[White "A"]
[Black "B"]
[Result "0-1"]
[TimeControl "60+1"]
[Ruleset "fide-blitz"]
[Termination "B won by resignation"]

1. d4 { [%clk 0:01:00] [%emt 0:00:02] } 1... d5 { [%clk 0:01:00] [%emt 0:00:03] } 2. c4 { [%clk 0:00:58] } 2... e6 { [%clk 0:00:57] } 0-1
`;
    assert.equal(read(pgn).start.rules, 'fide-blitz', 'the Ruleset tag is the default');
    const r = read(pgn, { rules: 'online' });
    assert.equal(r.start.rules, 'online');
    assert.deepEqual(moveTimes(r.events), [2000, 5000, 8000, 12_000]);
    assert.deepEqual(r.events.at(-1), { type: 'resign', t: 12_000, by: 'white' });
    assert.ok(
      r.notes.some((n) => /White's resignation is inferred .* put at the last move \(0:12.0\)/.test(n)),
      r.notes.join('\n'),
    );
    assert.equal(rule(r.start, r.events).termination, 'resignation');
  });

  test('a set-up position with Black to move, and a draw by repetition claimed', () => {
    const pgn = `[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/R3K3 b - - 0 30"]
[Result "1/2-1/2"]
[TimeControl "300+3"]
[Termination "Game drawn by repetition"]

30... Kf7 { [%clk 0:05:01.5] } 31. Ra7+ { [%clk 0:05:00.0] } 31... Ke8 { [%clk 0:05:00.0] } 32. Ra8+ { [%clk 0:04:59.0] }
32... Kf7 { [%clk 0:04:59.0] } 33. Ra7+ { [%clk 0:04:58.0] } 33... Ke8 { [%clk 0:04:58.0] } 34. Ra8+ { [%clk 0:04:57.0] }
34... Kf7 { [%clk 0:04:57.0] } 35. Ra7+ { [%clk 0:04:56.0] } 1/2-1/2
`;
    const r = read(pgn);
    assert.equal(r.start.fen, '4k3/8/8/8/8/8/8/R3K3 b - - 0 30');
    assert.equal(r.start.rules, 'fide-blitz', '5 min + 60 × 3 s: blitz');
    assert.deepEqual(r.events[0], { type: 'move', t: 1500, move: 'Kf7' }, 'Black moves first');
    assert.deepEqual(r.events.at(-1), { type: 'claim', t: r.events.at(-2)!.t, by: 'black', claim: 'threefold' });
    const v = rule(r.start, r.events);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'threefold');
  });

  test('the start is written in a notation the event language reads back: a PGN 180+2 is 3+2 there', () => {
    for (const [tag, tc] of [
      ['180+2', '3+2'],
      ['45+0', '0.75+0'],
      ['300+3', '300+3'],
      ['40/7200:20/3600:900+30', '40/7200:20/3600:900+30'],
      ['*180', '*180'],
    ]) {
      const r = read(`[TimeControl "${tag}"]\n\n1. e4 { [%clk 0:00:30] } *\n`);
      assert.equal(r.start.tc, tc);
      const back = parseEvents(makeEventLog(r.start, r.events));
      assert.ok(back.ok, tag);
      assert.deepEqual(back.value.start.control, r.start.control, tag);
    }
  });

  test('errors name what is wrong', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['', 'no_game', /no PGN game/],
      ['[White "A"]\n\n1. e4 { [%clk 0:03:00] } *\n', 'no_time_control', /has no TimeControl tag/],
      ['[TimeControl "-"]\n\n1. e4 { [%clk 0:03:00] } *\n', 'no_time_control', /TimeControl "-", which gives no clock/],
      ['[TimeControl "abc"]\n\n1. e4 { [%clk 0:03:00] } *\n', 'bad_time_control', /the time control "abc"/],
      ['[TimeControl "180"]\n\n1. e4 e5 *\n', 'no_clock', /the PGN has no clock comments: move 1\. e4 \(line 3\) has no \[%clk\]/],
      [
        '[TimeControl "180"]\n\n1. e4 { [%clk 0:03:00] } e5 { [%clk 3 minutes] } *\n',
        'bad_clock',
        /move 1\.\.\. e5 \(line 3\): unreadable clock comment "\[%clk 3 minutes\]"/,
      ],
      [
        '[TimeControl "180"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] }\n2. -- { [%clk 0:03:00] } *\n',
        'bad_move',
        /move 2\. -- \(line 4\): a null move/,
      ],
      ['[TimeControl "180"]\n[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*\n', 'bad_start', /fen/],
    ];
    for (const [pgn, code, message] of cases) {
      const r = eventsFromPgn(pgn);
      assert.ok(!r.ok, pgn);
      assert.equal(r.error.code, code, r.error.message);
      assert.match(r.error.message, message);
    }
  });
});

/** Each move of a PGN as the reader sees it: the move, its clock and its elapsed time. */
const clocks = (pgn: string) => parsePgn(pgn)[0]!.moves.map((m) => [m.san, m.clockMs, m.emtMs]);
/** The tags of a PGN. */
const tags = (pgn: string) => [...parsePgn(pgn)[0]!.headers];
/** Controls PGN's TimeControl cannot write (delays): given to the reader as an option. */
const NO_PGN_FORM = new Set(['G/3;d2', 'G/3;b2', 'G/2;d5']);

describe('eventsFromPgn: round trips through the verdict PGN', () => {
  test('adjudicate → verdict.pgn → eventsFromPgn → adjudicate gives the same result, tags, clocks and move times', () => {
    const end = fc.constantFrom('none', 'resign', 'flag', 'agree');
    fc.assert(
      fc.property(
        fc.constantFrom(...RULESET_NAMES),
        fc.constantFrom('3+2', '1+0', '2+1', 'G/3;d2', 'G/3;b2', 'G/2;d5', '5/1, G/1', '3/1+5, G/1+2', '*30'),
        fc.constantFrom('absent' as const, 'present' as const),
        fc.array(fc.tuple(fc.nat(1000), fc.nat(12_000)), { maxLength: 60 }),
        end,
        fc.nat(120_000),
        fc.constantFrom('white' as const, 'black' as const),
        (rules, tc, arbiter, steps, ending, endDt, side) => {
          const chess = new Chess();
          let t = 0;
          const lines = [JSON.stringify({ type: 'start', rules, tc, arbiter, white: 'Ann', black: 'Bob' })];
          for (const [choice, dt] of steps) {
            const legal = chess.legalMoves();
            if (legal.length === 0) break;
            const played = chess.play(legal[choice % legal.length]!);
            assert.ok(played.ok);
            lines.push(JSON.stringify({ t: (t += dt), type: 'move', move: played.value.san }));
          }
          t += endDt;
          const other = side === 'white' ? 'black' : 'white';
          if (ending === 'resign') lines.push(JSON.stringify({ t, type: 'resign', by: side }));
          if (ending === 'flag') lines.push(JSON.stringify({ t, type: 'claim', by: side, claim: 'flag' }));
          if (ending === 'agree') {
            lines.push(JSON.stringify({ t, type: 'draw-offer', by: side }));
            lines.push(JSON.stringify({ t, type: 'draw-accept', by: other }));
          }
          const first = ruleText(lines.join('\n'));
          const back = read(first.pgn, { arbiter, ...(NO_PGN_FORM.has(tc) ? { tc } : {}), maxNodes: 50_000 });
          const again = rule(back.start, back.events);
          const context = `${lines.join('\n')}\n${first.pgn}\n${JSON.stringify(back)}\n${again.pgn}`;
          assert.equal(again.result, first.result, context);
          assert.equal(again.termination, first.termination, context);
          assert.equal(again.rule, first.rule, context);
          assert.deepEqual(tags(again.pgn), tags(first.pgn), context);
          if (tc !== '*30') assert.deepEqual(clocks(again.pgn), clocks(first.pgn), context);
          else {
            // An hourglass couples both clocks at every move: solved move by move, an elapsed time may come out a tenth off.
            const [a, b] = [clocks(again.pgn), clocks(first.pgn)];
            assert.deepEqual(
              a.map(([san, clk]) => [san, clk]),
              b.map(([san, clk]) => [san, clk]),
              context,
            );
            a.forEach(([, , emt], i) => assert.ok(Math.abs(Number(emt) - Number(b[i]![2])) <= 100, context));
          }
        },
      ),
      { numRuns: fuzzRuns(150) },
    );
  });
});

describe('eventsFromPgn: real games (../shared/data/pgn)', () => {
  const dir = sharedPath('data/pgn');
  test(
    'games without clocks are refused, naming the missing tag or the first move without a clock',
    { skip: dir === undefined ? skipMessage('data/pgn') : false },
    () => {
      for (const file of readdirSync(dir!).filter((f) => f.endsWith('.pgn'))) {
        for (const game of parsePgn(readFileSync(join(dir!, file), 'utf8'))) {
          const r = eventsFromPgn(game);
          assert.ok(!r.ok, `${file}: ${game.headers.get('White')}`);
          if (game.headers.has('TimeControl'))
            assert.match(r.error.message, /^the PGN has no clock comments: move 1\. \S+ \(line \d+\) has no \[%clk\]/, file);
          else assert.match(r.error.message, /has no TimeControl tag/, file);
        }
      }
    },
  );

  test(
    'real games given clocks read back with their own result inferred (mate, agreement, resignation)',
    { skip: dir === undefined ? skipMessage('data/pgn') : false },
    () => {
      let checked = 0;
      for (const file of readdirSync(dir!).filter((f) => f.endsWith('.pgn'))) {
        for (const game of parsePgn(readFileSync(join(dir!, file), 'utf8'))) {
          const fen = game.headers.get('FEN');
          const setUp = fen === undefined ? null : Chess.fromFen(fen);
          if (setUp !== null && !setUp.ok) continue;
          const chess = setUp === null ? new Chess() : setUp.value;
          const sans: string[] = [];
          for (const m of game.moves) {
            const played = chess.play(m.san);
            if (!played.ok) break;
            sans.push(played.value.san);
          }
          if (sans.length !== game.moves.length || sans.length === 0) continue; // null moves, UCI quirks: not this test's business
          // The game played on the FIDE World Championship control, 40 moves in 2 h, 20 in 1 h, then 15 min + 30 s.
          const tc = '40/120, 20/60, G/15 inc/30';
          const events = sans.map((move, i) => ({ t: (i + 1) * 61_000 + (i % 7) * 1234, type: 'move', move }));
          const start = { type: 'start', rules: 'fide-standard', tc, ...(game.headers.has('FEN') ? { fen: game.headers.get('FEN') } : {}) };
          const clocked = parsePgn(ruleText([start, ...events].map((e) => JSON.stringify(e)).join('\n')).pgn)[0]!;
          // The real game's tags and result, with the clocks the arbiter wrote.
          const withClocks = {
            ...clocked,
            headers: new Map([...game.headers, ['TimeControl', clocked.headers.get('TimeControl')!]]),
            result: game.result,
          };
          const r = read(withClocks, { maxNodes: 50_000 });
          // Each instant is off by at most the rounding of the two written clocks around it (tenths).
          moveTimes(r.events).forEach((t, i) =>
            assert.ok(Math.abs(t - events[i]!.t) < 200, `${file}: move ${i + 1} at ${t}, not ${events[i]!.t}`),
          );
          const v = rule(r.start, r.events);
          assert.equal(v.result, game.result, `${file} ${game.headers.get('White')}: ${r.notes.join('; ')}`);
          checked++;
        }
      }
      assert.ok(checked >= 4, `${checked} games checked`);
    },
  );
});

describe('controls PGN cannot write', () => {
  test('a delay and time odds travel in the Detail tags and read back without options', () => {
    const log = parseEvents(
      [
        '{"type":"start","rules":"uscf-blitz","tc":"G/5;d3","tcBlack":"G/4;d3"}',
        '{"t":2000,"type":"move","move":"e4"}',
        '{"t":9000,"type":"move","move":"e5"}',
        '{"t":10000,"type":"resign","by":"white"}',
      ].join('\n'),
    );
    assert.ok(log.ok);
    const verdict = adjudicate(log.value);
    assert.ok(verdict.ok);
    assert.match(verdict.value.pgn, /\[TimeControlDetail "G\/5;d3"\]/);
    assert.match(verdict.value.pgn, /\[BlackTimeControlDetail "G\/4;d3"\]/);
    const back = eventsFromPgn(verdict.value.pgn);
    assert.ok(back.ok, back.ok ? '' : back.error.message);
    assert.deepEqual(back.value.start.control, log.value.start.control);
    assert.deepEqual(back.value.start.controlBlack, log.value.start.controlBlack);
    const reread = parseEvents(makeEventLog(back.value.start, back.value.events));
    assert.ok(reread.ok);
    const again = adjudicate(reread.value);
    assert.ok(again.ok);
    assert.deepEqual(again.value.clock, verdict.value.clock);
  });
});
