/**
 * An engine match: N games between two UCI engines over a set of openings, each opening played
 * twice with colours swapped, several games at once if asked (each game slot has its own pair of
 * processes). The result is the first engine's wins, draws and losses with an Elo estimate.
 *
 * ```ts
 * const result = await runMatch({
 *   engines: [{ command: '/usr/games/stockfish', options: { 'Skill Level': 5 } }, { command: '/usr/games/stockfish', options: { 'Skill Level': 0 } }],
 *   games: 20,
 *   timeControl: { baseMs: 10_000, incrementMs: 100 },
 * });
 * ```
 */
import { err, ok, type Result } from '@flagfall/core';
import { UciEngine, type OptionValue } from '../uci/client.js';
import type { UciError } from '../uci/uciError.js';
import { estimateElo, type EloEstimate } from './elo.js';
import { playGame, type ExtraLimits, type MatchTimeControl, type PlayedGame } from './game.js';
import { OPENINGS, type Opening } from './openings.js';
import { makeGamePgn, makePgnDate } from './pgn.js';

/** Default clock tolerance: a move this late (ms) past a clock's zero still counts. */
export const DEFAULT_TOLERANCE_MS = 50;

/** One side of a match: how to run it. */
export interface MatchEngine {
  readonly command: string;
  readonly args?: readonly string[];
  /** UCI options set before the first game (`{ 'Skill Level': 0 }`). */
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** The name in results and PGN (default: the engine's `id name`). */
  readonly name?: string;
  /** Limits added to each of its searches besides the clock (`{ depth: 5 }`, `{ movetimeMs: 100 }`). */
  readonly limits?: ExtraLimits;
}

/** What to play. */
export interface MatchOptions {
  readonly engines: readonly [MatchEngine, MatchEngine];
  /** Games in all (at least 1): game i plays opening ⌊i/2⌋ (cycling), the first engine White when i is even. */
  readonly games: number;
  readonly timeControl: MatchTimeControl;
  /** Default `OPENINGS`. */
  readonly openings?: readonly Opening[];
  /** Games played at once (default 1); each needs two processes. */
  readonly concurrency?: number;
  /** Default `DEFAULT_TOLERANCE_MS`. */
  readonly toleranceMs?: number;
  /** Whether to make each game's PGN. */
  readonly pgn?: boolean;
  /** The PGN `Event` (default `Flagfall match`). */
  readonly event?: string;
  readonly handshakeTimeoutMs?: number;
  /** Called after each game (in the order games end) with the score so far. */
  readonly onGame?: (game: MatchGame, tally: EloEstimate) => void;
  /** Aborting stops the match: games in progress end as `aborted` and are not counted. */
  readonly signal?: AbortSignal;
}

/** A game of the match. */
export interface MatchGame extends PlayedGame {
  /** 1-based, in the order games were started. */
  readonly round: number;
  readonly opening: Opening;
  /** Which engine (0: the first) played White. */
  readonly whiteEngine: 0 | 1;
  readonly white: string;
  readonly black: string;
  /** The first engine's points: 1, 0.5, 0 (null for an aborted game). */
  readonly firstScore: number | null;
  readonly pgn: string | null;
}

/** A played (or stopped) match. */
export interface MatchResult {
  readonly names: readonly [string, string];
  /** The finished games by round, aborted ones left out. */
  readonly games: readonly MatchGame[];
  /** From the first engine's side. */
  readonly elo: EloEstimate;
  /** Whether the signal stopped it before all games were played. */
  readonly aborted: boolean;
}

/** Why a match could not be played. */
export type MatchError =
  /** An engine could not be started or configured (an unknown option, a bad path), or could not be restarted after a crash. */
  | { readonly code: 'engine_failed'; readonly engine: 1 | 2; readonly error: UciError; readonly message: string }
  /** The options themselves are wrong (no games, no openings, concurrency below 1). */
  | { readonly code: 'bad_options'; readonly message: string };

/** Whether an engine error means the engine cannot run at all (then the match stops). */
const isFatal = (e: UciError): boolean => e.code === 'spawn_failed' || e.code === 'unknown_option' || e.code === 'bad_option_value';

/**
 * Plays the match. Guarantees: every process it starts has ended when the promise resolves
 * (whatever happened); engines are checked before the first game (a bad path or option is an
 * `engine_failed` error); an engine that crashes loses that game and is restarted for the next.
 */
export async function runMatch(options: MatchOptions): Promise<Result<MatchResult, MatchError>> {
  const openings = options.openings ?? OPENINGS;
  const concurrency = Math.min(options.concurrency ?? 1, options.games);
  const toleranceMs = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  if (!Number.isSafeInteger(options.games) || options.games < 1)
    return badOptions(`games must be a positive integer, got ${options.games}`);
  if (openings.length === 0) return badOptions('no openings');
  if (!Number.isSafeInteger(concurrency) || concurrency < 1)
    return badOptions(`concurrency must be a positive integer, got ${concurrency}`);
  if (!(options.timeControl.baseMs > 0) || !(options.timeControl.incrementMs >= 0))
    return badOptions('the time control needs a positive base time');

  const slots: Array<readonly [UciEngine, UciEngine]> = [];
  for (let s = 0; s < concurrency; s++) slots.push([makeEngine(options.engines[0], options), makeEngine(options.engines[1], options)]);
  const all = slots.flat();
  const closeAll = (): Promise<void> => Promise.all(all.map((e) => e.close())).then(() => undefined);
  const onAbort = (): void => void closeAll();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (const slot of slots) {
      for (const index of [0, 1] as const) {
        const started = await slot[index].start();
        if (!started.ok) return engineFailed(index, started.error);
      }
    }
    const names = matchNames(options.engines, slots[0]!);
    const games: MatchGame[] = [];
    let wins = 0;
    let draws = 0;
    let losses = 0;
    let next = 0;
    // A holder, not a variable: the slots set it from their own async loops.
    const stop: { fatal: MatchError | null } = { fatal: null };
    const date = makePgnDate(new Date());
    const play = async (slot: readonly [UciEngine, UciEngine]): Promise<void> => {
      while (next < options.games && stop.fatal === null && options.signal?.aborted !== true) {
        const i = next++;
        const opening = openings[Math.floor(i / 2) % openings.length]!;
        const whiteEngine: 0 | 1 = i % 2 === 0 ? 0 : 1;
        const [white, black] = whiteEngine === 0 ? [slot[0], slot[1]] : [slot[1], slot[0]];
        const [whiteSpec, blackSpec] = whiteEngine === 0 ? options.engines : [options.engines[1], options.engines[0]];
        const played = await playGame(white, black, opening, {
          timeControl: options.timeControl,
          toleranceMs,
          limits: { ...(whiteSpec.limits && { white: whiteSpec.limits }), ...(blackSpec.limits && { black: blackSpec.limits }) },
        });
        if (played.termination === 'aborted') return;
        if (played.failure !== null && isFatal(played.failure.error)) {
          const which = (played.failure.color === 'white') === (whiteEngine === 0) ? 0 : 1;
          stop.fatal = engineFailed(which, played.failure.error).error;
          return;
        }
        const firstScore = scoreOf(played.result, whiteEngine);
        if (firstScore === 1) wins++;
        else if (firstScore === 0) losses++;
        else draws++;
        const [whiteName, blackName] = whiteEngine === 0 ? names : [names[1], names[0]];
        const pgn =
          options.pgn === true
            ? makeGamePgn(played, {
                event: options.event ?? 'Flagfall match',
                date,
                round: i + 1,
                white: whiteName,
                black: blackName,
                timeControl: options.timeControl,
                opening: opening.name,
              })
            : null;
        const game: MatchGame = { ...played, round: i + 1, opening, whiteEngine, white: whiteName, black: blackName, firstScore, pgn };
        games.push(game);
        options.onGame?.(game, estimateElo(wins, draws, losses));
      }
    };
    await Promise.all(slots.map(play));
    if (stop.fatal !== null) return err(stop.fatal);
    games.sort((a, b) => a.round - b.round);
    return ok({ names, games, elo: estimateElo(wins, draws, losses), aborted: games.length < options.games });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await closeAll();
  }
}

