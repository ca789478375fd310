/**
 * The case split of the static proof: a piece that could be captured but never move first
 * ("steady and capturable") is either (A) not captured before it first moves — it is never
 * captured while still on its square — or (B) captured before it ever moves — it never moves.
 * Every continuation falls in one of the two cases, so if White can mate in neither, White
 * can never mate. Each case is a run of the reachability fixpoint (reach.ts) with the
 * assumption built in; for two such pieces, the four combinations of cases.
 */
import type { Position } from '../board/position.js';
import type { Reach } from './reach.js';

const cand = new Int32Array(4);

/**
 * Whether White can never mate in `pos`, by splitting on the capturable pieces `r` recorded in
 * its last run (`r.compute(pos)` must have run, and found a possible mating square);
 * `mateable(r)` is the mating-square test. `r` is reused.
 */
export function unwinnableByCases(pos: Position, r: Reach, mateable: (r: Reach) => boolean): boolean {
  const n = r.takenCount;
  if (n === 0) return false;
  for (let k = 0; k < n; k++) cand[k] = r.taken[k]!;
  const fails = (spare: number, frozen: number): boolean => {
    r.computeCase(pos, spare, frozen);
    return mateable(r);
  };
  for (let k = 0; k < n; k++) {
    const bit = 1 << cand[k]!;
    if (fails(bit, 0)) continue;
    if (!fails(0, bit)) return true;
  }
  if (n < 2) return false;
  const a = 1 << cand[0]!;
  const b = 1 << cand[1]!;
  // (A, A) and (B, B) and (A, B) were not all ruled out above; try the four together.
  return !fails(a | b, 0) && !fails(a, b) && !fails(b, a) && !fails(0, a | b);
}
