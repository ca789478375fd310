/**
 * When a game ends without anybody's word: the one place that decides which ending applies and in
 * which order (checkmate, stalemate, a dead position, then the repetition and move-count draws a
 * ruleset makes automatic). The arbiter and the `Chess` game both ask it; they differ only in the
 * draw rules they pass.
 */
import type { Position } from '../board/position.js';
import { isInsufficientMaterial } from '../board/material.js';
import { twoMovesOnSight } from '../board/twoMoves.js';
import type { DrawMode } from '../rules/types.js';
import { opposite, type Color } from '../types.js';
import { canCheckmate, quickProvesNo, screenQuick } from '../winnable/canCheckmate.js';
import type { MateProofs } from './mateProofs.js';

/** Plies without a capture or pawn move after which a draw can be claimed (FIDE 9.3: 50 moves each). */
export const FIFTY_MOVE_PLIES = 100;
/** Plies without a capture or pawn move after which the game is drawn (FIDE 9.6.2: 75 moves each). */
export const SEVENTY_FIVE_MOVE_PLIES = 150;

/**
 * Default node budget of the dead-position test after each move (FIDE 5.2.2). That test is the
 * analysis' quick mode (`canCheckmate(…, { mode: 'quick' })`): forced moves, the material rule
 * and the static test of blocked positions prove "dead" without search; the budget only bounds
 * the short helpmate search that proves "not dead", so a small one loses no dead position the
 * quick mode can prove and keeps every move within about a hundred microseconds. A position the
 * quick mode cannot settle counts as not dead (yet) — a flag, a claim or a resignation later
 * decides it with the full analysis.
 */
export const DEAD_POSITION_MAX_NODES = 64;

/** An ending that needs no claim, in order of precedence. */
export type EndingKind = 'checkmate' | 'stalemate' | 'dead-position' | 'fivefold' | 'seventy-five-moves' | 'threefold' | 'fifty-moves';

/** How the four repetition and move-count draws come about (a ruleset's `draws`). */
export interface DrawModes {
  readonly threefold: DrawMode;
  readonly fiftyMoves: DrawMode;
  readonly fivefold: DrawMode;
  readonly seventyFiveMoves: DrawMode;
}

/** FIDE 2023: fivefold (9.6.1) and 75 moves (9.6.2) end the game; threefold (9.2) and 50 moves (9.3) are claimed. */
export const FIDE_DRAW_MODES: DrawModes = { threefold: 'claim', fiftyMoves: 'claim', fivefold: 'automatic', seventyFiveMoves: 'automatic' };

/** What `findEnding` applies. */
export interface EndingOptions {
  /** The draw rules (default `FIDE_DRAW_MODES`). */
  readonly draws?: DrawModes;
  /** Whether an arbiter watches: draws in `arbiter` mode then end the game too (US Chess 14K). Default false. */
  readonly arbiterPresent?: boolean;
  /**
   * How a dead position (FIDE 5.2.2) is found: `analysis` (default) asks whether either side can
   * checkmate by any series of legal moves, with the analysis' quick mode within `deadPositionMaxNodes`; `material` applies
   * the material rule alone (K v K, K+minor v K, bishops of one shade: instant).
   */
  readonly deadPosition?: 'analysis' | 'material';
  /** Node budget per side of the dead-position analysis, the quick mode (default `DEAD_POSITION_MAX_NODES`, at most `QUICK_MAX_NODES`). */
  readonly deadPositionMaxNodes?: number;
  /**
   * The game's proof cache (one per game): a position it proves not dead needs no analysis, and
   * the analysis' mating lines are handed to it. The ruling is the same with or without it.
   */
  readonly proofs?: MateProofs;
}

/** How a game ended by itself: `winner` only for a checkmate (the side that mated). */
export interface Ending {
  readonly kind: EndingKind;
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  readonly winner?: Color;
}

const draw = (kind: EndingKind): Ending => ({ kind, result: '1/2-1/2' });

/**
 * The ending of the game in `pos`, whose position has now occurred `occurrences` times (FIDE
 * 9.2.3 identity), or `null` while it goes on. Precedence: checkmate (FIDE 5.1.1; it stands even
 * on the 75th move, 9.6.2), stalemate (5.2.1), a dead position (5.2.2), fivefold (9.6.1), 75
 * moves (9.6.2), then threefold and 50 moves where the draw rules make them automatic (FIDE
 * Online 5.4). A draw in `arbiter` mode applies only with `arbiterPresent`.
 */
