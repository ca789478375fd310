/**
 * Short games behind head-on locked pawn chains, for the `Game.apply` figure: the positions where
 * the dead-position check after every move (FIDE 5.2.2, FIDE Online 5.4.3) is hardest. Most start
 * from one zigzag wall across the board — White a3 b4 c3 d4 e3 f4 g3 h4, Black a4 b5 c4 d5 e4 f5
 * g4 h5 — that no king can cross (every hole of rank 3 is covered by a black pawn, every hole of
 * rank 5 by a white one) and no pawn can capture through. Kings walk behind it; a file still open,
 * a minor piece or a queen decides whether the position is dead, and some games end when the last
 * file locks or the last piece falls.
 *
 * Every game is legal (the bench refuses an illegal move) and `deadAtPly` is what the arbiter
 * rules with its default budget: the ply after which the game is drawn as a dead position, or
 * `null` when the game goes on through its last move (the bench checks it on every run).
 */

/** One locked-pawn game: a legal start, UCI moves, and where it ends as a dead position. */
export interface LockedPawnGame {
  readonly name: string;
  readonly fen: string;
  /** UCI moves, space-separated. */
  readonly moves: string;
  /** 1-based ply after which the arbiter declares a dead position, or `null` when it never does. */
  readonly deadAtPly: number | null;
}

/** The locked-pawn games (see the file comment). */
export const LOCKED_PAWN_GAMES: readonly LockedPawnGame[] = [
  {
    // The h-file is the last gap; h2-h4 allows g4xh3 e.p. for one move, then h7-h5 locks the wall.
    name: 'h-file closes',
    fen: '4k3/7p/8/1p1p1p2/pPpPpPp1/P1P1P1P1/7P/4K3 w - - 0 1',
    moves: 'e1d2 e8d7 d2c2 d7c7 c2b2 c7b7 b2c2 b7c7 h2h4 c7d7 c2d2 h7h5',
    deadAtPly: 12,
  },
  {
    // As above, but Black takes e.p. and queens on h1: never dead.
    name: 'h-file, e.p. taken',
    fen: '4k3/7p/8/1p1p1p2/pPpPpPp1/P1P1P1P1/7P/4K3 w - - 0 1',
    moves: 'e1d2 e8d7 d2c2 d7c7 c2b2 c7b7 h2h4 g4h3 b2c2 h3h2 c2d2 h2h1q d2e2 h1h4',
    deadAtPly: null,
  },
  {
    // A black bishop behind White's wall; the white king walks over and takes it: kings and wall alone.
    name: 'bishop captured',
    fen: '8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/7b/4K3 w - - 0 1',
    moves: 'e1d2 e7d7 d2e2 d7e7 e2f2 e7f7 f2g2 f7e7 g2h2',
    deadAtPly: 9,
  },
  {
    // The same ending reached faster: the bishop steps next to the king.
    name: 'bishop chased',
    fen: '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K1b1 w - - 0 1',
    moves: 'e1f1 g1h2 f1g2 h2g1 g2g1',
    deadAtPly: 5,
  },
  {
    // A white knight on Black's side; the black king walks to it and takes it.
    name: 'knight captured',
    fen: '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
    moves: 'e8e7 e1d2 e7d7 d2c2 d7c6 c2d2 c6d6',
    deadAtPly: 7,
  },
  {
    // A white knight shuffles behind the wall while the kings walk: it can always cross, never dead.
    name: 'knight shuffles',
    fen: '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/1N2K3 w - - 0 1',
    moves: 'e1d1 e8d7 b1d2 d7c7 d1e2 c7b7 d2b1 b7c7 e2f2 c7d7 f2g2 d7e7 b1d2 e7f7 g2f2 f7g6',
    deadAtPly: null,
  },
  {
    // The knight jumps the wall through b3-c5 and roams Black's side.
    name: 'knight crosses',
    fen: '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/1N2K3 w - - 0 1',
    moves: 'b1d2 e8d7 d2b1 d7c7 b1d2 c7b6 d2b3 b6c7 b3c5 c7c6 c5a6 c6b6 a6b8 b6c7 b8a6 c7b6 a6b8',
    deadAtPly: null,
  },
  {
    // A rook cannot pass the wall, but Rb3 offers itself and a4xb3 opens the a-file for Black.
    name: 'rook offered',
    fen: '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/R3K3 w - - 0 1',
    moves: 'a1b1 e8d7 b1b3 a4b3 e1d2 d7c7',
    deadAtPly: null,
  },
  {
    // A black queen behind White's wall, shuffling with the kings: Black can mate, never dead.
    name: 'queen behind the wall',
    fen: '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2q1K3 w - - 0 1',
    moves: 'e1e2 c1c2 e2e1 c2c1 e1e2 e8d8 e2f2 d8e8',
    deadAtPly: null,
  },
  {
    // The wall ends at the f-file; the king side stays open and the pawns trade.
    name: 'king side open',
    fen: '4k3/6pp/8/1p1p1p2/pPpPpP2/P1P1P3/6PP/4K3 w - - 0 1',
    moves: 'e1f2 e8f7 f2g3 f7g6 g3h4 h7h6 g2g3 g6f6 h4h5 f6f7 g3g4 f5g4 h5g4 f7f6 g4g3 f6e6',
    deadAtPly: null,
  },
  {
    // The a-file is the gap; a2-a4 and a7-a5 leave a4xb5 open: not dead.
    name: 'a-file, capture left',
    fen: '4k3/p7/8/1p1p1p1p/1PpPpPpP/2P1P1P1/P7/4K3 w - - 0 1',
    moves: 'e1d1 e8d7 d1c1 d7c7 a2a4 c7b7 c1d1 b7c7 d1c2 a7a5 a4b5 c7b6',
    deadAtPly: null,
  },
  {
    // The a-file again, closed head-on: a2-a3, a7-a5-a4 completes the wall.
    name: 'a-file closes',
    fen: '4k3/p7/8/1p1p1p1p/1PpPpPpP/2P1P1P1/P7/4K3 w - - 0 1',
    moves: 'e1d1 e8d7 d1c1 d7c7 a2a3 c7b7 c1d1 b7c7 d1c2 a7a5 c2d1 a5a4',
    deadAtPly: 12,
  },
];
