/**
 * Differential test of direct SAN matching: `parseSan`, `makeSan` and `makeSanAndPlay` (which
 * never build the legal move list) against the reference implementation they replaced, which
 * generates every legal move and filters it. Kept here verbatim as the oracle. Positions: random
 * playouts (from the start and from positions rich in castling, promotion and en passant) and
 * random tolerant positions (missing kings, pawns on the back ranks, the side not to move in check).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KING, PAWN, from88, moveFrom, movePromo, moveTo, to88 } from '../board/constants.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { toMove } from '../board/position.js';
import { type Result, ok, err } from '../result.js';
import { quote } from '../text.js';
import { charToRole, makeSquare, ROLES, type Move, type Role } from '../types.js';
import { makeFen, parseFenTolerant } from './fen.js';
import { makeSan, makeSanAndPlay, parseSan, parseSanInternal, type SanError } from './san.js';
import { prng, randomPlayout } from '../../test/random.js';
import { at } from '../../test/fixtures.js';

// ---- The reference: generate all legal moves, then match (the implementation before direct matching).

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

function referenceParseSan(pos: Position, text: string): Result<Move, SanError> {
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
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  const b = pos.board;
  const castle = /^([O0o])-?\1(-?\1)?$/.exec(s);
  if (castle) {
    const long = castle[2] !== undefined;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
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
    const m = moves[i]!;
    if (moveTo(m) !== to) continue;
    const from = moveFrom(m);
    if ((b[from]! & 7) !== roleCode) continue;
    if (fromFile >= 0 && (from & 7) !== fromFile) continue;
    if (fromRank >= 0 && from >> 4 !== fromRank) continue;
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

/** The reference makeSan: `undefined` where it threw (the move is not legal). */
function referenceMakeSan(pos: Position, move: Move): string | undefined {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  const m = pos.findLegal(move);
  if (m === 0) return undefined;
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

// ---- Positions and SAN strings to compare on.

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'n1n1k3/PPP5/8/8/8/8/5ppp/4K1N1 w - - 0 1',
  'k7/8/8/2Q1Q3/8/2Q1Q3/8/4K3 w - - 0 1',
];

/** A random tolerant position: any pieces anywhere, kings maybe missing, random rights and e.p. */
function randomTolerant(seed: number): Position | undefined {
  const rng = prng(seed);
  const letters = 'PPPPNNBBRRQKpppppnnbbrrqk';
  const rows: string[] = [];
  for (let r = 0; r < 8; r++) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      if (rng.next() < 0.3) {
        if (empty > 0) row += String(empty);
        empty = 0;
        row += letters[rng.int(letters.length)]!;
      } else empty++;
    }
    rows.push(row + (empty > 0 ? String(empty) : ''));
  }
  const castle = ['KQkq', 'Kk', 'Q', '-'][rng.int(4)]!;
  const ep = rng.next() < 0.3 ? `${'abcdefgh'[rng.int(8)]!}${rng.next() < 0.5 ? 3 : 6}` : '-';
  const fen = `${rows.join('/')} ${rng.next() < 0.5 ? 'w' : 'b'} ${castle} ${ep} 0 1`;
  const r = parseFenTolerant(fen);
  return r.ok ? r.value : undefined;
}

const ALPHABET = 'NBRQKPnbrqkpabcdefgh12345678x=+#-O0o .:!?♘';
const SQUARES = Array.from({ length: 64 }, (_, sq) => makeSquare(sq));

