/**
 * A match game in PGN: the Seven Tag Roster, the time control, the opening, how it ended, and
 * for each engine move its clock, its time and the engine's score and depth as comments.
 */
import { makePgn } from '@flagfall/core';
import type { PgnMoveInput } from '@flagfall/core/pgn';
import type { UciScore } from '../uci/engineOutput.js';
import type { GameTermination, MatchTimeControl, PlayedGame } from './game.js';

/** What the PGN says about the game beyond its moves. */
export interface GameHeaders {
  readonly event: string;
  /** `YYYY.MM.DD`. */
  readonly date: string;
  readonly round: number;
  readonly white: string;
  readonly black: string;
  readonly timeControl: MatchTimeControl;
  readonly opening: string;
}

/** PGN standard 9.6.1: `base+increment` in seconds. */
export function makePgnTimeControl(tc: MatchTimeControl): string {
  return `${tc.baseMs / 1000}+${tc.incrementMs / 1000}`;
}

/** `2026.11.24` for a date (local time, as a match is dated where it is played). */
export function makePgnDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** The PGN `Termination` tag (standard 9.8.1) for how a game ended. */
function pgnTermination(t: GameTermination): string {
  switch (t) {
    case 'time-forfeit':
      return 'time forfeit';
    case 'illegal-move':
      return 'rules infraction';
    case 'crash':
      return 'abandoned';
    case 'aborted':
      return 'unterminated';
    default:
      return 'normal';
  }
}

/** `+0.31/12`, `-M3/20`: the engine's score from the mover's side, in pawns, and its depth. */
function scoreComment(score: UciScore | null, depth: number | null): string | null {
  if (score === null) return null;
  const text =
    score.kind === 'cp'
      ? `${score.cp >= 0 ? '+' : ''}${(score.cp / 100).toFixed(2)}`
      : `${score.mate >= 0 ? '+' : '-'}M${Math.abs(score.mate)}`;
  return depth === null ? text : `${text}/${depth}`;
}

/** The game as one PGN text (ending with a newline). */
export function makeGamePgn(game: PlayedGame, headers: GameHeaders): string {
  const tags = new Map<string, string>([
    ['Event', headers.event],
    ['Site', '?'],
    ['Date', headers.date],
    ['Round', String(headers.round)],
    ['White', headers.white],
    ['Black', headers.black],
    ['TimeControl', makePgnTimeControl(headers.timeControl)],
    ['Opening', headers.opening],
    ['Termination', pgnTermination(game.termination)],
    ['PlyCount', String(game.moves.length)],
  ]);
  const moves: PgnMoveInput[] = game.moves.map((m, i) => {
    const comments: string[] = [];
    if (m.book && (i + 1 === game.moves.length || !game.moves[i + 1]!.book)) comments.push('book');
    const score = scoreComment(m.score, m.depth);
    if (score !== null) comments.push(score);
    if (i + 1 === game.moves.length) comments.push(game.reason);
    return {
      san: m.san,
      comments: comments.length === 0 ? [] : [comments.join(' ')],
      ...(m.clockMs === null ? {} : { clockMs: m.clockMs }),
      ...(m.elapsedMs === null ? {} : { emtMs: m.elapsedMs }),
    };
  });
  return makePgn({ headers: tags, moves, result: game.result });
}
