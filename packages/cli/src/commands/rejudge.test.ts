import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_MAX_NODES, getRuleset, parseFen, parseUci } from '@flagfall/core';
import type { Color } from '@flagfall/core';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';
import { judgeGame, rejudge as rejudgeFile, usage } from './rejudge.js';
import type { Judge } from './rejudge.js';

/**
 * A database made for the test: games 1, 2 and 4 are wins on time the winner could never have won;
 * game 6 cannot be replayed; game 7 is a draw on time where the side with time (Black) could still win.
 */
const DATABASE = `[Event "Wall"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]
[Termination "Time forfeit"]
[SetUp "1"]
[FEN "3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1"]

1. Ke3 Ke7 2. Kf3 {[%clk 0:00:00]} 0-1

[Event "Lone king"]
[White "Cat"]
[Black "Dan"]
[Result "1-0"]
[Termination "Normal"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5q2/K7 b - - 0 1"]

1... Kg7 {[%clk 0:00:03]} 2. Kb1 {[%clk 0:00:05]} Kf6 {[%clk 0:00:00]} 1-0

[Event "Queen wins"]
[White "Eve"]
[Black "Fay"]
[Result "1-0"]
[Termination "Fay won on time"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5Q2/K7 w - - 0 1"]

1. Qf6+ Kh7 1-0

[Event "Knight, clock only"]
[White "Gus"]
[Black "Hal"]
[Result "1-0"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5N2/K7 w - - 0 1"]

1. Ng4 {[%clk 0:00:09]} Kg7 {[%clk 0:00:00]} 1-0

[Event "Mate"]
[White "Ivy"]
[Black "Jon"]
[Result "0-1"]
[Termination "Normal"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Broken"]
[White "Kim"]
[Black "Lee"]
[Result "1-0"]
[Termination "Time forfeit"]

1. e4 e5 2. Ke3 1-0

[Event "Drawn on time"]
[White "Max"]
[Black "Ned"]
[Result "1/2-1/2"]
[Termination "Time forfeit"]

1. e4 e5 1/2-1/2
`;

type Line = Record<string, unknown>;

/** Runs the command on `files`; splits its output into misjudged and unreadable lines and the summary. */
async function runOn(
  args: string[],
  files: Record<string, string> = { 'db.pgn': DATABASE },
): Promise<{ code: number; lines: Line[]; unreadable: Line[]; unknown: Line[]; summary: Line; err: string }> {
  const c = capture(files);
  const code = await main(['rejudge', ...args], c.io);
  return { code, ...split(c.out()), err: c.err() };
}

function split(out: string): { lines: Line[]; unreadable: Line[]; unknown: Line[]; summary: Line } {
  const all = out
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);
  const summary = all.pop() ?? {};
  assert.equal(summary['kind'], 'summary');
  for (const l of all) assert.ok(['misjudged', 'unreadable', 'unknown'].includes(l['kind'] as string), JSON.stringify(l));
  const kind = (k: string): Line[] => all.filter((l) => l['kind'] === k);
  return { lines: kind('misjudged'), unreadable: kind('unreadable'), unknown: kind('unknown'), summary };
}

const rejudge = (args: string[]): ReturnType<typeof runOn> => runOn(args);

/** A game for the tests: tags, a start position and movetext. */
const game = (tags: Record<string, string>, fen: string, movetext: string): string =>
  `${Object.entries({ ...tags, SetUp: '1', FEN: fen })
    .map(([k, v]) => `[${k} "${v}"]`)
    .join('\n')}\n\n${movetext}\n\n`;
const CHESSCOM_DRAW = 'Game drawn by timeout vs insufficient material';

/** Plays a UCI line from a FEN; true when it ends with `loser` checkmated. */
function matesFrom(fen: string, line: readonly string[], loser: Color): boolean {
  const pos = parseFen(fen);
  if (!pos.ok) return false;
  for (const uci of line) {
    const move = parseUci(uci);
    if (!move.ok || !pos.value.play(move.value)) return false;
  }
  return pos.value.isCheckmate() && pos.value.turn === loser;
}

