/**
 * The messages between the engine's worker threads (engineWorker.ts) and their owners: the
 * move-picker pool (worker.ts) and the UCI engine mode (server.ts). Structured-cloneable data only.
 */
import type { MoveChoiceRequest } from '../play/chooseMove.js';
import type { IterationInfo } from '../search/types.js';

/** A level's move under a clock (`chooseMove`), without the functions (the worker supplies its clock). */
export type LevelJob = Omit<MoveChoiceRequest, 'now' | 'random' | 'shouldStop' | 'onIteration'>;

/** A fixed-limit search at full strength (UCI `go depth / nodes / movetime / infinite`). */
export interface FixedJob {
  readonly fen: string | null;
  readonly moves: readonly string[];
  readonly depth?: number;
  readonly nodes?: number;
  readonly timeMs?: number;
}

/** What a worker is asked. */
export type ToWorker =
  /**
   * Choose a move; answer once, no progress reports. `sentAtMs` and `deadlineAtMs` are wall-clock
   * times (`performance.timeOrigin + performance.now()`, comparable across threads): the worker
   * charges the time the message took (a thread starting up) to the clocks, and finishes before
   * the deadline.
   */
  | { readonly type: 'pick'; readonly id: number; readonly job: LevelJob; readonly sentAtMs: number; readonly deadlineAtMs: number }
  /**
   * Search, reporting each iteration; stop early when `stop` (an Int32Array on shared memory)
   * holds a non-zero value at index 0.
   */
  | {
      readonly type: 'go';
      readonly id: number;
      readonly job: { readonly kind: 'level'; readonly level: LevelJob } | { readonly kind: 'fixed'; readonly fixed: FixedJob };
      readonly stop: Int32Array;
    }
  /** Forget the table (a new game). */
  | { readonly type: 'newgame' }
  /** Use a table of this many MiB from the next search on. */
  | { readonly type: 'hash'; readonly mb: number };

/** The result of a job. */
export type JobResult =
  | {
      readonly ok: true;
      readonly uci: string;
      readonly scoreCp: number;
      readonly mateIn: number | null;
      readonly depth: number;
      readonly nodes: number;
    }
  | { readonly ok: false; readonly error: string };

/** What a worker says. */
export type FromWorker =
  | { readonly type: 'info'; readonly id: number; readonly info: IterationInfo }
  | { readonly type: 'done'; readonly id: number; readonly result: JobResult };

/** Options a worker starts with (its `workerData`). */
export interface WorkerSetup {
  readonly hashMb: number;
}
