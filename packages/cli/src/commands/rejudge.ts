/**
 * `flagfall rejudge`: re-judge the games of a PGN database that ended on time. A win on time
 * stands only if the winner could still win under the chosen rules (FIDE 6.9: checkmate by any
 * series of legal moves; US Chess 14E or blitz 7c); a draw on time is a win for the side that did
 * not flag when it could (sites score some of those as draws, "timeout vs insufficient material").
 * One game that cannot be read or judged is listed and the run goes on.
 */
import { canCheckmate, DEFAULT_MAX_NODES, getRuleset, makeFen, makeSan, makeUci, QUICK_MAX_NODES } from '@flagfall/core';
import type { CheckmateOptions, Color, Move, PgnGame, Position, Ruleset } from '@flagfall/core';
import { canStillWin } from '@flagfall/core/arbiter';
import { DEFAULT_MAX_GAME_CHARS, DEFAULT_MAX_GAME_MOVES, DEFAULT_MAX_LINE_CHARS, readPgnAsync, replayPgnGame } from '@flagfall/core/pgn';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = 'find the games of a PGN database whose result on time the rules would change';
export const usage = `Usage:
  flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick]
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
              to the FIDE rules' test (any series of legal moves); US Chess's tests are instant.`;

/**
 * Termination tag values that say the game ended on time: "Time forfeit", "won on time",
 * "Game drawn by timeout vs insufficient material", "timed out", "flag fell", "out of time".
 * Whole words only, so "time control" or "overtime" do not count.
 */
const TIME_TERMINATION = /\b(?:time[\s-]*forfeit|on\s+time|timed?[\s-]*out|flag(?:ged|fall|s)?|out\s+of\s+time)\b/i;

/** A game that ended on time: the side that flagged, and whether the recorded result is a draw. */
export interface Timeout {
  readonly flagger: Color;
  readonly drawn: boolean;
}

/** What became of one game. */
export type Judgement =
  | { readonly kind: 'stands' } // not a timeout, or a timeout whose result is right
  | { readonly kind: 'unknown'; readonly side: Color; readonly reason: string; readonly final: Position } // the analysis ran out of nodes: the result stands
  | { readonly kind: 'unreadable'; readonly reason: string }
  | {
      readonly kind: 'misjudged';
      readonly rejudged: '1-0' | '0-1' | '1/2-1/2';
      readonly rule: string;
      readonly reason: string;
      readonly final: Position;
      /** For a draw changed to a win under FIDE rules: the mating line, the evidence. */
      readonly line?: readonly Move[];
    };

/**
 * Judges one game (given whether and how it ended on time) with the analysis' budget and mode
 * `analysis`; may throw on an internal error.
 */
export type Judge = (game: PgnGame, timeout: Timeout | null, rules: Ruleset, analysis: CheckmateOptions) => Judgement;

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const Side = (c: Color): string => (c === 'white' ? 'White' : 'Black');

