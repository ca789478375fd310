import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { sharedPath, skipMessage } from '../../test/shared.js';
import { Chess } from '../play/chess.js';
import { parsePgn } from '../pgn/read.js';
import { RULESET_NAMES, type RulesetName } from '../rules/types.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { parseEvents, type GameEvent, type StartEvent } from './events.js';
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
    assert.deepEqual(moveTimes(r.events), [0, 0, 2000, 5000, 12_000, 157_000, 167_000]);
    const claim = r.events.at(-1)!;
    // Black's clock ran from 167 s with 30 s (up to a second more) left: the earliest instant it fell.
    assert.deepEqual(claim, { type: 'claim', t: 197_000, by: 'white', claim: 'flag' });
    assert.ok(
      r.notes.some((n) => /White's flag claim at 3:17.0 is inferred from the result 1-0 and the Termination tag "Time forfeit"/.test(n)),
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
    assert.equal(r.events[0]!.type === 'move' && r.events[0].move, 'Kf7', 'Black moves first');
    assert.deepEqual(r.events.at(-1), { type: 'claim', t: r.events.at(-2)!.t, by: 'black', claim: 'threefold' });
    const v = rule(r.start, r.events);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'threefold');
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
