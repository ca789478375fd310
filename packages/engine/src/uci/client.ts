/**
 * `UciEngine`: any UCI engine (Stockfish, Flagfall's own, a test fixture) run as a child process
 * and spoken to through the protocol — handshake, options, positions, searches — with a time
 * limit on every wait. Failures are `UciError` values; a hung engine is killed, a dead one is
 * started again by the next call, and none outlives `close()`.
 *
 * ```ts
 * const engine = new UciEngine({ command: '/usr/games/stockfish', options: { 'Skill Level': 0 } });
 * const found = await engine.search({ fen: null, moves: ['e2e4'], limits: { depth: 8 }, timeoutMs: 5000 });
 * if (found.ok) console.log(found.value.bestMove);
 * await engine.close();
 * ```
 */
import { err, ok, type Result } from '@flagfall/core';
import { EngineProcess } from './engineProcess.js';
import { checkGoLimits, checkPosition, makeGo, makePosition, makeSetOption, type GoLimits } from './engineInput.js';
import { parseBestMove, parseId, parseInfo, parseOption, type SearchInfo, type UciOption } from './engineOutput.js';
import { resolveOption, type OptionValue } from './options.js';
import { describeExit, type ExitInfo, type UciError, type UciWait } from './uciError.js';

/** Default wait for `uciok` after starting. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;
/** Default wait for `readyok`. */
export const DEFAULT_READY_TIMEOUT_MS = 5_000;
/** Default wait between `quit` and SIGKILL in `close()`. */
export const DEFAULT_QUIT_GRACE_MS = 500;

export type { OptionValue } from './options.js';

/** How to run an engine. */
export interface UciEngineOptions {
  /** The program (a path, or a name looked up in PATH) and its arguments; no shell is involved. */
  readonly command: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Options set after every start, before the first search (and again after a restart). */
  readonly options?: Readonly<Record<string, OptionValue>>;
  readonly handshakeTimeoutMs?: number;
  readonly readyTimeoutMs?: number;
  readonly quitGraceMs?: number;
  /** Every line sent (`to`) and received (`from`), for logs. */
  readonly onLine?: (direction: 'to' | 'from', line: string) => void;
  /** Called when a process ends, whoever ended it. */
  readonly onExit?: (exit: ExitInfo) => void;
}

/** What the engine said about itself in the handshake. */
export interface EngineIdentity {
  /** `id name` (the command when the engine gave none). */
  readonly name: string;
  readonly author: string | null;
  /** Declared options by lower-case name (UCI option names are case-insensitive). */
  readonly options: ReadonlyMap<string, UciOption>;
}

/** One search: the position (a FEN or null for the start, then moves) and its limits. */
export interface SearchRequest {
  readonly fen: string | null;
  readonly moves: readonly string[];
  readonly limits: GoLimits;
  /** How long to wait for `bestmove` after `go`; past it the engine is killed and the search fails with `timeout`. */
  readonly timeoutMs: number;
  /** Each `info` line as it comes. */
  readonly onInfo?: (info: SearchInfo) => void;
}

/** A finished search. */
export interface SearchResult {
  /** The move, or null when the engine said there is none (`bestmove (none)` or `0000`). */
  readonly bestMove: string | null;
  readonly ponder: string | null;
  /** The last values seen for the main line (multipv 1): depth, score, nodes, nps, pv. */
  readonly info: SearchInfo;
  /** From writing `go` to reading `bestmove`, on the monotonic clock. */
  readonly elapsedMs: number;
}

/** Where an engine stands. */
export type EngineState = 'stopped' | 'starting' | 'ready' | 'searching' | 'closed';

interface Waiter {
  readonly what: UciWait;
  readonly onLine: (line: string) => boolean;
  readonly fail: (error: UciError) => void;
}

/**
 * A UCI engine process and its protocol state. Mutable; calls are queued and run one at a time in
 * call order (`stop()` and `close()` act at once). Guarantees: every call resolves to a `Result`
 * (none throws or rejects); each wait has a time limit after which the process is killed; a dead
 * process is restarted, options included, by the next call; after `close()` resolves no process
 * started by this object is running and every later call fails with `closed`.
 */
