/**
 * SAN (standard algebraic notation). `makeSan` prints canonical SAN (minimal
 * disambiguation, `=Q`, `O-O`, `+`/`#`); `parseSan` accepts what clients and PGN files
 * really send: `0-0`, `e8Q`, redundant disambiguation, long forms (`Ng1f3`, `Ng1-f3`),
 * figurines (`♘f3`), missing or extra `+`/`#` and annotation marks.
 *
 * Neither generates the legal move list: the move a SAN names (and the rivals that decide its
 * disambiguation) are found from the target square back (see sanMatch.ts). Both are re-entrant
 * (no shared scratch buffer), and the common spellings are read without regular expressions.
 */
import { KING, PAWN, ROOK, from88, moveFrom, movePromo, moveTo, to88 } from '../board/constants.js';
import { toMove, type Position } from '../board/position.js';
import { type Result, ok, err } from '../result.js';
import { quote } from '../text.js';
import { charToRole, makeSquare, ROLES, type Move } from '../types.js';
import { AMBIGUOUS, castleMove, matchSanMove, MISSING_PROMOTION, NO_MATCH } from './sanMatch.js';

/** Why a SAN string was refused: malformed, no legal move matches, or several do. */
export interface SanError {
  readonly code: 'bad_san' | 'illegal_san' | 'ambiguous_san';
  readonly value: string;
  readonly message: string;
}

/** Figurine algebraic notation (♘f3) as letters; a figurine pawn is just the square. */
const FIGURINES: Readonly<Record<string, string>> = {
  '♔': 'K',
  '♕': 'Q',
  '♖': 'R',
  '♗': 'B',
  '♘': 'N',
  '♙': '',
  '♚': 'K',
  '♛': 'Q',
  '♜': 'R',
  '♝': 'B',
  '♞': 'N',
  '♟': '',
};
const PIECE_LETTERS = ['', '', 'N', 'B', 'R', 'Q', 'K'];
const SAN_PATTERN = /^([PNBRQK])?([a-h])?([1-8])?[-x:]?([a-h])([1-8])(?:=?([NBRQnbrq]))?$/;

/*
 * What a SAN says, packed in one integer so that reading it allocates nothing:
 * bits 0-2 the kind, 3-5 the role, 6-12 the target (0x88), 13-16 the origin file + 1 (0: any),
 * 17-20 the origin rank + 1 (0: any), 21-23 the promotion role (0: none).
 */
const KIND_MOVE = 0;
const KIND_SHORT_CASTLE = 1;
const KIND_LONG_CASTLE = 2;
const KIND_EMPTY = 3;
const KIND_MALFORMED = 4;
const KIND_PIECE_PROMOTES = 5;
/** The fast reader's answer for a spelling it leaves to the regular-expression reader. */
const UNSURE = -1;

const packParts = (role: number, to: number, fromFile: number, fromRank: number, promo: number): number =>
  KIND_MOVE | (role << 3) | (to << 6) | ((fromFile + 1) << 13) | ((fromRank + 1) << 17) | (promo << 21);
const partsKind = (parts: number): number => parts & 7;
const partsRole = (parts: number): number => (parts >> 3) & 7;
const partsTo = (parts: number): number => (parts >> 6) & 0x7f;
const partsFile = (parts: number): number => ((parts >> 13) & 15) - 1;
const partsRank = (parts: number): number => ((parts >> 17) & 15) - 1;
const partsPromo = (parts: number): number => (parts >> 21) & 7;

/** The role code of an upper-case piece letter N B R Q K (0 for anything else). */
function pieceCode(c: number): number {
  switch (c) {
    case 78:
      return 2;
    case 66:
      return 3;
    case 82:
      return 4;
    case 81:
      return 5;
    case 75:
      return 6;
    default:
      return 0;
  }
}

/**
 * Reads the canonical spellings (`e4`, `exd5`, `Nbd7`, `R1e2`, `Qh4xe1`, `e8=Q`, `O-O`, `O-O-O`,
 * with `+`, `#`, `!`, `?` after them) with one pass over the characters; anything else (`0-0`,
 * `e8Q`, `Ng1-f3`, figurines, spaces, `e.p.`) is `UNSURE` and left to `readSanSlow`, which gives
 * the same answer for every string this one reads.
 */