/** The SANs to try in `pos`: every legal move's, lenient forms, systematic guesses and corruptions. */
function sanCandidates(pos: Position, seed: number): string[] {
  const rng = prng(seed);
  const out: string[] = ['O-O', 'O-O-O', '0-0', 'o-o-o', 'O-O+', 'OO', 'O-O-O-O', '', '+', 'e.p.'];
  for (const move of pos.legalMoves()) {
    const san = makeSan(pos, move);
    const from = makeSquare(move.from);
    const to = makeSquare(move.to);
    out.push(san, san.replace(/[+#]$/, ''), san + '+', san.replace('=', ''), `${san[0]!}${from}${to}`, `${from}${to}`, `${from}-${to}`);
    for (let k = 0; k < 3; k++) {
      const i = rng.int(san.length + 1);
      const ch = ALPHABET[rng.int(ALPHABET.length)]!;
      const op = rng.int(3);
      out.push(
        op === 0
          ? san.slice(0, i) + san.slice(i + 1)
          : op === 1
            ? san.slice(0, i) + ch + san.slice(i + 1)
            : san.slice(0, i) + ch + san.slice(i),
      );
    }
  }
  for (const sq of SQUARES) {
    for (const letter of ['', 'N', 'B', 'R', 'Q', 'K']) out.push(letter + sq);
    const file = sq.charCodeAt(0);
    for (const d of [-1, 1]) if (file + d >= 97 && file + d <= 104) out.push(`${String.fromCharCode(file + d)}x${sq}`);
    if (sq[1] === '1' || sq[1] === '8') for (const p of ['=Q', '=N', 'R']) out.push(sq + p, `${SQUARES[rng.int(64)]![0]!}x${sq}${p}`);
    out.push(`${'NBRQK'[rng.int(5)]!}${'abcdefgh'[rng.int(8)]!}${sq}`, `${'NBRQK'[rng.int(5)]!}${1 + rng.int(8)}x${sq}`);
  }
  return out;
}

function comparePosition(pos: Position, seed: number): void {
  const fen = makeFen(pos);
  for (const san of sanCandidates(pos, seed)) {
    const expected = referenceParseSan(pos, san);
    assert.deepEqual(parseSan(pos, san), expected, `parseSan ${JSON.stringify(san)} in ${fen}`);
    const m = parseSanInternal(pos, san);
    assert.equal(m > 0, expected.ok, `parseSanInternal ${JSON.stringify(san)} in ${fen}`);
    if (expected.ok) assert.deepEqual(toMove(m), expected.value);
  }
  // makeSan on every legal move and on moves that are not (random pairs, wrong promotions).
  const rng = prng(seed ^ 0x5a5a);
  const moves: Move[] = pos.legalMoves();
  for (let k = 0; k < 40; k++) {
    const promotion = rng.int(4) === 0 ? ROLES[rng.int(6)] : undefined;
    moves.push(promotion === undefined ? { from: rng.int(64), to: rng.int(64) } : { from: rng.int(64), to: rng.int(64), promotion });
  }
  const k = pos.kingSquare(pos.turn);
  if (k !== undefined) moves.push({ from: k, to: k + 3 }, { from: k, to: k - 4 });
  for (const move of moves) {
    const expected = referenceMakeSan(pos, move);
    const label = `makeSan ${makeSquare(move.from)}${makeSquare(move.to)}${move.promotion ?? ''} in ${fen}`;
    if (expected === undefined) assert.throws(() => makeSan(pos, move), RangeError, label);
    else assert.equal(makeSan(pos, move), expected, label);
    const copy = pos.clone();
    assert.equal(makeSanAndPlay(copy, move), expected, label);
  }
  assert.equal(makeFen(pos), fen, 'the position is unchanged');
}

test('direct SAN matching agrees with generate-and-filter on random playouts', () => {
  let seed = 1;
  for (const start of STARTS) {
    for (let game = 0; game < 6; game++) {
      const rng = prng(seed++);
      const { moves } = randomPlayout(at(start), 60, seed);
      const pos = at(start);
      // Compare at a few plies along the game.
      for (let ply = 0; ply <= moves.length; ply++) {
        if (ply % 7 === rng.int(7)) comparePosition(pos, seed * 1000 + ply);
        if (ply < moves.length) pos.play(moves[ply]!);
      }
    }
  }
});

test('direct SAN matching agrees with generate-and-filter on random tolerant positions', () => {
  let compared = 0;
  for (let seed = 1; compared < 150 && seed < 5000; seed++) {
    const pos = randomTolerant(seed);
    if (pos === undefined) continue;
    comparePosition(pos, seed);
    compared++;
  }
  assert.ok(compared >= 100, `only ${compared} tolerant positions`);
});

test('kings side by side (tolerant): matching defers to the move list and still agrees', () => {
  for (const fen of ['8/8/8/3kK3/8/8/8/R7 w - - 0 1', 'r6r/8/8/8/8/8/8/R2kK2R w KQ - 0 1', '8/8/8/8/8/8/1p6/R2kK2R b KQ - 0 1']) {
    comparePosition(at(fen, true), 7);
  }
});
