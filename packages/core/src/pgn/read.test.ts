import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePgn, readPgn, readPgnAsync } from './read.js';
import type { PgnGame, PgnMove } from './types.js';
import { inWorker } from '../test-support/inWorker.js';

const sans = (moves: readonly PgnMove[]): string[] => moves.map((m) => m.san);
const one = (text: string, keepVariations = false): PgnGame => {
  const games = parsePgn(text, { keepVariations });
  assert.equal(games.length, 1, `expected one game, got ${games.length}`);
  return games[0]!;
};

describe('games and tags', () => {
  test('several games per file, tags in their order, results', () => {
    const games = parsePgn('[Event "A"]\n[White "x"]\n\n1. e4 e5 1-0\n\n[Event "B"]\n\n1. d4 0-1\n\n[Event "C"]\n\n*\n');
    assert.equal(games.length, 3);
    assert.deepEqual(
      [...games[0]!.headers],
      [
        ['Event', 'A'],
        ['White', 'x'],
      ],
    );
    assert.deepEqual(
      games.map((g) => g.result),
      ['1-0', '0-1', '*'],
    );
    assert.deepEqual(sans(games[0]!.moves), ['e4', 'e5']);
    assert.deepEqual(games[2]!.moves, []);
  });
  test('header values with escaped quotes and backslashes', () => {
    const game = one('[Event "The \\"Big\\" One"]\n[Site "C:\\\\pgn"]\n\n*');
    assert.equal(game.headers.get('Event'), 'The "Big" One');
    assert.equal(game.headers.get('Site'), 'C:\\pgn');
  });
  test('a game with no tags at all', () => {
    const game = one('1. e4 e5 2. Nf3 *');
    assert.equal(game.headers.size, 0);
    assert.deepEqual(sans(game.moves), ['e4', 'e5', 'Nf3']);
  });
  test('missing roster tags are simply absent', () => {
    const game = one('[White "w"]\n\n1. e4 1-0');
    assert.equal(game.headers.get('Event'), undefined);
    assert.equal(game.headers.get('White'), 'w');
  });
  test('several tags on one line, and movetext after them on the same line', () => {
    const game = one('[Event "A"] [Site "B"] 1. e4 *');
    assert.deepEqual([...game.headers.keys()], ['Event', 'Site']);
    assert.deepEqual(sans(game.moves), ['e4']);
  });
  test('a repeated tag keeps its first position and its last value', () => {
    const game = one('[Event "A"]\n[Site "S"]\n[Event "B"]\n\n*');
    assert.deepEqual(
      [...game.headers],
      [
        ['Event', 'B'],
        ['Site', 'S'],
      ],
    );
  });
  test('a malformed tag is kept when readable and reported with its line', () => {
    const game = one('[Event "A"]\n[Site Somewhere]\n\n1. e4 *');
    assert.equal(game.headers.get('Site'), 'Somewhere');
    assert.deepEqual(
      game.errors.map((e) => [e.code, e.line]),
      [['bad_tag', 2]],
    );
  });
});

