/**
 * The JSON shapes of the lichess Bot/Board API (lichess-org/api schemas: GameFullEvent,
 * GameStateEvent, GameEventInfo, ChallengeJson …), made from our games and challenges. Clocks
 * are integer ms in game states and seconds in a challenge's `timeControl`, as lichess sends
 * them. Our own facts ride along as extra fields lichess's clients ignore: the ruling and its
 * article (`termination`, `rule`, `ruling`), and clocks lichess cannot express (`delay`,
 * `delayKind`, `periods`, `tc`).
 */
import { makeTimeControlLabel, type Color, type TimeControl } from '@flagfall/core';
import type { GameEnd } from '@flagfall/protocol';
import { estimateMs } from '../game/category.js';
import type { Participant } from '../game/participants.js';
import type { Challenge, DeclineReason } from '../lobby/lobby.js';

/** lichess's game status names and their numeric ids (GameStatusName, GameStatusId). */
export const STATUS_IDS = {
  created: 10,
  started: 20,
  aborted: 25,
  mate: 30,
  resign: 31,
  stalemate: 32,
  timeout: 33,
  draw: 34,
  outoftime: 35,
  cheat: 36,
  noStart: 37,
  unknownFinish: 38,
  insufficientMaterialClaim: 39,
  variantEnd: 60,
} as const;
export type StatusName = keyof typeof STATUS_IDS;

/**
 * The lichess status of a game: `started` while it runs; at the end, from the core's termination.
 * A flag fall is `outoftime` (with no winner when the opponent could not mate, FIDE Online 4.4);
 * an absent player's loss claimed by the opponent is `timeout`, as on lichess; every draw by rule
 * or agreement is `draw`.
 */
export function statusOf(end: GameEnd | null): StatusName {
  if (end === null) return 'started';
  if (end.status === 'aborted') return 'aborted';
  switch (end.termination) {
    case 'checkmate':
      return 'mate';
    case 'resignation':
      return 'resign';
    case 'stalemate':
      return 'stalemate';
    case 'timeout':
      return 'outoftime';
    case 'abandonment':
      return 'timeout';
    case 'dead-position':
    case 'insufficient-material':
    case 'threefold':
    case 'fivefold':
    case 'fifty-moves':
    case 'seventy-five-moves':
    case 'agreement':
    case 'both-flags':
    case 'quickplay-finish':
      return 'draw';
    default:
      return 'unknownFinish';
  }
}

/** The winner's colour, or undefined for a draw, an abort or a game still playing. */
export function winnerOf(end: GameEnd | null): Color | undefined {
  if (end === null || end.status !== 'over') return undefined;
  return end.result === '1-0' ? 'white' : end.result === '0-1' ? 'black' : undefined;
}

export type Speed = 'ultraBullet' | 'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence';

/** lichess's speed by the estimated duration (base + 40 × increment, generalised to our controls). */
export function speedOf(control: TimeControl): Speed {
  if (control.kind !== 'periods' && control.kind !== 'hourglass') return 'correspondence';
  const e = estimateMs(control);
  if (e < 30_000) return 'ultraBullet';
  if (e < 180_000) return 'bullet';
  if (e < 480_000) return 'blitz';
  if (e < 1_500_000) return 'rapid';
  return 'classical';
}

const PERF_NAMES: Record<Speed, string> = {
  ultraBullet: 'UltraBullet',
  bullet: 'Bullet',
  blitz: 'Blitz',
  rapid: 'Rapid',
  classical: 'Classical',
  correspondence: 'Correspondence',
};
const PERF_ICONS: Record<Speed, string> = {
  ultraBullet: '{',
  bullet: 'T',
  blitz: ')',
  rapid: '#',
  classical: '+',
  correspondence: ';',
};
export const perfName = (speed: Speed): string => PERF_NAMES[speed];

