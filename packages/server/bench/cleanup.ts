/**
 * What an interrupted run must undo (Ctrl-C, SIGTERM): kill the server, the echo server and the
 * workers it started, remove the temporary database, drop the PostgreSQL schema. Each step that
 * sets something up registers its undoing here and removes it once it undid it itself. Mutable.
 */
export class Cleanup {
  private readonly tasks = new Set<() => void | Promise<void>>();

  /** Registers an undoing; returns the function that unregisters it. */
  add(task: () => void | Promise<void>): () => void {
    this.tasks.add(task);
    return () => {
      this.tasks.delete(task);
    };
  }

  /** Runs every registered undoing (each at most `timeoutMs`), newest first. */
  async runAll(timeoutMs = 5_000): Promise<void> {
    const tasks = [...this.tasks].reverse();
    this.tasks.clear();
    for (const task of tasks) {
      try {
        await Promise.race([task(), new Promise((r) => setTimeout(r, timeoutMs))]);
      } catch {
        // Best effort: the run is being abandoned anyway.
      }
    }
  }
}
