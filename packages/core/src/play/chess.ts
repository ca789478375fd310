/**
 * `Chess`: a game for people who just want to play through moves — by SAN or UCI, with undo,
 * history, the game's end and FEN/PGN out. The rules are the core's; the end of the game is
 * `findEnding`'s, the same the arbiter uses. No clock and no arbiter: see `Game` for those.
 *
 * ```ts
 * const game = new Chess();
 * for (const san of ['f3', 'e5', 'g4', 'Qh4#']) game.play(san);
 * game.outcome();   // { kind: 'checkmate', result: '0-1', winner: 'black' }
 * game.pgn();
 * ```
 */
import { RepetitionHistory } from '../board/repetition.js';
import { Position } from '../board/position.js';
import type { Setup } from '../board/setup.js';
import { INITIAL_FEN, makeFen, parseFen, type FenError } from '../notation/fen.js';
import { makeSan, parseSan } from '../notation/san.js';
import { makeUci, parseUci } from '../notation/uci.js';
import { makePgn } from '../pgn/write.js';
import type { PositionError } from '../board/fromSetup.js';
import { err, ok, type Result } from '../result.js';
import { quote } from '../text.js';
import type { Color, Move } from '../types.js';
import { MateProofs } from './mateProofs.js';
import { claimableDraws, DEAD_POSITION_MAX_NODES, findEnding, type DrawModes, type Ending, FIDE_DRAW_MODES } from './ending.js';

/** A move as played: the move, its SAN and UCI, and who played it. */
export interface PlayedMove {
  readonly move: Move;
  readonly san: string;
  readonly uci: string;
  readonly color: Color;
}

/** Why `play` refused a move: malformed text, no such legal move, or a SAN that fits several. */
export interface PlayError {
  readonly code: 'bad_move' | 'illegal_move' | 'ambiguous_move';
  readonly message: string;
}

/** How a `Chess` game decides its end. */
export interface ChessOptions {
  /** The draw rules (default FIDE: fivefold and 75 moves end the game, threefold and 50 moves are claimed). */
  readonly draws?: DrawModes;
  /** Node budget per side of the dead-position test (FIDE 5.2.2) in `outcome()` (default `DEAD_POSITION_MAX_NODES`). */
  readonly deadPositionMaxNodes?: number;
}

/** One entry of the history: what was played and the internal move to take it back. */
interface Entry {
  readonly played: PlayedMove;
  readonly code: number;
}

/**
 * A game from a starting position through legal moves. Mutable, one owner. Every position it
 * holds is legal (it starts from a legal position and plays only legal moves).
 */
export class Chess {
  private readonly pos: Position;
  private readonly start: Position;
  private readonly entries: Entry[] = [];
  private readonly reps = new RepetitionHistory();
  private readonly draws: DrawModes;
  private readonly deadPositionMaxNodes: number;
  /** This game's proofs that a side can still mate (they hold for any position: undo is safe). */
  private readonly proofs = new MateProofs();

  /** A game from `position` (default: the standard starting position); the position is copied. */
  constructor(position: Position = Position.initial(), options: ChessOptions = {}) {
    this.pos = position.clone();
    this.start = position.clone();
    this.reps.push(this.pos.repetitionKey());
    this.draws = options.draws ?? FIDE_DRAW_MODES;
    this.deadPositionMaxNodes = options.deadPositionMaxNodes ?? DEAD_POSITION_MAX_NODES;
  }

  /** A game from a FEN (a legal position), or the FEN's error. */
  static fromFen(fen: string, options: ChessOptions = {}): Result<Chess, FenError> {
    const pos = parseFen(fen);
    return pos.ok ? ok(new Chess(pos.value, options)) : pos;
  }

  /** A game from a setup (a legal position), or what is wrong with it. */
  static fromSetup(setup: Setup, options: ChessOptions = {}): Result<Chess, PositionError> {
    const pos = Position.fromSetup(setup);
    return pos.ok ? ok(new Chess(pos.value, options)) : pos;
  }