/** The first period of a timed control: its base, increment and delay (ms). */
function firstPeriod(control: TimeControl): { baseMs: number; incrementMs: number; delayMs: number; delayKind: string | null } {
  if (control.kind === 'hourglass') return { baseMs: control.baseMs, incrementMs: 0, delayMs: 0, delayKind: null };
  if (control.kind !== 'periods') return { baseMs: 0, incrementMs: 0, delayMs: 0, delayKind: null };
  const p = control.periods[0];
  return { baseMs: p.baseMs, incrementMs: p.incrementMs, delayMs: p.delayMs, delayKind: p.delayKind };
}

/** What lichess cannot say about a clock, as extra fields (absent for a plain base + increment). */
function clockExtras(control: TimeControl, tc: string, toUnit: (ms: number) => number): Record<string, unknown> {
  const out: Record<string, unknown> = { tc, tcLabel: makeTimeControlLabel(control) };
  if (control.kind === 'hourglass') out.hourglass = true;
  if (control.kind !== 'periods') return out;
  const p = control.periods[0];
  if (p.delayMs > 0) {
    out.delay = toUnit(p.delayMs);
    out.delayKind = p.delayKind;
  }
  if (control.periods.length > 1 || p.moves !== null) {
    out.periods = control.periods.map((q) => ({
      moves: q.moves,
      initial: toUnit(q.baseMs),
      increment: toUnit(q.incrementMs),
      delay: toUnit(q.delayMs),
      delayKind: q.delayKind,
    }));
  }
  return out;
}

/** A game's `clock` in gameFull (ms). */
export function gameClock(control: TimeControl, tc: string): Record<string, unknown> {
  const p = firstPeriod(control);
  return { initial: p.baseMs, increment: p.incrementMs, ...clockExtras(control, tc, (ms) => ms) };
}

/** A challenge's `timeControl` (seconds). */
export function challengeTimeControl(control: TimeControl, tc: string): Record<string, unknown> {
  const p = firstPeriod(control);
  return {
    type: 'clock',
    limit: p.baseMs / 1000,
    increment: p.incrementMs / 1000,
    // lichess's short form (`3+2`) when the clock is a plain base + increment.
    show:
      control.kind === 'periods' && control.periods.length === 1 && p.delayMs === 0 && control.periods[0].moves === null
        ? `${p.baseMs / 60_000}+${p.incrementMs / 1000}`
        : makeTimeControlLabel(control),
    ...clockExtras(control, tc, (ms) => ms / 1000),
  };
}

/** The increment each side gets now (ms): that of the period its next move falls in. */
export function incrementAt(control: TimeControl, movesMade: number): number {
  if (control.kind !== 'periods') return 0;
  let moves = 0;
  for (const p of control.periods) {
    if (p.moves === null || movesMade < moves + p.moves) return p.incrementMs;
    moves += p.moves;
  }
  return control.periods[control.periods.length - 1]!.incrementMs;
}

export const VARIANT_STANDARD = { key: 'standard', name: 'Standard', short: 'Std' } as const;
export const VARIANT_FROM_POSITION = { key: 'fromPosition', name: 'From Position', short: 'FEN' } as const;

/** A player of gameFull: `{id, name, title, rating, provisional}`, or `{aiLevel}` for the computer. */
export function gamePlayer(p: Participant, aiLevel: number | null): Record<string, unknown> {
  if (aiLevel !== null) return { aiLevel, name: p.name };
  return {
    id: p.userId ?? p.name.toLowerCase(),
    name: p.name,
    title: p.title,
    ...(p.rating !== null ? { rating: p.rating } : {}),
    ...(p.provisional ? { provisional: true } : {}),
  };
}

/** The state of a game as lichess's gameState sends it. */
export interface GameStateView {
  readonly moves: readonly string[];
  readonly whiteMs: number;
  readonly blackMs: number;
  readonly control: TimeControl;
  readonly end: GameEnd | null;
  readonly drawOffer: Color | null;
  readonly takebackOffer: Color | null;
}

