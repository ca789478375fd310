/**
 * Endings that need nobody's claim — checkmate and stalemate, a dead position, and the draws a
 * ruleset makes automatic (FIDE 9.6 fivefold and 75 moves; FIDE Online 5.4 threefold and 50
 * moves) or leaves to an arbiter who sees them (US Chess 14K). Which ending applies is decided
 * by `findEnding` (play/ending.ts), the one source of their precedence; this file only says it
 * with the ruleset's articles.
 */
import { findEnding, type Ending } from '../play/ending.js';
import { opposite, type Color } from '../types.js';
import type { GameCore } from './core.js';
import { Side } from './outcome.js';

/** The ending `findEnding` sees for the current position, under the game's ruleset. */
function ending(g: GameCore, arbiterPresent: boolean): Ending | null {
  return findEnding(g.pos, g.occurrences(g.pos.repetitionKey()), arbiterPresent ? g.endingOptions.present : g.endingOptions.absent);
}

/** After `mover`'s legal move (or at the start, for the side that moved last): the game may be over. */
export function automaticEndings(g: GameCore, mover: Color): void {
  if (g.over) return;
  const e = ending(g, g.start.arbiter === 'present');
  if (e === null) return;
  const cite = g.rules.cite;
  const d = g.rules.draws;
  switch (e.kind) {
    case 'checkmate':
      return g.end(e.result, 'checkmate', cite.checkmate, `${Side(mover)} checkmates`);
    case 'stalemate':
      return g.end('1/2-1/2', 'stalemate', cite.stalemate, `${Side(opposite(mover))} has no legal move and is not in check: stalemate`);
    case 'dead-position':
      return g.end('1/2-1/2', d.deadPosition.value, d.deadPosition.rule, 'neither side can checkmate by any series of legal moves: drawn');
    case 'fivefold':
      return g.end('1/2-1/2', 'fivefold', d.fivefold.rule, 'the same position has appeared for the fifth time: drawn');
    case 'seventy-five-moves':
      return g.end(
        '1/2-1/2',
        'seventy-five-moves',
        d.seventyFiveMoves.rule,
        '75 moves by each player without a pawn move or a capture: drawn',
      );
    case 'threefold':
      return g.end('1/2-1/2', 'threefold', d.threefold.rule, 'the same position has appeared for the third time: drawn');
    case 'fifty-moves':
      return g.end('1/2-1/2', 'fifty-moves', d.fiftyMoves.rule, '50 moves by each player without a pawn move or a capture: drawn');
  }
}

/** An arbiter who looks at the board declares the draws left to him (US Chess 14K). */
export function arbiterLooksAtDraws(g: GameCore): void {
  const e = ending(g, true);
  const d = g.rules.draws;
  if (e?.kind === 'fivefold' && d.fivefold.value === 'arbiter') {
    return g.end(
      '1/2-1/2',
      'fivefold',
      d.fivefold.rule,
      'the arbiter sees the same position for the fifth time and declares the game drawn',
    );
  }
  if (e?.kind === 'seventy-five-moves' && d.seventyFiveMoves.value === 'arbiter') {
    return g.end(
      '1/2-1/2',
      'seventy-five-moves',
      d.seventyFiveMoves.rule,
      'the arbiter sees 75 moves without a pawn move or a capture and declares the game drawn',
    );
  }
}
