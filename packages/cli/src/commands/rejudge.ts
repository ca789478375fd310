/**
 * `flagfall rejudge`: re-judge the games of a PGN database that ended on time. A win on time
 * stands only if the winner could still win under the chosen rules (FIDE 6.9: checkmate by any
 * series of legal moves; US Chess 14E or blitz 7c); a draw on time is a win for the side that did
 * not flag when it could (sites score some of those as draws, "timeout vs insufficient material").
 * One game that cannot be read or judged is listed and the run goes on.
 */
import { DEFAULT_MAX_NODES, getRuleset, QUICK_MAX_NODES, warmUp } from '@flagfall/core';
import type { CheckmateOptions, Ruleset } from '@flagfall/core';
import { DEFAULT_MAX_GAME_CHARS, DEFAULT_MAX_GAME_MOVES, DEFAULT_MAX_LINE_CHARS, readPgnAsync } from '@flagfall/core/pgn';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { fail } from '../errors.js';
import type { Io } from '../io.js';
import { JudgePool } from './rejudgePool.js';
import { internalError, judgeGame, outcomeOf, STANDS, timeoutOf } from './rejudgeJudge.js';
import type { Judge, Outcome, Timeout } from './rejudgeJudge.js';

export { judgeGame, timeoutOf } from './rejudgeJudge.js';
export type { Judge, Judgement, Outcome, Timeout } from './rejudgeJudge.js';

export const summary = 'find the games of a PGN database whose result on time the rules would change';
export const usage = `Usage:
  flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick] [--jobs N]
      streams the database (any size; - reads stdin), finds every game that ended on time and
      replays it to its final position:
        a win on time — 1-0 or 0-1 with a Termination tag saying so ("time forfeit", "won on
          time", …) or with the loser's last [%clk] at 0 — stands only if the winner could
          still win under RULESET;
        a draw on time — 1/2-1/2 with a Termination tag saying time ran out ("Game drawn by
          timeout vs insufficient material", "Time forfeit"), or with no Termination tag and a
          last [%clk] at 0 — is a win for the side that did not flag if it could still win. The
          flagger is the side whose last [%clk] reads 0, else the side to move at the end.
          A draw is changed only on a proof: under FIDE rules a mating line (given as "line",
          UCI, and "san"), under US Chess rules the material test's answer.
      Prints one JSON line per game whose result the rules would change:
        {"kind":"misjudged","game","white","black","event","site","date","result","rejudged",
         "rule","reason","fen"[,"line","san"]}
      one per game that could not be judged (the run goes on):
        {"kind":"unreadable","game","white","black","event","site","date","reason"}
      one per timeout whose analysis was inconclusive within the budget (the result stands):
        {"kind":"unknown","game","white","black","event","site","date","result","side","reason","fen"}
        side        the side that still had time, whose chances were in question
      then a summary:
        {"kind":"summary","games","timeouts","misjudged","winsToDraws","drawsToWins",
         "unknown","unreadable","seconds","analysis"}
        misjudged   winsToDraws + drawsToWins
        unknown     analyses that ran out of nodes (the recorded result stands)
        analysis    "full", or "quick" with --quick
        unreadable  timeouts whose moves could not be replayed or whose analysis failed (an
                    internal error, named as such), and games cut off by the reader's limits
                    (a line over ${DEFAULT_MAX_LINE_CHARS} characters, a game over
                    ${DEFAULT_MAX_GAME_CHARS} characters or ${DEFAULT_MAX_GAME_MOVES} moves): their end is missing
      Games are numbered from 1 in file order. Progress goes to stderr when it is a terminal.
      Exit 0 when the file was read to its end, 2 when it cannot be read.
  RULESET is one of the rulesets (fide-blitz, fide-rapid, fide-standard, online, uscf-blitz, …).
  --nodes N   node budget per analysis (default ${DEFAULT_MAX_NODES}); with --quick at most ${QUICK_MAX_NODES}, its default.
  --quick     the analysis' quick mode, for a first pass over a big database: forced moves, the
              material rule, the static test, a short mate search and the short-lines test —
              sound both ways (a changed result still rests on a proof or a mating line), but more
              games come out unknown; their "unknown" lines list them for a full run. It applies
              to the FIDE rules' test (any series of legal moves); US Chess's tests are instant.
  --jobs N    judge the games in N worker threads (1 to 64, default 1: one thread), for a machine
              with several cores; the output is the same, in file order.`;