function readSanFast(t: string): number {
  let end = t.length;
  while (end > 0) {
    const c = t.charCodeAt(end - 1);
    if (c !== 43 && c !== 35 && c !== 33 && c !== 63) break; // + # ! ?
    end--;
  }
  if (end === 0) return UNSURE;
  const first = t.charCodeAt(0);
  if (first === 79) {
    // O-O, O-O-O
    if (t.charCodeAt(1) !== 45 || t.charCodeAt(2) !== 79) return UNSURE;
    if (end === 3) return KIND_SHORT_CASTLE;
    return end === 5 && t.charCodeAt(3) === 45 && t.charCodeAt(4) === 79 ? KIND_LONG_CASTLE : UNSURE;
  }
  const piece = pieceCode(first);
  const role = piece === 0 ? PAWN : piece;
  const start = piece === 0 ? 0 : 1;
  let promo = 0;
  if (end - start >= 4 && t.charCodeAt(end - 2) === 61) {
    // =Q: only a pawn promotes (the slow reader words the error), and only to N B R Q.
    promo = pieceCode(t.charCodeAt(end - 1));
    if (promo === 0 || promo === KING || role !== PAWN) return UNSURE;
    end -= 2;
  }
  const stop = end - 2;
  if (stop < start) return UNSURE;
  const toFile = t.charCodeAt(stop) - 97;
  const toRank = t.charCodeAt(stop + 1) - 49;
  if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) return UNSURE;
  let i = start;
  let fromFile = -1;
  let fromRank = -1;
  if (i < stop) {
    const f = t.charCodeAt(i) - 97;
    if (f >= 0 && f <= 7) {
      fromFile = f;
      i++;
    }
  }
  if (i < stop) {
    const r = t.charCodeAt(i) - 49;
    if (r >= 0 && r <= 7) {
      fromRank = r;
      i++;
    }
  }
  if (i < stop && t.charCodeAt(i) === 120) i++; // x
  if (i !== stop) return UNSURE;
  return packParts(role, toRank * 16 + toFile, fromFile, fromRank, promo);
}

