/** The weaker levels' choice: a weighted draw among the moves scored close to the best. */
import type { RootMoveScore } from '../search/types.js';

/**
 * Draws one of the moves with an exact score within `marginCp` of the best (the first entry of
 * `rootMoves`, which is sorted best first), each weighted exp((score − best) / temperatureCp):
 * the best is the likeliest, a move 2 temperatures worse about 7 times less likely. `random`
 * returns [0, 1); the same draws give the same choice. Returns the best move when no other is a
 * candidate (or with margin 0), undefined only for an empty list.
 */
export function pickNoisy(
  rootMoves: readonly RootMoveScore[],
  marginCp: number,
  temperatureCp: number,
  random: () => number,
): RootMoveScore | undefined {
  const best = rootMoves[0];
  if (best === undefined || marginCp <= 0 || temperatureCp <= 0) return best;
  const candidates = rootMoves.filter((m, i) => i === 0 || (m.exact && m.score >= best.score - marginCp));
  if (candidates.length === 1) return best;
  const weights = candidates.map((m) => Math.exp((m.score - best.score) / temperatureCp));
  let x = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < candidates.length; i++) {
    x -= weights[i]!;
    if (x < 0) return candidates[i];
  }
  return candidates[candidates.length - 1];
}
