/**
 * fast-check generators of PGN text for property tests, biased to the shapes hostile inputs take
 * (hostile/README.md): deep `(` nesting, unclosed `{`, repeated `[%clk `, absurd clock values, tag
 * lines with unbalanced quotes, lone surrogates, a lone `\r`, NUL bytes, BOMs — mixed with ordinary
 * movetext so that games, moves and comments come out of them. Not part of the library.
 */
import fc from 'fast-check';

const file = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const rank = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8');
const square = fc.tuple(file, rank).map(([f, r]) => f + r);

/** Move-like tokens: SAN, UCI, castling, null moves, move numbers, results. */
const moveToken: fc.Arbitrary<string> = fc.oneof(
  square,
  fc
    .tuple(fc.constantFrom('N', 'B', 'R', 'Q', 'K'), fc.constantFrom('', 'x', 'b', '1'), square, fc.constantFrom('', '+', '#'))
    .map((p) => p.join('')),
  fc.tuple(file, square, fc.constantFrom('', '=Q', '=N')).map(([f, s, p]) => `${f}x${s}${p}`),
  fc.tuple(square, square, fc.constantFrom('', 'q')).map(([a, b, p]) => a + b + p),
  fc.constantFrom('O-O', 'O-O-O', '0-0', '--', 'Z0', '0000', '@@@@', 'e4', 'e5', 'Nf3', 'Nc6'),
  fc.integer({ min: 0, max: 400 }).map((n) => `${n}.`),
  fc.integer({ min: 0, max: 400 }).map((n) => `${n}...`),
  fc.constantFrom('1-0', '0-1', '1/2-1/2', '*'),
);

/** Clock commands, well formed or not, with values ordinary and absurd. */
const clockCommand: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom('clk', 'emt'), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
    .map(([k, h, m, s]) => `[%${k} ${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}]`),
  fc.constantFrom(
    '[%clk 99999999999:00:00]',
    `[%clk ${'9'.repeat(400)}:00:00]`,
    '[%clk 0:00:00]',
    '[%emt 0:00:01.23456789]',
    '[%clk soon]',
    '[%eval 0.31]',
    '[%clk',
    '[%',
    '[%clk 1:2:3:4]',
  ),
  fc.integer({ min: 1, max: 300 }).map((n) => '[%clk '.repeat(n)),
);

/** Characters and short strings that break naive readers. */
const oddity: fc.Arbitrary<string> = fc.constantFrom(
  '\u0000',
  '\r',
  '\r\n',
  '\n',
  '\n\n',
  '\ud800',
  '\udc00',
  '\ud83d\ude00',
  '\ufeff',
  '\u00a0',
  '\u2028',
  '\t',
  '"',
  '\\',
  '}',
  ']',
  '<',
  '>',
  '$',
  '$1',
  '$999',
  '$' + '9'.repeat(30),
  '!',
  '??',
  '!!?',
  ';',
  '%',
  '.',
);

/** Tag pair lines, well formed or not (unbalanced quotes, no `]`, odd names, FEN tags). */
const tagLine: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '[Event "x"]\n',
    '[Event "x]\n',
    '[Event x"]\n',
    '[Event "a \\" b"]\n',
    '[Event "a\\"]\n',
    '[ "x"]\n',
    '[]\n',
    '[Result "1-0"]\n',
    '[Result "nonsense"]\n',
    '[Termination "time forfeit"]\n',
    '[Variant "Crazyhouse"]\n',
    '[SetUp "1"]\n',
    '[FEN "8/8/8 w - - 0 1"]\n',
    '[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n',
    '[FEN "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30"]\n',
    '[FEN "7k/7p/8/8/8/8/8/K5N1 b - - 5 60"]\n',
    '[Event "x"] [Site "y"] 1. e4 *\n',
  ),
  fc.tuple(fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/), fc.string({ maxLength: 12 })).map(([name, value]) => `[${name} "${value}"]\n`),
);

/** Ordinary games and movetext, so that hostile pieces land inside real games. */
const ordinary: fc.Arbitrary<string> = fc.constantFrom(
  '[Event "Casual"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n',
  '1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:58.5] [%eval 0.2]} 2. Nf3 $1 (2. f4 exf4 3. Nf3 (3. Bc4)) Nc6?! 3. Bc4 ',
  '1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 ',
  '[Event "Flag"]\n[Result "1/2-1/2"]\n[Termination "Time forfeit"]\n[SetUp "1"]\n[FEN "7k/7p/8/8/8/8/8/K5N1 w - - 0 60"]\n\n60. Nf3 {[%clk 0:00:01]} Kg8 {[%clk 0:00:00]} 1/2-1/2\n\n',
  '12... Qxd4 13. Rxd4 -- 14. Z0 0000 ',
);

/** One piece of hostile PGN text. */
const fragment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: moveToken.map((t) => `${t} `), weight: 8 },
  { arbitrary: ordinary, weight: 3 },
  { arbitrary: tagLine, weight: 3 },
  { arbitrary: clockCommand.map((c) => `{${c}} `), weight: 2 },
  { arbitrary: clockCommand, weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }).map((c) => `{${c}} `), weight: 2 },
  { arbitrary: fc.constantFrom('{', '{ unclosed\n', '}', '(', ')', '( ', ') '), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 3000 }).map((n) => '('.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 300 }).map((n) => '( e4 '.repeat(n) + ') '.repeat(n)), weight: 1 },
  { arbitrary: oddity, weight: 4 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
  { arbitrary: fc.constantFrom('%escaped line\n', '; rest of line\n', '\n[Event "next"]\n\n'), weight: 1 },
);

/** PGN text of hostile shape: a few dozen fragments, up to some thousands of characters. */
export const hostilePgn: fc.Arbitrary<string> = fc.array(fragment, { maxLength: 60, size: 'medium' }).map((parts) => parts.join(''));

/** Chunk sizes to cut a text into (cycled); empty means one chunk. */
export const chunkSizes: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 1, max: 97 }), { maxLength: 6 });

/** `text` cut into chunks of the given sizes, cycled (one chunk when `sizes` is empty). */
export function cut(text: string, sizes: readonly number[]): string[] {
  if (sizes.length === 0) return [text];
  const chunks: string[] = [];
  for (let i = 0, k = 0; i < text.length; k++) {
    const size = sizes[k % sizes.length]!;
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}
