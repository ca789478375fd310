/**
 * Arena pairings for a round-based file (the CLI's `--system arena` on a TRF), in the manner lichess
 * pairs an arena (learned from lila `arena/PairingSystem.scala` and `AntmaPairing.scala`; our own
 * code): players ranked by arena score, then rating; a minimum-cost perfect matching where a pair
 * costs |rank difference| · rankFactor + |rating difference|; no immediate rematch and no fourth
 * colour in a row unless nothing else is possible.
 *
 * Differences from lichess, because a TRF round is not a live arena: everyone present is paired at
 * once (lichess pairs whoever is waiting, in groups of up to 100); with an odd field one player gets
 * the pairing-allocated bye (lichess has no bye, the odd player waits); colour ties are broken by
 * rank and round instead of at random. Scores come from the file, which records no plies or
 * berserk (see history.ts).
 */
import { err, ok, type Result } from '@flagfall/core';
import type { Pair, PairingError, RoundPairing } from '../model/pairing.js';
import { playedRounds } from '../model/edit.js';
import type { Tournament } from '../model/tournament.js';
import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.js';
import { arenaHistory, colourHistory, type ArenaHistory } from './history.js';
import { arenaSheet } from './sheet.js';

/** Options of `pairArena`. */
export interface PairArenaOptions {
  /** The round to pair; default `playedRounds(t) + 1` (the round after the last one with a non-blank block). */
  readonly round?: number;
}

/** lila AntmaPairing `maxStrike`: two players who both had this many games in a row with one colour may not meet. */
export const ARENA_MAX_COLOUR_STRIKE = 3;

/** One player as the pairing sees them. */
interface Ranked extends ArenaHistory {
  readonly score: number;
  /** 1-based, by score, then rating, then pairing number. */
  readonly rank: number;
  readonly strike: number;
  readonly balance: number;
}

/**
 * Pairs round `round` of an arena kept as a round-based file. Players with a requested bye for the
 * round (`240`/`XXZ`) are not paired. Guarantees: every other player is in exactly one pair, or is
 * the `bye` when their number is odd (the lowest-ranked among those with the fewest pairing-allocated
 * byes); no pair is an immediate rematch (two players who met in either's latest game) unless every
 * perfect pairing has one, and among the rest the total cost is minimal; boards are ordered by the
 * better rank of each pair.
 *
 * Errors: `bad-input` for a round that is not a positive integer; `no-valid-pairing` when fewer than
 * two players are present.
 */
export function pairArena(t: Tournament, options: PairArenaOptions = {}): Result<RoundPairing, PairingError> {
  const round = options.round ?? playedRounds(t) + 1;
  if (!Number.isInteger(round) || round < 1) {
    return err({ code: 'bad-input', message: `round must be a positive integer, not ${round}` });
  }
  const away = new Set<number>();
  for (const b of t.requestedByes) if (b.round === round) for (const p of b.players) away.add(p);
  const present = t.players.filter((p) => !away.has(p.id));
  if (present.length < 2) {
    return err({
      code: 'no-valid-pairing',
      round,
      message: `round ${round}: ${present.length} player(s) present, an arena round needs at least 2`,
    });
  }
  const ranked = rankPlayers(present.map((p) => arenaHistory(t, p, round)));
  let bye: Ranked | null = null;
  if (ranked.length % 2 === 1) {
    // Our interpretation (lichess has no bye): the lowest-ranked among the fewest pairing-allocated byes.
    const fewest = Math.min(...ranked.map((r) => r.pairingByes));
    bye = [...ranked].reverse().find((r) => r.pairingByes === fewest)!;
  }
  const field = ranked.filter((r) => r !== bye);
  const pairs = matchField(field).map(([a, b]) => orient(a, b, round, t.initialColor));
  pairs.sort((x, y) => Math.min(x.whiteRank, x.blackRank) - Math.min(y.whiteRank, y.blackRank));
  return ok({
    round,
    pairs: pairs.map(({ white, black }): Pair => ({ white, black })),
    bye: bye === null ? null : bye.player,
  });
}