  /**
   * Plays a legal move given as SAN (`Nf3`, `exd8=Q`, `O-O`, also `0-0`, `Ng1f3`, `♘f3`), UCI
   * (`g1f3`, `e7e8q`, castling `e1g1` or `e1h1`) or a `Move`. On a refusal nothing changes.
   */
  play(move: string | Move): Result<PlayedMove, PlayError> {
    const read = typeof move === 'string' ? this.read(move) : ok(move);
    if (!read.ok) return read;
    const code = this.pos.findLegal(read.value);
    if (code === 0) {
      const text = typeof move === 'string' ? quote(move) : quote(makeUci(move));
      return err({ code: 'illegal_move', message: `${text} is not a legal move here` });
    }
    const color = this.pos.turn;
    const san = makeSan(this.pos, read.value);
    this.pos.makeMove(code);
    this.reps.push(this.pos.repetitionKey());
    const played: PlayedMove = { move: read.value, san, uci: makeUci(read.value), color };
    this.entries.push({ played, code });
    return ok(played);
  }

  private read(text: string): Result<Move, PlayError> {
    const bySan = parseSan(this.pos, text);
    if (bySan.ok) return bySan;
    const byUci = parseUci(text.trim());
    if (byUci.ok) return byUci;
    const code = bySan.error.code === 'ambiguous_san' ? 'ambiguous_move' : bySan.error.code === 'illegal_san' ? 'illegal_move' : 'bad_move';
    return err({ code, message: bySan.error.message });
  }

  /** Takes back the last move and returns it; `undefined` at the start. */
  undo(): PlayedMove | undefined {
    const entry = this.entries.pop();
    if (entry === undefined) return undefined;
    this.pos.unmakeMove(entry.code);
    this.reps.pop();
    return entry.played;
  }

  /** The moves played, in order. */
  history(): readonly PlayedMove[] {
    return this.entries.map((e) => e.played);
  }

  /**
   * How the game has ended, or `null` while it goes on: checkmate, stalemate, a dead position,
   * fivefold repetition or 75 moves (FIDE 5 and 9.6; `findEnding` decides the order). With
   * `claimDraw`, also a threefold repetition or 50 moves the player to move could claim.
   */
  outcome(options: { readonly claimDraw?: boolean } = {}): Ending | null {
    const occurrences = this.reps.count(this.pos.repetitionKey());
    const ending = findEnding(this.pos, occurrences, {
      draws: this.draws,
      deadPositionMaxNodes: this.deadPositionMaxNodes,
      proofs: this.proofs,
    });
    if (ending !== null || options.claimDraw !== true) return ending;
    const claim = claimableDraws(this.pos, occurrences, this.draws)[0];
    return claim === undefined ? null : { kind: claim, result: '1/2-1/2' };
  }

  /** The side to move. */
  get turn(): Color {
    return this.pos.turn;
  }

  /** Whether the side to move is in check. */
  isCheck(): boolean {
    return this.pos.isCheck();
  }

  /** The legal moves of the side to move. */
  legalMoves(): Move[] {
    return this.pos.legalMoves();
  }

  /** The current position (a copy: changing it does not change the game). */
  position(): Position {
    return this.pos.clone();
  }

  /** The FEN of the current position. */
  fen(): string {
    return makeFen(this.pos);
  }

  /**
   * The game in PGN: `headers` (Event, White, …) first, `SetUp`/`FEN` when it did not start from
   * the standard position, the moves in SAN, and the result `outcome()` gives (`*` while it goes on).
   */
  pgn(headers: Readonly<Record<string, string>> = {}): string {
    const tags = new Map(Object.entries(headers));
    const startFen = makeFen(this.start);
    if (startFen !== INITIAL_FEN) {
      tags.set('SetUp', '1');
      tags.set('FEN', startFen);
    }
    const result = this.outcome()?.result ?? '*';
    return makePgn({ headers: tags, moves: this.entries.map((e) => ({ san: e.played.san })), result });
  }
}
