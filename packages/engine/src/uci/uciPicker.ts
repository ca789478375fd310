/**
 * `UciPicker`: the `MovePicker` the server plays the computer through, over a small pool of UCI
 * engine processes (one search per process at a time). Each request sets its level's options,
 * starts a new game on the process when the request is not the continuation of the game that
 * process last played, and searches under the game's clocks and the level's limits. A request
 * that outlives its deadline kills its process (restarted for the next request) and fails.
 */
import { err, ok, type Result } from '@flagfall/core';
import { UciEngine, type OptionValue, type UciEngineOptions } from './client.js';
import type { MoveAnswer, MovePicker, MoveRequest } from './picker.js';
import type { UciError } from './uciError.js';

/** What one level asks of the engine. */
export interface LevelSettings {
  /** UCI options for the level (sent only when they differ from the process's current values). */
  readonly options: Readonly<Record<string, OptionValue>>;
  /** At most this many plies. */
  readonly depth?: number;
  /** At most this long per move (ms); further bounded by the game clock through `moveTimeMs`. */
  readonly moveTimeMs?: number;
}

/** How to build a picker. */
export interface UciPickerOptions {
  readonly command: string;
  readonly args?: readonly string[];
  /** Processes in the pool (default 2): that many searches at once, the rest wait their turn. */
  readonly size?: number;
  /** The settings of a level, or null for a level the engine does not offer. */
  readonly levels: (level: number) => LevelSettings | null;
  /** The move time for a level's cap and the mover's clock (default: the cap). */
  readonly moveTimeMs?: (capMs: number | undefined, remainingMs: number, incrementMs: number) => number | undefined;
  /** Options set on every process once (`{ Threads: 1, Hash: 16 }`). */
  readonly engineOptions?: Readonly<Record<string, OptionValue>>;
  /** The picker's name (default: the engine's `id name`). */
  readonly name?: string;
  readonly handshakeTimeoutMs?: number;
  /** Every line to and from the processes, for logs (`process` is the pool index). */
  readonly onLine?: (process: number, direction: 'to' | 'from', line: string) => void;
}

/** One process of the pool and the game it last played. */
interface Member {
  readonly engine: UciEngine;
  busy: boolean;
  /** The position after its last move, to tell a continuation from a new game. */
  last: { readonly fen: string | null; readonly moves: readonly string[] } | null;
}

/** A request waiting for a free process. */
interface Waiting {
  readonly request: MoveRequest;
  readonly resolve: (member: Member | null) => void;
}

/** Default pool size. */
export const DEFAULT_PICKER_SIZE = 2;

/**
 * A move picker over UCI processes. Guarantees: `pick` never rejects (every failure is an
 * `{ ok: false, error }` answer); it answers by `deadlineMs` after the call at the latest
 * (queueing included); a process never runs two searches at once; after `close()` resolves no
 * process is left and every pick answers an error.
 */
export class UciPicker implements MovePicker {
  readonly name: string;
  private readonly members: readonly Member[];
  private readonly waiting: Waiting[] = [];
  private closed = false;

  private constructor(
    name: string,
    members: readonly Member[],
    private readonly options: UciPickerOptions,
  ) {
    this.name = name;
    this.members = members;
  }

