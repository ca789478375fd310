/**
 * The short-lines test, the quick mode's exhaustive stage: whether every series of legal moves
 * from the position ends within a few plies without a White mate — in stalemate, White
 * checkmated, or White left without mating material (the material rule). Then White can never
 * mate (FIDE 6.9: "by any possible series of legal moves"), a proof by enumeration.
 *
 * It stops at the first line that is still open at its depth, so in an ordinary position it
 * costs one line of move generations; only positions whose lines really do end soon (the last
 * pieces of a small force about to be taken) are searched through.
 */
import * as constants from '../board/constants.js';
import * as movegen from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { popcount } from './bitboard.js';
import * as material from './material.js';

// Module-level copies (see board/movegen.ts: V8 reads an imported binding through its module cell).
const { FLAG_EP } = constants;
const { MAX_LEGAL_MOVES, generateLegal } = movegen;
const { whiteLacksMaterial } = material;

/**
 * How deep the test looks (plies), and the most positions it expands: every proof it finds in
 * lichess.txt and positions.txt needs fewer, and the cap keeps its worst case (it runs in the
 * dead-position check after a move) at a few hundred microseconds.
 */
export const SHORT_LINES_PLIES = 4;
const SHORT_LINES_NODES = 200;

/** The most men (the king and pawns included) of a force the test applies to (`shortLinesApply`). */
export const SHORT_LINES_MEN = 4;

/** The move lists of the line being searched, end to end (one test runs at a time). */
const moveStack = new Int32Array(MAX_LEGAL_MOVES * (SHORT_LINES_PLIES + 2));

/**
 * Whether the test applies (a cheap screen, decided by the material): White, the normalized
 * winner, has at most four men, its king and pawns included. Only then can Black take what White
 * needs within the test's depth, as a rule; with a bigger force the lines that all end so soon
 * (every one in stalemate or a mate of White) are left to the full analysis.
 */
export function shortLinesApply(pos: Position): boolean {
  // White's occupied set is words 0 and 1 (see `Position.occupied`).
  return popcount(pos.occupied[0]!) + popcount(pos.occupied[1]!) <= SHORT_LINES_MEN;
}

/** Search state of one test. */
interface Walk {
  nodes: number;
}

const ENDED = 0;
const OPEN = 1;

/**
 * ENDED when every line from `pos` ends within `plies` without a White mate; OPEN as soon as a
 * line is still open after `plies`, reaches a mate of Black, or the node limit is met. The
 * material rule is asked only after a capture or a promotion (the root was asked before).
 */
function walk(pos: Position, plies: number, base: number, changed: boolean, w: Walk): number {
  // The first piece's moves first (the first line is usually still open at the depth: then the
  // rest are never generated), the whole list only when those lines all end.
  let end = generateLegal(pos, moveStack, base, 1);
  // Mate before the material rule (an unreachable mate can look like insufficient material).
  if (end === base) return pos.side === 1 && pos.isCheck() ? OPEN : ENDED;
  if (changed && whiteLacksMaterial(pos)) return ENDED;
  if (plies === 0 || ++w.nodes > SHORT_LINES_NODES) return OPEN;
  const board = pos.board;
  for (let i = base, full = false; ;) {
    if (i === end) {
      if (full) return ENDED;
      // The same moves in the same order, then the rest (see generateLegal's `stopAfter`).
      end = generateLegal(pos, moveStack, base);
      full = true;
      continue;
    }
    const m = moveStack[i++]!;
    // Only a capture (en passant included) or a promotion changes what the material rule sees.
    const changes = board[(m >> 7) & 0x7f] !== 0 || ((m >> 14) & 7) !== 0 || m >> 17 === FLAG_EP;
    pos.makeMove(m);
    // The child's moves go after the longest this list can be.
    const r = walk(pos, plies - 1, base + MAX_LEGAL_MOVES, changes, w);
    pos.unmakeMove(m);
    if (r === OPEN) return OPEN;
  }
}

/**
 * Whether every line from `pos` (White the winner, not short of material by the material rule)
 * ends within `SHORT_LINES_PLIES` plies without a White mate: a proof that White can never mate.
 * A position where Black is already mated is no proof (false). `pos` is restored before returning.
 */
export function everyLineEndsSoon(pos: Position): boolean {
  return walk(pos, SHORT_LINES_PLIES, 0, false, { nodes: 0 }) === ENDED;
}
