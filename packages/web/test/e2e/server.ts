/**
 * A real Flagfall server process for the end-to-end tests and the web bench: `flagfall-server
 * serve` on an ephemeral port of 127.0.0.1, with a fresh SQLite file in a temporary folder and
 * the built web client (`--web packages/web/dist`). It reports its address on stderr
 * ("… listening on http://127.0.0.1:PORT …"), which is how the port is learnt.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (compiled to packages/web/build/test/e2e/). */
export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
/** The server's command line entry. */
export const SERVER_BIN = join(ROOT, 'packages', 'server', 'bin', 'flagfall-server.js');
/** The built web client the server is asked to serve. */
export const WEB_DIST = join(ROOT, 'packages', 'web', 'dist');

function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'packages', 'web', 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no repository root above ${from}`);
    dir = up;
  }
  return dir;
}

/** A running server process; `stop()` ends it (SIGTERM, then SIGKILL after 10 s) and deletes its database. */
export interface ServerProcess {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stderr so far (its log). */
  readonly log: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the server and resolves once it listens. Fails with the server's own words when it
 * exits first (an older server that does not know `--web` says "unknown option --web").
 */
export async function startServer(o: { readonly web?: string; readonly env?: Record<string, string> } = {}): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-e2e-db-'));
  const args = [SERVER_BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', join(dir, 'e2e.sqlite'), '--web', o.web ?? WEB_DIST];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...o.env } });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within 20 s:\n${log}`)), 20_000);
      child.stderr.on('data', (d: Buffer) => {
        log += d.toString();
        const m = /listening on (http:\/\/[^\s]+)/.exec(log);
        if (m !== null) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening; it said:\n${log}`));
      });
    });
  } catch (e) {
    child.kill('SIGKILL');
    cleanup();
    throw e;
  }
  return {
    url,
    child,
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      cleanup();
    },
  };
}