/** A `gameState` line: every field lichess-bot reads is always there (wtime, btime, winc, binc as integers). */
export function gameState(v: GameStateView): Record<string, unknown> {
  const whiteMoves = Math.ceil(v.moves.length / 2);
  const blackMoves = Math.floor(v.moves.length / 2);
  const winner = winnerOf(v.end);
  return {
    type: 'gameState',
    moves: v.moves.join(' '),
    wtime: Math.max(0, Math.round(v.whiteMs)),
    btime: Math.max(0, Math.round(v.blackMs)),
    winc: Math.round(incrementAt(v.control, whiteMoves)),
    binc: Math.round(incrementAt(v.control, blackMoves)),
    status: statusOf(v.end),
    ...(winner !== undefined ? { winner } : {}),
    ...(v.drawOffer === 'white' ? { wdraw: true } : {}),
    ...(v.drawOffer === 'black' ? { bdraw: true } : {}),
    ...(v.takebackOffer === 'white' ? { wtakeback: true } : {}),
    ...(v.takebackOffer === 'black' ? { btakeback: true } : {}),
    ...(v.end !== null && v.end.termination !== null ? { termination: v.end.termination } : {}),
    ...(v.end !== null && v.end.rule !== null ? { rule: v.end.rule } : {}),
    ...(v.end !== null ? { ruling: v.end.ruling } : {}),
  };
}

/** The lichess reasons' words (lichess's own texts, so clients show what they expect). */
const DECLINE_TEXTS: Record<DeclineReason, string> = {
  generic: "I'm not accepting challenges at the moment.",
  later: 'This is not the right time for me, please ask again later.',
  tooFast: 'This time control is too fast for me, please challenge again with a slower game.',
  tooSlow: 'This time control is too slow for me, please challenge again with a faster game.',
  timeControl: "I'm not accepting challenges with this time control.",
  rated: 'Please send me a rated challenge instead.',
  casual: 'Please send me a casual challenge instead.',
  standard: "I'm not accepting variant challenges right now.",
  variant: 'I am not willing to play this variant right now.',
  noBot: "I'm not accepting challenges from bots.",
  onlyBot: "I'm only accepting challenges from bots.",
};

/** A `ChallengeJson`, as seen by `viewerKey` (its `direction`). */
export function challengeJson(
  c: Challenge,
  o: {
    readonly url: string;
    readonly viewerKey: string | null;
    readonly online: (key: string) => boolean;
    readonly status?: 'created' | 'offline' | 'canceled' | 'declined' | 'accepted';
    readonly declineReason?: DeclineReason;
  },
): Record<string, unknown> {
  const speed = speedOf(c.control);
  const user = (p: Participant) => ({
    id: p.userId ?? p.name.toLowerCase(),
    name: p.name,
    title: p.title,
    rating: p.rating ?? 1500,
    ...(p.provisional ? { provisional: true } : {}),
    online: o.online(p.key),
  });
  const to = c.toPlayer;
  return {
    id: c.id,
    url: o.url,
    status: o.status ?? 'created',
    challenger: user(c.by),
    destUser: to === null ? null : user(to),
    variant: c.fen === null ? VARIANT_STANDARD : VARIANT_FROM_POSITION,
    rated: c.rated,
    speed,
    timeControl: challengeTimeControl(c.control, c.tc),
    color: c.color,
    finalColor: c.finalColor,
    perf: { icon: PERF_ICONS[speed], name: PERF_NAMES[speed] },
    ...(o.viewerKey !== null ? { direction: c.by.key === o.viewerKey ? 'out' : 'in' } : {}),
    ...(c.fen !== null ? { initialFen: c.fen } : {}),
    ...(o.declineReason !== undefined ? { declineReason: DECLINE_TEXTS[o.declineReason], declineReasonKey: o.declineReason } : {}),
    rules: c.rules,
  };
}
