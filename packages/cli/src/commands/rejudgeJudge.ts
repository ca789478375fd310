/**
 * What `flagfall rejudge` decides for one game, apart from reading and printing: whether and how
 * the game ended on time (its result, Termination tag and clocks), the rules' answer for it
 * (`judgeGame`), and that answer as plain data (`Outcome`) — what the command prints, and what a
 * worker thread sends back (a `Position` does not cross threads).
 */
import { canCheckmate, makeFen, makeSan, makeUci } from '@flagfall/core';
import type { CheckmateOptions, Color, Move, PgnGame, Position, Ruleset } from '@flagfall/core';
import { canStillWin } from '@flagfall/core/arbiter';
import { replayPgnGame } from '@flagfall/core/pgn';

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

/** A result the rules change: the new result, the article and why. */
interface Change {
  readonly kind: 'misjudged';
  readonly rejudged: '1-0' | '0-1' | '1/2-1/2';
  readonly rule: string;
  readonly reason: string;
}

/** What became of one game. */
export type Judgement =
  | { readonly kind: 'stands' } // not a timeout, or a timeout whose result is right
  | { readonly kind: 'unknown'; readonly side: Color; readonly reason: string; readonly final: Position } // the analysis ran out of nodes: the result stands
  | { readonly kind: 'unreadable'; readonly reason: string }
  | (Change & {
      readonly final: Position;
      /** For a draw changed to a win under FIDE rules: the mating line, the evidence. */
      readonly line?: readonly Move[];
    });

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
export function timeoutOf(game: PgnGame): Timeout | null {
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
export function internalError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const line = message.replace(/\s+/g, ' ').trim();
  return `internal error: ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`;
}

/** One game's answer as plain data (structured-clonable): what the command prints for it. */
export type Outcome =
  | { readonly kind: 'stands' }
  | { readonly kind: 'unknown'; readonly side: Color; readonly reason: string; readonly fen: string }
  | { readonly kind: 'unreadable'; readonly reason: string }
  | (Change & {
      readonly fen: string;
      /** The mating line, in UCI and in SAN with move numbers (a draw changed to a win under FIDE rules). */
      readonly line?: readonly string[];
      readonly san?: string;
    });

/** The outcome of a game that needs no judging (not a timeout, read in full). */
export const STANDS: Outcome = { kind: 'stands' };

/**
 * Judges one game (`timeout` from `timeoutOf`) and turns the judgement into an `Outcome`.
 * Never throws: an exception on the way is a bug, given back as an unreadable game that names it.
 */
export function outcomeOf(
  game: PgnGame,
  timeout: Timeout | null,
  rules: Ruleset,
  analysis: CheckmateOptions,
  judge: Judge = judgeGame,
): Outcome {
  try {
    const j = judge(game, timeout, rules, analysis);
    switch (j.kind) {
      case 'stands':
      case 'unreadable':
        return j;
      case 'unknown':
        return { kind: 'unknown', side: j.side, reason: j.reason, fen: makeFen(j.final) };
      case 'misjudged': {
        const evidence = j.line === undefined ? {} : { line: j.line.map(makeUci), san: sanLine(j.final, j.line) };
        return { kind: 'misjudged', rejudged: j.rejudged, rule: j.rule, reason: j.reason, fen: makeFen(j.final), ...evidence };
      }
    }
  } catch (e) {
    return { kind: 'unreadable', reason: internalError(e) };
  }
}
