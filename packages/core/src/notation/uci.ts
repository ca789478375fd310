/** UCI long algebraic moves: `e2e4`, `e7e8q`, castling as the king's move `e1g1`. */
import { type Result, ok, err } from '../result.js';
import { quote } from '../text.js';
import { charToRole, makeSquare, parseSquare, ROLE_CHARS, type Move } from '../types.js';

/** A string that is not a UCI move. */
export interface UciError {
  readonly code: 'bad_uci';
  readonly value: string;
  readonly message: string;
}

/** Parses the syntax of a UCI move (legality is the position's business). */
export function parseUci(text: string): Result<Move, UciError> {
  const fail = (why: string): Result<never, UciError> =>
    err({ code: 'bad_uci', value: text, message: `bad UCI move ${quote(text)}: ${why}` });
  if (text.length !== 4 && text.length !== 5) return fail('expected 4 or 5 characters like e2e4 or e7e8q');
  const from = parseSquare(text.slice(0, 2));
  const to = parseSquare(text.slice(2, 4));
  if (from === undefined) return fail(`${quote(text.slice(0, 2))} is not a square`);
  if (to === undefined) return fail(`${quote(text.slice(2, 4))} is not a square`);
  if (from === to) return fail('from and to are the same square');
  if (text.length === 5) {
    const role = charToRole(text[4]!);
    if (role === undefined || role === 'pawn' || role === 'king' || text[4] !== text[4]!.toLowerCase()) {
      return fail(`${quote(text[4]!)} is not a promotion piece (q, r, b, n)`);
    }
    return ok({ from, to, promotion: role });
  }
  return ok({ from, to });
}

/** The UCI text of a move. */
export function makeUci(move: Move): string {
  return makeSquare(move.from) + makeSquare(move.to) + (move.promotion ? ROLE_CHARS[move.promotion] : '');
}
