/**
 * What the arbiter decides: results, terminations, rulings with their articles, and the
 * "can this side still win" question routed to winnable/ by the ruleset's chosen test.
 */
import type { Position } from '../board/position.js';
import type { PgnTermination } from '../pgn/tags.js';
import type { WinTest } from '../rules/types.js';
import type { Color } from '../types.js';
import { canCheckmate, canWinOnTimeUscf14E, hasMatingMaterialUscf, type CheckmateOptions } from '../winnable/canCheckmate.js';

/** A game result as PGN writes it; `*` while the game goes on. */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** What ended a game (`result` says what the rules made of it: a timeout can be a draw). */
export const TERMINATIONS = [
  'checkmate',
  'resignation',
  'timeout',
  'illegal-move',
  'stalemate',
  'dead-position',
  'insufficient-material',
  'threefold',
  'fivefold',
  'fifty-moves',
  'seventy-five-moves',
  'agreement',
  'both-flags',
  'quickplay-finish',
  'abandonment',
] as const;
/** What ended a game (`TERMINATIONS`). */
export type Termination = (typeof TERMINATIONS)[number];

/** Stable codes of rulings (the human `ruling` text may change; the code does not). */
export const RULING_CODES = [
  'category-mismatch',
  'move-refused',
  'touch-move',
  'illegal-move-recorded',
  'illegal-move-corrected',
  'illegal-move-decided',
  'illegal-move-stands',
  'promotion-completed',
  'press-ignored',
  'press-without-move',
  'press-back',
  'claim-refused',
  'claim-incorrect',
  'flag-fell',
  'flag-not-called',
  'both-flags',
  'both-flags-continue',
  'game-ends',
  'draw-offered',
  'draw-offer-lapsed',
  'draw-offer-declined',
  'no-draw-offer',
  'quickplay-postponed',
  'time-added',
  'after-end',
  'clock-paused',
  'clock-resumed',
  'pause-ignored',
  'moves-set',
  'claim-needs-board',
] as const;
/** The stable code of a ruling (`RULING_CODES`). */
export type RulingCode = (typeof RULING_CODES)[number];

/** One ruling: when, on which input line, what was decided, and which article decides it. */
export interface Ruling {
  readonly t: number;
  /** The input line of the event (for events applied without one: 1 for the start, n + 1 for the n-th event). */
  readonly line: number;
  readonly code: RulingCode;
  readonly ruling: string;
  readonly rule: string;
  /**
   * Present when the "can this side checkmate" analysis behind the ruling ran out of its node
   * budget: whose mate was asked and the nodes spent. The rules then count the side as able to
   * mate (only a proof of "cannot" draws), so a bigger budget could turn the ruling into a draw.
   */
  readonly inconclusive?: { readonly side: Color; readonly nodes: number };
}

/** How a finished game ended. */
export interface Outcome {
  readonly result: Exclude<GameResult, '*'>;
  readonly termination: Termination;
  readonly rule: string;
  readonly endedAt: number;
}

/** The result in which `winner` wins. */
export const winFor = (winner: Color): '1-0' | '0-1' => (winner === 'white' ? '1-0' : '0-1');

/** An instant or a duration for ruling texts: `2:59.3`, `1:05:00.0` (tenths truncated). */
export function timeText(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const s = Math.floor(tenths / 10);
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return `${h > 0 ? `${h}:${two(m)}` : m}:${two(s % 60)}.${tenths % 10}`;
}

/** Capitalised colour for ruling texts. */
export const Side = (c: Color): string => (c === 'white' ? 'White' : 'Black');

/** Whether a side can still win, and why, as the ruleset's test sees it. */
export interface WinCheck {
  readonly canWin: boolean;
  readonly reason: string;
  /** The article of the deciding case when the test has several (US Chess 14E1 …). */
  readonly rule?: string;
  /** Present when the analysis ran out of nodes (`canWin` is then true): the nodes spent. */
  readonly inconclusive?: { readonly nodes: number };
}

/**
 * Asks winnable/ whether `side` can still win under `test`. An `unknown` from the
 * unwinnability analysis counts as "can win": only a proof of "cannot" draws (FIDE 6.9);
 * the reason then says the analysis was inconclusive. `options` limits the search.
 */
export function canStillWin(test: WinTest, pos: Position, side: Color, options: CheckmateOptions = {}): WinCheck {
  switch (test) {
    case 'any-series': {
      const v = canCheckmate(pos, side, options);
      if (v.verdict === 'no') return { canWin: false, reason: `${Side(side)} cannot checkmate by any series of legal moves` };
      if (v.verdict === 'unknown') {
        // Issue 5 §2: an inconclusive analysis sides with the player who still has time, and says so.
        return {
          canWin: true,
          reason: `the analysis of whether ${Side(side)} can checkmate was inconclusive (${v.nodes} nodes), so ${Side(side)} is taken to be able to`,
          inconclusive: { nodes: v.nodes },
        };
      }
      return { canWin: true, reason: `${Side(side)} can still checkmate` };
    }
    case 'uscf-14e': {
      const v = canWinOnTimeUscf14E(pos, side);
      return { canWin: v.win, reason: v.reason, rule: v.rule };
    }
    case 'uscf-mating-material':
      return hasMatingMaterialUscf(pos, side)
        ? { canWin: true, reason: `${Side(side)} has mating material` }
        : { canWin: false, reason: `${Side(side)} has no mating material` };
  }
}

/** The PGN `Termination` tag value for a termination (PGN standard 9.8.1). */
export function pgnTermination(termination: Termination | null): PgnTermination {
  switch (termination) {
    case null:
      return 'unterminated';
    case 'timeout':
    case 'both-flags':
      return 'time forfeit';
    case 'illegal-move':
      return 'rules infraction';
    case 'quickplay-finish':
      return 'adjudication';
    case 'abandonment':
      return 'abandoned';
    default:
      return 'normal';
  }
}
