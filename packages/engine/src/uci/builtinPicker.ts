/**
 * The built-in engine as the computer player: a `MovePicker` over a small pool of worker threads
 * (started on first use), each choosing moves with `chooseMove`. Requests beyond the pool wait
 * their turn, and the time they wait is taken from the mover's clock before they are sent (the
 * clock runs meanwhile). A worker that has not answered by the request's deadline is terminated
 * and replaced, and the request fails; nothing here ever blocks the caller's thread.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { MoveAnswer, MovePicker, MoveRequest } from './picker.js';
import type { WorkerAnswer, WorkerJob } from './builtinWorker.js';

export const BUILTIN_ENGINE_NAME = 'Flagfall engine 0.2.0';

export interface BuiltinPickerOptions {
  /** Worker threads (default 2): that many searches at once. */
  readonly size?: number;
}

interface Pending {
  readonly request: MoveRequest;
  readonly queuedAt: number;
  readonly resolve: (answer: MoveAnswer) => void;
}

interface Slot {
  worker: Worker | null;
  busy: { readonly id: number; readonly resolve: (a: MoveAnswer) => void; readonly timer: NodeJS.Timeout } | null;
}

export class BuiltinPicker implements MovePicker {
  readonly name = BUILTIN_ENGINE_NAME;
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(options: BuiltinPickerOptions = {}) {
    const size = Math.max(1, Math.floor(options.size ?? 2));
    this.slots = Array.from({ length: size }, () => ({ worker: null, busy: null }));
  }

  pick(request: MoveRequest): Promise<MoveAnswer> {
    if (this.closed) return Promise.resolve({ ok: false, error: 'the engine is closed' });
    return new Promise((resolve) => {
      this.queue.push({ request, queuedAt: performance.now(), resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.resolve({ ok: false, error: 'the engine is closed' });
    await Promise.all(
      this.slots.map(async (s) => {
        if (s.busy !== null) {
          clearTimeout(s.busy.timer);
          s.busy.resolve({ ok: false, error: 'the engine is closed' });
          s.busy = null;
        }
        const w = s.worker;
        s.worker = null;
        if (w !== null) await w.terminate();
      }),
    );
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.busy !== null) continue;
      const p = this.queue.shift()!;
      const waitedMs = performance.now() - p.queuedAt;
      const r = p.request;
      const leftMs = r.deadlineMs - waitedMs;
      if (leftMs <= 0) {
        p.resolve({ ok: false, error: `no engine was free within the deadline (${Math.round(r.deadlineMs)} ms)` });
        continue;
      }
      // The clock ran while the request waited: the mover has that much less.
      const whiteToMove = sideToMove(r) === 'white';
      const job: WorkerJob = {
        id: this.nextId++,
        request: {
          fen: r.initialFen,
          moves: r.moves,
          level: r.level,
          wtimeMs: Math.max(0, r.wtimeMs - (whiteToMove ? waitedMs : 0)),
          btimeMs: Math.max(0, r.btimeMs - (whiteToMove ? 0 : waitedMs)),
          wincMs: r.wincMs,
          bincMs: r.bincMs,
          maxTimeMs: Math.max(0, leftMs - 50),
        },
      };
      const worker = this.workerOf(slot);
      const timer = setTimeout(() => {
        // Hung past its deadline: replaced, and the request fails.
        slot.busy = null;
        slot.worker = null;
        void worker.terminate();
        p.resolve({ ok: false, error: `the engine did not answer within ${Math.round(r.deadlineMs)} ms` });
        this.dispatch();
      }, leftMs);
      slot.busy = { id: job.id, resolve: p.resolve, timer };
      worker.postMessage(job);
    }
  }

  private workerOf(slot: Slot): Worker {
    if (slot.worker !== null) return slot.worker;
    const worker = new Worker(new URL('./builtinWorker.js', import.meta.url));
    worker.unref();
    worker.on('message', (a: WorkerAnswer) => {
      const busy = slot.busy;
      if (slot.worker !== worker || busy === null || busy.id !== a.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      busy.resolve(a.ok ? { ok: true, uci: a.uci, scoreCp: a.scoreCp } : { ok: false, error: a.error });
      this.dispatch();
    });
    const lost = (why: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const busy = slot.busy;
      slot.busy = null;
      if (busy !== null) {
        clearTimeout(busy.timer);
        busy.resolve({ ok: false, error: `the engine's worker stopped: ${why}` });
      }
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (e) => lost(e.message));
    worker.on('exit', (code) => lost(`exit ${code}`));
    slot.worker = worker;
    return worker;
  }
}

/** The side to move after the request's moves: the FEN's side, flipped once per move. */
function sideToMove(r: MoveRequest): 'white' | 'black' {
  const first = r.initialFen === null ? 'w' : (r.initialFen.split(' ')[1] ?? 'w');
  const whiteFirst = first === 'w';
  return (r.moves.length % 2 === 0) === whiteFirst ? 'white' : 'black';
}