function rankPlayers(histories: ArenaHistory[]): Ranked[] {
  const scored = histories.map((h) => ({ ...h, score: arenaSheet(h.games).total, ...colourHistory(h.colours) }));
  scored.sort((a, b) => b.score - a.score || b.rating - a.rating || a.player - b.player);
  return scored.map((s, i) => ({ ...s, rank: i + 1 }));
}

/**
 * The minimum-cost perfect matching of an even field. Costs (lila AntmaPairing/PairingSystem):
 * |rankA − rankB| · rankFactor + |ratingA − ratingB|, rankFactor = 300 + 1700 · (maxRank − better
 * rank) / maxRank (2000 at the top, 300 at the bottom). lila forbids a rematch of the latest game and a
 * pair whose colour strikes both reached 3; we make them so expensive instead (a rematch above all)
 * that they are chosen only when no perfect matching avoids them.
 */
function matchField(field: readonly Ranked[]): [Ranked, Ranked][] {
  const k = field.length;
  if (k === 0) return [];
  const maxRank = Math.max(...field.map((r) => r.rank));
  const baseCost = (a: Ranked, b: Ranked): bigint => {
    const rankFactor = 300 + Math.floor((1700 * (maxRank - Math.min(a.rank, b.rank))) / maxRank);
    return BigInt(Math.abs(a.rank - b.rank) * rankFactor + Math.abs(a.rating - b.rating));
  };
  let maxBase = 0n;
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const c = baseCost(field[i]!, field[j]!);
      if (c > maxBase) maxBase = c;
    }
  }
  // One colour penalty outweighs any difference in base costs over k/2 pairs; one rematch penalty
  // outweighs any number of colour penalties plus base costs.
  const colourPenalty = BigInt(k) * (maxBase + 1n);
  const rematchPenalty = BigInt(k) * (colourPenalty + maxBase + 1n);
  const maxCost = rematchPenalty + colourPenalty + maxBase;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const a = field[i]!;
      const b = field[j]!;
      let cost = baseCost(a, b);
      if (a.lastOpponent === b.player || b.lastOpponent === a.player) cost += rematchPenalty;
      if (!couldPlay(a, b)) cost += colourPenalty;
      // Every matching here is perfect (maxCardinality), so maximising Σ(maxCost + 1 − cost) minimises Σ cost.
      edges.push({ u: i, v: j, weight: maxCost + 1n - cost });
    }
  }
  const mate = maxWeightMatching(k, edges, { maxCardinality: true });
  const pairs: [Ranked, Ranked][] = [];
  for (let i = 0; i < k; i++) {
    const j = mate[i]!;
    if (j < 0 || mate[j] !== i) {
      throw new Error(`arena pairing: the matching left player ${field[i]!.player} unmatched in an even field`);
    }
    if (i < j) pairs.push([field[i]!, field[j]!]);
  }
  return pairs;
}

/** lila ColorHistory.couldPlay: not both on a run of `maxStrike` whites, nor both on such a run of blacks. */
function couldPlay(a: Ranked, b: Ranked): boolean {
  const m = ARENA_MAX_COLOUR_STRIKE;
  return (a.strike > -m || b.strike > -m) && (a.strike < m || b.strike < m);
}

/**
 * Colours as lila's ColorHistory.firstGetsWhite: the player with the lower (strike, balance) gets
 * White, so a player on a run of Blacks gets White, then the one with fewer whites overall. A tie
 * (lichess draws lots) goes to the better-ranked player in odd rounds and the other in even rounds,
 * flipped when the file draws Black for the first board (`initialColor` b).
 */
function orient(
  a: Ranked,
  b: Ranked,
  round: number,
  initialColor: 'w' | 'b' | null,
): { white: number; black: number; whiteRank: number; blackRank: number } {
  let aWhite: boolean;
  if (a.strike !== b.strike) aWhite = a.strike < b.strike;
  else if (a.balance !== b.balance) aWhite = a.balance < b.balance;
  else {
    const better = a.rank < b.rank;
    const betterWhite = (round % 2 === 1) !== (initialColor === 'b');
    aWhite = better === betterWhite;
  }
  const [w, k] = aWhite ? [a, b] : [b, a];
  return { white: w.player, black: k.player, whiteRank: w.rank, blackRank: k.rank };
}
