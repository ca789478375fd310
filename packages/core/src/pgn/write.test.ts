import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parsePgn, readPgn } from './read.js';
import { SEVEN_TAG_ROSTER } from './tags.js';
import type { PgnGame, PgnMove, PgnResult } from './types.js';
import { makePgn } from './write.js';
import type { PgnMoveInput } from './write.js';

const moves = (...sans: string[]): PgnMoveInput[] => sans.map((san) => ({ san }));

describe('makePgn', () => {
  test('the Seven Tag Roster first with defaults, then the other tags in order', () => {
    const text = makePgn({
      headers: new Map([
        ['ECO', 'C20'],
        ['White', 'Ann'],
        ['Annotator', 'me'],
      ]),
      moves: [],
      result: '1-0',
    });
    assert.equal(
      text,
      '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Ann"]\n[Black "?"]\n[Result "1-0"]\n' +
        '[ECO "C20"]\n[Annotator "me"]\n\n1-0\n',
    );
  });
  test('the Result tag always matches the movetext result; a missing result falls back to the tag, then *', () => {
    assert.match(makePgn({ headers: new Map([['Result', '0-1']]), moves: [], result: '1-0' }), /\[Result "1-0"\][^]*\n1-0\n$/);
    assert.match(makePgn({ headers: new Map([['Result', '0-1']]), moves: [] }), /\[Result "0-1"\][^]*\n0-1\n$/);
    assert.match(makePgn({ moves: [], result: 'draw' }), /\[Result "\*"\][^]*\n\*\n$/);
  });
  test('move numbers, NAGs, clocks and comments in order', () => {
    const text = makePgn({
      comments: ['opening'],
      moves: [
        { san: 'e4', nags: [1], clockMs: 179_399, emtMs: 1_250, comments: ['fast', 'second'] },
        { san: 'e5', clockMs: 178_000 },
        { san: 'Nf3' },
        { san: 'Nc6', comments: ['x'] },
        { san: 'Bb5' },
      ],
      result: '*',
    });
    assert.equal(
      text.split('\n\n')[1],
      '{ opening } 1. e4 $1 { [%clk 0:02:59.3] [%emt 0:00:01.2] fast } { second }\n' +
        '1... e5 { [%clk 0:02:58.0] } 2. Nf3 Nc6 { x } 3. Bb5 *\n',
    );
  });
  test('numbering follows the FEN tag: Black to move at move 12', () => {
    const text = makePgn({ headers: new Map([['FEN', '8/8/8/8/8/8/8/K6k b - - 0 12']]), moves: moves('Kg1', 'Kb2', 'Kh1') });
    assert.match(text, /\n12\.\.\. Kg1 13\. Kb2 Kh1 \*\n$/);
  });
  test('variations: ( after the move they replace, numbering restarted after them', () => {
    const text = makePgn({
      moves: [{ san: 'e4' }, { san: 'e5', variations: [moves('c5', 'Nf3'), moves('e6')] }, { san: 'Nf3' }],
    });
    assert.match(text, /\n1\. e4 e5 \(1\.\.\. c5 2\. Nf3\) \(1\.\.\. e6\) 2\. Nf3 \*\n$/);
  });
  test('lines wrap at 80 columns, between tokens only', () => {
    const many = Array.from({ length: 120 }, (_, i) => (i % 2 ? 'Nc6' : 'Nf3'));
    const movetext = makePgn({ moves: moves(...many) }).split('\n\n')[1]!;
    const lines = movetext.trimEnd().split('\n');
    assert.ok(lines.length > 5);
    for (const line of lines) assert.ok(line.length <= 80, line);
    assert.ok(
      lines.slice(0, -1).every((line) => line.length > 70),
      'lines are filled',
    );
  });
  test('a move token that begins with % never begins a line (it would escape the line): it keeps its number', () => {
    const written = makePgn({ moves: [{ san: 'e4' }, { san: '%x' }, { san: 'Nf3' }, { san: '%y' }] }, { lineWidth: 6 });
    assert.ok(!/\n%/.test(written), written);
    assert.deepEqual(
      parsePgn(written)[0]!.moves.map((m) => m.san),
      ['e4', '%x', 'Nf3', '%y'],
    );
  });
  test('} is removed from comments; a comment longer than a line is not broken', () => {
    const long = 'word '.repeat(30).trim();
    const text = makePgn({ moves: [{ san: 'e4', comments: ['a } b', long] }] });
    assert.ok(text.includes('{ a  b }'));
    assert.ok(text.includes(`{ ${long} }`));
    assert.deepEqual(parsePgn(text)[0]!.moves[0]!.comments, ['a  b', long]);
  });
  test('tag values with quotes, backslashes and line breaks', () => {
    const text = makePgn({ headers: new Map([['Event', 'a "b" \\ c\nd']]), moves: [] });
    assert.ok(text.startsWith('[Event "a \\"b\\" \\\\ c d"]\n'));
    assert.equal(parsePgn(text)[0]!.headers.get('Event'), 'a "b" \\ c d');
  });
});

// ---- round trip: write → read gives the game back ----

