/**
 * The computer as an opponent, in pure terms the lobby form and the game page share: its levels,
 * the request that starts a game against it (`POST /api/challenge/ai`), the choices the form
 * remembers, and how a player of a game is recognised as the computer.
 */

/** The computer's levels, weakest first. */
export const AI_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A level of the computer. */
export type AiLevel = (typeof AI_LEVELS)[number];
/** The colour you ask for; the server draws `random`. */
export type AiColor = 'white' | 'random' | 'black';
/** The colours in the order the form shows them. */
export const AI_COLORS: readonly AiColor[] = ['white', 'random', 'black'];

/** What the form asks for. Immutable. */
export interface AiChoice {
  readonly level: AiLevel;
  /** A time control as typed (anything the core reads). */
  readonly tc: string;
  readonly color: AiColor;
}

/** The form's first choices: a gentle level, a blitz clock, a colour drawn for you. */
export const DEFAULT_AI_CHOICE: AiChoice = { level: 2, tc: '3+2', color: 'random' };

/** Whether `n` is a level of the computer (a whole number 1–8). */
export function isAiLevel(n: unknown): n is AiLevel {
  return typeof n === 'number' && (AI_LEVELS as readonly number[]).includes(n);
}

/** The JSON body of `POST /api/challenge/ai` for a choice (the control trimmed, as the server reads it). */
export function aiChallengeBody(c: AiChoice): { level: AiLevel; tc: string; color: AiColor } {
  return { level: c.level, tc: c.tc.trim(), color: c.color };
}

/**
 * The choice remembered as text (`JSON.stringify` of an `AiChoice`), read leniently: each field
 * that is missing or malformed takes its default, so an old or tampered value never breaks the form.
 */
export function readAiChoice(raw: string | null): AiChoice {
  let v: unknown = null;
  try {
    v = raw === null ? null : JSON.parse(raw);
  } catch {
    // Not JSON: the defaults.
  }
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  const tc = typeof o.tc === 'string' && o.tc.trim() !== '' && o.tc.length <= 60 ? o.tc : DEFAULT_AI_CHOICE.tc;
  return {
    level: isAiLevel(o.level) ? o.level : DEFAULT_AI_CHOICE.level,
    tc,
    color: AI_COLORS.includes(o.color as AiColor) ? (o.color as AiColor) : DEFAULT_AI_CHOICE.color,
  };
}

/** The computer as a player of a game: its engine's short name (`Stockfish`) and its level. */
export interface ComputerPlayer {
  readonly engine: string;
  readonly level: AiLevel;
}

// The server names the computer `<engine> level <n>` (its engine's first word); account names
// have no spaces and guests are `Guest-…`, so a player without an account and with this name is
// the computer.
const COMPUTER_NAME = /^(\S+) level ([1-8])$/;

/** The computer, when `p` (a game's player: `id` null, name `Stockfish level 3`) is it; else null. */
export function computerOf(p: { readonly id: string | null; readonly name: string }): ComputerPlayer | null {
  if (p.id !== null) return null;
  const m = COMPUTER_NAME.exec(p.name);
  if (m === null) return null;
  return { engine: m[1]!, level: Number(m[2]) as AiLevel };
}