/** Reads any spelling `parseSan` accepts (the lenient forms), or says how it is malformed. */
function readSanSlow(text: string): number {
  let s = text
    .trim()
    .replace(/[\u2654-\u265f]/g, (ch) => FIGURINES[ch] ?? ch)
    .replace(/(?:\s*e\.p\.)?[+#!?]*$/, '');
  if (s.length === 0) return KIND_EMPTY;
  const castle = /^([O0o])-?\1(-?\1)?$/.exec(s);
  if (castle) return castle[2] !== undefined ? KIND_LONG_CASTLE : KIND_SHORT_CASTLE;
  s = s.replace(/^([PNBRQK])([a-h]?[1-8]?)-/, '$1$2');
  const match = SAN_PATTERN.exec(s);
  if (!match) return KIND_MALFORMED;
  const [, pieceLetter, fileText, rankText, toFile, toRank, promoText] = match;
  const role = pieceLetter === undefined ? PAWN : ROLES.indexOf(charToRole(pieceLetter)!) + 1;
  const promo = promoText === undefined ? 0 : ROLES.indexOf(charToRole(promoText)!) + 1;
  if (promo !== 0 && role !== PAWN) return KIND_PIECE_PROMOTES;
  return packParts(
    role,
    (toRank!.charCodeAt(0) - 49) * 16 + (toFile!.charCodeAt(0) - 97),
    fileText === undefined ? -1 : fileText.charCodeAt(0) - 97,
    rankText === undefined ? -1 : rankText.charCodeAt(0) - 49,
    promo,
  );
}

function readSan(text: string): number {
  const fast = readSanFast(text);
  return fast === UNSURE ? readSanSlow(text) : fast;
}

/** The internal move a read SAN names, or NO_MATCH / AMBIGUOUS / MISSING_PROMOTION (also NO_MATCH when malformed). */
function resolve(pos: Position, parts: number): number {
  switch (partsKind(parts)) {
    case KIND_MOVE:
      return matchSanMove(pos, partsRole(parts), partsTo(parts), partsFile(parts), partsRank(parts), partsPromo(parts));
    case KIND_SHORT_CASTLE:
      return castleMove(pos, false);
    case KIND_LONG_CASTLE:
      return castleMove(pos, true);
    default:
      return NO_MATCH;
  }
}

/**
 * The internal code of the legal move `text` names (> 0), or 0 when it names none (malformed,
 * illegal or ambiguous: `parseSan` says which). For replay loops: allocates nothing for the
 * canonical spellings.
 * @internal
 */
export function parseSanInternal(pos: Position, text: string): number {
  const m = resolve(pos, readSan(text));
  return m > 0 ? m : 0;
}

/** Parses SAN against a position: the legal move it names. The position is unchanged. */
export function parseSan(pos: Position, text: string): Result<Move, SanError> {
  const parts = readSan(text);
  const m = resolve(pos, parts);
  if (m > 0) return ok(toMove(m));
  const fail = (code: SanError['code'], why: string): Result<never, SanError> =>
    err({
      code,
      value: text,
      message: `${code === 'bad_san' ? 'bad' : code === 'illegal_san' ? 'illegal' : 'ambiguous'} SAN ${quote(text)}: ${why}`,
    });
  switch (partsKind(parts)) {
    case KIND_EMPTY:
      return fail('bad_san', 'empty move');
    case KIND_MALFORMED:
      return fail('bad_san', 'expected a move like e4, Nf3, exd5, Rad1, e8=Q or O-O');
    case KIND_PIECE_PROMOTES:
      return fail('bad_san', 'only a pawn can promote');
    case KIND_SHORT_CASTLE:
    case KIND_LONG_CASTLE:
      return fail('illegal_san', `${partsKind(parts) === KIND_LONG_CASTLE ? 'queen' : 'king'}-side castling is not legal here`);
  }
  if (m === AMBIGUOUS) return fail('ambiguous_san', 'several legal moves match; add the file or rank of the moving piece');
  if (m === MISSING_PROMOTION) return fail('illegal_san', 'a pawn reaching the last rank must promote (e.g. =Q)');
  return fail('illegal_san', `no legal ${ROLES[partsRole(parts) - 1]!} move to ${makeSquare(from88(partsTo(parts)))}`);
}

/**
 * The canonical SAN of the internal legal move `m` of `pos` (the position is unchanged).
 * @internal
 */
export function sanOfInternal(pos: Position, m: number): string {
  const san = sanBody(pos, m);
  pos.makeMove(m);
  const suffix = checkSuffix(pos);
  pos.unmakeMove(m);
  return san + suffix;
}

/** The `+` or `#` of the move just made in `pos` (the side to move is in check), or nothing. */
function checkSuffix(pos: Position): string {
  return pos.isCheck() ? (pos.hasLegalMove() ? '+' : '#') : '';
}

/** The SAN of the internal legal move `m` of `pos` without its check suffix (before the move). */
function sanBody(pos: Position, m: number): string {
  const b = pos.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const role = b[from]! & 7;
  let san: string;
  if (role === KING && Math.abs(to - from) === 2) {
    san = to > from ? 'O-O' : 'O-O-O';
  } else if (role === PAWN) {
    san = (from & 7) !== (to & 7) ? `${makeSquare(from88(from))[0]!}x${makeSquare(from88(to))}` : makeSquare(from88(to));
    const promo = movePromo(m);
    if (promo !== 0) san += `=${PIECE_LETTERS[promo]!}`;
  } else {
    let dis = '';
    // Another legal move of the same kind of piece to the same square: name the file if that
    // tells them apart, else the rank, else both.
    if (role !== KING && matchSanMove(pos, role, to, -1, -1, 0) === AMBIGUOUS) {
      const fromName = makeSquare(from88(from));
      if (matchSanMove(pos, role, to, from & 7, -1, 0) !== AMBIGUOUS) dis = fromName[0]!;
      else if (matchSanMove(pos, role, to, -1, from >> 4, 0) !== AMBIGUOUS) dis = fromName[1]!;
      else dis = fromName;
    }
    san = PIECE_LETTERS[role]! + dis + (b[to] !== 0 ? 'x' : '') + makeSquare(from88(to));
  }
  return san;
}

/** The internal code of the legal move `move` (castling also as the king taking its own rook, e1h1), or 0. */
function findInternal(pos: Position, move: Move): number {
  const from = to88(move.from);
  const to = to88(move.to);
  const b = pos.board;
  const piece = b[from]!;
  if (piece === 0 || piece >> 3 !== pos.side) return 0;
  const role = piece & 7;
  const promo = move.promotion === undefined ? 0 : ROLES.indexOf(move.promotion) + 1;
  // Castling written as "king takes own rook" (e1h1, e1a1), as Chess960-style clients send it.
  if (role === KING && promo === 0 && b[to] === (ROOK | (piece & 8)) && from >> 4 === to >> 4) {
    return from === pos.kings[pos.side] ? Math.max(castleMove(pos, to < from), 0) : 0;
  }
  return Math.max(matchSanMove(pos, role, to, from & 7, from >> 4, promo), 0);
}

/** The canonical SAN of a legal move. Throws a RangeError for a move that is not legal. */
export function makeSan(pos: Position, move: Move): string {
  const m = findInternal(pos, move);
  if (m === 0) throw new RangeError(`makeSan: ${makeSquare(move.from)}${makeSquare(move.to)} is not legal here`);
  return sanOfInternal(pos, m);
}

/**
 * Plays a legal move and returns its canonical SAN (computed before the move); returns
 * `undefined` and changes nothing when the move is not legal. The server's hot path: check a
 * move, name it, play it.
 */
export function makeSanAndPlay(pos: Position, move: Move): string | undefined {
  const m = findInternal(pos, move);
  if (m === 0) return undefined;
  // Named before the move, its check suffix after it: the move is made once.
  const san = sanBody(pos, m);
  pos.makeMove(m);
  return san + checkSuffix(pos);
}
