/**
 * Runs an exported function of a compiled module on a worker thread, so that a test's
 * `{ timeout }` can fail a call that takes too long: node:test's timeout cannot interrupt
 * synchronous work on the test's own thread (the test would simply run to the end and pass).
 * Not part of the library.
 */
import { Worker } from 'node:worker_threads';

// An eval'd worker is a CommonJS script; the module under test is loaded with import().
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url)
  .then((m) => m[workerData.name](...workerData.args))
  .then(
    (value) => parentPort.postMessage({ value }),
    (e) => parentPort.postMessage({ error: String((e && e.stack) || e) }),
  );
`;

/**
 * Calls `name(...args)` from the module at `moduleUrl` (`new URL('./x.js', import.meta.url)`) on a
 * worker and resolves with its (structured-cloned) return value, or rejects with its error. The
 * worker is unreferenced, and terminated when `signal` aborts (pass the test context's `t.signal`,
 * which aborts when the test times out), so a call the test gave up on neither keeps the process
 * alive nor goes on using a CPU. Arguments and the result must be structured-cloneable.
 */
export function inWorker<T>(moduleUrl: URL, name: string, args: readonly unknown[], signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { url: moduleUrl.href, name, args } });
    worker.unref();
    signal?.addEventListener('abort', () => void worker.terminate(), { once: true });
    worker.once('message', (m: { value?: T; error?: string }) => {
      void worker.terminate();
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.value as T);
    });
    worker.once('error', reject);
  });
}
