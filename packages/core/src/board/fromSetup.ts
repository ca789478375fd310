/**
 * Validating a `Setup` into a `Position` (the second tier of the position model). Strict: what
 * a game can reach. Tolerant (over-the-board arbitration only): also what an uncaught illegal
 * move leaves on the board — the side not to move in check, a pawn on its first or last rank,
 * a king missing. Both check the shape of the data, the castling rights and the e.p. square.
 */
import { quote, showValue } from '../text.js';
import { ROLES, makeSquare, type Piece } from '../types.js';
import { isAttackedBy } from './attacks.js';
import { KING, PAWN, ROOK, WHITE, from88, to88 } from './constants.js';
import type { Position } from './position.js';
import { MAX_MOVE_COUNTER, isPiece, type Setup } from './setup.js';

/** What makes a setup unusable: `reason` names the part, `message` says why in one line. */
export interface PositionError {
  readonly code: 'bad_position';
  readonly reason: 'board' | 'turn' | 'kings' | 'pawns' | 'check' | 'castling' | 'ep' | 'halfmoves' | 'fullmoves';
  readonly message: string;
}

const fail = (reason: PositionError['reason'], message: string): PositionError => ({ code: 'bad_position', reason, message });

/** Castling rights: flag, bit, king square and rook square (0x88). */
const RIGHTS = [
  ['whiteKingSide', 1, 0x04, 0x07, 'K'],
  ['whiteQueenSide', 2, 0x04, 0x00, 'Q'],
  ['blackKingSide', 4, 0x74, 0x77, 'k'],
  ['blackQueenSide', 8, 0x74, 0x70, 'q'],
] as const;

const isCounter = (n: unknown, min: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= MAX_MOVE_COUNTER;

/**
 * Fills the empty position `pos` from `setup`, or says what is wrong (then `pos` is garbage).
 * `tolerant` admits the positions of over-the-board irregularities (see the file comment).
 */
export function fillFromSetup(pos: Position, given: Setup, tolerant: boolean): PositionError | null {
  // Checked field by field as data: a setup may come from JavaScript or JSON, whatever its type says.
  const setup = given as unknown as Readonly<Record<keyof Setup, unknown>>;
  const board: readonly unknown[] = Array.isArray(setup.board) ? (setup.board as unknown[]) : [];
  if (board.length !== 64)
    return fail('board', `the board must list 64 squares, not ${Array.isArray(setup.board) ? board.length : showValue(setup.board)}`);
  const kings = [0, 0];
  for (let sq = 0; sq < 64; sq++) {
    const value = board[sq];
    if (value === null || value === undefined) continue;
    if (!isPiece(value)) return fail('board', `${makeSquare(sq)} holds ${showValue(value)}, not a piece`);
    const piece: Piece = value;
    const role = ROLES.indexOf(piece.role) + 1;
    const color = piece.color === 'white' ? 0 : 1;
    if (role === PAWN && !tolerant && (sq < 8 || sq >= 56)) return fail('pawns', `a pawn on ${makeSquare(sq)} (the first or last rank)`);
    if (role === KING) kings[color]!++;
    pos.board[to88(sq)] = role | (color << 3);
  }
  for (const c of [0, 1] as const) {
    const count = kings[c]!;
    if (count > 1 || (count === 0 && !tolerant))
      return fail('kings', `${c === 0 ? 'white' : 'black'} has ${count} kings; exactly one is required`);
  }
  if (setup.turn !== 'white' && setup.turn !== 'black')
    return fail('turn', `the side to move must be "white" or "black", not ${showValue(setup.turn)}`);
  const turn = setup.turn;
  pos.side = setup.turn === 'white' ? 0 : 1;

  const castling = (typeof setup.castling === 'object' && setup.castling !== null ? setup.castling : {}) as Record<string, unknown>;
  for (const [flag, bit, kingSq, rookSq, letter] of RIGHTS) {
    if (castling[flag] !== true) continue;
    const color = bit < 4 ? 0 : 1;
    if (pos.board[kingSq] !== (KING | (color << 3)) || pos.board[rookSq] !== (ROOK | (color << 3))) {
      return fail(
        'castling',
        `castling right '${letter}' needs the king on ${makeSquare(from88(kingSq))} and a rook on ${makeSquare(from88(rookSq))}`,
      );
    }
    pos.castle |= bit;
  }

  const ep = setup.epSquare;
  if (ep !== null && ep !== undefined) {
    const wantRank = pos.side === WHITE ? 5 : 2;
    if (typeof ep !== 'number' || !Number.isInteger(ep) || ep < 0 || ep > 63 || ep >> 3 !== wantRank) {
      return fail(
        'ep',
        `the en-passant square must be on rank ${wantRank + 1} with ${turn} to move, not ${typeof ep === 'number' && Number.isInteger(ep) && ep >= 0 && ep < 64 ? makeSquare(ep) : showValue(ep)}`,
      );
    }
    const s = to88(ep);
    const pusher = pos.side === WHITE ? s - 16 : s + 16;
    const origin = pos.side === WHITE ? s + 16 : s - 16;
    if (pos.board[pusher] !== (PAWN | ((pos.side ^ 1) << 3)) || pos.board[s] !== 0 || pos.board[origin] !== 0) {
      return fail('ep', `no pawn can just have made a double step past ${makeSquare(ep)}`);
    }
    pos.ep = s;
  }

  if (!isCounter(setup.halfmoves, 0))
    return fail('halfmoves', `the half-move clock must be an integer from 0 to ${MAX_MOVE_COUNTER}, not ${counterText(setup.halfmoves)}`);
  if (!isCounter(setup.fullmoves, 1))
    return fail('fullmoves', `the move number must be an integer from 1 to ${MAX_MOVE_COUNTER}, not ${counterText(setup.fullmoves)}`);
  pos.half = setup.halfmoves;
  pos.full = setup.fullmoves;

  pos.refresh();
  const other = pos.kings[pos.side ^ 1]!;
  if (!tolerant && other >= 0 && isAttackedBy(pos.board, other, pos.side)) {
    return fail('check', `the side not to move (${pos.side === WHITE ? 'black' : 'white'}) is in check`);
  }
  return null;
}

const counterText = (n: unknown): string => (typeof n === 'string' ? quote(n) : showValue(n));
