/**
 * A live game's log: every change to a game is one record, stored (durably) before anyone hears
 * of it. Replaying the records in order rebuilds the game exactly (board, clocks, offers,
 * versions), which is how a restarted server brings back its live games. Times `t` are the
 * game's core time (ms since the start, lag compensation applied); see live.ts.
 */
import type { Color } from '@flagfall/core';
import type { Participant } from './participants.js';

export type GameRecord =
  /** The first record: who plays (their keys, for a restart) as the game was created. */
  | { readonly k: 'setup'; readonly white: Participant; readonly black: Participant }
  /** A move played at core time `t`; `comp` ms of lag refunded; `quota` the mover's lag quota after. */
  | {
      readonly k: 'move';
      readonly t: number;
      readonly uci: string;
      readonly by: Color;
      readonly cid: string | null;
      readonly comp: number;
      readonly quota: number;
      readonly premove?: true;
    }
  /** An offer, an answer, a resignation or a claim, as a core arbiter event at `t`. */
  | {
      readonly k: 'act';
      readonly t: number;
      readonly by: Color;
      readonly act: 'draw-offer' | 'draw-accept' | 'draw-decline' | 'resign' | 'abandonment-win' | 'abandonment-draw';
    }
  /** A draw claim the rules answer (online: refused, the draws being automatic), at `t`. */
  | { readonly k: 'claim'; readonly t: number; readonly by: Color; readonly claim: 'threefold' | 'fifty-moves'; readonly move?: string }
  /** The server looks at the clocks (a flag timer fired) at `t`. */
  | { readonly k: 'look'; readonly t: number }
  | { readonly k: 'takeback-offer'; readonly by: Color }
  | { readonly k: 'takeback-decline'; readonly by: Color }
  /** The last `plies` moves are taken back; core time goes back to the last remaining move. */
  | { readonly k: 'takeback'; readonly plies: number }
  | { readonly k: 'rematch-offer'; readonly by: Color }
  | { readonly k: 'rematch-decline'; readonly by: Color }
  | { readonly k: 'rematch'; readonly gameId: string }
  /** The game is aborted (a player before both had moved, or nobody made the first move in time). */
  | { readonly k: 'abort'; readonly t: number; readonly by: Color | null; readonly reason: string }
  /** The server came back after being down `downMs` ms: core time continues at `t`. */
  | { readonly k: 'resume'; readonly t: number; readonly downMs: number }
  | { readonly k: 'chat'; readonly by: string; readonly text: string };

export const makeRecord = (r: GameRecord): string => JSON.stringify(r);

/** Reads a stored record (written by `makeRecord`; a malformed one is a corrupt database). */
export function parseRecord(text: string): GameRecord {
  const r = JSON.parse(text) as GameRecord;
  if (typeof r !== 'object' || typeof (r as { k?: unknown }).k !== 'string') throw new Error(`corrupt game record: ${text.slice(0, 80)}`);
  return r;
}
