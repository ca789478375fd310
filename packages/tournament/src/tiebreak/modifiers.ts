/**
 * One round's term of a Buchholz-type sum: `score` is the (adjusted or dummy) opponent's score,
 * which orders the terms from least to most significant (C.07 14); `contribution` is what the
 * term adds (the score for BH, score × points scored for SB); `vur` marks a voluntarily unplayed
 * round (C.07 16.2).
 */
export interface Term {
  readonly round: number;
  readonly score: number;
  readonly contribution: number;
  readonly vur: boolean;
}

function least(terms: readonly Term[]): Term | undefined {
  let best: Term | undefined;
  for (const t of terms) {
    if (best === undefined || t.score < best.score || (t.score === best.score && t.contribution < best.contribution)) {
      best = t;
    }
  }
  return best;
}

function most(terms: readonly Term[]): Term | undefined {
  let best: Term | undefined;
  for (const t of terms) {
    if (best === undefined || t.score > best.score || (t.score === best.score && t.contribution > best.contribution)) {
      best = t;
    }
  }
  return best;
}

/**
 * The terms left after `lowCuts` least and `highCuts` most significant ones are cut (C.07 14.1–14.4:
 * Cut-1, Cut-2, Median-1, Median-2), in round order. Cuts are limited to the rounds played
 * (`rounds`), high cuts to what the low cuts leave.
 *
 * Low cuts take a voluntarily unplayed round first (C.07 16.5; 14.6 in the 2022 text): the VUR
 * with the least score is cut instead of the least significant term, unless the least significant
 * term contributes more than that VUR (possible for SB only; TieBreakServer's reading). High cuts
 * have no such exception.
 */
export function cutTerms(terms: readonly Term[], lowCuts: number, highCuts: number, rounds: number): Term[] {
  let left = [...terms];
  const low = Math.min(lowCuts, rounds);
  const high = Math.min(highCuts, rounds - low);
  for (let i = 0; i < low && left.length > 0; i++) {
    const l = least(left)!;
    const v = least(left.filter((t) => t.vur));
    const cut = v !== undefined && !(l.contribution > v.contribution) ? v : l;
    left = left.filter((t) => t !== cut);
  }
  for (let i = 0; i < high && left.length > 0; i++) {
    const m = most(left)!;
    left = left.filter((t) => t !== m);
  }
  return left;
}

/** The sum of the contributions left after the cuts (see `cutTerms`). */
export function cutSum(terms: readonly Term[], lowCuts: number, highCuts: number, rounds: number): number {
  return cutTerms(terms, lowCuts, highCuts, rounds).reduce((s, t) => s + t.contribution, 0);
}