export class UciEngine {
  private proc: EngineProcess | null = null;
  private readonly dying = new Set<Promise<ExitInfo>>();
  private waiter: Waiter | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private id: EngineIdentity | null = null;
  /** Options set on the running process (by lower-case name), re-sent after a restart. */
  private readonly optionValues = new Map<string, { readonly name: string; readonly value: string | undefined }>();
  private current: EngineState = 'stopped';
  /** Whether the constructor's options were taken over into `optionValues` (at the first handshake). */
  private configured = false;
  private lastExit: ExitInfo | null = null;
  private readonly options: UciEngineOptions;

  constructor(options: UciEngineOptions) {
    this.options = options;
  }

  /** A started engine, or why it could not start (the process is then gone). */
  static async start(options: UciEngineOptions): Promise<Result<UciEngine, UciError>> {
    const engine = new UciEngine(options);
    const started = await engine.start();
    if (started.ok) return ok(engine);
    await engine.close();
    return started;
  }

  /** The handshake's identity, once an engine has started. */
  get identity(): EngineIdentity | null {
    return this.id;
  }

  /** The engine's `id name`, or its command before the first start. */
  get name(): string {
    return this.id?.name ?? this.options.command;
  }

  get state(): EngineState {
    return this.current;
  }

  /** The running process's id, if one runs. */
  get pid(): number | undefined {
    return this.proc?.running === true ? this.proc.pid : undefined;
  }

  /** Starts the engine if it is not running (handshake, options, `isready`); its identity. */
  start(): Promise<Result<EngineIdentity, UciError>> {
    return this.exclusive(() => this.ensureStarted());
  }

  /** Kills the process if it runs and starts a new one; the options set so far are set again. */
  restart(): Promise<Result<EngineIdentity, UciError>> {
    return this.exclusive(() => {
      this.discard();
      return this.ensureStarted();
    });
  }

  /**
   * Sets an option the engine declared; `value` undefined for a button. The value is checked
   * against the declaration (spin range, check, combo values). Not sent again when unchanged.
   */
  setOption(name: string, value?: OptionValue): Promise<Result<void, UciError>> {
    return this.exclusive(async () => {
      const started = await this.ensureStarted();
      if (!started.ok) return started;
      const checked = this.checkOption(name, value);
      if (!checked.ok) return checked;
      const { declared, text } = checked.value;
      const key = declared.toLowerCase();
      if (text !== undefined && this.optionValues.get(key)?.value === text) return ok(undefined);
      this.send(makeSetOption(declared, text));
      if (text !== undefined) this.optionValues.set(key, { name: declared, value: text });
      return ok(undefined);
    });
  }

  /** `ucinewgame` then `isready`: the engine forgets the previous game (hash, history). */
  newGame(): Promise<Result<void, UciError>> {
    return this.exclusive(async () => {
      const started = await this.ensureStarted();
      if (!started.ok) return started;
      this.send('ucinewgame');
      return this.sync();
    });
  }

  /** `isready` → `readyok`: the engine has processed everything sent so far. */
  isReady(): Promise<Result<void, UciError>> {
    return this.exclusive(async () => {
      const started = await this.ensureStarted();
      return started.ok ? this.sync() : started;
    });
  }

  /** Sends the position and `go`, and waits for `bestmove` (at most `timeoutMs`). */
  search(request: SearchRequest): Promise<Result<SearchResult, UciError>> {
    return this.exclusive(async () => {
      const bad = checkPosition(request.fen, request.moves) ?? checkGoLimits(request.limits);
      if (bad !== null) return err({ code: 'bad_argument', message: bad });
      const started = await this.ensureStarted();
      if (!started.ok) return started;
      let info: SearchInfo = {};
      this.send(makePosition(request.fen, request.moves));
      this.current = 'searching';
      const startedAt = performance.now();
      const answer = this.waitFor('bestmove', request.timeoutMs, (line) => {
        const i = parseInfo(line);
        if (i !== null) {
          if ((i.multipv ?? 1) === 1) info = { ...info, ...i };
          request.onInfo?.(i);
          return undefined;
        }
        return parseBestMove(line) ?? undefined;
      });
      this.send(makeGo(request.limits));
      const found = await answer;
      const elapsedMs = performance.now() - startedAt;
      // `state`, not `current`: the await may have moved it on (an exit, close()).
      if (this.state === 'searching') this.current = 'ready';
      if (!found.ok) return found;
      const best = found.value;
      if (best.move === undefined) {
        // A broken engine: its state is unknown, so it is replaced before the next call.
        this.discard();
        return err({
          code: 'protocol',
          line: `bestmove ${best.text}`,
          message: `${this.name} answered a malformed move: bestmove ${best.text}`,
        });
      }
      return ok({ bestMove: best.move, ponder: best.ponder, info, elapsedMs });
    });
  }

