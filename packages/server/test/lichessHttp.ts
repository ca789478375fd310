/**
 * Test support for the lichess-compatible API: a real server process with accounts made by the
 * CLI (`user add`, as an operator would), plain HTTP requests with exactly the headers and bodies
 * a client sends (no content type added behind the test's back, as `fetch` would), and NDJSON
 * streams whose lines — keep-alive empty lines included, with the instant each arrived — a test
 * waits on without sleeping.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { SERVER_BIN, startServerProcess, type ServerProcess } from './client.js';

const execFileAsync = promisify(execFile);

/** An account and its personal API token. */
export interface Account {
  readonly username: string;
  readonly token: string;
}

/** A server process on its own SQLite file in a temporary directory. */
export class LichessServer {
  private constructor(
    readonly process: ServerProcess,
    readonly db: string,
    private readonly dir: string,
  ) {}

  get url(): string {
    return this.process.url;
  }

  /** Starts a server with `serve` options `args` (`--engine builtin` …). */
  static async start(args: readonly string[] = []): Promise<LichessServer> {
    const dir = mkdtempSync(join(tmpdir(), 'flagfall-lichess-'));
    const db = join(dir, 'db.sqlite');
    return new LichessServer(await startServerProcess(db, {}, args), db, dir);
  }

  /** `flagfall user add NAME [--bot]` while the server runs: the account and its token. */
  async user(name: string, o: { bot?: boolean } = {}): Promise<Account> {
    const args = [SERVER_BIN, 'user', 'add', name, ...(o.bot === true ? ['--bot'] : []), '--db', this.db];
    const { stdout } = await execFileAsync(process.execPath, args, { encoding: 'utf8' });
    return JSON.parse(stdout) as Account;
  }