const file = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const rank = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8');
const square = fc.tuple(file, rank).map(([f, r]) => f + r);
const san: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(square, fc.constantFrom('', '+', '#')).map(([s, c]) => s + c),
  fc.tuple(file, square, fc.constantFrom('', '=Q', '=N')).map(([f, s, p]) => `${f}x${s}${p}`),
  fc.tuple(fc.constantFrom('N', 'B', 'R', 'Q', 'K'), fc.constantFrom('', 'b', '1', 'xh'), square).map(([p, d, s]) => p + d + s),
  fc.constantFrom('O-O', 'O-O-O', '0-0', 'O-O+', '--', 'Z0'),
  fc.tuple(square, square, fc.constantFrom('', 'q')).map(([a, b, p]) => a + b + p),
);
const commentText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((s) => s.replace(/[{}\r]/g, '').trim())
  .filter((s) => s !== '' && !s.includes('[%') && !/\n\[[A-Za-z0-9_]+\s+"/.test(s));
const tenths = fc.integer({ min: 0, max: 10_000_000 }).map((t) => t * 100);

const moveArb = (variations: fc.Arbitrary<PgnMove[][]> | undefined): fc.Arbitrary<Omit<PgnMove, 'line'>> =>
  fc
    .record(
      {
        san,
        nags: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 2 }),
        comments: fc.array(commentText, { maxLength: 2 }),
        clockMs: tenths,
        emtMs: tenths,
        variations: variations ?? fc.constant([]),
      },
      { requiredKeys: ['san', 'nags', 'comments'] },
    )
    .map((m) => {
      const { variations: vs, ...rest } = m;
      return vs !== undefined && vs.length > 0 ? { ...rest, variations: vs } : rest;
    }) as fc.Arbitrary<Omit<PgnMove, 'line'>>;

const line = (depth: number): fc.Arbitrary<PgnMove[]> =>
  fc.array(
    moveArb(
      depth > 0
        ? fc.array(
            line(depth - 1).filter((l) => l.length > 0),
            { maxLength: 2 },
          )
        : undefined,
    ),
    {
      maxLength: depth > 0 ? 12 : 4,
    },
  ) as fc.Arbitrary<PgnMove[]>;

const tagName = fc
  .stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/)
  .filter((n) => !(SEVEN_TAG_ROSTER as readonly string[]).includes(n) && n !== 'FEN');
const tagValue = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, ' '));
const gameArb = (depth: number) =>
  fc.record({
    roster: fc.array(fc.tuple(fc.constantFrom('Event', 'Site', 'Date', 'Round', 'White', 'Black'), tagValue), { maxLength: 6 }),
    extra: fc.array(fc.tuple(tagName, tagValue), { maxLength: 5 }),
    moves: line(depth),
    comments: fc.array(commentText, { maxLength: 2 }),
    result: fc.constantFrom<PgnResult>('1-0', '0-1', '1/2-1/2', '*'),
  });

/** A parsed game without line numbers, for comparison with what was written. */
function strip(moves: readonly PgnMove[]): unknown[] {
  return moves.map(({ line: _line, variations, ...rest }) => (variations ? { ...rest, variations: variations.map(strip) } : rest));
}

describe('round trip', () => {
  for (const [name, depth] of [
    ['mainline only', 0],
    ['with nested variations', 2],
  ] as const) {
    test(`property: read(makePgn(game)) equals game (${name})`, () => {
      fc.assert(
        fc.property(gameArb(depth), fc.integer({ min: 1, max: 200 }), (g, chunkSize) => {
          const headers = new Map<string, string>([...g.roster, ...g.extra]);
          const written = makePgn({ headers, moves: g.moves, comments: g.comments, result: g.result });
          const chunks: string[] = [];
          for (let i = 0; i < written.length; i += chunkSize) chunks.push(written.slice(i, i + chunkSize));
          const games = parsePgn(written, { keepVariations: true });
          assert.equal(games.length, 1, written);
          const game = games[0] as PgnGame;
          assert.deepEqual(game.errors, []);
          assert.equal(game.result, g.result);
          assert.deepEqual(game.comments, g.comments);
          assert.deepEqual(strip(game.moves), g.moves);
          const expectedHeaders = new Map<string, string>();
          for (const tag of SEVEN_TAG_ROSTER)
            expectedHeaders.set(tag, tag === 'Result' ? g.result : (headers.get(tag) ?? (tag === 'Date' ? '????.??.??' : '?')));
          for (const [k, v] of headers) if (!expectedHeaders.has(k)) expectedHeaders.set(k, v);
          assert.deepEqual([...game.headers], [...expectedHeaders]);
          for (const lineText of written.split('\n')) {
            if (!lineText.includes('{')) assert.ok(lineText.length <= 80 || lineText.startsWith('['), lineText);
          }
          assert.deepEqual([...readPgn(chunks, { keepVariations: true })], games);
        }),
        { numRuns: depth > 0 ? 150 : 300 },
      );
    });
  }
  test('property: a file of several written games reads back game by game, in any chunking', () => {
    fc.assert(
      fc.property(fc.array(gameArb(1), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 64 }), (gs, chunkSize) => {
        const text = gs.map((g) => makePgn({ headers: new Map([...g.roster, ...g.extra]), moves: g.moves, result: g.result })).join('\n');
        const chunks: string[] = [];
        for (let i = 0; i < text.length; i += chunkSize) chunks.push(text.slice(i, i + chunkSize));
        const whole = parsePgn(text, { keepVariations: true });
        assert.equal(whole.length, gs.length);
        assert.deepEqual(
          whole.map((g) => strip(g.moves)),
          gs.map((g) => g.moves),
        );
        assert.deepEqual([...readPgn(chunks, { keepVariations: true })], whole);
      }),
      { numRuns: 100 },
    );
  });
});
