/**
 * Best-first helpmate search for small forces (White's mating force is a lone minor piece, two
 * knights or bishops of one shade): the mate is an *assembly* of a few pieces on given squares
 * — Black's king in a corner, a Black blocker beside it, White's king a knight's jump away, the
 * checking piece ready — and the order of the moves matters more than their choice, which a
 * depth-first search handles badly. Weighted A*: a state's priority is the plies played plus
 * twice an estimate of the plies still needed (the slower side's remaining distances).
 * States are kept as parent links and replayed from the start when expanded.
 */
import { isAttackedBy } from '../board/attacks.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, squareShade, to88 } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { givesDirectCheck, kingCanStep } from './checks.js';
import { kingDistance, knightDistance, pieceDistance } from './heuristics.js';
import { stateKey } from './normalize.js';
import { StateTable } from './table.js';

const FAR = 99;
const MAX_DEPTH = 150;
const seen = new StateTable(18);
const keyScratch = new Int32Array(2);
const moves = new Int32Array(MAX_LEGAL_MOVES);
const probe = new Int32Array(MAX_LEGAL_MOVES);

/** One corner picture: the corner, White king's square, the square a Black piece must fill. */
interface Picture {
  readonly corner: number;
  readonly helper: number;
  readonly block: number;
  /** White's checking piece is a bishop (its check runs along the corner's diagonal). */
  readonly bishop: boolean;
  /**
   * The estimate's distances, by piece and 0x88 square (piece * 128 + square), shared by the
   * pictures with the same corner, block square and checking piece: for a Black piece, its moves
   * to the block square (FAR for a piece that may not block: the king, a queen, a rook against a
   * bishop's check; a pawn promotes first); for a White knight, its moves to a checking square.
   * The entries of other pieces are never read.
   */
  readonly distance: Uint8Array;
}

/** The distance tables made so far, by block square, corner and checking piece. */
const distanceTables = new Map<number, Uint8Array>();

/** The estimate's distance table of a picture (see `Picture.distance`), made once per process. */
function pictureDistances(block: number, corner: number, bishop: boolean): Uint8Array {
  const key = (block * 128 + corner) * 2 + (bishop ? 1 : 0);
  const made = distanceTables.get(key);
  if (made !== undefined) return made;
  const table = new Uint8Array(16 * 128);
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    // A knight checks from a square a jump from the corner.
    table[KNIGHT * 128 + s] = Math.max(0, knightDistance(s, corner) - 1);
    for (const role of [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING]) {
      let d = FAR;
      if (role !== KING && role !== QUEEN && !(bishop && role === ROOK)) {
        d = pieceDistance(role, s, block);
        if (role === PAWN && d >= FAR)
          d = (s >> 4) + 1 + Math.min(pieceDistance(KNIGHT, s & 7, block), pieceDistance(BISHOP, s & 7, block));
      }
      table[(role | 8) * 128 + s] = Math.min(d, FAR);
    }
  }
  distanceTables.set(key, table);
  return table;
}

/** The corner pictures for White's material, or none when the material is not a small force. */
function assemblyPictures(pos: Position): Picture[] {
  const b = pos.board;
  let knights = 0;
  let others = 0;
  const shades = [0, 0];
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = b[s]!;
    if (p === 0 || p >> 3 !== 0) continue;
    const role = p & 7;
    if (role === KNIGHT) knights++;
    else if (role === BISHOP) shades[squareShade(s)]!++;
    else if (role !== KING) others++;
  }
  const bishops = shades[0]! + shades[1]!;
  const small =
    others === 0 && ((knights <= 2 && bishops === 0) || (knights === 0 && (shades[0] === 0 || shades[1] === 0)) || knights + bishops === 1);
  if (!small || knights + bishops === 0) return [];
  const bishop = knights === 0;
  const out: Picture[] = [];
  for (const c of [0x00, 0x07, 0x70, 0x77]) {
    if (bishop && squareShade(c) !== (shades[0]! > 0 ? 0 : 1)) continue;
    const df = (c & 7) === 7 ? -1 : 1;
    const dr = c >> 4 === 7 ? -16 : 16;
    const alongFile = pictureDistances(c + df, c, bishop);
    const alongRank = pictureDistances(c + dr, c, bishop);
    out.push({ corner: c, helper: c + 2 * dr + df, block: c + df, bishop, distance: alongFile });
    out.push({ corner: c, helper: c + 2 * dr, block: c + df, bishop, distance: alongFile });
    out.push({ corner: c, helper: c + dr + 2 * df, block: c + dr, bishop, distance: alongRank });
    out.push({ corner: c, helper: c + 2 * df, block: c + dr, bishop, distance: alongRank });
  }
  return out;
}

