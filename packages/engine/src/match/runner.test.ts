import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess, parsePgn } from '@flagfall/core';
import { fakeEngine, needsStockfish, STOCKFISH } from '../../test/uci-fixtures/paths.js';
import { OPENINGS } from './openings.js';
import { runMatch, type MatchEngine, type MatchResult } from './runner.js';

const fake = (mode: string): MatchEngine => fakeEngine(mode);

/** The checks every finished match must pass: the tally adds up, colours and openings alternate, PGN agrees. */
function assertConsistent(result: MatchResult, games: number): void {
  const { elo } = result;
  assert.equal(result.games.length, games);
  assert.equal(elo.wins + elo.draws + elo.losses, games);
  assert.equal(elo.wins, result.games.filter((g) => g.firstScore === 1).length);
  assert.equal(elo.draws, result.games.filter((g) => g.firstScore === 0.5).length);
  result.games.forEach((g, i) => {
    assert.equal(g.round, i + 1);
    assert.equal(g.whiteEngine, i % 2, 'colours alternate');
    assert.equal(g.opening, OPENINGS[Math.floor(i / 2)], 'each opening twice');
    assert.deepEqual(
      g.moves.slice(0, g.opening.moves.length).map((m) => [m.uci, m.book]),
      g.opening.moves.map((m) => [m, true]),
    );
    const white = g.whiteEngine === 0 ? result.names[0] : result.names[1];
    assert.equal(g.white, white);
    if (g.pgn !== null) {
      const [parsed] = parsePgn(g.pgn);
      assert.ok(parsed !== undefined && parsed.errors.length === 0, g.pgn);
      assert.equal(parsed.result, g.result);
      assert.equal(parsed.headers.get('White'), g.white);
      assert.equal(parsed.headers.get('Round'), String(g.round));
      const replay = new Chess();
      for (const m of parsed.moves) assert.ok(replay.play(m.san).ok, `${m.san} replays`);
      assert.equal(parsed.moves.length, g.moves.length);
    }
  });
}

describe('runMatch', () => {
  test(
    'Stockfish against an engine that plays its first legal move: 4 games, 2 at a time, all won, with PGN',
    { skip: needsStockfish },
    async () => {
      const ended: number[] = [];
      const result = await runMatch({
        engines: [{ command: STOCKFISH, limits: { movetimeMs: 20 } }, fake('first')],
        games: 4,
        timeControl: { baseMs: 2000, incrementMs: 20 },
        concurrency: 2,
        pgn: true,
        onGame: (g, tally) => void ended.push(g.round, tally.games),
      });
      assert.ok(result.ok, JSON.stringify(result));
      assertConsistent(result.value, 4);
      assert.deepEqual(result.value.names, ['Stockfish 15.1', 'Fake Engine first']);
      assert.deepEqual([result.value.elo.wins, result.value.elo.draws, result.value.elo.losses], [4, 0, 0]);
      assert.ok(result.value.games.every((g) => g.termination === 'checkmate'));
      assert.deepEqual(
        ended.filter((_, i) => i % 2 === 1),
        [1, 2, 3, 4],
        'a progress call per game with the tally so far',
      );
      assert.equal(result.value.elo.eloDiff, null, 'a clean sweep has no finite estimate');
      assert.match(result.value.games[0]!.pgn!, /\[Termination "normal"\]/);
      assert.match(result.value.games[0]!.pgn!, /\{ \[%clk 0:00:0\d\.\d\] \[%emt 0:00:00\.\d\] [+-]/);
    },
  );

  test('two Stockfish processes under a real clock: each game has a result and a reason', { skip: needsStockfish }, async () => {
    const weak = { command: STOCKFISH, options: { 'Skill Level': 0 } };
    const result = await runMatch({
      engines: [weak, weak],
      games: 2,
      timeControl: { baseMs: 1000, incrementMs: 10 },
      concurrency: 2,
      pgn: true,
    });
    assert.ok(result.ok, JSON.stringify(result));
    assertConsistent(result.value, 2);
    assert.deepEqual(result.value.names, ['Stockfish 15.1 #1', 'Stockfish 15.1 #2'], 'the same engine twice is told apart');
    for (const g of result.value.games) assert.ok(g.result !== '*' && g.reason.length > 0);
  });

  test('an illegal move, a crash and a flag each lose the game', async () => {
    for (const [mode, termination, reason] of [
      ['illegal', 'illegal-move', /^(White|Black) played an illegal move: a1a1$/],
      ['bad-bestmove', 'illegal-move', /^(White|Black) sent a malformed move: bestmove e9e4$/],
      ['exit-on-go', 'crash', /^(White|Black) crashed: Fake Engine exit-on-go ended: exit code 3/],
      ['slow', 'time-forfeit', /^(White|Black) lost on time \(no move within \d+ ms \+ 50 ms tolerance\)$/],
    ] as const) {
      const result = await runMatch({ engines: [fake(mode), fake('first')], games: 2, timeControl: { baseMs: 200, incrementMs: 0 } });
      assert.ok(result.ok, JSON.stringify(result));
      assertConsistent(result.value, 2);
      assert.deepEqual([result.value.elo.wins, result.value.elo.losses], [0, 2], mode);
      for (const g of result.value.games) {
        assert.equal(g.termination, termination, mode);
        assert.match(g.reason, reason);
        // The faulty engine loses with either colour.
        const faulty = g.whiteEngine === 0 ? 'White' : 'Black';
        assert.ok(g.reason.startsWith(faulty), `${mode}: ${g.reason}`);
      }
    }
  });

  test('an engine that cannot start, or an option it does not have, is an error naming the engine', async () => {
    const missing = await runMatch({
      engines: [fake('first'), { command: '/nonexistent/engine' }],
      games: 2,
      timeControl: { baseMs: 1000, incrementMs: 0 },
    });
    assert.ok(!missing.ok && missing.error.code === 'engine_failed' && missing.error.engine === 2);
    assert.equal(missing.error.message, 'engine 2: cannot start "/nonexistent/engine": ENOENT');
    const option = await runMatch({
      engines: [{ ...fake('first'), options: { Levle: 3 } }, fake('first')],
      games: 2,
      timeControl: { baseMs: 1000, incrementMs: 0 },
    });
    assert.ok(!option.ok && option.error.code === 'engine_failed' && option.error.engine === 1);
    assert.equal(option.error.message, 'engine 1: Fake Engine first has no option "Levle"');
    const none = await runMatch({ engines: [fake('first'), fake('first')], games: 0, timeControl: { baseMs: 1000, incrementMs: 0 } });
    assert.ok(!none.ok && none.error.code === 'bad_options');
  });

  test('aborting stops the match: the games played are kept, the one in progress is dropped', async () => {
    const controller = new AbortController();
    const result = await runMatch({
      engines: [fake('first'), fake('first')],
      games: 50,
      timeControl: { baseMs: 10_000, incrementMs: 0 },
      signal: controller.signal,
      onGame: (g) => {
        if (g.round === 2) controller.abort();
      },
    });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.value.aborted, true);
    assert.deepEqual(
      result.value.games.map((g) => g.round),
      [1, 2],
    );
  });
});
