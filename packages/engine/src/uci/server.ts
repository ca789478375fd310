/**
 * The built-in engine as a UCI engine, for any chess GUI: `runUciEngine(input, output)` reads UCI
 * commands line by line and answers on `output`. Searches run on a worker thread
 * (engineWorker.ts), so `isready`, `stop` and `quit` are answered at once, even mid-search.
 *
 * Behaviour: options `Level` (1–8, default 8) and `Hash` (MiB). `go` with a clock (wtime/btime,
 * winc/binc, movestogo) plays at the chosen level within a time budget; `go movetime N` plays at
 * the level taking at most N ms; `go depth / nodes / mate` and `go infinite` (and `go ponder`,
 * until `ponderhit` or `stop`) are full-strength analysis. Every iteration prints an `info` line
 * (depth, seldepth, score cp|mate, nodes, nps, hashfull, time, pv); every `go` ends with one
 * `bestmove` (after `stop` for an infinite search; `bestmove 0000` when there is no legal move or
 * no valid position). A malformed or unknown line gets `info string error: …` and is otherwise
 * ignored; nothing a GUI sends stops the engine but `quit` or the end of its input (after
 * which a running search still answers, an infinite one stopped at once).
 */
import type { Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { makeUci, oneLine } from '@flagfall/core';
import { loadGame, type GameRoot } from '../board/game.js';
import { getLevel, MAX_LEVEL, MIN_LEVEL } from '../play/levels.js';
import { DEFAULT_HASH_MB } from '../search/searcher.js';
import { MAX_HASH_MB } from '../search/tt.js';
import type { IterationInfo } from '../search/types.js';
import { parseGuiCommand, type GoCommand, type GuiCommand } from './guiCommands.js';
import { LineSplitter } from './lines.js';
import { BUILTIN_ENGINE_NAME } from './worker.js';
import type { FromWorker, JobResult, ToWorker, WorkerSetup } from './workerProtocol.js';

/** Options of the UCI engine mode. */
export interface UciServerOptions {
  /** The worker script (default engineWorker.js beside this module). */
  readonly workerUrl?: URL;
}

/** A clock time assumed for a side whose time `go` does not give (ms). */
const UNKNOWN_CLOCK_MS = 60_000;
/** Taken off `go movetime` for the messages around the search (ms). */
const MOVETIME_MARGIN_MS = 10;
/** A clock long enough not to limit a `go movetime` at a level (ms). */
const LONG_CLOCK_MS = 3_600_000;

interface Running {
  readonly id: number;
  readonly infinite: boolean;
  readonly stop: Int32Array;
  readonly game: GameRoot;
  stopRequested: boolean;
  /** The result, held back until `stop` when the search is infinite. */
  held: JobResult | null;
}

/**
 * Speaks UCI on `input` and `output` until `quit` or the end of `input`; resolves then, with the
 * worker thread stopped and `input` no longer read.
 */
export function runUciEngine(input: Readable, output: Writable, options: UciServerOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const session = new UciSession(output, options.workerUrl ?? new URL('./engineWorker.js', import.meta.url));
    const splitter = new LineSplitter();
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      input.off('data', onData);
      input.off('end', finish);
      input.off('error', finish);
      input.pause();
      void session.close().then(resolve);
    };
    const handle = (lines: readonly string[]): void => {
      for (const line of lines) {
        if (done) return;
        if (session.handle(line) === 'quit') finish();
      }
    };
    const onData = (chunk: Buffer | string): void => handle(splitter.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8')));
    input.on('data', onData);
    input.on('end', () => {
      handle(splitter.flush());
      // Input piped from a file ends right after its last `go`: that search still answers.
      if (!done) void session.settle().then(finish);
    });
    input.on('error', finish);
  });
}

/** One GUI's session: options, position, and at most one search at a time. */
class UciSession {
  private level = MAX_LEVEL;
  private hashMb = DEFAULT_HASH_MB;
  /** The position of the last valid `position` command, as given and as loaded; null after a bad one. */
  private game: { readonly fen: string | null; readonly moves: readonly string[]; readonly root: GameRoot } | null;
  private worker: Worker | null = null;
  private running: Running | null = null;
  private nextId = 1;
  /** Called when the running search has answered (see `settle`). */
  private onIdle: Array<() => void> = [];