  /** Asks a running search to end now (`stop`); the search then resolves with the engine's move. */
  stop(): void {
    if (this.current === 'searching') this.send('stop');
  }

  /**
   * Kills the process now (SIGKILL), whatever it is doing: a call waiting on it fails as `exited`
   * and the next call starts a new process. For a caller's own deadline.
   */
  kill(): void {
    this.proc?.kill();
  }

  /** Ends the engine (`quit`, then SIGKILL after the grace period); resolves when no process is left. */
  async close(): Promise<void> {
    if (this.current === 'closed' && this.proc === null && this.dying.size === 0) return;
    this.current = 'closed';
    this.failWaiter({ code: 'closed', message: `${this.name} was closed` });
    const proc = this.proc;
    this.proc = null;
    const grace = this.options.quitGraceMs ?? DEFAULT_QUIT_GRACE_MS;
    await Promise.all([...(proc === null ? [] : [proc.quit(grace)]), ...this.dying]);
  }

  /** Runs `task` after every call before it; a closed engine answers `closed` instead. */
  private exclusive<T>(task: () => Promise<Result<T, UciError>>): Promise<Result<T, UciError>> {
    const run = (): Promise<Result<T, UciError>> =>
      this.current === 'closed' ? Promise.resolve(err({ code: 'closed', message: `${this.name} was closed` })) : task();
    const next = this.queue.then(run, run);
    this.queue = next;
    return next;
  }

  private async ensureStarted(): Promise<Result<EngineIdentity, UciError>> {
    if (this.proc !== null && this.id !== null) return ok(this.id);
    this.discard();
    this.current = 'starting';
    const { command, args = [] } = this.options;
    let proc: EngineProcess;
    try {
      proc = new EngineProcess({
        command,
        args,
        ...(this.options.cwd === undefined ? {} : { cwd: this.options.cwd }),
        ...(this.options.env === undefined ? {} : { env: this.options.env }),
        onLine: (line) => this.receive(proc, line),
      });
    } catch (e) {
      // spawn() throws at once for arguments it cannot pass at all (a NUL byte in the command).
      this.current = 'stopped';
      const reason = e instanceof Error ? e.message : String(e);
      return err({ code: 'spawn_failed', command, reason, message: `cannot start ${JSON.stringify(command)}: ${reason}` });
    }
    this.proc = proc;
    void proc.exited.then((exit) => this.ended(proc, exit));

    const seen: { name: string | null; author: string | null } = { name: null, author: null };
    const declared = new Map<string, UciOption>();
    const timeoutMs = this.options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    const handshake = this.waitFor('uciok', timeoutMs, (line) => {
      const id = parseId(line);
      if (id !== null) seen[id.key] = id.value;
      const option = parseOption(line);
      if (option !== null) declared.set(option.name.toLowerCase(), option);
      return line.trim() === 'uciok' ? true : undefined;
    });
    this.send('uci');
    const shook = await handshake;
    if (!shook.ok) {
      this.discard();
      if (shook.error.code === 'exited' && shook.error.exit.spawnError !== null) {
        const reason = shook.error.exit.spawnError;
        return err({ code: 'spawn_failed', command, reason, message: `cannot start ${JSON.stringify(command)}: ${reason}` });
      }
      return shook;
    }
    this.id = { name: seen.name ?? command, author: seen.author, options: declared };
    // The constructor's options once; after that the last value set wins, restarts included.
    for (const [key, value] of this.configured ? [] : Object.entries(this.options.options ?? {})) {
      const checked = this.checkOption(key, value);
      if (!checked.ok) {
        this.discard();
        return checked;
      }
      const { declared: optionName, text } = checked.value;
      if (text !== undefined) this.optionValues.set(optionName.toLowerCase(), { name: optionName, value: text });
    }
    this.configured = true;
    for (const { name: optionName, value } of this.optionValues.values()) this.send(makeSetOption(optionName, value));
    const ready = await this.sync();
    if (!ready.ok) {
      this.discard();
      return ready;
    }
    return ok(this.id);
  }