/** The largest --nodes: 1024 times the default, some twenty minutes of analysis per game. */
const MAX_NODES_OPTION = 2 ** 30;
/** The most worker threads --jobs may ask for. */
const MAX_JOBS = 64;

const SPEC: CommandSpec = {
  options: {
    rules: { kind: 'text' },
    nodes: { kind: 'int', min: 0, max: MAX_NODES_OPTION },
    quick: { kind: 'flag' },
    jobs: { kind: 'int', min: 1, max: MAX_JOBS },
  },
  positional: ['FILE.pgn'],
  synopsis: 'flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick] [--jobs N]',
};

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, 'rejudge', parsed.error.message);
  const rulesName = parsed.value.text('rules');
  if (rulesName === undefined) return fail(io, 'rejudge', 'give --rules RULESET (fide-blitz, online, uscf-blitz, …)');
  const rules = getRuleset(rulesName);
  if (!rules.ok) return fail(io, 'rejudge', rules.error.message);
  const quick = parsed.value.has('quick');
  const nodes = parsed.value.int('nodes');
  if (quick && nodes !== undefined && nodes > QUICK_MAX_NODES) {
    return fail(io, 'rejudge', `--nodes must be an integer from 0 to ${QUICK_MAX_NODES} with --quick, got "${nodes}"`);
  }
  const analysis: CheckmateOptions = quick
    ? { mode: 'quick', maxNodes: nodes ?? QUICK_MAX_NODES }
    : { maxNodes: nodes ?? DEFAULT_MAX_NODES };
  return rejudge(parsed.value.positional[0]!, rules.value, analysis, io, { jobs: parsed.value.int('jobs') ?? 1 });
}

/** How `rejudge` judges: the function (replaceable in tests; one thread only) or a number of threads. */
export interface RejudgeOptions {
  /** Judges each game in this thread (default `judgeGame`); not with `jobs` above 1. */
  readonly judge?: Judge;
  /** Worker threads that judge the games (default 1: this thread judges them). */
  readonly jobs?: number;
}

/** Games read ahead of the oldest one still being judged, per thread (bounds the memory held). */
const READ_AHEAD_PER_JOB = 256;

/** A game read, waiting for its outcome to be printed in file order. */
interface Pending {
  readonly who: { game: number; white: string; black: string; event: string; site: string; date: string };
  readonly result: string;
  outcome?: Outcome;
  done?: Promise<void>;
}

/**
 * Re-judges every game of the file at `path` with the analysis' budget and mode `analysis`,
 * printing a JSON line per changed, unreadable or undecided game, in file order, and a summary.
 * A game whose replay or analysis fails is listed as unreadable and the run goes on; only an error
 * reading the file ends it (exit 2). With `options.jobs` above 1 the games are judged by that many
 * worker threads (the same output).
 */
