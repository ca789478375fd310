/**
 * Search scores: centipawns, with mates as values near ±MATE that count the plies to the mate
 * (a mate found sooner scores higher), so that one integer order ranks every outcome.
 */

/** The score of a side that gives mate now (minus the plies it takes from the root). */
export const MATE = 32000;
/** Above every score: the search window's open ends. */
export const INFINITE = 32001;
/** Scores at or beyond ±MATE_BOUND are mates (no search is 1,000 plies deep). */
export const MATE_BOUND = MATE - 1000;

/** Whether a score is a mate for either side. */
export const isMateScore = (score: number): boolean => score >= MATE_BOUND || score <= -MATE_BOUND;

/**
 * Mate in moves (not plies) for a mate score: positive when the side to move mates, negative
 * when it is mated (−0 is not used: being mated now is −0 moves, reported as 0); null otherwise.
 */
export function mateInMoves(score: number): number | null {
  if (score >= MATE_BOUND) return Math.ceil((MATE - score) / 2);
  if (score <= -MATE_BOUND) return -Math.floor((MATE + score) / 2);
  return null;
}

/** A score as the transposition table stores it: mates counted from the node, not from the root. */
export const scoreToTable = (score: number, ply: number): number =>
  score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;

/** A stored score back as seen from the root, for a node at `ply`. */
export const scoreFromTable = (score: number, ply: number): number =>
  score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