  constructor(
    private readonly output: Writable,
    private readonly workerUrl: URL,
  ) {
    const start = loadGame(null, []);
    this.game = start.ok ? { fen: null, moves: [], root: start.value } : null;
  }

  /** Handles one input line; 'quit' when the session should end. */
  handle(line: string): 'quit' | undefined {
    const parsed = parseGuiCommand(line);
    if (parsed === null) return undefined;
    if (!parsed.ok) {
      this.info(`error: ${parsed.error}; ignored: ${oneLine(line, 80)}`);
      return undefined;
    }
    return this.command(parsed.value);
  }

  private command(c: GuiCommand): 'quit' | undefined {
    switch (c.kind) {
      case 'uci':
        this.send(`id name ${BUILTIN_ENGINE_NAME}`);
        this.send('id author the Flagfall authors');
        this.send(`option name Level type spin default ${MAX_LEVEL} min ${MIN_LEVEL} max ${MAX_LEVEL}`);
        this.send(`option name Hash type spin default ${DEFAULT_HASH_MB} min 1 max ${MAX_HASH_MB}`);
        this.send('uciok');
        return undefined;
      case 'isready':
        this.send('readyok');
        return undefined;
      case 'debug':
      case 'register':
        return undefined;
      case 'ucinewgame':
        this.post({ type: 'newgame' });
        return undefined;
      case 'setoption':
        this.setOption(c.name, c.value);
        return undefined;
      case 'position': {
        const game = loadGame(c.fen, c.moves);
        this.game = game.ok ? { fen: c.fen, moves: c.moves, root: game.value } : null;
        if (!game.ok) this.info(`error: ${game.error.message}; no position until the next valid one`);
        return undefined;
      }
      case 'go':
        this.go(c);
        return undefined;
      case 'stop':
      case 'ponderhit':
        this.stop();
        return undefined;
      case 'quit':
        return 'quit';
    }
  }

  private setOption(name: string, value: string | null): void {
    const key = name.toLowerCase();
    const n = value !== null && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (key === 'level') {
      if (getLevel(n) === undefined) this.info(`error: Level must be an integer from ${MIN_LEVEL} to ${MAX_LEVEL}`);
      else this.level = n;
    } else if (key === 'hash') {
      if (!(n >= 1 && n <= MAX_HASH_MB)) this.info(`error: Hash must be an integer from 1 to ${MAX_HASH_MB} (MiB)`);
      else {
        this.hashMb = n;
        this.post({ type: 'hash', mb: n });
      }
    } else {
      this.info(`error: no option ${JSON.stringify(name.slice(0, 40))} (options: Level, Hash)`);
    }
  }

  private go(c: GoCommand): void {
    if (this.running !== null) {
      this.info('error: already searching; send stop first');
      return;
    }
    const game = this.game;
    if (game === null) {
      this.info('error: no valid position');
      this.send('bestmove 0000');
      return;
    }
    const id = this.nextId++;
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const spec = { fen: game.fen, moves: game.moves };
    const analysis = c.infinite || c.depth !== undefined || c.nodes !== undefined || c.mate !== undefined;
    const clocked = c.wtimeMs !== undefined || c.btimeMs !== undefined;
    let job: Extract<ToWorker, { type: 'go' }>['job'];
    if (analysis || (this.level === MAX_LEVEL && c.movetimeMs !== undefined && !clocked) || (!clocked && c.movetimeMs === undefined)) {
      const depth = c.depth ?? (c.mate !== undefined ? 2 * c.mate : undefined);
      job = {
        kind: 'fixed',
        fixed: {
          ...spec,
          ...(depth !== undefined && { depth }),
          ...(c.nodes !== undefined && { nodes: c.nodes }),
          ...(c.movetimeMs !== undefined && { timeMs: Math.max(0, c.movetimeMs - MOVETIME_MARGIN_MS) }),
        },
      };
    } else {
      const wtimeMs = c.wtimeMs ?? c.btimeMs ?? (clocked ? UNKNOWN_CLOCK_MS : LONG_CLOCK_MS);
      const btimeMs = c.btimeMs ?? c.wtimeMs ?? (clocked ? UNKNOWN_CLOCK_MS : LONG_CLOCK_MS);
      job = {
        kind: 'level',
        level: {
          ...spec,
          level: this.level,
          wtimeMs,
          btimeMs,
          wincMs: c.wincMs ?? 0,
          bincMs: c.bincMs ?? 0,
          ...(c.movesToGo !== undefined && { movesToGo: c.movesToGo }),
          ...(c.movetimeMs !== undefined && { maxTimeMs: c.movetimeMs }),
        },
      };
    }
    // With no limit at all, `go` searches until `stop`, as UCI says.
    const infinite = c.infinite || (!analysis && !clocked && c.movetimeMs === undefined);
    this.running = { id, infinite, stop, game: game.root, stopRequested: false, held: null };
    this.post({ type: 'go', id, job, stop });
  }