describe('flagfall rejudge', () => {
  test('FIDE blitz: the wins on time the winner could never have won, the draw on time Black could have won, and a summary', async () => {
    const r = await rejudge(['--rules', 'fide-blitz', 'db.pgn']);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(r.summary['games'], 7);
    assert.deepEqual(r.summary['timeouts'], 6); // Wall, Lone king (clock), Queen wins, Knight (clock), Broken, Drawn on time
    assert.deepEqual(r.summary['misjudged'], 4);
    assert.deepEqual(r.summary['winsToDraws'], 3);
    assert.deepEqual(r.summary['drawsToWins'], 1);
    assert.deepEqual(r.summary['unknown'], 0);
    assert.deepEqual(r.summary['unreadable'], 1);
    assert.equal(typeof r.summary['seconds'], 'number');
    assert.deepEqual(
      r.lines.map((l) => [l['game'], l['event'], l['result'], l['rejudged'], l['rule']]),
      [
        [1, 'Wall', '0-1', '1/2-1/2', 'FIDE 6.9'],
        [2, 'Lone king', '1-0', '1/2-1/2', 'FIDE 6.9'],
        [4, 'Knight, clock only', '1-0', '1/2-1/2', 'FIDE 6.9'],
        // White (to move at the end, no clocks) ran out of time with all the pieces on the board.
        [7, 'Drawn on time', '1/2-1/2', '0-1', 'FIDE 6.9'],
      ],
    );
    assert.match(r.lines[0]!['reason'] as string, /blocked/);
    assert.equal(r.lines[0]!['fen'], '8/4k3/8/p2p2p1/P2P2P1/5K2/8/8 b - - 3 2');
    assert.equal(r.lines[0]!['line'], undefined);
    assert.ok(matesFrom(r.lines[3]!['fen'] as string, r.lines[3]!['line'] as string[], 'white'));
    assert.deepEqual(
      r.unreadable.map((l) => [l['game'], l['white'], l['black'], l['event'], l['site'], l['date']]),
      [[6, 'Kim', 'Lee', 'Broken', '?', '?']],
    );
    assert.match(r.unreadable[0]!['reason'] as string, /^move 2\. Ke3 \(line 54\): illegal SAN "Ke3"/);
  });

  test('US Chess blitz: mating material (7c) — a pawn wall stands, a lone knight does not; Black had material', async () => {
    const r = await rejudge(['--rules', 'uscf-blitz', 'db.pgn']);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual([r.summary['misjudged'], r.summary['winsToDraws'], r.summary['drawsToWins']], [3, 2, 1]);
    assert.deepEqual(
      r.lines.map((l) => [l['event'], l['rejudged'], l['rule']]),
      [
        ['Lone king', '1/2-1/2', 'US Chess 7c'],
        ['Knight, clock only', '1/2-1/2', 'US Chess 7c'],
        ['Drawn on time', '0-1', 'US Chess 7c'],
      ],
    );
  });

  test('usage errors exit 2', async () => {
    for (const args of [['db.pgn'], ['--rules', 'nonsense', 'db.pgn'], ['--rules', 'fide-blitz']]) {
      const c = capture({ 'db.pgn': DATABASE });
      assert.equal(await main(['rejudge', ...args], c.io), 2);
      assert.equal(c.out(), '');
    }
  });

  test('only a file that cannot be read is "cannot read" (exit 2)', async () => {
    const c = capture({});
    assert.equal(await main(['rejudge', '--rules', 'fide-blitz', 'missing.pgn'], c.io), 2);
    assert.match(c.err(), /^flagfall rejudge: cannot read missing\.pgn: /);
    assert.equal(c.out(), '');
  });

  test('--quick: the same rulings where its cheap stages decide, and the summary says which analysis ran', async () => {
    const full = await rejudge(['--rules', 'fide-blitz', 'db.pgn']);
    const quick = await rejudge(['--rules', 'fide-blitz', '--quick', 'db.pgn']);
    assert.equal(quick.code, 0, quick.err);
    assert.equal(full.summary['analysis'], 'full');
    assert.equal(quick.summary['analysis'], 'quick');
    const rulings = (r: typeof full): unknown[] => r.lines.map((l) => [l['game'], l['rejudged'], l['rule'], l['fen']]);
    assert.deepEqual(rulings(quick), rulings(full));
    assert.deepEqual([quick.summary['misjudged'], quick.summary['unknown']], [4, 0]);
    // The draw on time Black could have won still carries a line that mates.
    assert.ok(matesFrom(quick.lines[3]!['fen'] as string, quick.lines[3]!['line'] as string[], 'white'));
  });

  test('an inconclusive analysis is listed as unknown (the result stands): --quick, and a starved full analysis', async () => {
    // A lone bishop against many pieces: White can mate, but only by a long helpmate the quick
    // mode's short search does not find (lichess.txt).
    const fen = '2k5/ppp1n2p/8/5pB1/4p3/8/rq6/5K2 w - - 2 44';
    const db = game({ Event: 'Lone bishop', White: 'Uma', Black: 'Vic', Result: '1-0', Termination: 'Time forfeit' }, fen, '1-0');
    const full = await runOn(['--rules', 'fide-blitz', 'db.pgn'], { 'db.pgn': db });
    assert.deepEqual([full.summary['timeouts'], full.summary['misjudged'], full.summary['unknown']], [1, 0, 0]);
    assert.deepEqual(full.unknown, []);
    for (const [args, reason] of [
      [['--quick'], /^the quick analysis was inconclusive \(\d+ nodes\)$/],
      [['--quick', '--nodes', '0'], /^the quick analysis was inconclusive \(0 nodes\)$/],
      [['--nodes', '10'], /^the analysis was inconclusive within 10 nodes$/],
    ] as const) {
      const r = await runOn(['--rules', 'fide-blitz', ...args, 'db.pgn'], { 'db.pgn': db });
      assert.equal(r.code, 0, r.err);
      assert.deepEqual([r.summary['timeouts'], r.summary['misjudged'], r.summary['unknown']], [1, 0, 1], args.join(' '));
      assert.equal(r.unknown.length, 1);
      const u = r.unknown[0]!;
      assert.deepEqual(
        [u['game'], u['white'], u['black'], u['event'], u['result'], u['side'], u['fen']],
        [1, 'Uma', 'Vic', 'Lone bishop', '1-0', 'white', fen],
      );
      assert.match(u['reason'] as string, reason, args.join(' '));
    }
  });

  test('--jobs 2: worker threads give the same lines in file order, whatever the read-ahead', async () => {
    const withoutSeconds = (out: string): string => out.replace(/"seconds":[0-9.]+/, '"seconds":0');
    // 30 copies of the database (210 games) run past the read-ahead of 2 × 32 games.
    for (const [rules, db] of [
      ['fide-blitz', DATABASE],
      ['uscf-blitz', DATABASE],
      ['fide-blitz', DATABASE.repeat(30)],
    ] as const) {
      const outputs: string[] = [];
      for (const jobs of ['1', '2']) {
        const c = capture({ 'db.pgn': db });
        assert.equal(await main(['rejudge', '--rules', rules, '--jobs', jobs, 'db.pgn'], c.io), 0, c.err());
        outputs.push(withoutSeconds(c.out()));
      }
      assert.equal(outputs[1], outputs[0], rules);
      assert.ok(outputs[0]!.includes('"kind":"misjudged"'));
    }
    const big = await runOn(['--rules', 'fide-blitz', '--jobs', '2', 'db.pgn'], { 'db.pgn': DATABASE.repeat(30) });
    assert.deepEqual([big.summary['games'], big.summary['misjudged'], big.summary['unreadable']], [210, 120, 30]);
    assert.deepEqual(
      big.lines.map((l) => l['game']),
      [...Array(30).keys()].flatMap((k) => [1, 2, 4, 7].map((g) => 7 * k + g)),
    );
  });

  test('the usage gives the default node budget', () => {
    assert.match(usage, new RegExp(`--nodes N .*\\(default ${DEFAULT_MAX_NODES}\\)`));
  });
});