  /** Starts the pool's processes; fails (with nothing left running) when the first cannot start. */
  static async start(options: UciPickerOptions): Promise<Result<UciPicker, UciError>> {
    const size = options.size ?? DEFAULT_PICKER_SIZE;
    if (!Number.isSafeInteger(size) || size < 1)
      return err({ code: 'bad_argument', message: `the pool size must be a positive integer, got ${size}` });
    const engineOptions = (index: number): UciEngineOptions => {
      const { onLine } = options;
      return {
        command: options.command,
        args: options.args ?? [],
        options: options.engineOptions ?? {},
        ...(options.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: options.handshakeTimeoutMs }),
        ...(onLine === undefined ? {} : { onLine: (direction: 'to' | 'from', line: string) => onLine(index, direction, line) }),
      };
    };
    const members: Member[] = Array.from({ length: size }, (_, i) => ({
      engine: new UciEngine(engineOptions(i)),
      busy: false,
      last: null,
    }));
    const started = await Promise.all(members.map((m) => m.engine.start()));
    for (const s of started) {
      if (s.ok) continue;
      await Promise.all(members.map((m) => m.engine.close()));
      return s;
    }
    return ok(new UciPicker(options.name ?? members[0]!.engine.name, members, options));
  }

  async pick(request: MoveRequest): Promise<MoveAnswer> {
    const deadlineAt = performance.now() + request.deadlineMs;
    if (this.closed) return fail(`${this.name}: closed`);
    if (!(request.deadlineMs > 0)) return fail(`deadlineMs must be positive, got ${request.deadlineMs}`);
    const settings = Number.isInteger(request.level) ? this.options.levels(request.level) : null;
    if (settings === null) return fail(`${this.name} has no level ${request.level}`);
    const member = await this.acquire(request, deadlineAt);
    if (member === null)
      return fail(this.isClosed() ? `${this.name}: closed` : `${this.name}: no engine free within ${request.deadlineMs} ms`);
    try {
      return await this.search(member, request, settings, deadlineAt);
    } finally {
      this.release(member);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.resolve(null);
    await Promise.all(this.members.map((m) => m.engine.close()));
  }

  /** Whether close() was called (read afresh after an await). */
  private isClosed(): boolean {
    return this.closed;
  }

  private async search(member: Member, request: MoveRequest, settings: LevelSettings, deadlineAt: number): Promise<MoveAnswer> {
    const { engine } = member;
    // The deadline covers everything (a restart, ucinewgame, the search): past it the process is killed.
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        engine.kill();
      },
      Math.max(0, deadlineAt - performance.now()),
    );
    try {
      if (!continues(member.last, request)) {
        member.last = null;
        const fresh = await engine.newGame();
        if (!fresh.ok) return this.failed(member, fresh.error, timedOut, request);
      }
      for (const [name, value] of Object.entries(settings.options)) {
        const set = await engine.setOption(name, value);
        if (!set.ok) return this.failed(member, set.error, timedOut, request);
      }
      const white = (request.moves.length % 2 === 0) === sideToMoveIsWhite(request.initialFen);
      const moveTimeMs = (this.options.moveTimeMs ?? ((cap) => cap))(
        settings.moveTimeMs,
        white ? request.wtimeMs : request.btimeMs,
        white ? request.wincMs : request.bincMs,
      );
      const found = await engine.search({
        fen: request.initialFen,
        moves: request.moves,
        limits: {
          wtimeMs: request.wtimeMs,
          btimeMs: request.btimeMs,
          wincMs: request.wincMs,
          bincMs: request.bincMs,
          ...(settings.depth === undefined ? {} : { depth: settings.depth }),
          ...(moveTimeMs === undefined ? {} : { movetimeMs: moveTimeMs }),
        },
        timeoutMs: Math.max(0, deadlineAt - performance.now()),
      });
      // The search's own time limit is the deadline too: its timer and the one above are set for
      // the same instant and may fire in either order, and either way the deadline has passed.
      if (!found.ok) return this.failed(member, found.error, found.error.code === 'timeout' || timedOut, request);
      const { bestMove, info } = found.value;
      if (bestMove === null) return fail(`${this.name} found no move: the game is over`);
      member.last = { fen: request.initialFen, moves: [...request.moves, bestMove] };
      return { ok: true, uci: bestMove, scoreCp: info.score?.kind === 'cp' ? info.score.cp : null };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer for a failed step; a killed or dead process is started again in the background. */
  private failed(member: Member, error: UciError, timedOut: boolean, request: MoveRequest): MoveAnswer {
    member.last = null;
    if (error.code === 'timeout' || error.code === 'exited' || error.code === 'protocol') {
      // The next request would restart it anyway; doing it now spares that request the wait.
      if (!this.closed) void member.engine.start();
    }
    if (timedOut) return fail(`${this.name} did not answer within ${request.deadlineMs} ms: restarted`);
    return fail(error.message);
  }

  /** A free process (preferring the one that played this game), waiting in turn; null past the deadline or after close. */
  private acquire(request: MoveRequest, deadlineAt: number): Promise<Member | null> {
    const free = this.members.filter((m) => !m.busy);
    const chosen = free.find((m) => continues(m.last, request)) ?? free.find((m) => m.last === null) ?? free[0];
    if (chosen !== undefined) {
      chosen.busy = true;
      return Promise.resolve(chosen);
    }
    return new Promise((resolve) => {
      const entry: Waiting = {
        request,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(
        () => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(null);
        },
        Math.max(0, deadlineAt - performance.now()),
      );
      this.waiting.push(entry);
    });
  }

  /** Hands the process to the first waiting request, or marks it free. */
  private release(member: Member): void {
    const next = this.waiting.shift();
    if (next === undefined || this.closed) {
      member.busy = false;
      next?.resolve(null);
      return;
    }
    next.resolve(member);
  }
}

const fail = (error: string): MoveAnswer => ({ ok: false, error });

/** Whether the request continues the game a process last played: same start, its moves a prefix. */
function continues(last: Member['last'], request: MoveRequest): boolean {
  if (last === null || last.fen !== request.initialFen || last.moves.length > request.moves.length) return false;
  return last.moves.every((m, i) => request.moves[i] === m);
}

/** Whether White moves first from `fen` (null: the standard start). */
function sideToMoveIsWhite(fen: string | null): boolean {
  return fen === null || fen.trim().split(/\s+/)[1] !== 'b';
}