  private stop(): void {
    const r = this.running;
    if (r === null) return;
    r.stopRequested = true;
    Atomics.store(r.stop, 0, 1);
    if (r.held !== null) this.finish(r, r.held);
  }

  private onMessage(message: FromWorker): void {
    const r = this.running;
    if (r === null || message.id !== r.id) return;
    if (message.type === 'info') {
      this.send(infoLine(message.info));
      return;
    }
    if (r.infinite && !r.stopRequested) r.held = message.result;
    else this.finish(r, message.result);
  }

  private finish(r: Running, result: JobResult): void {
    this.running = null;
    if (result.ok) {
      this.send(`bestmove ${result.uci}`);
    } else {
      this.info(`error: ${result.error}`);
      // A GUI waits for a bestmove after every go: the first legal move, or the null move.
      const legal = r.game.position.legalMoves();
      this.send(`bestmove ${legal.length > 0 ? makeUci(legal[0]!) : '0000'}`);
    }
    for (const resolve of this.onIdle.splice(0)) resolve();
  }

  /** The worker, started on first use; a crash ends the running search with an error. */
  private post(message: ToWorker): void {
    if (this.worker === null) {
      if (message.type !== 'go') return; // nothing to forget or resize yet: a new worker starts fresh
      const setup: WorkerSetup = { hashMb: this.hashMb };
      const worker = new Worker(this.workerUrl, { workerData: setup });
      worker.on('message', (m: FromWorker) => this.onMessage(m));
      const fail = (why: string): void => {
        if (this.worker !== worker) return;
        this.worker = null;
        worker.removeAllListeners();
        const r = this.running;
        if (r !== null) this.finish(r, { ok: false, error: `the engine thread failed: ${why}` });
      };
      worker.on('error', (e) => fail(e.message));
      worker.on('exit', (code) => fail(`exit code ${code}`));
      this.worker = worker;
    }
    this.worker.postMessage(message);
  }

  /** Resolves once no search is running; an infinite search is stopped first (it answers). */
  settle(): Promise<void> {
    const r = this.running;
    if (r === null) return Promise.resolve();
    if (r.infinite) this.stop();
    return this.running === null ? Promise.resolve() : new Promise((resolve) => this.onIdle.push(resolve));
  }

  /** Stops the search and the worker. */
  async close(): Promise<void> {
    const r = this.running;
    if (r !== null) Atomics.store(r.stop, 0, 1);
    this.running = null;
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) {
      worker.removeAllListeners();
      await worker.terminate();
    }
  }

  private info(text: string): void {
    this.send(`info string ${oneLine(text, 400)}`);
  }

  private send(line: string): void {
    if (!this.output.writable) return;
    this.output.write(`${line}\n`);
  }
}

/** The UCI `info` line of an iteration. */
export function infoLine(i: IterationInfo): string {
  const score = i.mateIn !== null ? `mate ${i.mateIn}` : `cp ${i.score}`;
  const timeMs = Math.max(0, Math.round(i.timeMs));
  const nps = Math.round((i.nodes * 1000) / Math.max(1, i.timeMs));
  const pv = i.pv.length > 0 ? ` pv ${i.pv.join(' ')}` : '';
  return `info depth ${i.depth} seldepth ${i.seldepth} multipv 1 score ${score} nodes ${i.nodes} nps ${nps} hashfull ${i.hashfull} time ${timeMs}${pv}`;
}
