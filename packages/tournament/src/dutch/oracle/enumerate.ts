import { rankOrder } from './brackets.js';
import { mayMeet } from './legality.js';
import type { Candidate, OracleState } from './view.js';

/**
 * Calls `visit` with every complete round pairing of `state` that complies with the absolute
 * criteria C1–C3 (and C2 for the PAB), each exactly once; pairs are [higher-ranked, lower-ranked].
 * Returns how many there were. With n players there are at most (n − 1)!! of them (10,395 for 12),
 * times n byes for an odd n: meant for small fields.
 */
export function forEachLegalCandidate(state: OracleState, visit: (c: Candidate) => void): number {
  const players = rankOrder(state);
  const n = players.length;
  const used = new Array<boolean>(n).fill(false);
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  let count = 0;
  const step = (from: number): void => {
    let i = from;
    while (i < n && used[i]) i++;
    if (i === n) {
      count++;
      visit({ pairs: pairs.map(([a, b]) => [a, b] as const), bye });
      return;
    }
    const p = players[i]!;
    used[i] = true;
    // The PAB: only one, only for an odd field, only to an eligible player (C2).
    if (n % 2 === 1 && bye === null && p.byeAllowed) {
      bye = p.id;
      step(i + 1);
      bye = null;
    }
    for (let j = i + 1; j < n; j++) {
      const q = players[j]!;
      if (used[j] || !mayMeet(p, q)) continue;
      used[j] = true;
      pairs.push([p.id, q.id]);
      step(i + 1);
      pairs.pop();
      used[j] = false;
    }
    used[i] = false;
  };
  step(0);
  return count;
}