/** The side that made the game's first move (Black when the FEN tag says so). */
function startingSide(game: PgnGame): Color {
  const fen = game.headers.get('FEN');
  return fen !== undefined && fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** The largest --nodes: 1024 times the default, some twenty minutes of analysis per game. */
const MAX_NODES_OPTION = 2 ** 30;

const SPEC: CommandSpec = {
  options: { rules: { kind: 'text' }, nodes: { kind: 'int', min: 0, max: MAX_NODES_OPTION }, quick: { kind: 'flag' } },
  positional: ['FILE.pgn'],
  synopsis: 'flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick]',
};

/** Whether `side`'s last move carries a [%clk] of zero. */
function lastClockZero(game: PgnGame, side: Color): boolean {
  const parity = side === startingSide(game) ? 0 : 1;
  for (let i = game.moves.length - 1; i >= 0; i--) {
    if (i % 2 !== parity) continue;
    const clock = game.moves[i]!.clockMs;
    return clock !== undefined && clock <= 0;
  }
  return false;
}

/** Whether and how the game ended on time, from its result, Termination tag and clocks. */
function timeoutOf(game: PgnGame): Timeout | null {
  const result = game.result;
  const termination = game.headers.get('Termination');
  const saysTime = termination !== undefined && TIME_TERMINATION.test(termination);
  if (result === '1-0' || result === '0-1') {
    const loser: Color = result === '1-0' ? 'black' : 'white';
    return saysTime || lastClockZero(game, loser) ? { flagger: loser, drawn: false } : null;
  }
  if (result !== '1/2-1/2') return null;
  const whiteZero = lastClockZero(game, 'white');
  const blackZero = lastClockZero(game, 'black');
  // A Termination tag naming another ending ("Normal", "repetition") is believed over a clock
  // written as 0:00:00 that still had a fraction of a second: a draw by agreement is no timeout.
  if (!saysTime && (termination !== undefined || (!whiteZero && !blackZero))) return null;
  if (whiteZero !== blackZero) return { flagger: whiteZero ? 'white' : 'black', drawn: true };
  // No clock says who: the side to move at the end (null moves count as plies).
  const toMove = game.moves.length % 2 === 0 ? startingSide(game) : other(startingSide(game));
  return { flagger: toMove, drawn: true };
}

/**
 * The rules' answer for one game: replays it (a game cut off by the reader's limits cannot be,
 * whether or not it is a timeout) and asks whether the side that did not flag could still win.
 */
export const judgeGame: Judge = (game, timeout, rules, analysis) => {
  if (timeout === null && game.truncated !== true) return { kind: 'stands' };
  const replay = replayPgnGame(game);
  if (!replay.ok) return { kind: 'unreadable', reason: replay.error.message };
  if (timeout === null) return { kind: 'stands' };
  const final = replay.value.final;
  const side = other(timeout.flagger); // the side that still had time
  const test = rules.flag.winTest.value;
  const article = rules.flag.winTest.rule;
  if (!timeout.drawn) {
    if (test === 'any-series') {
      // FIDE 6.9: the win stands unless the winner cannot checkmate by any series of legal moves.
      const v = canCheckmate(final, side, analysis);
      if (v.verdict === 'unknown') return { kind: 'unknown', side, reason: v.reason, final };
      if (v.verdict === 'yes') return { kind: 'stands' };
      return { kind: 'misjudged', rejudged: '1/2-1/2', rule: article, reason: v.reason, final };
    }
    const w = canStillWin(test, final, side);
    return w.canWin ? { kind: 'stands' } : { kind: 'misjudged', rejudged: '1/2-1/2', rule: w.rule ?? article, reason: w.reason, final };
  }
  // A draw on time is changed only on a proof that the side with time could still win.
  if (test === 'any-series') {
    const v = canCheckmate(final, side, analysis);
    if (v.verdict === 'unknown') return { kind: 'unknown', side, reason: v.reason, final };
    if (v.verdict === 'no') return { kind: 'stands' };
    const reason = `${Side(timeout.flagger)} ran out of time and ${Side(side)} can still checkmate: ${v.reason}`;
    return { kind: 'misjudged', rejudged: side === 'white' ? '1-0' : '0-1', rule: article, reason, final, line: v.line ?? [] };
  }
  const w = canStillWin(test, final, side);
  return w.canWin
    ? { kind: 'misjudged', rejudged: side === 'white' ? '1-0' : '0-1', rule: w.rule ?? article, reason: w.reason, final }
    : { kind: 'stands' };
};

/** `1... Nf2+ 2. Kg1 Nh3#`: a line in SAN with move numbers, from `pos` (not changed). */
function sanLine(pos: Position, line: readonly Move[]): string {
  const p = pos.clone();
  const parts: string[] = [];
  for (const move of line) {
    const number = p.turn === 'white' ? `${p.fullmoves}. ` : parts.length === 0 ? `${p.fullmoves}... ` : '';
    if (!p.isLegal(move)) throw new Error(`the mating line has an illegal move ${makeUci(move)}`);
    const san = makeSan(p, move);
    p.play(move);
    parts.push(number + san);
  }
  return parts.join(' ');
}

/** An internal error (a bug) as one bounded line for the unreadable listing. */
function internalError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const line = message.replace(/\s+/g, ' ').trim();
  return `internal error: ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`;
}

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
  return rejudge(parsed.value.positional[0]!, rules.value, analysis, io);
}

/**
 * Re-judges every game of the file at `path` with the analysis' budget and mode `analysis`,
 * printing a JSON line per changed, unreadable or undecided game and a summary. A game whose replay or analysis fails is listed as unreadable and the run goes
 * on; only an error reading the file ends it (exit 2). `judge` is replaceable for tests.
 */
export async function rejudge(path: string, rules: Ruleset, analysis: CheckmateOptions, io: Io, judge: Judge = judgeGame): Promise<number> {
  const started = performance.now();
  let games = 0;
  let timeouts = 0;
  let winsToDraws = 0;
  let drawsToWins = 0;
  let unknown = 0;
  let unreadable = 0;
  let lastDraw = 0;
  const progress = (): string => `${games} games, ${timeouts} timeouts, ${winsToDraws + drawsToWins} misjudged`;
  try {
    for await (const game of readPgnAsync(io.readChunks(path))) {
      games++;
      if (io.errIsTty && performance.now() - lastDraw > 200) {
        lastDraw = performance.now();
        io.err(`\r${progress()}`);
      }
      // Nothing about one game may stop the run: an exception here is a bug, listed as such.
      let timeout: Timeout | null = null;
      let j: Judgement;
      try {
        timeout = timeoutOf(game);
        j = judge(game, timeout, rules, analysis);
      } catch (e) {
        j = { kind: 'unreadable', reason: internalError(e) };
      }
      if (timeout !== null) timeouts++;
      const h = game.headers;
      const who = {
        game: games,
        white: h.get('White') ?? '?',
        black: h.get('Black') ?? '?',
        event: h.get('Event') ?? '?',
        site: h.get('Site') ?? '?',
        date: h.get('Date') ?? '?',
      };
      if (j.kind === 'unknown') {
        unknown++;
        io.out(
          JSON.stringify({ kind: 'unknown', ...who, result: game.result, side: j.side, reason: j.reason, fen: makeFen(j.final) }) + '\n',
        );
      }
      if (j.kind === 'unreadable') {
        unreadable++;
        io.out(JSON.stringify({ kind: 'unreadable', ...who, reason: j.reason }) + '\n');
      }
      if (j.kind !== 'misjudged') continue;
      if (j.rejudged === '1/2-1/2') winsToDraws++;
      else drawsToWins++;
      const evidence = j.line === undefined ? {} : { line: j.line.map(makeUci), san: sanLine(j.final, j.line) };
      io.out(
        JSON.stringify({
          kind: 'misjudged',
          ...who,
          result: game.result,
          rejudged: j.rejudged,
          rule: j.rule,
          reason: j.reason,
          fen: makeFen(j.final),
          ...evidence,
        }) + '\n',
      );
    }
  } catch (e) {
    io.err(`flagfall rejudge: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
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
