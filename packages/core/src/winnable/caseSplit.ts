/**
 * The case split of the static proof: a piece that could be captured but never move first
 * ("steady and capturable") is either (A) not captured before it first moves — it is never
 * captured while still on its square — or (B) captured before it ever moves — it never moves.
 * Every continuation falls in one of the two cases, so if White can mate in neither, White
 * can never mate. Each case is a run of the reachability fixpoint (reach.ts) with the
 * assumption built in; for two such pieces, the four combinations of cases.
 *
 * In case (B) the piece attacks only while it still stands on its square, before its capture:
 * in that part of the game it is steady, so the other pieces stay inside the squares of a run
 * where it is steady (spare and frozen at once), and its attacks there bound its attacks in
 * case (B) (an attack cap). This matters for a piece walled in with its own king: the king
 * gets out only after the piece is taken, so the piece never attacks past the king's square.
 */
import { OUT } from './bitboard.js';
import type { Position } from '../board/position.js';
import type { Reach } from './reach.js';

const cand = new Int32Array(4);
const capLo = new Int32Array(4);
const capHi = new Int32Array(4);

/**
 * Whether White can never mate in `pos`, by splitting on the capturable pieces `r` recorded in
 * its last run (`r.compute(pos)` must have run, to its end or stopped early, and found a possible
 * mating square: any pieces make a sound split); `mateable(r)` is the mating-square test, and
 * `surelyMateable(r)` (if given), asked after each round of a run, a test that implies `mateable`
 * at the run's fixpoint (the run then stops: the case fails). `r` is reused.
 */
export function unwinnableByCases(
  pos: Position,
  r: Reach,
  mateable: (r: Reach) => boolean,
  surelyMateable: ((r: Reach) => boolean) | undefined,
): boolean {
  const n = r.takenCount;
  if (n === 0) return false;
  for (let k = 0; k < n; k++) cand[k] = r.taken[k]!;
  let capped = 0;
  // Piece k's attack cap: its attacks while it stays on its square (a run where it is steady).
  // A case (A) run of k alone (`afterA`) that ends with it steady is that run (it was never released).
  const cap = (k: number, afterA: boolean): void => {
    const i = cand[k]!;
    const bit = 1 << i;
    if ((capped & bit) !== 0) return;
    if (!afterA || !r.steady[i]) r.computeCase(pos, bit, bit, 0);
    r.attacksOf(i);
    capLo[k] = OUT[0]!;
    capHi[k] = OUT[1]!;
    capped |= bit;
  };
  const fails = (spare: number, frozen: number): boolean => {
    for (let k = 0; k < n; k++) {
      r.capLo[cand[k]!] = capLo[k]!;
      r.capHi[cand[k]!] = capHi[k]!;
    }
    return r.computeCase(pos, spare, frozen, frozen, surelyMateable) || mateable(r);
  };
  for (let k = 0; k < n; k++) {
    const bit = 1 << cand[k]!;
    if (fails(bit, 0)) continue;
    cap(k, true);
    if (!fails(0, bit)) return true;
  }
  if (n < 2) return false;
  const a = 1 << cand[0]!;
  const b = 1 << cand[1]!;
  // The four combinations of the first two pieces' cases, (A, A) first: it needs no attack cap,
  // and when it fails (usual in a position that is not blocked after all) the two runs that
  // compute the caps are spared.
  if (fails(a | b, 0)) return false;
  cap(0, false);
  cap(1, false);
  return !fails(a, b) && !fails(b, a) && !fails(0, a | b);
}
