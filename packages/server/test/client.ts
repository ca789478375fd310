/**
 * Test support: a real WebSocket client of the server that records every message and waits for
 * the one a test expects (never sleeping: it resolves on the message or fails after a timeout),
 * and a real server process on an ephemeral port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { parseServerMessage, type ClientMessage, type ServerMessage } from '@flagfall/protocol';

/** The repository root (tests run from packages/server/build/test). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
export const SERVER_BIN = join(ROOT, 'packages', 'server', 'bin', 'flagfall-server.js');

export class TestClient {
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  /** The guest cookie the server set in the upgrade response (`ff_guest=…`), if it set one. */
  guestCookie: string | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const parsed = parseServerMessage(String(data));
      if (!parsed.ok) throw new Error(`the server sent an invalid message: ${parsed.error.message}: ${String(data).slice(0, 200)}`);
      const m = parsed.value;
      this.messages.push(m);
      for (const w of [...this.waiters]) {
        if (w.test(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Connects to `url` (http://…) with optional headers (a cookie, a Bearer token). */
  static async connect(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers });
    const client = new TestClient(ws);
    ws.on('upgrade', (res) => {
      const set = res.headers['set-cookie'];
      const guest = (Array.isArray(set) ? set : []).find((c) => c.startsWith('ff_guest='));
      if (guest !== undefined) client.guestCookie = guest.split(';')[0]!;
    });
    await once(ws, 'open');
    await client.next((m) => m.type === 'welcome');
    return client;
  }

  send(m: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }

  sendRaw(text: string | Buffer): void {
    this.ws.send(text);
  }

  /** The first message already received or still to come that satisfies `test`, after index `from`. */
  next<T extends ServerMessage>(test: (m: ServerMessage) => m is T, timeoutMs?: number, from?: number): Promise<T>;
  next(test: (m: ServerMessage) => boolean, timeoutMs?: number, from?: number): Promise<ServerMessage>;
  next(test: (m: ServerMessage) => boolean, timeoutMs = 10_000, from = 0): Promise<ServerMessage> {
    const seen = this.messages.slice(from).find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(
            `timed out waiting for a message; got: ${this.messages
              .slice(-5)
              .map((x) => JSON.stringify(x).slice(0, 200))
              .join(' | ')}`,
          ),
        );
      }, timeoutMs);
      const done = (m: ServerMessage) => {
        clearTimeout(timer);
        resolve(m);
      };
      this.waiters.push({ test, resolve: done });
    });
  }

  /** Waits for a message that arrives after this call (ignores what came before). */
  nextNew<T extends ServerMessage>(test: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  nextNew(test: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  nextNew(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return this.next(test, timeoutMs, this.messages.length);
  }

  close(): void {
    this.ws.close();
  }
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly stderr: () => string;
  /** Resolves with the exit code once the process ends. */
  readonly exited: Promise<number | null>;
}

/**
 * Starts `flagfall-server serve --port 0 --db <db> …args` and waits until it listens. Unless `env`
 * or `args` say otherwise, it serves no web client (`FLAGFALL_WEB_ROOT` empty), so what a test
 * sees does not depend on whether packages/web has been built; `env` entries that are undefined
 * are removed from the environment.
 */
export async function startServerProcess(
  db: string,
  env: Record<string, string | undefined> = {},
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const merged: Record<string, string | undefined> = { ...process.env, FLAGFALL_WEB_ROOT: '', ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn(process.execPath, [SERVER_BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', db, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: merged,
  });
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 20_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(err);
      if (m !== null) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${err}`));
    });
  });
  return { url, child, stderr: () => err, exited };
}

/** Registers an account over HTTP and returns its session cookie header. */
export async function register(url: string, username: string, password = 'correct horse battery'): Promise<string> {
  const res = await fetch(`${url}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie');
  if (cookie === null) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