export async function rejudge(
  path: string,
  rules: Ruleset,
  analysis: CheckmateOptions,
  io: Io,
  options: RejudgeOptions = {},
): Promise<number> {
  const started = performance.now();
  const jobs = options.jobs ?? 1;
  if (jobs > 1 && options.judge !== undefined) throw new RangeError('rejudge: a judge function runs in one thread only');
  const judge = options.judge ?? judgeGame;
  // A long bulk job: the move generator's type feedback primed first (see warmUp).
  if (jobs === 1) warmUp();
  let games = 0;
  let timeouts = 0;
  let winsToDraws = 0;
  let drawsToWins = 0;
  let unknown = 0;
  let unreadable = 0;
  let lastDraw = 0;
  const progress = (): string => `${games} games, ${timeouts} timeouts, ${winsToDraws + drawsToWins} misjudged`;
  const print = ({ who, result }: Pending, outcome: Outcome): void => {
    switch (outcome.kind) {
      case 'stands':
        return;
      case 'unknown': {
        const { side, reason, fen } = outcome;
        unknown++;
        io.out(JSON.stringify({ kind: 'unknown', ...who, result, side, reason, fen }) + '\n');
        return;
      }
      case 'unreadable':
        unreadable++;
        io.out(JSON.stringify({ kind: 'unreadable', ...who, reason: outcome.reason }) + '\n');
        return;
      case 'misjudged': {
        const { rejudged, rule, reason, fen, line, san } = outcome;
        if (rejudged === '1/2-1/2') winsToDraws++;
        else drawsToWins++;
        const evidence = line === undefined ? {} : { line, san };
        io.out(JSON.stringify({ kind: 'misjudged', ...who, result, rejudged, rule, reason, fen, ...evidence }) + '\n');
      }
    }
  };
  // Outcomes are printed in file order: a game judged by a thread waits for those before it.
  const queue: Pending[] = [];
  let head = 0;
  const flush = (): void => {
    for (; head < queue.length; head++) {
      const pending = queue[head]!;
      if (pending.outcome === undefined) break;
      print(pending, pending.outcome);
    }
    // Forget the printed games now and then (what is left is at most the read-ahead).
    if (head >= 1024) {
      queue.splice(0, head);
      head = 0;
    }
  };
  const pool = jobs > 1 ? new JudgePool(jobs, { rules: rules.name, analysis }) : null;
  try {
    for await (const game of readPgnAsync(io.readChunks(path))) {
      games++;
      if (io.errIsTty && performance.now() - lastDraw > 200) {
        lastDraw = performance.now();
        io.err(`\r${progress()}`);
      }
      const h = game.headers;
      const who = {
        game: games,
        white: h.get('White') ?? '?',
        black: h.get('Black') ?? '?',
        event: h.get('Event') ?? '?',
        site: h.get('Site') ?? '?',
        date: h.get('Date') ?? '?',
      };
      const pending: Pending = { who, result: game.result };
      queue.push(pending);
      // Nothing about one game may stop the run: an exception here is a bug, listed as such.
      let timeout: Timeout | null = null;
      let settled: Outcome | undefined;
      try {
        timeout = timeoutOf(game);
      } catch (e) {
        settled = { kind: 'unreadable', reason: internalError(e) };
      }
      if (timeout !== null) timeouts++;
      // Not a timeout and read in full: nothing to judge.
      if (settled === undefined && timeout === null && game.truncated !== true) settled = STANDS;
      if (settled !== undefined) {
        pending.outcome = settled;
      } else if (pool === null) {
        pending.outcome = outcomeOf(game, timeout, rules, analysis, judge);
      } else {
        pending.done = pool.judge(game, timeout).then((outcome) => {
          pending.outcome = outcome;
        });
      }
      flush();
      // Read ahead only so far: wait for the oldest game still being judged.
      while (queue.length - head >= jobs * READ_AHEAD_PER_JOB && queue[head]!.done !== undefined) {
        await queue[head]!.done;
        flush();
      }
    }
    while (head < queue.length) {
      await queue[head]!.done;
      flush();
    }
  } catch (e) {
    io.err(`flagfall rejudge: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
  } finally {
    await pool?.close();
  }
  if (io.errIsTty) io.err(`\r${progress()}\n`);
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  const misjudged = winsToDraws + drawsToWins;
  const mode = analysis.mode ?? 'full';
  io.out(
    JSON.stringify({
      kind: 'summary',
      games,
      timeouts,
      misjudged,
      winsToDraws,
      drawsToWins,
      unknown,
      unreadable,
      seconds,
      analysis: mode,
    }) + '\n',
  );
  return 0;
}