  /** Stops the process (SIGKILL: nothing of this test's is kept) and removes its files. */
  async stop(): Promise<void> {
    this.process.child.kill('SIGKILL');
    await this.process.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** What a request sends: a token, headers, and at most one body (JSON, form, or raw text with no content type). */
export interface Send {
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, string>>;
  readonly raw?: string;
}

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

function headersAndBody(o: Send): { headers: Record<string, string>; body: string | null } {
  const headers: Record<string, string> = {};
  if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
  let body: string | null = null;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = 'application/json';
  } else if (o.form !== undefined) {
    body = new URLSearchParams(o.form as Record<string, string>).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (o.raw !== undefined) body = o.raw;
  Object.assign(headers, o.headers);
  // python-requests sends a length even for an empty POST body; so do we.
  headers['content-length'] = String(Buffer.byteLength(body ?? ''));
  return { headers, body };
}

function open(base: string, method: string, path: string, o: Send): Promise<IncomingMessage> {
  const { headers, body } = headersAndBody(o);
  return new Promise((resolve, reject) => {
    // A connection of its own (agent: false), so closing a stream closes exactly its socket.
    const req = request(`${base}${path}`, { method, headers, agent: false }, resolve);
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** One request, its whole answer read. */
export async function call(base: string, method: 'GET' | 'POST', path: string, o: Send = {}): Promise<Answer> {
  const res = await open(base, method, path, o);
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode ?? 0, headers: res.headers, text, json };
}

/** A line of a stream: its JSON value (null for a keep-alive empty line) and when it arrived. */
export interface Line {
  readonly value: Record<string, unknown> | null;
  readonly atMs: number;
}

export type Json = Record<string, unknown>;

/** An NDJSON response read as it comes. */
export class Stream {
  readonly lines: Line[] = [];
  /** When the response's headers arrived. */
  readonly openedAtMs = performance.now();
  /** Resolves when the server ends the stream or the connection closes. */
  readonly closed: Promise<void>;
  private isClosed = false;
  private waiters: { test: (v: Json) => boolean; from: number; resolve: (v: Json) => void }[] = [];
  private closeWaiters: (() => void)[] = [];
  private lineWaiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly res: IncomingMessage) {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const text = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        this.push(text.trim() === '' ? null : (JSON.parse(text) as Json));
      }
    });
    this.closed = new Promise((resolve) => {
      const done = () => {
        this.isClosed = true;
        for (const w of this.closeWaiters.splice(0)) w();
        resolve();
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
  }

  get status(): number {
    return this.res.statusCode ?? 0;
  }

  get headers(): IncomingHttpHeaders {
    return this.res.headers;
  }

  get ended(): boolean {
    return this.isClosed;
  }

  /** The JSON lines so far (keep-alive lines left out). */
  get values(): Json[] {
    return this.lines.flatMap((l) => (l.value === null ? [] : [l.value]));
  }

  private push(value: Json | null): void {
    this.lines.push({ value, atMs: performance.now() });
    for (const w of this.lineWaiters.filter((x) => this.lines.length >= x.count)) {
      this.lineWaiters.splice(this.lineWaiters.indexOf(w), 1);
      w.resolve();
    }
    if (value === null) return;
    const index = this.values.length - 1;
    for (const w of [...this.waiters]) {
      if (index >= w.from && w.test(value)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(value);
      }
    }
  }

  /** The first JSON line at or after index `from` (of `values`) that passes `test`, waiting up to `timeoutMs`. */
  next(test: (v: Json) => boolean, timeoutMs = 10_000, from = 0): Promise<Json> {
    const seen = this.values.slice(from).find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        const last = this.values.slice(-4).map((v) => JSON.stringify(v).slice(0, 300));
        reject(new Error(`timed out waiting for a stream line; last lines: ${last.join(' | ')}`));
      }, timeoutMs);
      const done = (v: Json) => {
        clearTimeout(timer);
        resolve(v);
      };
      this.waiters.push({ test, from, resolve: done });
    });
  }

  /**
   * Runs `action`, then gives the first JSON line that arrived once it began and passes `test`: a
   * server may write the line before it answers the request (a move's state, an offer), so waiting
   * only after the answer (`nextNew`) can miss it.
   */
  async nextAfter(action: () => Promise<unknown>, test: (v: Json) => boolean, timeoutMs = 10_000): Promise<Json> {
    const from = this.values.length;
    await action();
    return this.next(test, timeoutMs, from);
  }

  /** The next JSON line arriving after this call that passes `test`. */
  nextNew(test: (v: Json) => boolean, timeoutMs = 10_000): Promise<Json> {
    return this.next(test, timeoutMs, this.values.length);
  }

  /** Waits until `count` lines (empty ones included) have arrived, failing after `timeoutMs`. */
  lineCount(count: number, timeoutMs: number): Promise<void> {
    if (this.lines.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${this.lines.length} of ${count} lines arrived`)), timeoutMs);
      this.lineWaiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Resolves once the stream is closed, failing after `timeoutMs`. */
  whenClosed(timeoutMs = 10_000): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the stream stayed open')), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The client goes away (the socket is closed). */
  close(): void {
    this.res.destroy();
  }
}

/** Opens a stream; a non-200 answer is returned as an `Answer` instead. */
export async function stream(base: string, method: 'GET' | 'POST', path: string, o: Send = {}): Promise<Stream> {
  const res = await open(base, method, path, o);
  return new Stream(res);
}

/** Moves of a game stream's latest state: `gameFull.state.moves` or `gameState.moves`. */
export function movesOf(line: Json): string {
  const state = line.type === 'gameFull' ? (line.state as Json) : line;
  return String(state.moves);
}

/** A line of type `type` (and `extra`). */
export const typed =
  (type: string, extra: (v: Json) => boolean = () => true) =>
  (v: Json): boolean =>
    v.type === type && extra(v);

/** A gameState whose moves are exactly `moves` (space-separated UCI). */
export const stateWith = (moves: string) => typed('gameState', (v) => v.moves === moves);

/** A gameState whose status is no longer `started`. */
export const finalState = typed('gameState', (v) => v.status !== 'started');

export const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'] as const;