  /** The declared name and the text to send for `value`, or why it cannot be set. */
  private checkOption(name: string, value: OptionValue | undefined): Result<{ declared: string; text: string | undefined }, UciError> {
    return resolveOption(this.name, this.id?.options ?? new Map(), name, value);
  }

  private sync(): Promise<Result<void, UciError>> {
    const ready = this.waitFor('readyok', this.options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS, (line) =>
      line.trim() === 'readyok' ? true : undefined,
    );
    this.send('isready');
    return ready.then((r) => {
      if (r.ok && this.current !== 'closed') this.current = 'ready';
      return r.ok ? ok(undefined) : r;
    });
  }

  /**
   * Waits for the line `match` turns into a value. On timeout the process is killed (the caller
   * restarts it next time); its end or `close()` fails the wait at once.
   */
  private waitFor<T>(what: UciWait, timeoutMs: number, match: (line: string) => T | undefined): Promise<Result<T, UciError>> {
    return new Promise((resolve) => {
      const proc = this.proc;
      if (proc === null || !proc.running) {
        resolve(err(this.exitedError(what, null)));
        return;
      }
      const timer = setTimeout(
        () => {
          this.waiter = null;
          this.discard();
          resolve(
            err({
              code: 'timeout',
              waitingFor: what,
              timeoutMs,
              message: `${this.name} did not answer ${what} within ${timeoutMs} ms: killed`,
            }),
          );
        },
        Math.max(0, timeoutMs),
      );
      this.waiter = {
        what,
        onLine: (line) => {
          const value = match(line);
          if (value === undefined) return false;
          clearTimeout(timer);
          resolve(ok(value));
          return true;
        },
        fail: (error) => {
          clearTimeout(timer);
          resolve(err(error));
        },
      };
    });
  }

  private receive(proc: EngineProcess, line: string): void {
    if (proc !== this.proc) return; // a replaced process's last words
    this.options.onLine?.('from', line);
    if (this.waiter?.onLine(line) === true) this.waiter = null;
  }

  private ended(proc: EngineProcess, exit: ExitInfo): void {
    this.options.onExit?.(exit);
    if (proc !== this.proc) return;
    this.proc = null;
    this.lastExit = exit;
    if (this.current !== 'closed') this.current = 'stopped';
    const waiting = this.waiter;
    this.waiter = null;
    waiting?.fail(this.exitedError(waiting.what, exit));
  }

  private exitedError(what: UciWait | null, exit: ExitInfo | null): UciError {
    const info = exit ?? this.lastExit ?? { exitCode: null, signal: null, spawnError: null, stderrTail: '' };
    return { code: 'exited', waitingFor: what, exit: info, message: `${this.name} ended: ${describeExit(info)}` };
  }

  private failWaiter(error: UciError): void {
    const waiting = this.waiter;
    this.waiter = null;
    waiting?.fail(error);
  }

  /** Kills the current process (if any) and forgets it; close() still waits for its end. */
  private discard(): void {
    const proc = this.proc;
    this.proc = null;
    if (this.current !== 'closed') this.current = 'stopped';
    if (proc === null) return;
    proc.kill();
    const gone = proc.exited;
    this.dying.add(gone);
    void gone.then(() => this.dying.delete(gone));
  }

  private send(line: string): void {
    if (this.proc?.write(line) === true) this.options.onLine?.('to', line);
  }
}
