/**
 * The values the PGN reader produces and the writer consumes. Syntax only: nothing here
 * knows the board, so a move is the raw token as written (`Nf3`, `e2e4`, `0-0`, `--`).
 */

/** The four game termination markers of PGN (standard 8.2.6). */
export const PGN_RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
/** A PGN result marker. */
export type PgnResult = (typeof PGN_RESULTS)[number];

/** True when `text` is one of the four PGN result markers. */
export const isPgnResult = (text: string): text is PgnResult =>
  text === '1-0' || text === '0-1' || text === '1/2-1/2' || text === '*';

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
  /** Alternatives to this move, each a line of moves starting at this move's ply (only when variations are kept). */
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
  | 'unexpected_char'; // a character that has no place in movetext (`}`, `]`, `"`, `<`, `>` …)

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
  /** Syntax problems found in this game, in input order (at most {@link MAX_ERRORS_PER_GAME}). */
  errors: PgnSyntaxError[];
}

/** The reader stops recording errors for a game after this many (a binary file would otherwise fill memory). */
export const MAX_ERRORS_PER_GAME = 100;

/** The NAG numbers of the traditional suffix annotations (PGN standard 10). */
export const SUFFIX_NAGS: Readonly<Record<string, number>> = {
  '!': 1,
  '?': 2,
  '!!': 3,
  '??': 4,
  '!?': 5,
  '?!': 6,
};
