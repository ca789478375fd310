/**
 * SAN (standard algebraic notation). `makeSan` prints canonical SAN (minimal
 * disambiguation, `=Q`, `O-O`, `+`/`#`); `parseSan` accepts what clients and PGN files
 * really send: `0-0`, `e8Q`, redundant disambiguation, long forms (`Ng1f3`, `Ng1-f3`),
 * figurines (`♘f3`), missing or extra `+`/`#` and annotation marks.
 */
import { KING, PAWN, from88, moveFrom, movePromo, moveTo, to88 } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import { toMove, type Position } from '../board/position.js';
import { type Result, ok, err } from '../result.js';
import { quote } from '../text.js';
import { charToRole, makeSquare, ROLES, type Move, type Role } from '../types.js';

/** Why a SAN string was refused: malformed, no legal move matches, or several do. */
export interface SanError {
  readonly code: 'bad_san' | 'illegal_san' | 'ambiguous_san';
  readonly value: string;
  readonly message: string;
}

const SAN_BUFFER = new Int32Array(MAX_LEGAL_MOVES);
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

/**
 * The canonical SAN of the internal legal move `m`, given the legal moves `moves[0…n)` of
 * `pos`. Used by `makeSan` and by hot paths that already hold the move list.
 * @internal
 */
export function sanOfInternal(pos: Position, m: number, moves: Int32Array, n: number): string {
  const b = pos.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const piece = b[from]!;
  const role = piece & 7;
  let san: string;
  if (role === KING && Math.abs(to - from) === 2) {
    san = to > from ? 'O-O' : 'O-O-O';
  } else if (role === PAWN) {
    san = (from & 7) !== (to & 7) ? `${makeSquare(from88(from))[0]!}x${makeSquare(from88(to))}` : makeSquare(from88(to));
    const promo = movePromo(m);
    if (promo !== 0) san += `=${PIECE_LETTERS[promo]!}`;
  } else {
    let sameFile = false;
    let sameRank = false;
    let ambiguous = false;
    for (let i = 0; i < n; i++) {
      const o = moves[i]!;
      const of = moveFrom(o);
      if (of === from || moveTo(o) !== to || b[of] !== piece) continue;
      ambiguous = true;
      if ((of & 7) === (from & 7)) sameFile = true;
      if (of >> 4 === from >> 4) sameRank = true;
    }
    const fromName = makeSquare(from88(from));
    let dis = '';
    if (ambiguous) dis = !sameFile ? fromName[0]! : !sameRank ? fromName[1]! : fromName;
    san = PIECE_LETTERS[role]! + dis + (b[to] !== 0 ? 'x' : '') + makeSquare(from88(to));
  }
  pos.makeMove(m);
  if (pos.isCheck()) san += pos.hasLegalMove() ? '+' : '#';
  pos.unmakeMove(m);
  return san;
}

/** The canonical SAN of a legal move. Throws a RangeError for a move that is not legal. */
export function makeSan(pos: Position, move: Move): string {
  const n = generateLegal(pos, SAN_BUFFER, 0);
  const m = findInList(pos, move, SAN_BUFFER, n);
  if (m === 0) throw new RangeError(`makeSan: ${makeSquare(move.from)}${makeSquare(move.to)} is not legal here`);
  return sanOfInternal(pos, m, SAN_BUFFER, n);
}

function findInList(pos: Position, move: Move, moves: Int32Array, n: number): number {
  const from = to88(move.from);
  const to = to88(move.to);
  const promo = move.promotion === undefined ? 0 : ROLES.indexOf(move.promotion) + 1;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    if (moveFrom(m) === from && moveTo(m) === to && movePromo(m) === promo) return m;
  }
  // Not in the list as given: let the position resolve other spellings (castling as e1h1).
  return pos.findLegal(move);
}

