/**
 * A warm-up for the JavaScript engine: the move generator and make/unmake run over positions with
 * every kind of move (castling both ways, en passant, promotions, checks, pins), so that the engine
 * has seen those branches before it compiles them.
 *
 * Why: V8 (Node 20) compiles a hot function with the types it has seen so far. A branch never
 * taken before, such as a pawn pushed to promotion or the long castling path tested square by
 * square, then throws the compiled code away the first time it runs. That is normally harmless,
 * but sometimes the function stays in its slower baseline code for the rest of the process: V8
 * keeps reporting it as "already queued" for optimization and never recompiles it. Perft of
 * Kiwipete after the start position then runs at 13 M nodes/s instead of 26.
 *
 * So every position is first played one ply deep: the engine meets every kind of move within its
 * first few hundred calls, before it compiles anything, and then each is played deeper. Measured
 * with V8's trace: no deoptimization of the generator or make/unmake, during the warm-up or in perft
 * after it; none of 40 processes slowed. The first version (deep at once, no long castling) let it
 * happen in 12 of 42 processes on one machine, no better than no warm-up there (1 of 14). V8
 * promises nothing: this makes the slowdown rare.
 *
 * A long-running program (the server, a bulk re-judging) calls it once at start; it takes 20–30
 * ms here and changes nothing but the engine's type feedback.
 */
import { generateLegal, MAX_LEGAL_MOVES } from './board/movegen.js';
import { perft } from './board/perft.js';
import { parseFen } from './notation/fen.js';

/**
 * Positions with every kind of move for both sides: castling on both wings with attacked and
 * free squares, promotions by push and by capture, en passant (legal, and pinned along a rank),
 * checks by every piece, double checks and pins (the well-known perft test positions 2–6, and
 * position 4 mirrored so that Black promotes and castles too), each searched `depth` plies.
 */
const POSITIONS: ReadonlyArray<readonly [fen: string, depth: number]> = [
  ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 2],
  ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 3],
  ['r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 2],
  ['r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1', 2],
  ['rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 2],
  ['r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 2],
  // Castling long with the short way shut (a knight on g1/g8), then with only the long right and
  // a knight on b1/b8: the long path's every square tested, which the positions above never reach.
  ['r3k1nr/pppppppp/8/8/8/8/PPPPPPPP/R3K1NR w KQkq - 0 1', 2],
  ['rn2k2r/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w Qq - 0 1', 2],
];

/**
 * Runs the move generator (whole lists and the prefixes the searches ask for) and make/unmake
 * over `POSITIONS`: first each one ply deep, so that the engine meets every kind of move in its
 * first few hundred calls, before it compiles anything; then each at its depth. Returns the leaves
 * it counted (the positions' known perft numbers added up; the test checks the sum). Idempotent; a
 * second call only costs its time.
 */
export function warmUp(): number {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  let leaves = 0;
  for (const pass of ['one ply', 'deep'] as const) {
    for (const [fen, depth] of POSITIONS) {
      const pos = parseFen(fen);
      if (!pos.ok) throw new Error(`warmUp: ${pos.error.message}`);
      const counted = perft(pos.value, pass === 'one ply' ? 1 : depth);
      if (!counted.ok) throw new Error(`warmUp: ${counted.error.message}`);
      leaves += counted.value;
      generateLegal(pos.value, moves, 0, 1);
      generateLegal(pos.value, moves, 0, 1, false);
    }
  }
  return leaves;
}
