/**
 * Group commit: every write asked for during one turn of the event loop goes to storage in one
 * transaction, and each caller's promise resolves only once that transaction is durable. While
 * one transaction runs, the next batch collects.
 */
import type { Storage, WriteOp } from './storage/types.js';

interface Waiting {
  readonly ops: readonly WriteOp[];
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

export class GroupCommitter {
  private queue: Waiting[] = [];
  private scheduled = false;
  private running: Promise<void> | null = null;
  /** Transactions committed and ops written (for the benchmark report). */
  readonly stats = { transactions: 0, ops: 0 };

  constructor(private readonly storage: Storage) {}

  /** Writes `ops` in the next group transaction; resolves once it is committed. */
  commit(ops: readonly WriteOp[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ops, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running !== null) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const ops = batch.flatMap((w) => w.ops);
    this.running = this.storage.commit(ops);
    try {
      await this.running;
      this.stats.transactions++;
      this.stats.ops += ops.length;
      for (const w of batch) w.resolve();
    } catch (e) {
      for (const w of batch) w.reject(e);
    } finally {
      this.running = null;
      if (this.queue.length > 0) this.schedule();
    }
  }

  /** Resolves once everything asked for so far is committed (or failed). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.running !== null || this.scheduled) {
      if (this.running !== null) await this.running.catch(() => undefined);
      else await new Promise((r) => setImmediate(r));
    }
  }
}