/** Parses SAN against a position: the legal move it names. The position is unchanged. */
export function parseSan(pos: Position, text: string): Result<Move, SanError> {
  const fail = (code: SanError['code'], why: string): Result<never, SanError> =>
    err({
      code,
      value: text,
      message: `${code === 'bad_san' ? 'bad' : code === 'illegal_san' ? 'illegal' : 'ambiguous'} SAN ${quote(text)}: ${why}`,
    });
  let s = text
    .trim()
    .replace(/[\u2654-\u265f]/g, (ch) => FIGURINES[ch] ?? ch)
    .replace(/(?:\s*e\.p\.)?[+#!?]*$/, '');
  if (s.length === 0) return fail('bad_san', 'empty move');
  const n = generateLegal(pos, SAN_BUFFER, 0);
  const b = pos.board;

  const castle = /^([O0o])-?\1(-?\1)?$/.exec(s);
  if (castle) {
    const long = castle[2] !== undefined;
    for (let i = 0; i < n; i++) {
      const m = SAN_BUFFER[i]!;
      const from = moveFrom(m);
      if ((b[from]! & 7) === KING && moveTo(m) - from === (long ? -2 : 2)) return ok(toMove(m));
    }
    return fail('illegal_san', `${long ? 'queen' : 'king'}-side castling is not legal here`);
  }

  s = s.replace(/^([PNBRQK])([a-h]?[1-8]?)-/, '$1$2');
  const match = SAN_PATTERN.exec(s);
  if (!match) return fail('bad_san', 'expected a move like e4, Nf3, exd5, Rad1, e8=Q or O-O');
  const [, pieceLetter, fileText, rankText, toFile, toRank, promoText] = match;
  const role: Role = pieceLetter === undefined ? 'pawn' : charToRole(pieceLetter)!;
  const roleCode = ROLES.indexOf(role) + 1;
  const to = to88((toRank!.charCodeAt(0) - 49) * 8 + (toFile!.charCodeAt(0) - 97));
  const fromFile = fileText === undefined ? -1 : fileText.charCodeAt(0) - 97;
  const fromRank = rankText === undefined ? -1 : rankText.charCodeAt(0) - 49;
  const promo = promoText === undefined ? 0 : ROLES.indexOf(charToRole(promoText)!) + 1;
  if (promo !== 0 && role !== 'pawn') return fail('bad_san', 'only a pawn can promote');

  let found = 0;
  let count = 0;
  let missingPromotion = false;
  for (let i = 0; i < n; i++) {
    const m = SAN_BUFFER[i]!;
    if (moveTo(m) !== to) continue;
    const from = moveFrom(m);
    if ((b[from]! & 7) !== roleCode) continue;
    if (fromFile >= 0 && (from & 7) !== fromFile) continue;
    if (fromRank >= 0 && from >> 4 !== fromRank) continue;
    // A pawn move without a file is a push: a capture names its file (exd5).
    if (role === 'pawn' && fromFile < 0 && (from & 7) !== (to & 7)) continue;
    if (movePromo(m) !== promo) {
      if (promo === 0) missingPromotion = true;
      continue;
    }
    count++;
    found = m;
  }
  if (count === 1) return ok(toMove(found));
  if (count > 1) return fail('ambiguous_san', 'several legal moves match; add the file or rank of the moving piece');
  if (missingPromotion) return fail('illegal_san', 'a pawn reaching the last rank must promote (e.g. =Q)');
  return fail('illegal_san', `no legal ${role} move to ${makeSquare(from88(to))}`);
}

/**
 * Plays a legal move and returns its canonical SAN (computed before the move, with one move
 * generation); returns `undefined` and changes nothing when the move is not legal. The
 * server's hot path: check a move, name it, play it.
 */
export function makeSanAndPlay(pos: Position, move: Move): string | undefined {
  const n = generateLegal(pos, SAN_BUFFER, 0);
  const m = findInList(pos, move, SAN_BUFFER, n);
  if (m === 0) return undefined;
  const san = sanOfInternal(pos, m, SAN_BUFFER, n);
  pos.makeMove(m);
  return san;
}
