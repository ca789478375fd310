/**
 * The values the PGN reader produces and the writer consumes. Syntax only: nothing here
 * knows the board, so a move is the raw token as written (`Nf3`, `e2e4`, `0-0`, `--`).
 */

/** The four game termination markers of PGN (standard 8.2.6). */
export const PGN_RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
/** A PGN result marker. */
export type PgnResult = (typeof PGN_RESULTS)[number];

/** True when `text` is one of the four PGN result markers. */
export const isPgnResult = (text: string): text is PgnResult => text === '1-0' || text === '0-1' || text === '1/2-1/2' || text === '*';

/**
 * One move of a game as read from movetext. Mutable plain data (the reader builds it in place);
 * treat it as a value once you have it.
 */
export interface PgnMove {
  /** The move token exactly as written, without `!`/`?` suffixes: `Nf3`, `exd8=Q+`, `e2e4`, `O-O`, `0-0`, `--`. */
  san: string;
  /** Numeric Annotation Glyphs in order of appearance; `!`…`?!` suffixes are mapped to 1–6. */
  nags: number[];
  /** Comments after the move, trimmed, with `[%clk …]` / `[%emt …]` commands taken out; never empty strings. */
  comments: string[];
  /**
   * Comments written before the move where there is no earlier move in the same line to carry them
   * (the start of a variation). Mainline comments before the first move live in `PgnGame.comments`.
   */
  commentsBefore?: string[];
  /** The mover's remaining clock after the move, from `[%clk h:mm:ss(.s)]`, in milliseconds. */
  clockMs?: number;
  /** The time the move took, from `[%emt h:mm:ss(.s)]`, in milliseconds. */
  emtMs?: number;
  /**
   * Alternatives to this move, each a line of moves starting at this move's ply (only when variations
   * are kept). Nested at most {@link MAX_VARIATION_DEPTH} deep.
   */
  variations?: PgnMove[][];
  /** The 1-based line of the input the move token was on. */
  line: number;
}

/** Stable codes of the syntax problems the reader reports (it always carries on). */
export type PgnSyntaxErrorCode =
  | 'bad_tag' // a malformed tag pair line; what could be read was kept
  | 'unterminated_comment' // a `{` comment still open at the end of the game or input
  | 'unterminated_variation' // a `(` still open at the end of the game
  | 'unmatched_paren' // a `)` with no open variation
  | 'orphan_variation' // a `(` with no earlier move to be an alternative to (its moves are dropped)
  | 'orphan_nag' // a NAG or `!`/`?` with no move to attach to
  | 'bad_nag' // `$` without a number 0–255, or an unknown `!`/`?` combination
  | 'unexpected_char' // a character that has no place in movetext (`}`, `]`, `"`, `<`, `>` …)
  | 'variation_too_deep' // a variation nested deeper than MAX_VARIATION_DEPTH (skipped; reported once per variation)
  // The reader's limits (PgnReadOptions); each ends the game's reading and marks it `truncated`:
  | 'line_too_long' // a line longer than `maxLineChars`
  | 'game_too_long' // a game longer than `maxGameChars`
  | 'too_many_moves'; // a game with more than `maxGameMoves` move tokens, variations included

/** A syntax problem, reported as a value next to the game it was found in. */
export interface PgnSyntaxError {
  readonly code: PgnSyntaxErrorCode;
  /** The 1-based input line. */
  readonly line: number;
  /** A human explanation naming the offending text. */
  readonly message: string;
}

/** One game as read: tags, mainline moves, result and whatever went wrong on the way. */
export interface PgnGame {
  /** Tag pairs in the order they appear (a repeated name keeps its first position and its last value). */
  headers: Map<string, string>;
  /** The mainline. */
  moves: PgnMove[];
  /**
   * The result: the movetext's termination marker when there was one, else the `Result` tag when it holds
   * a valid marker, else `*`.
   */
  result: PgnResult;
  /** Comments before the first move of the mainline (or in a game without moves). */
  comments: string[];
  /**
   * Syntax problems found in this game, in input order: at most {@link MAX_ERRORS_PER_GAME}, and then
   * the limit error of a truncated game, which is always recorded (and is then the last).
   */
  errors: PgnSyntaxError[];
  /**
   * Present (and `true`) only when the game hit one of the reader's limits (`line_too_long`,
   * `game_too_long` or `too_many_moves` in `errors` says which and where): the reader kept what it
   * had read up to there (tags, moves, closed comments; an open comment is dropped, open variations
   * are closed), skipped the rest of the game's text up to the next line that begins with a tag
   * pair, and went on with the next game. The moves are then a prefix of the game's: do not treat
   * them as the whole game (`replayPgnGame` refuses it).
   */
  truncated?: true;
}

/** The reader stops recording errors for a game after this many (a binary file would otherwise fill memory). */
export const MAX_ERRORS_PER_GAME = 100;

/**
 * The deepest variation the reader keeps (100): a variation inside a variation … counts one level
 * each. Deeper ones are skipped with a `variation_too_deep` error (their moves still count toward
 * `maxGameMoves`), so code that walks variations recursively never meets a hostile 100,000-deep tree.
 */
export const MAX_VARIATION_DEPTH = 100;

/**
 * Default longest line the reader reads: 1 MiB (1,048,576 characters). One-line movetext of a long
 * game with clock and evaluation comments is far shorter (a 300-move game with `[%clk]` and
 * `[%eval]` on every move is about 25,000 characters).
 */
export const DEFAULT_MAX_LINE_CHARS = 1 << 20;

/**
 * Default largest game the reader reads: 4 MiB (4,194,304 characters of its lines, line ends not
 * counted), room for the most heavily annotated games; what one game can hold in memory is bounded
 * by it.
 */
export const DEFAULT_MAX_GAME_CHARS = 1 << 22;

/**
 * Default most move tokens in one game, mainline and variations together: 30,000. The longest
 * possible legal game is about 17,700 plies (the 75-move rule, FIDE 9.6.2, ends any game that
 * captures or moves a pawn no more often).
 */
export const DEFAULT_MAX_GAME_MOVES = 30_000;

/** The NAG numbers of the traditional suffix annotations (PGN standard 10). */
export const SUFFIX_NAGS: Readonly<Record<string, number>> = {
  '!': 1,
  '?': 2,
  '!!': 3,
  '??': 4,
  '!?': 5,
  '?!': 6,
};
