/**
 * A group of forked worker processes spoken to over IPC: send to all, then wait for one message
 * of a given type from each. A worker's `fatal` message or an unexpected exit rejects every wait,
 * so a crash of the load ends the run with an error instead of a hang.
 */
import { fork, type ChildProcess } from 'node:child_process';

type Message = { readonly type: string };

export class Children<In extends Message, Out extends Message> {
  private readonly children: ChildProcess[] = [];
  private readonly inbox: Out[][] = [];
  private readonly waiters: (() => void)[] = [];
  private failure: Error | null = null;
  private finished = false;

  constructor(script: string, count: number) {
    for (let i = 0; i < count; i++) {
      // The parent's --flags (a debugger, say) stay with the parent.
      const child = fork(script, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      this.inbox.push([]);
      child.on('message', (m: Out) => {
        if (m.type === 'fatal') this.fail(new Error(`worker ${i} failed: ${(m as Message & { message?: string }).message ?? ''}`));
        else this.inbox[i]!.push(m);
        this.wake();
      });
      child.on('exit', (code, signal) => {
        if (!this.finished && code !== 0) this.fail(new Error(`worker ${i} exited (${code ?? signal})`));
        this.wake();
      });
      this.children.push(child);
    }
  }

  private fail(e: Error): void {
    this.failure ??= e;
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Sends `message` to child `i`. */
  send(i: number, message: In): void {
    this.children[i]!.send(message);
  }

  broadcast(message: In): void {
    for (let i = 0; i < this.children.length; i++) this.send(i, message);
  }

  get size(): number {
    return this.children.length;
  }

  /** One message of `type` from every child, in child order (waits at most `timeoutMs`). */
  async collect<T extends Out['type']>(type: T, timeoutMs: number): Promise<Extract<Out, { type: T }>[]> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      if (this.failure !== null) throw this.failure;
      const found = this.inbox.map((box) => box.findIndex((m) => m.type === type));
      if (found.every((i) => i >= 0)) {
        return found.map((at, child) => this.inbox[child]!.splice(at, 1)[0] as Extract<Out, { type: T }>);
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`workers: no '${type}' from every worker in ${Math.round(timeoutMs / 1000)} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The workers are done: their exits are no failure; the stragglers are killed after `graceMs`. */
  async finish(graceMs = 3_000): Promise<void> {
    this.finished = true;
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }

  /** Kills every child now (after a failure). */
  kill(): void {
    this.finished = true;
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
  }
}
