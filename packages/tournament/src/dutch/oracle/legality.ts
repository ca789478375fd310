import type { Candidate, OraclePlayer, OracleState } from './view.js';

/** A breach of the completeness of a round pairing or of an absolute criterion (C.04.3 C1–C3). */
export interface AbsoluteViolation {
  /** 'C1' rematch, 'C2' bye not allowed, 'C3' same absolute preference, 'complete' pairing structure. */
  readonly criterion: 'C1' | 'C2' | 'C3' | 'complete';
  readonly players: readonly number[];
  readonly message: string;
}

/**
 * Whether two players may meet under the absolute criteria: not met before nor forbidden (C1), and
 * not two non-topscorers with the same absolute colour preference (C3).
 */
export function mayMeet(a: OraclePlayer, b: OraclePlayer): boolean {
  return a.id !== b.id && !a.opponents.has(b.id) && !b.opponents.has(a.id) && !sameAbsolutePreference(a, b);
}

// C.04.3 C3: non-topscorers with the same absolute colour preference shall not meet.
function sameAbsolutePreference(a: OraclePlayer, b: OraclePlayer): boolean {
  return (
    !a.topscorer &&
    !b.topscorer &&
    a.preference.strength === 'absolute' &&
    b.preference.strength === 'absolute' &&
    a.preference.colour === b.preference.colour
  );
}

/**
 * Everything that keeps `candidate` from being a complete round pairing of `state` (1.9.1: every
 * player paired once, except one who gets the PAB when the number of players is odd) that
 * complies with the absolute criteria C1–C3. Empty exactly when the candidate is legal.
 */
export function absoluteViolations(state: OracleState, candidate: Candidate): AbsoluteViolation[] {
  const out: AbsoluteViolation[] = [];
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const seen = new Map<number, number>();
  const note = (id: number): void => {
    seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  for (const [x, y] of candidate.pairs) {
    note(x);
    note(y);
  }
  if (candidate.bye !== null) note(candidate.bye);
  for (const [id, count] of seen) {
    if (!byId.has(id)) {
      out.push({ criterion: 'complete', players: [id], message: `player ${id} is paired but is not in this round` });
    } else if (count > 1) {
      out.push({ criterion: 'complete', players: [id], message: `player ${id} is paired ${count} times` });
    }
  }
  for (const p of state.players) {
    if (!seen.has(p.id)) out.push({ criterion: 'complete', players: [p.id], message: `player ${p.id} is not paired` });
  }
  const odd = state.players.length % 2 === 1;
  if (odd && candidate.bye === null && out.length === 0) {
    out.push({ criterion: 'complete', players: [], message: 'the number of players is odd but nobody has the bye' });
  }
  if (!odd && candidate.bye !== null) {
    out.push({
      criterion: 'complete',
      players: [candidate.bye],
      message: `player ${candidate.bye} has a bye though the number of players is even`,
    });
  }
  for (const [x, y] of candidate.pairs) {
    const a = byId.get(x);
    const b = byId.get(y);
    if (a === undefined || b === undefined) continue;
    if (x === y) {
      out.push({ criterion: 'complete', players: [x], message: `player ${x} is paired with themself` });
    } else if (a.opponents.has(y) || b.opponents.has(x)) {
      out.push({ criterion: 'C1', players: [x, y], message: `players ${x} and ${y} have already met (or may not meet)` });
    } else if (sameAbsolutePreference(a, b)) {
      const colour = a.preference.colour === 'w' ? 'White' : 'Black';
      out.push({
        criterion: 'C3',
        players: [x, y],
        message: `players ${x} and ${y} both must have ${colour} (absolute preference) and neither is a topscorer`,
      });
    }
  }
  if (candidate.bye !== null) {
    const p = byId.get(candidate.bye);
    if (p !== undefined && !p.byeAllowed) {
      out.push({
        criterion: 'C2',
        players: [p.id],
        message: `player ${p.id} gets the pairing-allocated bye but already had one or already scored a win's points without playing`,
      });
    }
  }
  return out;
}
