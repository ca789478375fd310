/**
 * The board component's public types: the configuration the page passes in (state in), the
 * events the board calls (events out) and the handle `createBoard` returns. Squares are names
 * (`'e4'`), colours and roles are the core's.
 */
import type { Color, Piece, Role, SquareName } from '@flagfall/core';

export type { Color, Piece, Role, SquareName };

/** A promotion piece as its UCI letter: queen, rook, bishop, knight. */
export type PromotionLetter = 'q' | 'r' | 'b' | 'n';

/**
 * A move as the board speaks it: from and to squares (castling is the king's two-square move,
 * `e1g1`) and the promotion letter when a pawn reaches the last rank. Immutable.
 */
export interface BoardMove {
  readonly from: SquareName;
  readonly to: SquareName;
  readonly promotion?: PromotionLetter;
}

/** Pieces by square. The board never mutates a map it was given. */
export type Pieces = ReadonlyMap<SquareName, Piece>;

/** Legal destinations of the side to move, by origin square (from the core's legal moves). */
export type Dests = ReadonlyMap<SquareName, readonly SquareName[]>;

/** What is marked on a square, for its accessible name. */
export interface SquareMarks {
  /** The square holds the selected piece. */
  readonly selected: boolean;
  /** The selected piece may move (or premove) here. */
  readonly dest: boolean;
  /** The king on this square is in check. */
  readonly check: boolean;
  /** A queued premove starts or ends here. */
  readonly premove: boolean;
}

/**
 * The board's words, so the page can translate them. Functions must be pure: the board calls
 * them on every render and writes an `aria-label` only when the text changed.
 */
export interface BoardLabels {
  /** The accessible name of the board (`role="grid"`). */
  readonly board: string;
  /** A square's accessible name: "e4, white knight", "e4, empty". */
  readonly square: (square: SquareName, piece: Piece | undefined, marks: SquareMarks) => string;
  /** The accessible name of the promotion chooser: "Promote to". */
  readonly promotion: string;
  /** A promotion button's name: "queen". */
  readonly promotionPiece: (role: Role, color: Color) => string;
}

/**
 * Everything the board draws, as plain data. `createBoard` and `set` take any part of it; the
 * rest keeps its current value (the defaults in `DEFAULT_CONFIG` at first). Maps and arrays are
 * replaced, never merged.
 */
export interface BoardConfig {
  /** A FEN or just its placement field; only the placement is read. */
  readonly fen: string;
  /** The side drawn at the bottom. */
  readonly orientation: Color;
  /** The side to move. */
  readonly turnColor: Color;
  /** The side the user may move (and premove); `null` to only look. */
  readonly movableColor: Color | null;
  /** Legal destinations of `turnColor`, used when it is `movableColor`'s turn. */
  readonly dests: Dests;
  /** The last move's squares, highlighted. */
  readonly lastMove: readonly [SquareName, SquareName] | null;
  /** The square of the king in check, highlighted. */
  readonly check: SquareName | null;
  /** Whether the user may queue premoves while it is not their turn. */
  readonly premovable: boolean;
  /** The queued premoves, oldest first; drawn, and the pieces shown where the queue puts them. */
  readonly premoves: readonly BoardMove[];
  /** Rank and file labels inside the board's edges. */
  readonly coordinates: boolean;
  /** Duration of piece slides and capture fades; 0 disables animation. */
  readonly animationMs: number;
  /** Promote to a queen without asking. */
  readonly autoQueen: boolean;
  /** Draw the legal-destination dots of the selected piece. */
  readonly showDests: boolean;
  /** The board's words; English (`ENGLISH_LABELS`) when left out. */
  readonly labels?: BoardLabels;
}

/**
 * What the board tells the page. Every event is called synchronously inside the input handler
 * (never from a timer), after the board has updated its own state, so the page can send the
 * move in the same task and may call `set` from the handler.
 */
export interface BoardEvents {
  /**
   * A legal move by click-click, drag or keyboard (always one of `dests`). The board already
   * shows it (piece moved, `turnColor` flipped, `dests` emptied, `lastMove` set); the page
   * confirms with `set({ fen, … })` or undoes it by setting the previous position.
   */
  readonly move: (move: BoardMove) => void;
  /**
   * A premove was queued; the board has already appended it to its `premoves`. Its destination
   * follows piece geometry on the position after the queue (see `premove.ts`).
   */
  readonly premove: (move: BoardMove) => void;
  /** The user cancelled the queued premoves (right-click, or a tap on an empty non-destination
   * square); the board has already emptied its `premoves`. */
  readonly premoveCancel: () => void;
}

/** The handle of a live board. */
export interface BoardApi {
  /** Changes part of the configuration; the board redraws in the next animation frame. */
  set(config: Partial<BoardConfig>): void;
  /** The current configuration, including the board's own changes (a user move, a premove). */
  config(): BoardConfig;
  /** Drops the selection, a drag in progress and an open promotion chooser. */
  cancelSelection(): void;
  /** Moves keyboard focus to the board's focused square. */
  focus(): void;
  /** Removes the board's elements and listeners; the handle is dead afterwards. */
  destroy(): void;
}
