/**
 * The engine's worker thread (the script a `Worker` runs): one `Searcher` kept from job to job,
 * timed by `performance.now()`, answering the messages of workerProtocol.ts one at a time.
 * A search blocks this thread, never its owner's; `stop` arrives through shared memory because
 * the thread reads no message while it searches.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { search } from '../analyse.js';
import { chooseMove } from '../play/chooseMove.js';
import { DEFAULT_HASH_MB, Searcher } from '../search/searcher.js';
import type { IterationInfo } from '../search/types.js';
import type { FixedJob, FromWorker, JobResult, LevelJob, ToWorker, WorkerSetup } from './workerProtocol.js';

const now = (): number => performance.now();
/** Wall-clock ms, comparable with the owner thread's (each thread has its own `performance.now()` origin). */
const wallNow = (): number => performance.timeOrigin + performance.now();
/** Left between the end of the engine's thinking and the caller's deadline (ms): the answer's way back, slack. */
const DEADLINE_MARGIN_MS = 50;
const setup = workerData as WorkerSetup | null;
let searcher = new Searcher({ hashMb: setup?.hashMb ?? DEFAULT_HASH_MB });

function post(message: FromWorker): void {
  parentPort?.postMessage(message);
}

interface Hooks {
  readonly shouldStop?: () => boolean;
  readonly onIteration?: (info: IterationInfo) => void;
}

function runLevel(job: LevelJob, hooks: Hooks): JobResult {
  const r = chooseMove({ ...job, now, ...hooks }, searcher);
  if (!r.ok) return { ok: false, error: r.error.message };
  const v = r.value;
  return { ok: true, uci: v.uci, scoreCp: v.scoreCp, mateIn: v.mateIn, depth: v.depth, nodes: v.nodes };
}

function runFixed(f: FixedJob, hooks: Hooks): JobResult {
  const r = search(
    { fen: f.fen, moves: f.moves },
    {
      now,
      searcher,
      ...(f.depth !== undefined && { depth: f.depth }),
      ...(f.nodes !== undefined && { nodes: f.nodes }),
      ...(f.timeMs !== undefined && { timeMs: f.timeMs }),
      ...hooks,
    },
  );
  if (!r.ok) return { ok: false, error: r.error.message };
  const v = r.value;
  return { ok: true, uci: v.uci, scoreCp: v.score, mateIn: v.mateIn, depth: v.depth, nodes: v.nodes };
}

function run(message: Extract<ToWorker, { type: 'pick' | 'go' }>): JobResult {
  if (message.type === 'pick') {
    // The time this message took to arrive (a thread starting up) ran on the mover's clock.
    const arrivedMs = wallNow();
    const lateMs = Math.max(0, arrivedMs - message.sentAtMs);
    const job = message.job;
    const leftMs = Math.max(0, message.deadlineAtMs - arrivedMs - DEADLINE_MARGIN_MS);
    return runLevel(
      { ...job, wtimeMs: job.wtimeMs - lateMs, btimeMs: job.btimeMs - lateMs, maxTimeMs: Math.min(job.maxTimeMs ?? Infinity, leftMs) },
      {},
    );
  }
  const stop = message.stop;
  const hooks: Hooks = {
    shouldStop: () => Atomics.load(stop, 0) !== 0,
    onIteration: (info) => post({ type: 'info', id: message.id, info }),
  };
  return message.job.kind === 'fixed' ? runFixed(message.job.fixed, hooks) : runLevel(message.job.level, hooks);
}

parentPort?.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'newgame':
      searcher.clear();
      return;
    case 'hash':
      searcher = new Searcher({ hashMb: message.mb });
      return;
    case 'pick':
    case 'go': {
      let result: JobResult;
      try {
        result = run(message);
      } catch (e) {
        // A bug, not an expected failure: reported as this job's error; the thread stays usable.
        result = { ok: false, error: `internal error: ${e instanceof Error ? e.message : String(e)}` };
      }
      post({ type: 'done', id: message.id, result });
      return;
    }
  }
});
