/**
 * Replaying a read game on the board: from the start position (the `FEN` tag, else the initial
 * position) through every mainline move, to the final position. The only part of the PGN layer
 * that knows the rules.
 */
import { Position, toMove } from '../board/position.js';
import { MAX_MOVE_COUNTER } from '../board/setup.js';
import { INITIAL_FEN, parseFen } from '../notation/fen.js';
import { parseSan, parseSanInternal } from '../notation/san.js';
import { parseUci } from '../notation/uci.js';
import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import type { Move } from '../types.js';
import { quote } from '../text.js';
import { showToken } from './show.js';
import type { PgnGame, PgnSyntaxError } from './types.js';

/** A replayed game. `start` and `final` are independent positions (mutating one leaves the other). */
export interface PgnReplay {
  readonly start: Position;
  /** The mainline's moves in order; `null` for a null move (`--`, `Z0`, `0000`). */
  readonly moves: readonly (Move | null)[];
  readonly final: Position;
}

/** Why a game could not be replayed. */
export type PgnReplayError =
  | {
      /**
       * The reader cut the game off at one of its limits (`game.truncated`): its moves are only a
       * prefix of the game's, so its final position is unknown. The message gives the limit error.
       */
      readonly code: 'truncated';
      readonly message: string;
    }
  | {
      /** The `FEN` tag is not a valid position (its own parser's message is kept). */
      readonly code: 'bad_fen';
      readonly fen: string;
      readonly message: string;
    }
  | {
      /** The `Variant` tag names rules this board does not play. */
      readonly code: 'unsupported_variant';
      readonly variant: string;
      readonly message: string;
    }
  | {
      /**
       * A move failed: `bad_move` (neither SAN nor UCI), `illegal_move`, `ambiguous_move` (SAN that
       * fits several moves), `illegal_null_move` (a null move while in check).
       */
      readonly code: 'bad_move' | 'illegal_move' | 'ambiguous_move' | 'illegal_null_move';
      /** How many moves were replayed before this one (its index in `game.moves`). */
      readonly ply: number;
      /** The token as written. */
      readonly san: string;
      /** Its input line. */
      readonly line: number;
      readonly message: string;
    };

/** Null-move spellings: PGN's unofficial `--`, ChessBase's `Z0`, UCI's `0000`. */
const NULL_MOVES: ReadonlySet<string> = new Set(['--', 'Z0', '0000', '@@@@']);
/** Variant tags that mean ordinary chess. */
const STANDARD_VARIANTS: ReadonlySet<string> = new Set(['standard', 'chess', 'from position', 'normal']);

/** The syntax errors that cut a game off (see `PgnGame.truncated`). */
const LIMIT_CODES: ReadonlySet<string> = new Set(['line_too_long', 'game_too_long', 'too_many_moves']);

/**
 * Replays the mainline of `game`. A game the reader cut off at a limit (`truncated`) is refused
 * with `truncated`, never replayed as if its moves were the whole game. The start position is the `FEN` tag when present (whether or not
 * `SetUp "1"` accompanies it), else the initial position. Each token is read as SAN (tolerantly:
 * `0-0`, `Ng1f3`, missing or extra `+`), then, failing that, as a UCI move (`g1f3`, `e1c1`) if
 * that is legal. Null moves pass the turn (allowed only when not in check). Stops at the first
 * move that cannot be played and says which.
 */
export function replayPgnGame(
  game: Pick<PgnGame, 'headers' | 'moves'> & { readonly truncated?: boolean; readonly errors?: readonly PgnSyntaxError[] },
): Result<PgnReplay, PgnReplayError> {
  if (game.truncated === true) {
    const cause = game.errors?.find((e) => LIMIT_CODES.has(e.code));
    return err({ code: 'truncated', message: `the game is incomplete: ${cause?.message ?? 'the reader cut it off at one of its limits'}` });
  }
  const variant = game.headers.get('Variant');
  if (variant !== undefined && !STANDARD_VARIANTS.has(variant.trim().toLowerCase())) {
    return err({ code: 'unsupported_variant', variant, message: `variant ${quote(variant)} is not supported (standard chess only)` });
  }
  const fenTag = game.headers.get('FEN');
  // Most games start from the initial position: build it directly rather than read its FEN.
  const fen = fenTag ?? INITIAL_FEN;
  const parsed = fenTag === undefined ? ok(Position.initial()) : parseFen(fen);
  if (!parsed.ok) {
    // The FEN parser's message shows the bad field as written: only for a FEN that reads on one short line.
    const shown =
      fen.length <= 120 && /^[ -~]*$/.test(fen) ? parsed.error.message : `${quote(fen)} is not a position (bad ${parsed.error.field})`;
    return err({ code: 'bad_fen', fen, message: `FEN tag: ${shown}` });
  }
  const start = parsed.value;
  let pos = start.clone();
  const moves: (Move | null)[] = [];
  for (let ply = 0; ply < game.moves.length; ply++) {
    const { san, line } = game.moves[ply]!;
    // The common case: SAN naming one legal move, played by its internal code (no Move lookup).
    const internal = parseSanInternal(pos, san);
    if (internal !== 0) {
      moves.push(toMove(internal));
      pos.makeMove(internal);
      continue;
    }
    const fail = (code: 'bad_move' | 'illegal_move' | 'ambiguous_move' | 'illegal_null_move', why: string): Result<never, PgnReplayError> =>
      err({
        code,
        ply,
        san,
        line,
        message: `move ${moveLabel(pos, san)} (line ${line}): ${showToken(san) === san ? why : 'not a legal move in SAN or UCI'}`,
      });
    if (NULL_MOVES.has(san)) {
      const next = pos.isCheck() ? null : afterNullMove(pos);
      if (next === null) return fail('illegal_null_move', 'a null move is not possible while in check');
      pos = next;
      moves.push(null);
      continue;
    }
    const bySan = parseSan(pos, san);
    let move: Move;
    if (bySan.ok) {
      move = bySan.value;
    } else {
      const byUci = parseUci(san);
      if (byUci.ok && pos.isLegal(byUci.value)) move = byUci.value;
      else if (bySan.error.code === 'ambiguous_san') return fail('ambiguous_move', bySan.error.message);
      else if (bySan.error.code === 'illegal_san' || byUci.ok) return fail('illegal_move', bySan.error.message);
      else return fail('bad_move', bySan.error.message);
    }
    if (!pos.play(move)) throw new Error(`replayPgnGame: a move parsed as legal was refused: ${san}`);
    moves.push(move);
  }
  return ok({ start, moves, final: pos });
}

/** `12. Nf3` / `12... Nf3` for messages (a long or odd token quoted and cut short). */
function moveLabel(pos: Position, san: string): string {
  return `${pos.fullmoves}${pos.turn === 'white' ? '.' : '...'} ${showToken(san)}`;
}

/**
 * The position after passing the turn: same board, other side to move, no e.p. square, counters
 * advanced (stopping at `MAX_MOVE_COUNTER`). `null` if that is no legal position (it always is
 * when the side passing is not in check, which the caller has checked).
 */
function afterNullMove(pos: Position): Position | null {
  const setup = pos.toSetup();
  const next = Position.fromSetup({
    ...setup,
    turn: setup.turn === 'white' ? 'black' : 'white',
    epSquare: null,
    halfmoves: Math.min(setup.halfmoves + 1, MAX_MOVE_COUNTER),
    fullmoves: setup.turn === 'black' ? Math.min(setup.fullmoves + 1, MAX_MOVE_COUNTER) : setup.fullmoves,
  });
  return next.ok ? next.value : null;
}