function makeEngine(spec: MatchEngine, options: MatchOptions): UciEngine {
  return new UciEngine({
    command: spec.command,
    args: spec.args ?? [],
    options: spec.options ?? {},
    ...(options.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: options.handshakeTimeoutMs }),
  });
}

/** The engines' names: as given, else their `id name`, told apart by `#1`/`#2` when equal. */
function matchNames(specs: readonly [MatchEngine, MatchEngine], engines: readonly [UciEngine, UciEngine]): readonly [string, string] {
  const a = specs[0].name ?? engines[0].name;
  const b = specs[1].name ?? engines[1].name;
  return a === b ? [`${a} #1`, `${b} #2`] : [a, b];
}

/** The first engine's points for a result, or null for none. */
function scoreOf(result: PlayedGame['result'], whiteEngine: 0 | 1): number | null {
  if (result === '*') return null;
  const white = result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;
  return whiteEngine === 0 ? white : 1 - white;
}

const badOptions = (message: string): Result<never, MatchError> => err({ code: 'bad_options', message });

function engineFailed(index: 0 | 1, error: UciError): Result<never, MatchError> & { ok: false } {
  return err({ code: 'engine_failed', engine: index === 0 ? 1 : 2, error, message: `engine ${index + 1}: ${error.message}` });
}
