/**
 * Abandonment: the opponent of `claimant` left an online game and did not come back. The
 * platform runs the disconnection countdown (on the absent player's own turn) and only then lets
 * the player who stayed claim; the arbiter takes that as established and rules the result. A
 * claimed win is a draw when the claimant cannot checkmate by any series of legal moves, as for a
 * flag (FIDE 6.9, FIDE Online 4.4). Rulesets without the claim refuse it and nothing changes.
 */
import { opposite, type Color } from '../types.js';
import type { GameCore } from './core.js';
import { canStillWin, Side, winFor } from './outcome.js';

/** `claimant` claims the win (`win`) or a draw (`draw`) because the opponent left the game. */
export function claimAbandonment(g: GameCore, claimant: Color, wants: 'win' | 'draw'): void {
  const param = g.rules.abandonment;
  const absent = opposite(claimant);
  if (param.value === null) {
    g.rule(
      'claim-refused',
      `${Side(claimant)} claims ${wants === 'win' ? 'the win' : 'a draw'} because ${Side(absent)} left the game: under these rules there is no such claim`,
      param.rule,
    );
    return;
  }
  const left = `${Side(absent)} left the game and did not come back`;
  if (wants === 'draw') return g.end('1/2-1/2', 'abandonment', param.rule, `${left}: drawn at ${Side(claimant)}'s claim`);
  const check = canStillWin('any-series', g.pos, claimant, { maxNodes: g.maxNodes });
  if (!check.canWin) return g.end('1/2-1/2', 'abandonment', param.rule, `${left}, but ${check.reason}: drawn`);
  const inconclusive = check.inconclusive !== undefined ? { side: claimant, nodes: check.inconclusive.nodes } : undefined;
  g.end(winFor(claimant), 'abandonment', param.rule, `${left}: ${Side(claimant)} wins`, g.t, inconclusive);
}
