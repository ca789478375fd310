/**
 * Who plays a live game and how it was set up. `key` identifies the person across sockets: an
 * account id, or `guest:<hash>` for a guest (derived from the guest's secret cookie).
 */
import type { Color, RulesetName, TimeControl } from '@flagfall/core';
import type { PlayerInfo } from '@flagfall/protocol';
import type { Category } from './category.js';

export interface Participant {
  /** The account id or `guest:<hash>`; the only thing checked before a player may act. */
  readonly key: string;
  /** The account id, or null for a guest. */
  readonly userId: string | null;
  readonly name: string;
  /** `BOT` for bots, else null. */
  readonly title: string | null;
  /** The rating in the game's category at the start (accounts only). */
  readonly rating: number | null;
  readonly provisional: boolean;
}

/** Everything a game is created from; never changes. */
export interface GameSetup {
  readonly id: string;
  readonly white: Participant;
  readonly black: Participant;
  readonly rated: boolean;
  readonly rules: RulesetName;
  /** As written by the player. */
  readonly tc: string;
  readonly control: TimeControl;
  readonly category: Category | null;
  /** A set-up start position, or null for the standard one. */
  readonly fen: string | null;
  /** Wall-clock ms. */
  readonly createdAt: number;
}

export const playerInfo = (p: Participant): PlayerInfo => ({
  id: p.userId,
  name: p.name,
  title: p.title,
  rating: p.rating,
  provisional: p.provisional,
});

/** The colour `key` plays in `setup`, or null for a spectator. */
export function colorOf(setup: GameSetup, key: string): Color | null {
  if (setup.white.key === key) return 'white';
  if (setup.black.key === key) return 'black';
  return null;
}

/** The key prefix of the computer's participants: `computer:<level>`. */
export const COMPUTER_KEY_PREFIX = 'computer:';

/** The computer's level (1–8) when `p` is the computer, else null. */
export function computerLevelOf(p: { readonly key: string }): number | null {
  if (!p.key.startsWith(COMPUTER_KEY_PREFIX)) return null;
  const level = Number(p.key.slice(COMPUTER_KEY_PREFIX.length));
  return Number.isInteger(level) && level >= 1 && level <= 8 ? level : null;
}