describe('movetext tokens', () => {
  test('move numbers 12. and 12... with and without spaces', () => {
    const game = one('[FEN "x"]\n\n12...Nf3 13.e4 13... d5 14. c4 *');
    assert.deepEqual(sans(game.moves), ['Nf3', 'e4', 'd5', 'c4']);
  });
  test('raw tokens: castling with O and 0, UCI, promotions, null moves', () => {
    const game = one('1. O-O 0-0-0 2. e2e4 e7e8q 3. exd8=Q+ -- 4. Z0 Qh2# 5. 0000 *');
    assert.deepEqual(sans(game.moves), ['O-O', '0-0-0', 'e2e4', 'e7e8q', 'exd8=Q+', '--', 'Z0', 'Qh2#', '0000']);
  });
  test('NAGs: $n and the six suffixes, glued or separate', () => {
    const game = one('1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $36 Nf6 ! *');
    assert.deepEqual(
      game.moves.map((m) => m.nags),
      [[1], [2], [3], [4], [5], [6], [14, 36], [1]],
    );
    assert.deepEqual(game.errors, []);
  });
  test('bad and orphan NAGs are reported, not fatal', () => {
    const game = one('$1 1. e4 $ e5 !!! $300 *');
    assert.deepEqual(
      game.errors.map((e) => e.code),
      ['orphan_nag', 'bad_nag', 'bad_nag', 'bad_nag'],
    );
    assert.deepEqual(sans(game.moves), ['e4', 'e5']);
  });
  test('brace comments, multi-line comments and ; comments', () => {
    const game = one('{start} 1. e4 {best by test} {second}\ne5 ; rest of line\n2. Nf3 {two\nlines} *');
    assert.deepEqual(game.comments, ['start']);
    assert.deepEqual(game.moves[0]!.comments, ['best by test', 'second']);
    assert.deepEqual(game.moves[1]!.comments, ['rest of line']);
    assert.deepEqual(game.moves[2]!.comments, ['two\nlines']);
  });
  test('a ; inside braces and a } after ; are comment text', () => {
    const game = one('1. e4 {a; b} e5 ; x } y\n*');
    assert.deepEqual(game.moves[0]!.comments, ['a; b']);
    assert.deepEqual(game.moves[1]!.comments, ['x } y']);
  });
  test('clock commands become clockMs / emtMs and leave the comment text', () => {
    const game = one('1. e4 { [%clk 0:02:59.3] [%emt 0:00:01.2] fast } e5 { [%clk 0:03:00] } *');
    assert.deepEqual(game.moves[0], { san: 'e4', nags: [], comments: ['fast'], clockMs: 179_300, emtMs: 1_200, line: 1 });
    assert.deepEqual(game.moves[1]!.comments, []);
    assert.equal(game.moves[1]!.clockMs, 180_000);
  });
  test('% escape lines are ignored (column 1 only)', () => {
    const game = one('%comment [Event "no"]\n[Event "yes"]\n%1. d4\n\n1. e4 *');
    assert.equal(game.headers.get('Event'), 'yes');
    assert.deepEqual(sans(game.moves), ['e4']);
  });
  test('move tokens carry their line numbers', () => {
    const game = one('[Event "x"]\n\n1. e4 e5\n2. Nf3\n\n\nNc6 *');
    assert.deepEqual(
      game.moves.map((m) => m.line),
      [3, 3, 4, 7],
    );
  });
});

describe('variations', () => {
  const text = '1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) d6) (1... e6) 2. Nf3 {main} *';
  test('skipped by default, nested ones too', () => {
    const game = one(text);
    assert.deepEqual(sans(game.moves), ['e4', 'e5', 'Nf3']);
    assert.equal(game.moves[1]!.variations, undefined);
    assert.deepEqual(game.moves[2]!.comments, ['main']);
    assert.deepEqual(game.errors, []);
  });
  test('kept on request, as alternatives to the move before the (', () => {
    const game = one(text, true);
    const e5 = game.moves[1]!;
    assert.equal(e5.variations!.length, 2);
    const [sicilian, french] = e5.variations!;
    assert.deepEqual(sans(sicilian!), ['c5', 'Nf3', 'd6']);
    assert.deepEqual(sicilian![0]!.comments, ['Sicilian']);
    assert.deepEqual(sans(sicilian![1]!.variations![0]!), ['c3', 'd5']);
    assert.deepEqual(sans(french!), ['e6']);
    assert.deepEqual(sans(game.moves), ['e4', 'e5', 'Nf3']);
  });
  test('a comment opening a variation is kept as commentsBefore', () => {
    const game = one('1. e4 ({or} 1. d4) *', true);
    assert.deepEqual(game.moves[0]!.variations![0]![0]!.commentsBefore, ['or']);
  });
  test('a result inside a variation does not end the game', () => {
    assert.deepEqual(sans(one('1. e4 (1. f3 e5 2. g4 Qh4# 0-1) e5 *').moves), ['e4', 'e5']);
  });
  test('unmatched ), orphan ( and unclosed ( are reported; the game is kept', () => {
    const games = parsePgn('( 1. d4 ) 1. e4 ) e5 (1... c5\n\n[Event "next"]\n*', { keepVariations: true });
    assert.equal(games.length, 2);
    assert.deepEqual(sans(games[0]!.moves), ['e4', 'e5']);
    assert.deepEqual(
      games[0]!.errors.map((e) => [e.code, e.line]),
      [
        ['orphan_variation', 1],
        ['unmatched_paren', 1],
        ['unterminated_variation', 1],
      ],
    );
  });
});

