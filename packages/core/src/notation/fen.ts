/**
 * FEN: parse (`parseFen`, returning a typed error naming the offending field) and print
 * (`makeFen`). Four-field EPD-style FENs are accepted (counters default to 0 and 1).
 */
import { Position } from '../board/position.js';
import { KING, PAWN, WHITE, from88, to88 } from '../board/constants.js';
import { isAttackedBy } from '../board/attacks.js';
import { type Result, ok, err } from '../result.js';
import { charToRole, makeSquare, parseSquare, ROLES, ROLE_CHARS } from '../types.js';

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

/** Parsing options. */
export interface FenOptions {
  /**
   * Accept positions only an uncaught illegal move can produce (over-the-board arbitration):
   * the side not to move in check, pawns on the first or last rank, a missing king.
   */
  readonly tolerant?: boolean;
}

const fail = (field: FenField, value: string, message: string): Result<never, FenError> =>
  err({ code: 'bad_fen', field, value, message: `bad FEN ${field} '${value}': ${message}` });

/** Parses a FEN into a position. */
export function parseFen(fen: string, options: FenOptions = {}): Result<Position, FenError> {
  const parts = fen.trim().split(/\s+/);
  if (parts.length !== 4 && parts.length !== 6) {
    return fail('fen', fen, `expected 6 fields (or 4), found ${parts[0] === '' ? 0 : parts.length}`);
  }
  const [boardText, turnText, castleText, epText] = parts as [string, string, string, string];
  const pos = Position.empty();
  const ranks = boardText.split('/');
  if (ranks.length !== 8) return fail('board', boardText, `expected 8 ranks, found ${ranks.length}`);
  for (let r = 0; r < 8; r++) {
    const rankText = ranks[r]!;
    let file = 0;
    for (const ch of rankText) {
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
        continue;
      }
      const role = charToRole(ch);
      if (role === undefined) return fail('board', boardText, `unknown piece '${ch}' on rank ${8 - r}`);
      if (file > 7) break;
      const color = ch === ch.toUpperCase() ? 0 : 1;
      pos.board[(7 - r) * 16 + file] = (ROLES.indexOf(role) + 1) | (color << 3);
      file++;
    }
    if (file !== 8) return fail('board', boardText, `rank ${8 - r} ('${rankText}') covers ${file} squares, not 8`);
  }
  if (turnText !== 'w' && turnText !== 'b') return fail('turn', turnText, "expected 'w' or 'b'");
  pos.side = turnText === 'w' ? 0 : 1;

  const tolerant = options.tolerant === true;
  const kings = [0, 0];
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = pos.board[s]!;
    if ((p & 7) === KING) kings[p >> 3]!++;
    if ((p & 7) === PAWN && !tolerant && (s >> 4 === 0 || s >> 4 === 7)) {
      return fail('pawns', boardText, `pawn on ${makeSquare(from88(s))} (first or last rank)`);
    }
  }
  for (const c of [0, 1]) {
    const count = kings[c]!;
    const name = c === 0 ? 'white' : 'black';
    if (count > 1 || (count === 0 && !tolerant)) return fail('kings', boardText, `${name} has ${count} kings; exactly one is required`);
  }

  if (castleText !== '-') {
    if (!/^(K?Q?k?q?)$/.test(castleText)) return fail('castling', castleText, "expected '-' or a subset of 'KQkq' in that order");
    const needs: Array<[string, number, number, number]> = [
      ['K', 1, 0x04, 0x07],
      ['Q', 2, 0x04, 0x00],
      ['k', 4, 0x74, 0x77],
      ['q', 8, 0x74, 0x70],
    ];
    for (const [ch, bit, kingSq, rookSq] of needs) {
      if (!castleText.includes(ch)) continue;
      const color = bit < 4 ? 0 : 1;
      if (pos.board[kingSq] !== (KING | (color << 3)) || pos.board[rookSq] !== (4 | (color << 3))) {
        return fail('castling', castleText, `right '${ch}' needs the king on ${makeSquare(from88(kingSq))} and a rook on ${makeSquare(from88(rookSq))}`);
      }
      pos.castle |= bit;
    }
  }

  if (epText !== '-') {
    const sq = parseSquare(epText);
    const wantRank = pos.side === WHITE ? 5 : 2;
    if (sq === undefined || sq >> 3 !== wantRank) {
      return fail('ep', epText, `expected '-' or a square on rank ${wantRank + 1} for ${pos.side === WHITE ? 'white' : 'black'} to move`);
    }
    const s = to88(sq);
    const pusher = pos.side === WHITE ? s - 16 : s + 16;
    const origin = pos.side === WHITE ? s + 16 : s - 16;
    if (pos.board[pusher] !== (PAWN | ((pos.side ^ 1) << 3)) || pos.board[s] !== 0 || pos.board[origin] !== 0) {
      return fail('ep', epText, 'no pawn can just have made a double step past this square');
    }
    pos.ep = s;
  }

  if (parts.length === 6) {
    const [, , , , half, full] = parts as [string, string, string, string, string, string];
    if (!/^\d{1,5}$/.test(half)) return fail('halfmoves', half, 'expected a non-negative integer');
    if (!/^\d{1,5}$/.test(full) || Number(full) < 1) return fail('fullmoves', full, 'expected a positive integer');
    pos.halfmoves = Number(half);
    pos.fullmoves = Number(full);
  }

  pos.refresh();
  const other = pos.kings[pos.side ^ 1]!;
  if (!tolerant && other >= 0 && isAttackedBy(pos.board, other, pos.side)) {
    return fail('check', fen, `the side not to move (${pos.side === WHITE ? 'black' : 'white'}) is in check`);
  }
  return ok(pos);
}

/** The FEN of a position (the e.p. square as the position records it). */
export function makeFen(pos: Position): string {
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
      const ch = ROLE_CHARS[ROLES[(p & 7) - 1]!];
      row += p >> 3 === 0 ? ch.toUpperCase() : ch;
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
