/**
 * `BuiltinPicker`: the built-in engine as the server's computer player, off the caller's thread —
 * a `MovePicker` over a small pool of worker threads (engineWorker.ts), started when first
 * needed. Each request goes to a free worker, or waits in line (first come, first served).
 *
 * Guarantees: the request's deadline (`deadlineMs`, from the call to `pick`) is kept — a request
 * still waiting at its deadline fails, and a worker still thinking at it is terminated, replaced
 * by a fresh one, and its request fails (`{ ok: false, error }`); the engine is also told to
 * finish before the deadline and to charge its wait (in line, and for a thread to start) to the
 * mover's clock, so this normally never happens. A worker that crashes is replaced the same way. Idle workers do not
 * keep the process alive. After `close()` every request fails at once.
 */
import { Worker } from 'node:worker_threads';
import { DEFAULT_HASH_MB } from '../search/searcher.js';
import type { MoveAnswer, MovePicker, MoveRequest } from './picker.js';
import type { FromWorker, ToWorker, WorkerSetup } from './workerProtocol.js';

/** What the built-in engine calls itself (`MovePicker.name`, UCI `id name`). */
export const BUILTIN_ENGINE_NAME = 'Flagfall engine 0.2.0';
/** Worker threads in a pool unless told otherwise. */
export const DEFAULT_POOL_SIZE = 2;

/** Options of a `BuiltinPicker`. */
export interface BuiltinPickerOptions {
  /** Worker threads: that many searches at once (default `DEFAULT_POOL_SIZE`, at least 1). */
  readonly size?: number;
  /** Transposition table per worker, MiB (default the searcher's). */
  readonly hashMb?: number;
  /** The worker script (default engineWorker.js beside this module); for tests and embedding. */
  readonly workerUrl?: URL;
}

interface Waiting {
  readonly request: MoveRequest;
  readonly startMs: number;
  readonly resolve: (answer: MoveAnswer) => void;
  timer: NodeJS.Timeout | null;
}

interface Slot {
  worker: Worker | null;
  /** The request it is answering, with its id. */
  job: { readonly id: number; readonly waiting: Waiting } | null;
}

const closedAnswer: MoveAnswer = { ok: false, error: 'the engine is closed' };

/** A pool of engine threads answering move requests. See the file comment. */
export class BuiltinPicker implements MovePicker {
  readonly name = BUILTIN_ENGINE_NAME;
  private readonly slots: Slot[];
  private readonly queue: Waiting[] = [];
  private readonly workerUrl: URL;
  private readonly setup: WorkerSetup;
  private nextId = 1;
  private closed = false;

  /** A pool of `options.size` threads (none started yet). */
  constructor(options: BuiltinPickerOptions = {}) {
    const size = Math.max(1, Math.floor(options.size ?? DEFAULT_POOL_SIZE));
    this.slots = Array.from({ length: size }, () => ({ worker: null, job: null }));
    this.workerUrl = options.workerUrl ?? new URL('./engineWorker.js', import.meta.url);
    this.setup = { hashMb: options.hashMb ?? DEFAULT_HASH_MB };
  }

  /** Chooses a move for `request`, within its deadline; never rejects. */
  pick(request: MoveRequest): Promise<MoveAnswer> {
    if (this.closed) return Promise.resolve(closedAnswer);
    return new Promise((resolve) => {
      const waiting: Waiting = { request, startMs: performance.now(), resolve, timer: null };
      waiting.timer = setTimeout(() => this.expire(waiting), Math.max(0, request.deadlineMs));
      this.queue.push(waiting);
      this.dispatch();
    });
  }

  /** Fails every request and stops every thread. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) this.settle(w, closedAnswer);
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job !== null) this.settle(slot.job.waiting, closedAnswer);
        slot.job = null;
        const worker = slot.worker;
        slot.worker = null;
        if (worker !== null) await worker.terminate();
      }),
    );
  }

  private settle(waiting: Waiting, answer: MoveAnswer): void {
    if (waiting.timer !== null) clearTimeout(waiting.timer);
    waiting.timer = null;
    waiting.resolve(answer);
  }

  /** The deadline passed: a waiting request fails; a running one fails and its worker is replaced. */
  private expire(waiting: Waiting): void {
    waiting.timer = null;
    const at = this.queue.indexOf(waiting);
    if (at >= 0) {
      this.queue.splice(at, 1);
      waiting.resolve({ ok: false, error: `no engine thread was free within the deadline (${waiting.request.deadlineMs} ms)` });
      return;
    }
    const slot = this.slots.find((s) => s.job?.waiting === waiting);
    if (slot === undefined) return;
    slot.job = null;
    this.replace(slot);
    waiting.resolve({
      ok: false,
      error: `the engine did not answer within the deadline (${waiting.request.deadlineMs} ms); its thread was restarted`,
    });
    this.dispatch();
  }

  /** Terminates a slot's worker (if any); the next job starts a fresh one. */
  private replace(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    if (worker !== null) {
      worker.removeAllListeners();
      // A failure to terminate is a thread already gone.
      worker.terminate().catch(() => undefined);
    }
  }

  private start(slot: Slot): Worker {
    const worker = new Worker(this.workerUrl, { workerData: this.setup });
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'done' || slot.job === null || slot.job.id !== message.id) return;
      const waiting = slot.job.waiting;
      slot.job = null;
      worker.unref();
      const r = message.result;
      this.settle(waiting, r.ok ? { ok: true, uci: r.uci, scoreCp: r.scoreCp } : { ok: false, error: r.error });
      this.dispatch();
    });
    const fail = (why: string): void => {
      if (slot.worker !== worker) return;
      const job = slot.job;
      slot.job = null;
      this.replace(slot);
      if (job !== null) this.settle(job.waiting, { ok: false, error: `the engine thread failed: ${why}` });
      this.dispatch();
    };
    worker.on('error', (e) => fail(e.message));
    worker.on('exit', (code) => fail(`exit code ${code}`));
    worker.unref();
    return worker;
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job !== null) continue;
      const waiting = this.queue.shift()!;
      const r = waiting.request;
      const waitedMs = performance.now() - waiting.startMs;
      const id = this.nextId++;
      const worker = slot.worker ?? (slot.worker = this.start(slot));
      slot.job = { id, waiting };
      worker.ref();
      const wallMs = performance.timeOrigin + performance.now();
      const message: ToWorker = {
        type: 'pick',
        id,
        job: {
          fen: r.initialFen,
          moves: r.moves,
          level: r.level,
          // The clock ran while the request waited in line; only the mover's clock is read, so both are charged.
          wtimeMs: r.wtimeMs - waitedMs,
          btimeMs: r.btimeMs - waitedMs,
          wincMs: r.wincMs,
          bincMs: r.bincMs,
        },
        sentAtMs: wallMs,
        deadlineAtMs: wallMs + r.deadlineMs - waitedMs,
      };
      worker.postMessage(message);
    }
  }
}
