/**
 * The worker thread behind `BuiltinPicker`: chooses moves with `chooseMove` on this thread's own
 * `Searcher` (its table is kept from move to move), timed by `performance.now()`.
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { chooseMove, type MoveChoiceRequest } from '../play/chooseMove.js';
import { Searcher } from '../search/searcher.js';

/** A job: a request without its functions, and an id to answer with. */
export interface WorkerJob {
  readonly id: number;
  readonly request: Omit<MoveChoiceRequest, 'now' | 'random' | 'shouldStop' | 'onIteration'>;
}

/** The answer: the move and its score, or the reason there is none. */
export type WorkerAnswer =
  | { readonly id: number; readonly ok: true; readonly uci: string; readonly scoreCp: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

const searcher = new Searcher();
parentPort?.on('message', (job: WorkerJob) => {
  let answer: WorkerAnswer;
  try {
    const r = chooseMove({ ...job.request, now: () => performance.now() }, searcher);
    answer = r.ok
      ? { id: job.id, ok: true, uci: r.value.uci, scoreCp: r.value.scoreCp }
      : { id: job.id, ok: false, error: r.error.message };
  } catch (e) {
    answer = { id: job.id, ok: false, error: `the engine failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  parentPort?.postMessage(answer);
});
