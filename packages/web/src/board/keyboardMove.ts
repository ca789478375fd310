/**
 * Typed move entry: the parser behind the page's move box. It accepts SAN as players type it
 * (`Nf3`, `nf3`, `exd5`, `O-O`, `0-0`, `e8=Q`, `e8q`, with or without `+`/`#`), UCI and square
 * pairs (`g1f3`, `e7e8q`, `g1-f3`, `g1 f3`), and answers the one legal move meant, or why not.
 * Pure; SAN is read by the core.
 */
import { makeSan, makeSquare, parseSan, parseSquare, type Move, type Position, type Result } from '@flagfall/core';
import type { BoardMove, PromotionLetter, Role } from './types.js';

/** Why typed text is not a move: not a move at all, no legal move, or several. */
export interface MoveInputError {
  readonly code: 'unparsable' | 'illegal' | 'ambiguous';
  /** The text as typed. */
  readonly value: string;
  /** For `ambiguous`: the legal moves the text could mean (two or more); otherwise empty. */
  readonly candidates: readonly BoardMove[];
}

const ROLE_OF_LETTER: Readonly<Record<string, Role>> = { N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
const LETTER_OF_ROLE: Readonly<Record<string, PromotionLetter>> = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n' };

/** A core move as a board move (square names, promotion letter). */
export function toBoardMove(move: Move): BoardMove {
  const from = makeSquare(move.from);
  const to = makeSquare(move.to);
  const letter = move.promotion === undefined ? undefined : LETTER_OF_ROLE[move.promotion];
  return letter === undefined ? { from, to } : { from, to, promotion: letter };
}

const sameMove = (a: BoardMove, b: BoardMove): boolean => a.from === b.from && a.to === b.to && a.promotion === b.promotion;

function addUnique(moves: BoardMove[], move: BoardMove): void {
  if (!moves.some((m) => sameMove(m, move))) moves.push(move);
}

/** SAN without check, mate and annotation marks. */
const sanBody = (san: string): string => san.replace(/[+#!?]+$/, '');

const SQUARE_PAIR = /^([a-h][1-8])\s*[-x:]?\s*([a-h][1-8])\s*=?\s*([qrbn])?$/;

/** Square-pair input (UCI and friends): the legal moves it matches. */
function parseSquarePair(text: string, legal: readonly BoardMove[]): BoardMove[] | undefined {
  const match = SQUARE_PAIR.exec(text.toLowerCase());
  if (!match) return undefined;
  const [, from, to, promotion] = match;
  return legal.filter((m) => m.from === from && m.to === to && (promotion === undefined || m.promotion === promotion));
}

/**
 * The spellings a typed SAN may stand for. The case the user typed decides when it can: `Bc4`
 * is a bishop, `B4` nothing; a lower-case piece letter is read as the piece (`nf3`), and a
 * lower-case `b` both as the b-pawn and as the bishop (`bc4` may be `bxc4` or `Bc4`: if both are
 * legal, the input is ambiguous). Canonical SAN never gets here (see `parseMoveInput`).
 */
function sanSpellings(text: string): string[] {
  const spellings = [text];
  const first = text[0]!;
  const rest = text.slice(1).toLowerCase();
  if ('nrqk'.includes(first.toLowerCase()) || first === 'b') spellings.push(first.toUpperCase() + rest);
  if (/^[a-h]/i.test(first) && first !== 'B') spellings.push(first.toLowerCase() + rest);
  return [...new Set(spellings)];
}

/**
 * The legal move `text` names in `position` (unchanged), or why none: `unparsable` (not a move
 * in any accepted form), `illegal` (a move, but no legal one matches), `ambiguous` (several
 * legal moves match, listed in `candidates`; a pawn move to the last rank without a promotion
 * piece is ambiguous between the four). Surrounding blanks are ignored. Canonical SAN (as
 * `makeSan` writes it) and UCI always name exactly their move; other case and spelling variants
 * are accepted when they name a single legal move.
 */
export function parseMoveInput(text: string, position: Position): Result<BoardMove, MoveInputError> {
  const value = text;
  const trimmed = text.trim();
  const fail = (code: MoveInputError['code'], candidates: readonly BoardMove[] = []): Result<never, MoveInputError> => ({
    ok: false,
    error: { code, value, candidates },
  });
  if (trimmed.length === 0) return fail('unparsable');
  const legal = position.legalMoves().map(toBoardMove);

  const paired = parseSquarePair(trimmed, legal);
  if (paired) {
    if (paired.length === 1) return { ok: true, value: paired[0]! };
    return paired.length > 1 ? fail('ambiguous', paired) : fail('illegal');
  }

  // Standard SAN as typed is never second-guessed: `bxc4` is the pawn even if a bishop could go.
  const asTyped = parseSan(position, trimmed);
  if (asTyped.ok && sanBody(makeSan(position, asTyped.value)) === sanBody(trimmed)) return { ok: true, value: toBoardMove(asTyped.value) };

  const found: BoardMove[] = [];
  let ambiguous: BoardMove[] | undefined;
  let illegal = false;
  for (const spelling of sanSpellings(trimmed)) {
    const parsed = parseSan(position, spelling);
    if (parsed.ok) {
      addUnique(found, toBoardMove(parsed.value));
    } else if (parsed.error.code === 'ambiguous_san') {
      ambiguous ??= ambiguousCandidates(spelling, legal, position);
    } else if (parsed.error.code === 'illegal_san') {
      illegal = true;
      // A pawn reaching the last rank without a piece: every promotion is a candidate.
      for (const letter of ['Q', 'R', 'B', 'N']) {
        const promoted = parseSan(position, spelling.replace(/[+#!?]*$/, `=${letter}`));
        if (promoted.ok) addUnique(found, toBoardMove(promoted.value));
      }
      if (found.some((m) => m.promotion !== undefined) && found.length > 1) return fail('ambiguous', found);
    }
  }
  if (found.length === 1) return { ok: true, value: found[0]! };
  if (found.length > 1) return fail('ambiguous', found);
  if (ambiguous) return fail('ambiguous', ambiguous);
  return illegal ? fail('illegal') : fail('unparsable');
}

/** For a SAN the core calls ambiguous (`Nd2` with two knights): that piece's legal moves to the target. */
function ambiguousCandidates(spelling: string, legal: readonly BoardMove[], position: Position): BoardMove[] {
  const target = /([a-h][1-8])(?:=?[qrbn])?[+#!?]*$/i.exec(spelling)?.[1]?.toLowerCase();
  const role = ROLE_OF_LETTER[spelling[0]!] ?? 'pawn';
  return legal.filter((m) => m.to === target && position.pieceAt(parseSquare(m.from)!)?.role === role);
}
