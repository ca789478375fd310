/** The workloads `bench:instructions` counts (instructions.ts runs each through instructionWorkload.ts). */

/**
 * What one workload does per repeat, and how many repeats the two runs make (`repeats`: the few,
 * then the many). Two runs of the same build differ by a few million instructions of start-up
 * and compilation (perft at Kiwipete: 6 M of 1.76 G), so the many must exceed the few by some
 * billions of instructions for a change of a tenth of a percent to show.
 */
export type Workload = {
  readonly name: string;
  readonly repeats: readonly [few: number, many: number];
} & (
  | {
      readonly kind: 'perft';
      readonly fen: string;
      readonly depth: number;
      /** The leaves of one perft: the unit the instructions are divided by. */
      readonly leaves: number;
    }
  | {
      readonly kind: 'solver';
      /** The first `positions` of lichess.txt, each asked for both sides. */
      readonly positions: number;
      readonly quick: boolean;
    }
);

/** Sized so that a workload's two runs under callgrind (about 50 times slower than native) take a minute or two. */
export const WORKLOADS: readonly Workload[] = [
  {
    name: 'perft-start',
    repeats: [10, 30],
    kind: 'perft',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    depth: 4,
    leaves: 197_281,
  },
  {
    name: 'perft-kiwipete',
    repeats: [10, 50],
    kind: 'perft',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    depth: 3,
    leaves: 97_862,
  },
  { name: 'solver-full', repeats: [1, 3], kind: 'solver', positions: 3000, quick: false },
  { name: 'solver-quick', repeats: [1, 3], kind: 'solver', positions: 3000, quick: true },
];