/** Plies still needed for `pic`, estimated: twice the slower side's remaining moves. */
function estimate(pos: Position, pic: Picture, twoKnights: boolean): number {
  const b = pos.board;
  const bk = pos.kings[1]!;
  const wk = pos.kings[0]!;
  const dl = bk < 0 ? FAR : kingDistance(bk, pic.corner);
  const dw = wk < 0 ? 0 : kingDistance(wk, pic.helper);
  let blocker = twoKnights ? 0 : FAR;
  let checker = FAR;
  const distance = pic.distance;
  // Every piece, from the occupied sets (white a1–h4, a5–h8, then black).
  const occupied = pos.occupied;
  for (let k = 0; k < 4; k++) {
    let set = occupied[k]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const s = to88((31 - Math.clz32(low)) | ((k & 1) << 5));
      const p = b[s]!;
      if (k >= 2) {
        const d = distance[p * 128 + s]!;
        if (d < blocker) blocker = d;
      } else if (p === KNIGHT) {
        const d = distance[KNIGHT * 128 + s]!;
        if (d < checker) checker = d;
      } else if (p === BISHOP && checker > 1) {
        checker = 1;
      }
    }
  }
  return 2 * Math.max(dl + blocker, dw + checker);
}

/**
 * Searches `pos` (White to mate; restored before returning) for a helpmate that assembles one
 * of the corner pictures, within `maxNodes` expanded states in all. Returns the line or `null`.
 */
export function assembleHelpmate(pos: Position, maxNodes: number): { line: number[] | null; nodes: number } {
  const pictures = assemblyPictures(pos);
  if (pictures.length === 0) return { line: null, nodes: 0 };
  let twoKnights = false;
  {
    let k = 0;
    for (let s = 0; s < 128; s = (s + 9) & ~8) if (pos.board[s] === KNIGHT) k++;
    twoKnights = k === 2;
  }
  // Best pictures first; each gets a share of the budget.
  const scored = pictures.map((pic) => ({ pic, h: estimate(pos, pic, twoKnights) })).sort((x, y) => x.h - y.h);
  let nodes = 0;
  const share = Math.max(200, Math.floor(maxNodes / Math.min(4, scored.length)));
  for (let k = 0; k < scored.length && nodes < maxNodes; k++) {
    const r = bestFirst(pos, scored[k]!.pic, twoKnights, Math.min(share, maxNodes - nodes));
    nodes += r.nodes;
    if (r.line !== null) return { line: r.line, nodes };
  }
  return { line: null, nodes };
}

