/**
 * The worker threads of `flagfall rejudge --jobs N`: each judges the games it is sent
 * (rejudgeWorker.ts), in order, and answers with the outcome; a game goes to the thread with the
 * fewest games in hand. When a thread dies (a crash, running out of memory), the game it was
 * judging — its oldest in hand — is unreadable, naming the error, and a fresh thread takes the
 * rest, so the run goes on. A thread that dies before it is ready (it cannot start) is not
 * replaced: when none is left, every game comes back unreadable with its error.
 */
import { Worker } from 'node:worker_threads';
import type { CheckmateOptions, PgnGame } from '@flagfall/core';
import { internalError } from './rejudgeJudge.js';
import type { Outcome, Timeout } from './rejudgeJudge.js';

/** What a worker starts with: the ruleset's name and the analysis' budget and mode. */
export interface WorkerSetup {
  readonly rules: string;
  readonly analysis: CheckmateOptions;
}

/** A game to judge. */
export interface JudgeRequest {
  readonly seq: number;
  readonly game: PgnGame;
  readonly timeout: Timeout | null;
}

/** A worker's answer. */
export interface JudgeResponse {
  readonly seq: number;
  readonly outcome: Outcome;
}

/** What a worker sends: `ready` once it has started, then the answers. */
export type FromWorker = { readonly ready: true } | JudgeResponse;

interface InHand {
  readonly request: JudgeRequest;
  readonly answer: (outcome: Outcome) => void;
}

interface Thread {
  readonly worker: Worker;
  /** The games in hand, oldest first: sequence number → the request and how to answer it. */
  readonly inHand: Map<number, InHand>;
  /** Whether it said it has started. */
  ready: boolean;
}

/** A fixed number of judging threads. Call `close` when done (the threads keep the process alive). */
export class JudgePool {
  private readonly threads: Thread[] = [];
  private seq = 0;
  private closing = false;
  /** Why no thread can start (then every game is unreadable with it), or null. */
  private broken: Outcome | null = null;

  /** Starts `size` threads with `setup`; `workerUrl` is the script (tests may give another). */
  constructor(
    size: number,
    private readonly setup: WorkerSetup,
    private readonly workerUrl: URL = new URL('./rejudgeWorker.js', import.meta.url),
  ) {
    for (let i = 0; i < size; i++) this.threads.push(this.start());
  }

  /** Judges one game on the thread with the fewest in hand. */
  judge(game: PgnGame, timeout: Timeout | null): Promise<Outcome> {
    const request: JudgeRequest = { seq: this.seq++, game, timeout };
    return new Promise((answer) => this.send({ request, answer }));
  }

  /** Hands a game to the thread with the fewest in hand. */
  private send(job: InHand): void {
    if (this.broken !== null || this.threads.length === 0) {
      job.answer(this.broken ?? { kind: 'unreadable', reason: internalError(new Error('no judging thread')) });
      return;
    }
    let thread = this.threads[0]!;
    for (const t of this.threads) if (t.inHand.size < thread.inHand.size) thread = t;
    thread.inHand.set(job.request.seq, job);
    thread.worker.postMessage(job.request);
  }

  /** Stops every thread. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private start(): Thread {
    const worker = new Worker(this.workerUrl, { workerData: this.setup });
    const thread: Thread = { worker, inHand: new Map(), ready: false };
    worker.on('message', (message: FromWorker) => {
      if ('ready' in message) {
        thread.ready = true;
        return;
      }
      const job = thread.inHand.get(message.seq);
      thread.inHand.delete(message.seq);
      job?.answer(message.outcome);
    });
    // 'error' (an uncaught exception, out of memory) comes before 'exit', possibly before the
    // thread's last messages are delivered; by 'exit' they all are (Node drains the ports first),
    // so the thread's end is handled there, with the error when there was one.
    let error: Error | null = null;
    const died = (why: Error): void => {
      if (this.closing) return;
      const i = this.threads.indexOf(thread);
      if (i < 0) return;
      const failed: Outcome = { kind: 'unreadable', reason: internalError(why) };
      const jobs = [...thread.inHand.values()];
      thread.inHand.clear();
      if (thread.ready) {
        this.threads[i] = this.start();
        jobs.shift()?.answer(failed);
      } else {
        this.threads.splice(i, 1);
        if (this.threads.length === 0) this.broken = failed;
      }
      for (const job of jobs) this.send(job);
    };
    worker.on('error', (e) => {
      error = new Error(`a judging thread failed: ${e instanceof Error ? e.message : String(e)}`);
    });
    worker.on('exit', (code) => died(error ?? new Error(`a judging thread stopped (exit code ${code})`)));
    return thread;
  }
}
