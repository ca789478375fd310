/**
 * FEN: `parseSetup` reads the six fields into a `Setup` (syntax only), `parseFen` also validates
 * it into a legal `Position`, `parseFenTolerant` into a position an over-the-board irregularity
 * may leave; `makeFen` writes a position or a setup. Errors name the offending field.
 * Four-field EPD-style FENs are accepted (counters default to 0 and 1).
 */
import { Position } from '../board/position.js';
import { from88 } from '../board/constants.js';
import type { PositionError } from '../board/fromSetup.js';
import { MAX_MOVE_COUNTER, pieceOfLetter, type CastlingRights, type Setup } from '../board/setup.js';
import { type Result, ok, err } from '../result.js';
import { quote } from '../text.js';
import { makeSquare, parseSquare, ROLE_CHARS, type Piece } from '../types.js';

/** The standard starting position's FEN. */
export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Which part of a FEN is wrong. */
export type FenField = 'fen' | 'board' | 'turn' | 'castling' | 'ep' | 'halfmoves' | 'fullmoves' | 'kings' | 'pawns' | 'check';

/** A FEN the parser refused: `field` names the part, `value` the offending text. */
export interface FenError {
  readonly code: 'bad_fen';
  readonly field: FenField;
  readonly value: string;
  readonly message: string;
}

const fail = (field: FenField, value: string, message: string): { readonly ok: false; readonly error: FenError } =>
  err({ code: 'bad_fen', field, value, message: `bad FEN ${field} ${quote(value)}: ${message}` });

const COUNTER = /^\d{1,10}$/;

/**
 * Reads a FEN's fields into a `Setup` without judging the position: every piece letter and
 * square count, the side to move, the castling letters (`KQkq` order, or `-`), the e.p. square's
 * name and the counters (whole numbers up to `MAX_MOVE_COUNTER`) are checked; whether kings,
 * pawns, rights and e.p. square make a position is `Position.fromSetup`'s business.
 */
export function parseSetup(fen: string): Result<Setup, FenError> {
  const parts = fen.trim().split(/\s+/);
  if (parts.length !== 4 && parts.length !== 6) {
    return fail('fen', fen, `expected 6 fields (or 4), found ${parts[0] === '' ? 0 : parts.length}`);
  }
  const [boardText, turnText, castleText, epText] = parts as [string, string, string, string];
  const board = new Array<Piece | null>(64).fill(null);
  const ranks = boardText.split('/');
  if (ranks.length !== 8) return fail('board', boardText, `expected 8 ranks, found ${ranks.length}`);
  for (let r = 0; r < 8; r++) {
    const rankText = ranks[r]!;
    const rank = 7 - r;
    let file = 0;
    for (const ch of rankText) {
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
        continue;
      }
      const piece = pieceOfLetter(ch);
      if (piece === undefined) return fail('board', boardText, `unknown piece ${quote(ch)} on rank ${rank + 1}`);
      if (file < 8) board[rank * 8 + file] = piece;
      file++;
    }
    if (file !== 8) return fail('board', boardText, `rank ${rank + 1} (${quote(rankText)}) covers ${file} squares, not 8`);
  }
  if (turnText !== 'w' && turnText !== 'b') return fail('turn', turnText, "expected 'w' or 'b'");
  if (castleText !== '-' && !/^(K?Q?k?q?)$/.test(castleText)) {
    return fail('castling', castleText, "expected '-' or a subset of 'KQkq' in that order");
  }
  const castling: CastlingRights = {
    whiteKingSide: castleText.includes('K'),
    whiteQueenSide: castleText.includes('Q'),
    blackKingSide: castleText.includes('k'),
    blackQueenSide: castleText.includes('q'),
  };
  let epSquare: number | null = null;
  if (epText !== '-') {
    const sq = parseSquare(epText);
    if (sq === undefined) return fail('ep', epText, "expected '-' or a square");
    epSquare = sq;
  }
  let halfmoves = 0;
  let fullmoves = 1;
  if (parts.length === 6) {
    const [, , , , half, full] = parts as [string, string, string, string, string, string];
    if (!COUNTER.test(half) || Number(half) > MAX_MOVE_COUNTER)
      return fail('halfmoves', half, `expected a whole number from 0 to ${MAX_MOVE_COUNTER}`);
    if (!COUNTER.test(full) || Number(full) < 1 || Number(full) > MAX_MOVE_COUNTER)
      return fail('fullmoves', full, `expected a whole number from 1 to ${MAX_MOVE_COUNTER}`);
    halfmoves = Number(half);
    fullmoves = Number(full);
  }
  return ok({ board, turn: turnText === 'w' ? 'white' : 'black', castling, epSquare, halfmoves, fullmoves });
}