function bestFirst(pos: Position, pic: Picture, twoKnights: boolean, maxNodes: number): { line: number[] | null; nodes: number } {
  seen.clear();
  let capacity = 1 << 14;
  let parent = new Int32Array(capacity);
  let move = new Int32Array(capacity);
  let depth = new Int32Array(capacity);
  let heapKey = new Float64Array(capacity);
  let heapNode = new Int32Array(capacity);
  let heapSize = 0;
  let count = 0;
  const push = (node: number, key: number): void => {
    let i = heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (heapKey[up]! <= key) break;
      heapKey[i] = heapKey[up]!;
      heapNode[i] = heapNode[up]!;
      i = up;
    }
    heapKey[i] = key;
    heapNode[i] = node;
  };
  const pop = (): number => {
    const top = heapNode[0]!;
    const key = heapKey[--heapSize]!;
    const node = heapNode[heapSize]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= heapSize) break;
      if (c + 1 < heapSize && heapKey[c + 1]! < heapKey[c]!) c++;
      if (heapKey[c]! >= key) break;
      heapKey[i] = heapKey[c]!;
      heapNode[i] = heapNode[c]!;
      i = c;
    }
    heapKey[i] = key;
    heapNode[i] = node;
    return top;
  };
  const add = (from: number, m: number, g: number, h: number): void => {
    if (count >= capacity) {
      capacity *= 2;
      const grow = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
        const b = make(capacity);
        b.set(a);
        return b;
      };
      parent = grow(parent, (n) => new Int32Array(n));
      move = grow(move, (n) => new Int32Array(n));
      depth = grow(depth, (n) => new Int32Array(n));
      heapKey = grow(heapKey, (n) => new Float64Array(n));
      heapNode = grow(heapNode, (n) => new Int32Array(n));
    }
    parent[count] = from;
    move[count] = m;
    depth[count] = g;
    // Priority: plies plus twice the estimate; deeper states first on ties.
    push(count, g + 2 * h - g / 1024);
    count++;
  };
  add(-1, 0, 0, estimate(pos, pic, twoKnights));
  stateKey(pos, keyScratch);
  seen.set(keyScratch[0]!, keyScratch[1]!, 1);
  // `pos` stays at the last expanded state (its line in `made`); the next state is reached from
  // their common ancestor, which the best-first order keeps close (often the state just expanded).
  const path: number[] = [];
  const made: number[] = [];
  let nodes = 0;
  let line: number[] | null = null;
  while (heapSize > 0 && nodes < maxNodes) {
    const node = pop();
    nodes++;
    path.length = 0;
    for (let i = node; i > 0; i = parent[i]!) path.push(move[i]!);
    path.reverse();
    let common = 0;
    while (common < made.length && common < path.length && made[common] === path[common]) common++;
    while (made.length > common) pos.unmakeMove(made.pop()!);
    for (let i = common; i < path.length; i++) {
      pos.makeMove(path[i]!);
      made.push(path[i]!);
    }
    line = expand(pos, pic, twoKnights, node, depth[node]!, add, path);
    if (line !== null) break;
  }
  while (made.length > 0) pos.unmakeMove(made.pop()!);
  return { line, nodes };
}

/** Generates the children of the current state; returns a mating line if one move mates. */
function expand(
  pos: Position,
  pic: Picture,
  twoKnights: boolean,
  node: number,
  g: number,
  add: (from: number, m: number, g: number, h: number) => void,
  path: readonly number[],
): number[] | null {
  const n = generateLegal(pos, moves, 0);
  if (n === 0) return pos.side === 1 && pos.isCheck() ? [...path] : null;
  if (g >= MAX_DEPTH) return null;
  // `moves` is not generated into again before this call returns (the mate probe uses `probe`).
  if (pos.side === 0) {
    const lk = pos.kings[1]!;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const from = m & 0x7f;
      const promo = (m >> 14) & 7;
      if (lk < 0 || !givesDirectCheck(pos.board, promo !== 0 ? promo : pos.board[from]! & 7, 0, from, (m >> 7) & 0x7f, lk)) continue;
      pos.makeMove(m);
      const mate = isAttackedBy(pos.board, lk, 0) && !kingCanStep(pos.board, lk, 1) && generateLegal(pos, probe, 0, 1) === 0;
      pos.unmakeMove(m);
      if (mate) return [...path, m];
    }
  }
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.makeMove(m);
    stateKey(pos, keyScratch);
    const lo = keyScratch[0]!;
    const hi = keyScratch[1]!;
    if (seen.get(lo, hi, 0) === 0) {
      seen.set(lo, hi, 1);
      add(node, m, g + 1, estimate(pos, pic, twoKnights));
    }
    pos.unmakeMove(m);
  }
  return null;
}