describe('file quirks', () => {
  test('a UTF-8 BOM before the first tag', () => {
    const game = one('\uFEFF[Event "A"]\n\n1. e4 *');
    assert.deepEqual([...game.headers.keys()], ['Event']);
  });
  test('CRLF and CR line ends read like LF', () => {
    const lf = '[Event "A"]\n[Site "B"]\n\n1. e4 {two\nlines} e5 ; c\n2. Nf3 1-0\n';
    const expected = parsePgn(lf);
    assert.deepEqual(parsePgn(lf.replace(/\n/g, '\r\n')), expected);
    assert.deepEqual(parsePgn(lf.replace(/\n/g, '\r')), expected);
  });
  test('empty lines between tags and inside movetext (ChessBase)', () => {
    const game = one('[Event "A"]\n\n[Round "1"]\n\n1. e4  e5  2.\n\nNf3  Nc6\n\n 3. Bb5 1-0');
    assert.deepEqual([...game.headers.keys()], ['Event', 'Round']);
    assert.deepEqual(sans(game.moves), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  });
  test('games without a result token end at the next tag line; the Result tag gives the result', () => {
    const games = parsePgn('[Result "1-0"]\n\n1. e4 e5\n\n[Event "B"]\n\n1. d4\n\n[Event "C"]\n1. c4');
    assert.deepEqual(
      games.map((g) => [g.result, sans(g.moves)]),
      [
        ['1-0', ['e4', 'e5']],
        ['*', ['d4']],
        ['*', ['c4']],
      ],
    );
  });
  test('tagless games follow each other after a result', () => {
    const games = parsePgn('1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 *');
    assert.deepEqual(
      games.map((g) => [g.result, sans(g.moves)]),
      [
        ['1-0', ['e4', 'e5']],
        ['0-1', ['d4', 'd5']],
        ['*', ['c4']],
      ],
    );
  });
  test('a comment after the result still belongs to the game', () => {
    const games = parsePgn('[Event "A"]\n\n1. e4 1-0 {White won on time}\n\n[Event "B"]\n\n*');
    assert.equal(games.length, 2);
    assert.deepEqual(games[0]!.moves[0]!.comments, ['White won on time']);
  });
  test('a runaway comment is closed by the next tag line; the next game is intact', () => {
    const games = parsePgn('[Event "A"]\n\n1. e4 {oops\ne5 1-0\n\n[Event "B"]\n\n1. d4 d5 *');
    assert.equal(games.length, 2);
    assert.deepEqual(
      games[0]!.errors.map((e) => [e.code, e.line]),
      [['unterminated_comment', 3]],
    );
    assert.deepEqual(games[0]!.moves[0]!.comments, ['oops\ne5 1-0']);
    assert.deepEqual([games[1]!.headers.get('Event'), sans(games[1]!.moves), games[1]!.result], ['B', ['d4', 'd5'], '*']);
    assert.deepEqual(games[1]!.errors, []);
  });
  test('a comment open at the end of input is reported and kept', () => {
    const game = one('1. e4 {never closed');
    assert.deepEqual(
      game.errors.map((e) => e.code),
      ['unterminated_comment'],
    );
    assert.deepEqual(game.moves[0]!.comments, ['never closed']);
  });
  test('junk characters are reported and skipped', () => {
    const game = one('1. e4 } e5 " [%clk 0:01:00] < 2. Nf3 *');
    assert.deepEqual(sans(game.moves), ['e4', 'e5', 'Nf3']);
    assert.deepEqual(
      game.errors.map((e) => e.code),
      ['unexpected_char', 'unexpected_char', 'unexpected_char', 'unexpected_char'],
    );
  });
  test('empty input and whitespace give no games', () => {
    assert.deepEqual(parsePgn(''), []);
    assert.deepEqual(parsePgn('\n\n  \r\n\t\n'), []);
  });
});

describe('streaming', () => {
  const game = (i: number): string =>
    `[Event "G${i}"]\n[Site "?"]\n\n1. e4 {[%clk 0:03:00]} e5 {a long comment\nover lines} 2. Nf3 (2. f4 exf4) Nc6 ${i % 2 ? '1-0' : '*'}\n\n`;

  test('the same games whatever the chunk boundaries (every split point of a sample)', () => {
    const text = game(1) + game(2).replace(/\n/g, '\r\n') + game(3);
    const expected = parsePgn(text, { keepVariations: true });
    assert.equal(expected.length, 3);
    for (let cut = 0; cut <= text.length; cut++) {
      const chunks = [text.slice(0, cut), text.slice(cut)];
      assert.deepEqual([...readPgn(chunks, { keepVariations: true })], expected, `cut at ${cut}`);
    }
    const singles = [...readPgn(text.split(''), { keepVariations: true })];
    assert.deepEqual(singles, expected);
  });

  test('games come out while the input is still being read (constant memory)', () => {
    let pulled = 0;
    function* source(): Generator<string> {
      for (let i = 0; i < 1_000_000; i++) {
        pulled++;
        yield game(i);
      }
    }
    let seen = 0;
    for (const g of readPgn(source())) {
      seen++;
      assert.equal(g.headers.get('Event'), `G${seen - 1}`);
      if (seen === 50) break;
    }
    assert.ok(pulled <= 52, `pulled ${pulled} chunks for 50 games`);
  });

  test('a long string is also read lazily', () => {
    const text = game(0).repeat(20_000);
    const it = readPgn(text);
    const first = it.next();
    assert.equal(first.done, false);
    assert.equal((first.value as PgnGame).headers.get('Event'), 'G0');
    assert.equal([...it].length, 19_999);
  });

  test('readPgnAsync reads async chunk sources', async () => {
    async function* source(): AsyncGenerator<string> {
      const text = game(1) + game(2);
      for (let i = 0; i < text.length; i += 7) yield text.slice(i, i + 7);
    }
    const games: PgnGame[] = [];
    for await (const g of readPgnAsync(source())) games.push(g);
    assert.deepEqual(games, parsePgn(game(1) + game(2)));
    const fromString: PgnGame[] = [];
    for await (const g of readPgnAsync(game(5))) fromString.push(g);
    assert.equal(fromString.length, 1);
  });
});

describe('hostile input', () => {
  test('a 5 MB comment of "[%clk " with no "]" is read in linear time and kept as text', { timeout: 5_000 }, async (t) => {
    const clocks = '[%clk '.repeat(840_000);
    const text = `[Event "q"]\n[Result "1-0"]\n\n1. e4 {${clocks}} 1-0\n`;
    // A 5 MB line: past the default limits, which would cut the game off (see parser.test.ts).
    const options = { maxLineChars: 8 << 20, maxGameChars: 8 << 20 };
    const games = await inWorker<PgnGame[]>(new URL('./read.js', import.meta.url), 'parsePgn', [text, options], t.signal);
    assert.equal(games.length, 1);
    assert.deepEqual(sans(games[0]!.moves), ['e4']);
    assert.deepEqual(games[0]!.moves[0]!.comments, [clocks.trim()]);
    assert.equal(games[0]!.moves[0]!.clockMs, undefined);
    assert.equal(games[0]!.result, '1-0');
  });
  // Lines are scanned inside their chunk: a search that ran on past the line to the end of the chunk,
  // once per line, made one big chunk of such lines quadratic (1.6 MB: 7 s, 4 MB: 18 s).
  const oneChunk = new URL('../test-support/readPgnAtOnce.js', import.meta.url);
  test('one big chunk: a runaway comment over 800,000 lines', { timeout: 5_000 }, async (t) => {
    const text = '[Event "x"]\n\n1. e4 {' + 'x\n'.repeat(800_000) + '} *\n';
    const games = await inWorker<PgnGame[]>(oneChunk, 'readOneChunk', [text], t.signal);
    assert.equal(games.length, 1);
    assert.equal(games[0]!.moves[0]!.comments[0]!.length, 2 * 800_000 - 1);
  });
  test('one big chunk: 800,000 lines holding a "[" in movetext', { timeout: 5_000 }, async (t) => {
    const text = '1. e4\n' + '[\n'.repeat(800_000) + '*\n';
    const games = await inWorker<PgnGame[]>(oneChunk, 'readOneChunk', [text], t.signal);
    assert.equal(games.length, 1);
    assert.deepEqual(sans(games[0]!.moves), ['e4']);
    assert.equal(games[0]!.errors[0]!.code, 'unexpected_char');
  });
  test('one big chunk: 600,000 tag pairs without quotes', { timeout: 5_000 }, async (t) => {
    const text = '[A b\n'.repeat(600_000) + '\n*\n';
    const games = await inWorker<PgnGame[]>(oneChunk, 'readOneChunk', [text], t.signal);
    assert.equal(games.length, 1);
    assert.equal(games[0]!.headers.get('A'), 'b');
    assert.equal(games[0]!.errors[0]!.code, 'bad_tag');
  });
  test('syntax error messages stay one short line whatever the input holds', () => {
    const long = '9'.repeat(100_000);
    const game = one(`[${'N'.repeat(100_000)}\u0001 x\n[Event "a\n\n1. e4 $${long} ${'!?'.repeat(50_000)} [${long}\u0000] *`);
    assert.deepEqual(
      game.errors.map((e) => e.code),
      ['bad_tag', 'bad_tag', 'bad_nag', 'bad_nag', 'unexpected_char'],
    );
    for (const e of game.errors) {
      assert.ok(e.message.length < 200, e.message);
      assert.doesNotMatch(e.message, /[\u0000-\u001f]/);
    }
  });
});