export function findEnding(pos: Position, occurrences: number, options: EndingOptions = {}): Ending | null {
  // Two legal moves seen on the board (nearly every position of a game) also tell both
  // dead-position screens that nothing is forced; otherwise each asks for itself when it needs to.
  const two = twoMovesOnSight(pos);
  if (!two && !pos.hasLegalMove()) {
    if (!pos.isCheck()) return draw('stalemate');
    const winner: Color = pos.turn === 'white' ? 'black' : 'white';
    return { kind: 'checkmate', result: winner === 'white' ? '1-0' : '0-1', winner };
  }
  if (isDead(pos, options, two || undefined)) return draw('dead-position');
  const modes = options.draws ?? FIDE_DRAW_MODES;
  const present = options.arbiterPresent === true;
  const applies = (mode: DrawMode): boolean => mode === 'automatic' || (mode === 'arbiter' && present);
  if (applies(modes.fivefold) && occurrences >= 5) return draw('fivefold');
  if (applies(modes.seventyFiveMoves) && pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES) return draw('seventy-five-moves');
  if (modes.threefold === 'automatic' && occurrences >= 3) return draw('threefold');
  if (modes.fiftyMoves === 'automatic' && pos.halfmoves >= FIFTY_MOVE_PLIES) return draw('fifty-moves');
  return null;
}

/**
 * Whether neither side can checkmate: the material rule, or the analysis' quick mode within its
 * budget (an undecided side counts as able). Dead only when both sides are proven unable. The
 * quick mode proves "unable" only with its cheap stages, its static test or its short-lines test
 * (`screenQuick`): a side for which none applies (a queen, rook or knight among more than three
 * pieces besides the king, no locked pawns) settles "not dead" at once. Otherwise a proof from
 * the cache (a verified way to a checkmate), the static or short-lines test failing behind locked
 * pawns or for a small force, or the analysis' `yes` or `unknown` for either side means not
 * dead. The ruling does not depend on the cache, the budget or the order in which the sides are
 * asked.
 */
function isDead(pos: Position, options: EndingOptions, twoMoves: true | undefined): boolean {
  if (options.deadPosition === 'material') return isInsufficientMaterial(pos);
  const white = screenQuick(pos, 'white', twoMoves);
  if (white === 'never') return false;
  const black = screenQuick(pos, 'black', twoMoves);
  if (black === 'never') return false;
  if (white === 'no' && black === 'no') return true;
  // The static test decides: a cached proof, or a short helpmate search whose line the cache
  // keeps for the next moves, spares it.
  const proofs = options.proofs;
  if (proofs?.provesNotDead(pos) === true) return false;
  const maxNodes = options.deadPositionMaxNodes ?? DEAD_POSITION_MAX_NODES;
  // The side whose proof worked last first; one `yes` or `unknown` settles it. (Asking the other
  // side anyway, only to give the cache a line, was measured to cost more at the slow end than
  // the later replays save.)
  const preferred = proofs?.preferredSide ?? 'white';
  for (const side of [preferred, opposite(preferred)]) {
    const screen = side === 'white' ? white : black;
    if (screen === 'no') continue;
    // Behind locked pawns the static test alone (its answer is the quick mode's): the helpmate
    // search there only found a line for the cache, and cost more at the slow end than it saved.
    // A small force with a queen, rook or knight: the short-lines test alone (the search would
    // only look for a line; "no" there comes from that test).
    if (screen === 'locked' || screen === 'short') {
      if (!quickProvesNo(pos, side)) return false;
      continue;
    }
    const v = canCheckmate(pos, side, { maxNodes, mode: 'quick' });
    if (v.verdict === 'yes') proofs?.remember(pos, side, v.line ?? []);
    if (v.verdict !== 'no') return false;
  }
  return true;
}

/** The draws the player to move may claim now (FIDE 9.2.2, 9.3.2), when the rules leave them to a claim. */
export function claimableDraws(pos: Position, occurrences: number, draws: DrawModes = FIDE_DRAW_MODES): Array<'threefold' | 'fifty-moves'> {
  const out: Array<'threefold' | 'fifty-moves'> = [];
  if (draws.threefold === 'claim' && occurrences >= 3) out.push('threefold');
  if (draws.fiftyMoves === 'claim' && pos.halfmoves >= FIFTY_MOVE_PLIES) out.push('fifty-moves');
  return out;
}