describe('flagfall rejudge: draws on time', () => {
  const DRAWS =
    // 1: K+N v K+P, Black's flag fell (clock): White can still mate (the pawn blocks its king).
    game(
      { Event: 'Knight v pawn', White: 'A', Black: 'B', Result: '1/2-1/2', Termination: CHESSCOM_DRAW },
      '7k/7p/8/8/8/8/8/K5N1 w - - 0 60',
      '60. Nf3 {[%clk 0:00:04]} Kg8 {[%clk 0:00:00]} 1/2-1/2',
    ) +
    // 2: K+B v K+P, Black to move at the end, no clocks: White can still mate.
    game(
      { Event: 'Bishop v pawn', White: 'C', Black: 'D', Result: '1/2-1/2', Termination: CHESSCOM_DRAW },
      '7k/6p1/8/8/8/8/8/K4B2 w - - 0 70',
      '70. Bc4 1/2-1/2',
    ) +
    // 3: K+N v K, Black flagged: White cannot mate, the draw is right.
    game(
      { Event: 'Knight alone', White: 'E', Black: 'F', Result: '1/2-1/2', Termination: 'Time forfeit' },
      '7k/8/8/8/8/8/8/K5N1 w - - 0 50',
      '50. Nf3 {[%clk 0:00:09]} Kg8 {[%clk 0:00:00]} 1/2-1/2',
    ) +
    // 4: K v K+P, the pawn's side (Black) flagged: White has only a king, the draw is right.
    game(
      { Event: 'Lone king has time', White: 'G', Black: 'H', Result: '1/2-1/2', Termination: 'Time forfeit' },
      '7k/7p/8/8/8/8/8/K7 w - - 0 40',
      '40. Kb1 {[%clk 0:00:02]} Kg8 {[%clk 0:00:00]} 1/2-1/2',
    ) +
    // 5: K v K+P, the lone king flagged (clock, no Termination tag): Black queens and mates.
    game(
      { Event: 'Pawn has time', White: 'I', Black: 'J', Result: '1/2-1/2' },
      '7k/7p/8/8/8/8/8/K7 w - - 0 40',
      '40. Kb1 {[%clk 0:00:00]} 1/2-1/2',
    ) +
    // 6: a draw whose Termination names another ending is no timeout, whatever its clocks show.
    game(
      { Event: 'Agreed', White: 'K', Black: 'L', Result: '1/2-1/2', Termination: 'Game drawn by agreement' },
      '7k/7p/8/8/8/8/8/K7 w - - 0 40',
      '40. Kb1 {[%clk 0:00:00]} 1/2-1/2',
    ) +
    // 7: a timeout named in other words is one; "time control" in a tag is not.
    game(
      { Event: 'Time control', White: 'M', Black: 'N', Result: '1/2-1/2', Termination: 'normal end before the time control' },
      '7k/7p/8/8/8/8/8/K7 w - - 0 40',
      '40. Kb1 1/2-1/2',
    );

  test('FIDE: a draw on time the side with time could win is reported with a mating line; the others stay', async () => {
    const r = await runOn(['--rules', 'fide-blitz', 'draws.pgn'], { 'draws.pgn': DRAWS });
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(
      [
        r.summary['games'],
        r.summary['timeouts'],
        r.summary['misjudged'],
        r.summary['winsToDraws'],
        r.summary['drawsToWins'],
        r.summary['unknown'],
        r.summary['unreadable'],
      ],
      [7, 5, 3, 0, 3, 0, 0],
    );
    assert.deepEqual(
      r.lines.map((l) => [l['game'], l['event'], l['result'], l['rejudged'], l['rule']]),
      [
        [1, 'Knight v pawn', '1/2-1/2', '1-0', 'FIDE 6.9'],
        [2, 'Bishop v pawn', '1/2-1/2', '1-0', 'FIDE 6.9'],
        [5, 'Pawn has time', '1/2-1/2', '0-1', 'FIDE 6.9'],
      ],
    );
    for (const l of r.lines) {
      const loser: Color = l['rejudged'] === '1-0' ? 'black' : 'white';
      assert.ok(matesFrom(l['fen'] as string, l['line'] as string[], loser), `${String(l['event'])}: the line mates`);
      assert.match(l['reason'] as string, /^(White|Black) ran out of time and (White|Black) can still checkmate: .* mates in \d+ plies/);
      assert.match(l['san'] as string, /#$/);
    }
    assert.equal(r.lines[0]!['fen'], '6k1/7p/8/8/8/5N2/8/K7 w - - 2 61');
    assert.match(r.lines[0]!['san'] as string, /^61\. /);
    assert.match(r.lines[1]!['san'] as string, /^70\.\.\. /);
  });

  test('US Chess: the material test decides, with its article', async () => {
    const blitz = await runOn(['--rules', 'uscf-blitz', 'draws.pgn'], { 'draws.pgn': DRAWS });
    assert.deepEqual(
      blitz.lines.map((l) => [l['event'], l['rejudged'], l['rule'], l['line']]),
      [['Pawn has time', '0-1', 'US Chess 7c', undefined]],
    );
    const standard = await runOn(['--rules', 'uscf-standard', 'draws.pgn'], { 'draws.pgn': DRAWS });
    assert.deepEqual(
      standard.lines.map((l) => [l['event'], l['rejudged'], l['rule']]),
      [['Pawn has time', '0-1', 'US Chess 14E']],
    );
  });
});

describe('flagfall rejudge: one bad game never stops the run', () => {
  const GOOD = (n: number): string =>
    game(
      { Event: `Good ${n}`, White: 'W', Black: 'B', Result: '1-0', Termination: 'Time forfeit' },
      '7k/8/8/8/8/8/5Q2/K7 w - - 0 1',
      '1. Qf6+ Kh7 1-0',
    );
  const BAD_MOVE = game(
    { Event: 'Bad move', White: 'P', Black: 'Q', Result: '0-1', Termination: 'Time forfeit' },
    '7k/8/8/8/8/8/5Q2/K7 w - - 0 1',
    '1. Qf6+ Kh7 2. Kb9 0-1',
  );
  const BAD_FEN =
    '[Event "Bad FEN"]\n[White "R"]\n[Black "S"]\n[Result "1-0"]\n[Termination "Time forfeit"]\n[FEN "8/8/8 w - - 0 1"]\n\n1-0\n\n';

  test('two unreadable games among good ones: each listed with its number and reason, the rest judged', async () => {
    const db = GOOD(1) + BAD_MOVE + GOOD(3) + BAD_FEN + GOOD(5);
    const r = await runOn(['--rules', 'fide-blitz', 'db.pgn'], { 'db.pgn': db });
    assert.equal(r.code, 0, r.err);
    assert.deepEqual([r.summary['games'], r.summary['timeouts'], r.summary['unreadable'], r.summary['misjudged']], [5, 5, 2, 0]);
    assert.deepEqual(
      r.unreadable.map((l) => [l['game'], l['event'], l['white'], l['black']]),
      [
        [2, 'Bad move', 'P', 'Q'],
        [4, 'Bad FEN', 'R', 'S'],
      ],
    );
    assert.match(r.unreadable[0]!['reason'] as string, /^move 2\. Kb9 \(line 19\): bad SAN/);
    assert.match(r.unreadable[1]!['reason'] as string, /^FEN tag: /);
  });

  test('an analysis that throws is an internal error, listed as such, and the run goes on', async () => {
    const c = capture({ 'db.pgn': GOOD(1) + GOOD(2) + GOOD(3) });
    const rules = getRuleset('fide-blitz');
    assert.ok(rules.ok);
    const throwing: Judge = (g, timeout, ruleset, analysis) => {
      if (g.headers.get('Event') === 'Good 2') throw new Error('boom\nat line two');
      return judgeGame(g, timeout, ruleset, analysis);
    };
    assert.equal(await rejudgeFile('db.pgn', rules.value, { maxNodes: 1000 }, c.io, { judge: throwing }), 0);
    const r = split(c.out());
    assert.deepEqual(r.unreadable, [
      {
        kind: 'unreadable',
        game: 2,
        white: 'W',
        black: 'B',
        event: 'Good 2',
        site: '?',
        date: '?',
        reason: 'internal error: boom at line two',
      },
    ]);
    assert.deepEqual([r.summary['games'], r.summary['timeouts'], r.summary['unreadable']], [3, 3, 1]);
    assert.equal(c.err(), '');
  });

  test('a mating line that cannot be printed (a bug) is that game’s internal error, and the run goes on', async () => {
    const c = capture({ 'db.pgn': GOOD(1) + GOOD(2) + GOOD(3) });
    const rules = getRuleset('fide-blitz');
    assert.ok(rules.ok);
    const badLine: Judge = (g, timeout, ruleset, analysis) => {
      if (g.headers.get('Event') !== 'Good 2') return judgeGame(g, timeout, ruleset, analysis);
      const final = parseFen('7k/8/8/8/8/8/5Q2/K7 w - - 0 1');
      assert.ok(final.ok);
      // Qf2-a8 is no queen move: printing the line in SAN fails.
      return { kind: 'misjudged', rejudged: '1-0', rule: 'FIDE 6.9', reason: 'test', final: final.value, line: [{ from: 13, to: 56 }] };
    };
    assert.equal(await rejudgeFile('db.pgn', rules.value, { maxNodes: 1000 }, c.io, { judge: badLine }), 0);
    const r = split(c.out());
    assert.deepEqual(
      r.unreadable.map((l) => [l['game'], l['reason']]),
      [[2, 'internal error: the mating line has an illegal move f2a8']],
    );
    assert.deepEqual([r.summary['games'], r.summary['timeouts'], r.summary['misjudged']], [3, 3, 0]);
  });

  test('hostile/07: a null move that overflows the move counter, then a normal game: both read, exit 0', async () => {
    const db = `[Event "x"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n[Termination "time forfeit"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w - - 99999 50"]\n\n1. -- Kd7 1-0\n\n[Event "y"]\n[Result "0-1"]\n[Termination "time forfeit"]\n\n1. e4 e5 0-1\n`;
    const r = await runOn(['--rules', 'fide-blitz', 'db.pgn'], { 'db.pgn': db });
    assert.equal(r.code, 0, r.err);
    assert.equal(r.err, '');
    assert.deepEqual([r.summary['games'], r.summary['timeouts'], r.summary['misjudged']], [2, 2, 0]);
    // Game 1 replays (the null move no longer throws) and its win stands: White's rook mates.
    assert.deepEqual(r.unreadable, []);
    assert.equal(r.summary['unreadable'], 0);
  });

  test("games cut off by the reader's limits are unreadable, with the limit as the reason", async () => {
    const long = game(
      { Event: 'Endless', White: 'T', Black: 'U', Result: '1-0', Termination: 'Time forfeit' },
      '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1',
      `${'Nf3 Kd7 Ng1 Ke8 '.repeat(7600)}1-0`,
    );
    const r = await runOn(['--rules', 'fide-blitz', 'db.pgn'], { 'db.pgn': GOOD(1) + long + GOOD(3) });
    assert.equal(r.code, 0, r.err);
    assert.deepEqual([r.summary['games'], r.summary['timeouts'], r.summary['unreadable']], [3, 3, 1]);
    assert.deepEqual(
      r.unreadable.map((l) => [l['game'], l['event']]),
      [[2, 'Endless']],
    );
    assert.match(r.unreadable[0]!['reason'] as string, /^the game is incomplete: the game has more than 30000 moves \(maxGameMoves/);
  });
});
