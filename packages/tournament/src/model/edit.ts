/**
 * Editing a tournament round by round: writing a round's pairings, entering results, cutting later
 * rounds and recomputing points. Every function returns a new Tournament and leaves its argument
 * untouched; players' rounds never end with a blank block afterwards (as `parseTrf` reads them).
 */
import { err, ok, type Result } from '@flagfall/core';
import type { RoundPairing } from './pairing.js';
import { scoreOf } from './points.js';
import type { Player, ResultCode, RoundEntry, Tournament } from './tournament.js';

const EMPTY: RoundEntry = { opponent: null, color: '-', result: null };

/** The highest round any player has a (non-blank) block for; 0 before round 1 is paired. */
export function playedRounds(t: Tournament): number {
  let n = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length; r > n; r--) {
      const e = p.rounds[r - 1]!;
      if (e.opponent !== null || e.result !== null) {
        n = r;
        break;
      }
    }
  }
  return n;
}

/** `rounds` without trailing blank blocks. */
function trimmed(rounds: RoundEntry[]): RoundEntry[] {
  while (rounds.length > 0) {
    const last = rounds[rounds.length - 1]!;
    if (last.opponent !== null || last.result !== null) break;
    rounds.pop();
  }
  return rounds;
}

/** `p.rounds` with round `round`'s block set to `e` (blank blocks filling any gap before it). */
function withEntry(p: Player, round: number, e: RoundEntry): RoundEntry[] {
  const rounds = [...p.rounds];
  while (rounds.length < round - 1) rounds.push(EMPTY);
  rounds[round - 1] = e;
  return trimmed(rounds);
}

/** Every player's points column set to the score of his round blocks under the point system. */
export function recomputePoints(t: Tournament): Tournament {
  return { ...t, players: t.players.map((p) => ({ ...p, points: scoreOf(p, t.pointSystem) })) };
}

/**
 * `t` with round `p.round` written: both players of each pair get the opponent and colour with no
 * result yet; the pairing-allocated bye gets `0000 - U` (C.04.1 c: it scores as the point system
 * says); players with a requested bye for that round get `0000 - H/F/Z`; anyone else keeps a bye
 * block already there and otherwise has a blank block. Points are recomputed. Players are expected
 * to exist (the pairing came from this tournament); an unknown id is a broken invariant.
 */
export function withPairing(t: Tournament, p: RoundPairing): Tournament {
  const entries = new Map<number, RoundEntry>();
  for (const b of t.requestedByes) {
    if (b.round !== p.round) continue;
    for (const id of b.players) entries.set(id, { opponent: null, color: '-', result: b.kind });
  }
  for (const pair of p.pairs) {
    entries.set(pair.white, { opponent: pair.black, color: 'w', result: null });
    entries.set(pair.black, { opponent: pair.white, color: 'b', result: null });
  }
  if (p.bye !== null) entries.set(p.bye, { opponent: null, color: '-', result: 'U' });
  const ids = new Set(t.players.map((x) => x.id));
  for (const id of entries.keys()) {
    if (!ids.has(id)) throw new Error(`withPairing: round ${p.round} names player ${id}, who is not in the tournament`);
  }
  const players = t.players.map((player) => {
    const e = entries.get(player.id);
    if (e !== undefined) return { ...player, rounds: withEntry(player, p.round, e) };
    const old = player.rounds[p.round - 1];
    // A stale game from an earlier pairing of this round is cleared; a bye written in advance stays.
    if (old === undefined || old.opponent === null) return player;
    return { ...player, rounds: withEntry(player, p.round, EMPTY) };
  });
  return recomputePoints({ ...t, players });
}

/** A game's result as arbiters write it: over the board, by forfeit, or a double forfeit. */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '+/-' | '-/+' | '-/-';

/** Why a result could not be entered. */
export interface EditError {
  readonly code: 'no-such-game';
  readonly message: string;
}

const RESULT_CODES: Record<GameResult, readonly [ResultCode, ResultCode]> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '+/-': ['+', '-'],
  '-/+': ['-', '+'],
  '-/-': ['-', '-'],
};

/**
 * `t` with the result of the game in round `round` where `white` has White, written for both
 * players (TRF codes `1 0 = + -`), points recomputed. Fails with `no-such-game` when `white` has no
 * game with White in that round.
 */
export function withResult(t: Tournament, round: number, white: number, result: GameResult): Result<Tournament, EditError> {
  const player = t.players.find((p) => p.id === white);
  const e = player?.rounds[round - 1];
  if (e === undefined || e.opponent === null || e.color !== 'w') {
    return err({ code: 'no-such-game', message: `round ${round}: player ${white} has no game with White` });
  }
  const black = e.opponent;
  const [whiteCode, blackCode] = RESULT_CODES[result];
  const players = t.players.map((p) => {
    if (p.id !== white && p.id !== black) return p;
    const own = p.rounds[round - 1]!;
    return { ...p, rounds: withEntry(p, round, { ...own, result: p.id === white ? whiteCode : blackCode }) };
  });
  return ok(recomputePoints({ ...t, players }));
}

/**
 * `t` cut to rounds 1..`rounds`: every later round block is dropped and points are recomputed.
 * Requested byes, accelerations and forbidden pairs are kept (they are arrangements for rounds to
 * come, not results), and so are `totalRounds` and the info records.
 */
export function truncateRounds(t: Tournament, rounds: number): Tournament {
  const players = t.players.map((p) => ({ ...p, rounds: trimmed(p.rounds.slice(0, Math.max(0, rounds))) }));
  return recomputePoints({ ...t, players });
}
