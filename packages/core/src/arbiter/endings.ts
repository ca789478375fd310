/**
 * Endings that need nobody's claim: checkmate and stalemate, a dead position, and the draws a
 * ruleset makes automatic (FIDE 9.6 fivefold and 75 moves; FIDE Online 5.4 threefold and 50
 * moves) or leaves to an arbiter who sees them (US Chess 14K).
 */
import { opposite, type Color } from '../types.js';
import { canCheckmate } from '../winnable/canCheckmate.js';
import type { GameCore } from './core.js';
import { Side, winFor } from './outcome.js';
import { FIFTY_MOVE_PLIES, SEVENTY_FIVE_MOVE_PLIES } from '../board/status.js';

/**
 * Node budget of the dead-position test after each move (FIDE 5.2.2): a few milliseconds at
 * most. Material and blocked-position proofs cost no search; a position that needs more is
 * decided in full when someone's flag falls or a player resigns.
 */
export const DEAD_POSITION_MAX_NODES = 20_000;

/** After `mover`'s legal move (or at the start, for the side that moved last): the game may be over. */
export function automaticEndings(g: GameCore, mover: Color): void {
  if (g.over) return;
  const pos = g.pos;
  const rules = g.rules;
  const cite = rules.cite;
  if (pos.isCheckmate()) return g.end(winFor(mover), 'checkmate', cite.checkmate, `${Side(mover)} checkmates`);
  if (pos.isStalemate()) return g.end('1/2-1/2', 'stalemate', cite.stalemate, `${Side(opposite(mover))} has no legal move and is not in check: stalemate`);
  const dead = rules.draws.deadPosition;
  // Asked after every move, so the search is capped: an undecided position is not (yet) dead.
  const budget = { maxNodes: DEAD_POSITION_MAX_NODES };
  if (canCheckmate(pos, 'white', budget).verdict === 'no' && canCheckmate(pos, 'black', budget).verdict === 'no') {
    return g.end('1/2-1/2', dead.value, dead.rule, 'neither side can checkmate by any series of legal moves: drawn');
  }
  const present = g.start.arbiter === 'present';
  const applies = (mode: string): boolean => mode === 'automatic' || (mode === 'arbiter' && present);
  const seen = g.occurrences(pos.repetitionKey());
  const d = rules.draws;
  if (applies(d.fivefold.value) && seen >= 5) return g.end('1/2-1/2', 'fivefold', d.fivefold.rule, 'the same position has appeared for the fifth time: drawn');
  if (applies(d.seventyFiveMoves.value) && pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES) {
    return g.end('1/2-1/2', 'seventy-five-moves', d.seventyFiveMoves.rule, '75 moves by each player without a pawn move or a capture: drawn');
  }
  if (d.threefold.value === 'automatic' && seen >= 3) return g.end('1/2-1/2', 'threefold', d.threefold.rule, 'the same position has appeared for the third time: drawn');
  if (d.fiftyMoves.value === 'automatic' && pos.halfmoves >= FIFTY_MOVE_PLIES) {
    return g.end('1/2-1/2', 'fifty-moves', d.fiftyMoves.rule, '50 moves by each player without a pawn move or a capture: drawn');
  }
}

/** An arbiter who looks at the board declares the draws left to him (US Chess 14K). */
export function arbiterLooksAtDraws(g: GameCore): void {
  const d = g.rules.draws;
  if (d.fivefold.value === 'arbiter' && g.occurrences(g.pos.repetitionKey()) >= 5) {
    return g.end('1/2-1/2', 'fivefold', d.fivefold.rule, 'the arbiter sees the same position for the fifth time and declares the game drawn');
  }
  if (d.seventyFiveMoves.value === 'arbiter' && g.pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES) {
    return g.end('1/2-1/2', 'seventy-five-moves', d.seventyFiveMoves.rule, 'the arbiter sees 75 moves without a pawn move or a capture and declares the game drawn');
  }
}
