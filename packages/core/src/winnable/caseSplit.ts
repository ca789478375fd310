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

/**
 * @internal How often a split was settled by a stronger case failing, with cases left unasked
 * (see `askFewer`): for the tests, which check that the shortcut is exercised.
 */
export const splitShortcuts = { settled: 0 };

const cand = new Int32Array(4);
const capLo = new Int32Array(4);
const capHi = new Int32Array(4);

/** A split a failed stronger case settled: counted, and not proven. */
function settled(): false {
  splitShortcuts.settled++;
  return false;
}

/**
 * Whether White can never mate in `pos`, by splitting on the capturable pieces `r` recorded in
 * its last run (`r.compute(pos)` must have run, to its end or stopped early, and found a possible
 * mating square: any pieces make a sound split); `mateable(r)` is the mating-square test, and
 * `surelyMateable(r)` (if given), asked after each round of a run, a test that implies `mateable`
 * at the run's fixpoint (the run then stops: the case fails). `r` is reused.
 *
 * With `askFewer` (the default) it first asks the cases that assume most (see below), whose
 * failure settles the others; `false` asks every case in turn (@internal: the tests compare the
 * two on random playouts and on positions.txt).
 */
export function unwinnableByCases(
  pos: Position,
  r: Reach,
  mateable: (r: Reach) => boolean,
  surelyMateable: ((r: Reach) => boolean) | undefined,
  askFewer = true,
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
  const a = 1 << cand[0]!;
  const b = n >= 2 ? 1 << cand[1]! : 0;
  // The first two pieces' (A, A): 1 when White could mate under it, 0 when not, -1 not asked yet.
  let pairA = -1;
  if (askFewer && n >= 2) {
    // A case (A) with more pieces spare assumes more and so allows no more: where White could
    // still mate under it, White could under every case (A) of fewer of those pieces. So the
    // cases that assume most come first, and a mate under one settles those below it: every
    // candidate in (A) at once (a mate there and no split succeeds), then the first two pieces'
    // (A, A) (a mate there and neither piece's own split nor their four combinations succeeds),
    // then the other two together. That premise is checked rather than proven (the tests compare
    // the answers with asking every case); were it ever wrong, a skipped case would only lose a
    // proof, never make a false one. Behind locked pawns a split usually fails (the
    // position is not blocked after all): on 1.5 M queries of random playouts with four locked
    // pawn pairs or more, the same answers in 13% less time.
    let all = 0;
    for (let k = 0; k < n; k++) all |= 1 << cand[k]!;
    if (n > 2 && fails(all, 0)) return settled();
    pairA = fails(a | b, 0) ? 1 : 0;
    if (pairA === 1 && (n === 2 || (n === 4 && fails(all & ~(a | b), 0)))) return settled();
  }
  for (let k = pairA === 1 ? 2 : 0; k < n; k++) {
    const bit = 1 << cand[k]!;
    if (fails(bit, 0)) continue;
    cap(k, true);
    if (!fails(0, bit)) return true;
  }
  if (n < 2 || pairA === 1) return false;
  // The four combinations of the first two pieces' cases, (A, A) first: it needs no attack cap,
  // and when it fails (usual in a position that is not blocked after all) the two runs that
  // compute the caps are spared.
  if (pairA === -1 && fails(a | b, 0)) return false;
  cap(0, false);
  cap(1, false);
  return !fails(a, b) && !fails(b, a) && !fails(0, a | b);
}