/** The FEN field a position error belongs to. */
function fenFieldOf(reason: PositionError['reason']): FenField {
  return reason === 'turn' ? 'turn' : reason;
}

function toPosition(fen: string, tolerant: boolean): Result<Position, FenError> {
  const setup = parseSetup(fen);
  if (!setup.ok) return setup;
  const pos = tolerant ? Position.fromSetupTolerant(setup.value) : Position.fromSetup(setup.value);
  if (pos.ok) return pos;
  const field = fenFieldOf(pos.error.reason);
  const parts = fen.trim().split(/\s+/);
  const value = field === 'castling' ? parts[2]! : field === 'ep' ? parts[3]! : field === 'check' ? fen : parts[0]!;
  return err({ code: 'bad_fen', field, value, message: `bad FEN ${field} ${quote(value)}: ${pos.error.message}` });
}

/** Parses a FEN into a legal position (see `Position.fromSetup` for what legal means here). */
export function parseFen(fen: string): Result<Position, FenError> {
  return toPosition(fen, false);
}

/**
 * Parses a FEN into a position an uncaught illegal move may have left over the board: the side
 * not to move in check, pawns on the first or last rank, a missing king (see
 * `Position.fromSetupTolerant`). For arbitration and analysis of such positions only.
 */
export function parseFenTolerant(fen: string): Result<Position, FenError> {
  return toPosition(fen, true);
}

/** The FEN of a position or a setup (the e.p. square as recorded). */
export function makeFen(pos: Position | Setup): string {
  if (pos instanceof Position) return makePositionFen(pos);
  const setup = pos;
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = setup.board[rank * 8 + file] ?? null;
      if (piece === null) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      const ch = ROLE_CHARS[piece.role];
      row += piece.color === 'white' ? ch.toUpperCase() : ch;
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  const c = setup.castling;
  const castle = `${c.whiteKingSide ? 'K' : ''}${c.whiteQueenSide ? 'Q' : ''}${c.blackKingSide ? 'k' : ''}${c.blackQueenSide ? 'q' : ''}`;
  const ep = setup.epSquare === null ? '-' : makeSquare(setup.epSquare);
  return `${rows.join('/')} ${setup.turn === 'white' ? 'w' : 'b'} ${castle || '-'} ${ep} ${setup.halfmoves} ${setup.fullmoves}`;
}

const PIECE_CHARS = ' PNBRQK  pnbrqk';

/** The FEN of a position, straight from its 0x88 board (the common, fast case). */
function makePositionFen(pos: Position): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = pos.board[r * 16 + f]!;
      if (p === 0) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += PIECE_CHARS[p]!;
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  let castle = '';
  if (pos.castle & 1) castle += 'K';
  if (pos.castle & 2) castle += 'Q';
  if (pos.castle & 4) castle += 'k';
  if (pos.castle & 8) castle += 'q';
  const ep = pos.ep < 0 ? '-' : makeSquare(from88(pos.ep));
  return `${rows.join('/')} ${pos.side === 0 ? 'w' : 'b'} ${castle || '-'} ${ep} ${pos.halfmoves} ${pos.fullmoves}`;
}
