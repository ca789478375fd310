/**
 * The lobby: open seeks, quick-pairing pools and challenges, in one process (the seam for a
 * shared lobby is the `Lobby` interface). It pairs people and hands each pair to `start`; it
 * never decides anything about a game itself.
 */
import { makeTimeControlLabel, parseTimeControl, type RulesetName, type TimeControl } from '@flagfall/core';
import type { ChallengeInfo, Pool, SeekInfo } from '@flagfall/protocol';
import { categoryOf } from '../game/category.js';
import { playerInfo, type Participant } from '../game/participants.js';
import { makeId } from '../ids.js';
import type { TimeSource, Timer } from '../time.js';

export type ColorChoice = 'white' | 'black' | 'random';

/** What a game is made of once two people agree. */
export interface Pairing {
  readonly white: Participant;
  readonly black: Participant;
  readonly tc: string;
  readonly control: TimeControl;
  readonly rated: boolean;
  readonly rules: RulesetName;
  /** The game's id when it must be a given one (a challenge's game takes the challenge's id, as on lichess). */
  readonly id?: string;
  /** A set-up start position (FEN), or null/absent for the standard one. */
  readonly fen?: string | null;
}

export interface Seek {
  readonly id: string;
  readonly by: Participant;
  readonly tc: string;
  readonly control: TimeControl;
  readonly rated: boolean;
  readonly color: ColorChoice;
  readonly rules: RulesetName;
  readonly ratingRange: readonly [number, number] | null;
}

export interface Challenge extends Seek {
  /** The account challenged, or null for an open challenge. */
  readonly to: string | null;
  /** The player challenged as the challenge was made (rating in its category), or null. */
  readonly toPlayer: Participant | null;
  /** A set-up start position (FEN, checked by the core), or null for the standard one. */
  readonly fen: string | null;
  /** Wall-clock ms. */
  readonly createdAt: number;
  /** The author's colour, drawn when the challenge is made when it asked for `random` (as on lichess). */
  readonly finalColor: 'white' | 'black';
  /**
   * Whether the challenge lapses when its author is away (the lichess API's challenges without
   * `keepAliveStream`: 20 s unless the author is online); false for challenges made on the site.
   */
  readonly lapses: boolean;
}

/** Why a challenge was declined: lichess's reason keys. */
export const DECLINE_REASONS = [
  'generic',
  'later',
  'tooFast',
  'tooSlow',
  'timeControl',
  'rated',
  'casual',
  'standard',
  'variant',
  'noBot',
  'onlyBot',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface LobbyEvents {
  seekAdded(seek: SeekInfo): void;
  seekRemoved(seek: Seek): void;
  /** A challenge was made (its author and the one challenged, if any, are told). */
  challengeCreated(challenge: Challenge): void;
  challengeDeclined(challenge: Challenge, reason: DeclineReason): void;
  /** Cancelled by its author, or lapsed. */
  challengeCanceled(challenge: Challenge): void;
}

/** A refusal the client hears as an `error`. */
export interface LobbyError {
  readonly code: 'bad_tc' | 'not_found' | 'forbidden' | 'refused' | 'too_many';
  readonly message: string;
}
type Res<T> = { ok: true; value: T } | { ok: false; error: LobbyError };
const fail = (code: LobbyError['code'], message: string): { ok: false; error: LobbyError } => ({ ok: false, error: { code, message } });

/**
 * The rulesets the server plays. Over-the-board rulesets leave flags and draws to the players'
 * claims, which the live protocol does not carry yet; until it does, live games use the online
 * rules (FIDE Online Chess Regulations).
 */
export const LIVE_RULESETS: readonly RulesetName[] = ['online'];

function checkRules(rules: RulesetName | undefined): { ok: false; error: LobbyError } | null {
  if (rules === undefined || LIVE_RULESETS.includes(rules)) return null;
  return fail('refused', `games here are played under the online rules for now (FIDE Online Chess Regulations), not ${rules}`);
}

/** Open seeks one person may have at once. */
export const MAX_SEEKS_PER_PLAYER = 3;
/** Open challenges one person may have at once. */
export const MAX_CHALLENGES_PER_PLAYER = 10;
/** The pool pairing range: ±150 at first, widening by 50 a second to ±650. */
export const POOL_RANGE = { startPoints: 150, perSecond: 50, maxPoints: 650 } as const;

interface PoolEntry {
  readonly who: Participant;
  readonly pool: Pool;
  readonly rated: boolean;
  readonly since: number;
}

export class Lobby {
  readonly seeks = new Map<string, Seek>();
  readonly challenges = new Map<string, Challenge>();
  private readonly pools: PoolEntry[] = [];
  private poolTimer: Timer | null = null;

  constructor(
    private readonly time: TimeSource,
    private readonly events: LobbyEvents,
    private readonly start: (pairing: Pairing) => Promise<void>,
    private readonly baseUrl: () => string,
  ) {}

  /** Reads a time control typed by a player (any notation the core reads); only timed controls can be played. */
  static readControl(tc: string): Res<TimeControl> {
    const parsed = parseTimeControl(tc);
    if (!parsed.ok) return fail('bad_tc', `time control ${JSON.stringify(tc.slice(0, 64))}: ${parsed.error.message}`);
    const c = parsed.value;
    if (c.kind !== 'periods' && c.kind !== 'hourglass') return fail('bad_tc', 'a game online needs a clock: give a timed control');
    return { ok: true, value: c };
  }

  seekInfo(s: Seek): SeekInfo {
    return {
      id: s.id,
      by: playerInfo(s.by),
      tc: s.tc,
      tcLabel: makeTimeControlLabel(s.control),
      category: categoryOf(s.control),
      rated: s.rated,
      color: s.color,
      rules: s.rules,
    };
  }

  challengeInfo(c: Challenge): ChallengeInfo {
    return { ...this.seekInfo(c), to: c.to, url: `${this.baseUrl()}/challenge/${c.id}` };
  }

  createSeek(
    by: Participant,
    o: { tc: string; rated: boolean; color: ColorChoice; rules?: RulesetName; ratingRange?: readonly [number, number] },
  ): Res<Seek> {
    if (o.rated && by.userId === null) return fail('forbidden', 'guests play casual games: sign in to play rated');
    const rules = checkRules(o.rules);
    if (rules !== null) return rules;
    const control = Lobby.readControl(o.tc);
    if (!control.ok) return control;
    if ([...this.seeks.values()].filter((s) => s.by.key === by.key).length >= MAX_SEEKS_PER_PLAYER) {
      return fail('too_many', `at most ${MAX_SEEKS_PER_PLAYER} open seeks at once`);
    }
    const seek: Seek = {
      id: makeId(),
      by,
      tc: o.tc,
      control: control.value,
      rated: o.rated,
      color: o.color,
      rules: o.rules ?? 'online',
      ratingRange: o.ratingRange ?? null,
    };
    this.seeks.set(seek.id, seek);
    this.events.seekAdded(this.seekInfo(seek));
    return { ok: true, value: seek };
  }

  /** `byKey` (a participant's key) cancels its seek. */
  cancelSeek(byKey: string, id: string): Res<null> {
    const seek = this.seeks.get(id);
    if (seek === undefined) return fail('not_found', 'no such seek');
    if (seek.by.key !== byKey) return fail('forbidden', 'only its author can cancel a seek');
    this.removeSeek(id);
    return { ok: true, value: null };
  }

  private removeSeek(id: string): void {
    const seek = this.seeks.get(id);
    if (seek === undefined) return;
    this.seeks.delete(id);
    this.events.seekRemoved(seek);
  }

  /** Everything a person has open (on sign-out or when the last socket closes). */
  leave(key: string): void {
    for (const s of [...this.seeks.values()]) if (s.by.key === key) this.removeSeek(s.id);
    this.leavePool(key);
  }

  async acceptSeek(by: Participant, id: string): Promise<Res<null>> {
    const seek = this.seeks.get(id);
    if (seek === undefined) return fail('not_found', 'that seek is gone');
    if (seek.by.key === by.key) return fail('refused', 'you cannot accept your own seek');
    if (seek.rated && by.userId === null) return fail('forbidden', 'guests play casual games: sign in to play rated');
    if (seek.ratingRange !== null) {
      const r = by.rating ?? 1500;
      if (r < seek.ratingRange[0] || r > seek.ratingRange[1])
        return fail('refused', `this seek wants ratings ${seek.ratingRange[0]}–${seek.ratingRange[1]}`);
    }
    this.removeSeek(id);
    // Whoever accepts stops seeking too.
    for (const s of [...this.seeks.values()]) if (s.by.key === by.key || s.by.key === seek.by.key) this.removeSeek(s.id);
    await this.start(pair(seek.by, by, seek));
    return { ok: true, value: null };
  }

  // ---------------------------------------------------------------- pools

  joinPool(who: Participant, pool: Pool, rated: boolean): Res<null> {
    if (rated && who.userId === null) return fail('forbidden', 'guests play casual games: sign in to play rated');
    this.leavePool(who.key);
    this.pools.push({ who, pool, rated, since: this.time.monoMs() });
    this.pairPools();
    return { ok: true, value: null };
  }

  leavePool(key: string): boolean {
    const i = this.pools.findIndex((e) => e.who.key === key);
    if (i < 0) return false;
    this.pools.splice(i, 1);
    return true;
  }

  /** The range within which an entry accepts an opponent, widening while it waits. */
  private range(e: PoolEntry, now: number): number {
    return Math.min(POOL_RANGE.maxPoints, POOL_RANGE.startPoints + ((now - e.since) / 1000) * POOL_RANGE.perSecond);
  }

  /** Pairs whoever fits, longest waiting first; re-runs every second while anyone waits. */
  private pairPools(): void {
    const now = this.time.monoMs();
    const waiting = [...this.pools].sort((a, b) => a.since - b.since);
    const paired = new Set<PoolEntry>();
    for (const a of waiting) {
      if (paired.has(a)) continue;
      let best: PoolEntry | null = null;
      for (const b of waiting) {
        if (b === a || paired.has(b) || b.pool !== a.pool || b.rated !== a.rated) continue;
        const gap = Math.abs((a.who.rating ?? 1500) - (b.who.rating ?? 1500));
        if (gap > Math.min(this.range(a, now), this.range(b, now))) continue;
        if (best === null || gap < Math.abs((a.who.rating ?? 1500) - (best.who.rating ?? 1500))) best = b;
      }
      if (best === null) continue;
      paired.add(a).add(best);
      const control = Lobby.readControl(a.pool);
      if (!control.ok) continue;
      void this.start(pair(a.who, best.who, { tc: a.pool, control: control.value, rated: a.rated, color: 'random', rules: 'online' }));
    }
    for (const e of paired) this.pools.splice(this.pools.indexOf(e), 1);
    this.poolTimer?.cancel();
    this.poolTimer = this.pools.length > 1 ? this.time.setTimer(() => this.pairPools(), 1000) : null;
  }

  poolOf(key: string): { pool: Pool; rated: boolean } | null {
    const e = this.pools.find((x) => x.who.key === key);
    return e === undefined ? null : { pool: e.pool, rated: e.rated };
  }

  // ---------------------------------------------------------------- challenges

  createChallenge(
    by: Participant,
    to: Participant | null,
    o: { tc: string; rated: boolean; color: ColorChoice; rules?: RulesetName; fen?: string | null; lapses?: boolean },
  ): Res<Challenge> {
    if (o.rated && (by.userId === null || (to !== null && to.userId === null)))
      return fail('forbidden', 'guests play casual games: sign in to play rated');
    if (to !== null && to.key === by.key) return fail('refused', 'you cannot challenge yourself');
    const rules = checkRules(o.rules);
    if (rules !== null) return rules;
    const control = Lobby.readControl(o.tc);
    if (!control.ok) return control;
    if ([...this.challenges.values()].filter((c) => c.by.key === by.key).length >= MAX_CHALLENGES_PER_PLAYER) {
      return fail('too_many', `at most ${MAX_CHALLENGES_PER_PLAYER} open challenges at once`);
    }
    const c: Challenge = {
      id: makeId(),
      by,
      to: to?.key ?? null,
      toPlayer: to,
      tc: o.tc,
      control: control.value,
      rated: o.rated,
      color: o.color,
      rules: o.rules ?? 'online',
      ratingRange: null,
      fen: o.fen ?? null,
      createdAt: this.time.wallMs(),
      finalColor: o.color === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : o.color,
      lapses: o.lapses ?? false,
    };
    this.challenges.set(c.id, c);
    this.events.challengeCreated(c);
    return { ok: true, value: c };
  }

  async acceptChallenge(by: Participant, id: string): Promise<Res<null>> {
    const c = this.challenges.get(id);
    if (c === undefined) return fail('not_found', 'that challenge is gone');
    if (c.by.key === by.key) return fail('refused', 'you cannot accept your own challenge');
    if (c.to !== null && c.to !== by.key) return fail('forbidden', 'this challenge is for someone else');
    if (c.rated && by.userId === null) return fail('forbidden', 'guests play casual games: sign in to play rated');
    this.challenges.delete(id);
    // The game takes the challenge's id (lichess: "the game id equals the challenge id").
    await this.start({ ...pair(c.by, by, { ...c, color: c.finalColor }), id: c.id, fen: c.fen });
    return { ok: true, value: null };
  }

  declineChallenge(byKey: string, id: string, reason: DeclineReason = 'generic'): Res<null> {
    const c = this.challenges.get(id);
    if (c === undefined) return fail('not_found', 'that challenge is gone');
    if (c.to !== byKey) return fail('forbidden', 'only the player challenged can decline');
    this.challenges.delete(id);
    this.events.challengeDeclined(c, reason);
    return { ok: true, value: null };
  }

  cancelChallenge(byKey: string, id: string): Res<null> {
    const c = this.challenges.get(id);
    if (c === undefined) return fail('not_found', 'that challenge is gone');
    if (c.by.key !== byKey) return fail('forbidden', 'only its author can cancel a challenge');
    this.challenges.delete(id);
    this.events.challengeCanceled(c);
    return { ok: true, value: null };
  }

  /** Removes a challenge whose author is away (it lapses); both sides hear it as a cancel. */
  lapseChallenge(id: string): boolean {
    const c = this.challenges.get(id);
    if (c === undefined) return false;
    this.challenges.delete(id);
    this.events.challengeCanceled(c);
    return true;
  }

  stop(): void {
    this.poolTimer?.cancel();
  }
}

/** Colours for the seek's author `a` and the one who answers `b`. */
function pair(
  a: Participant,
  b: Participant,
  o: { tc: string; control: TimeControl; rated: boolean; color: ColorChoice; rules: RulesetName },
): Pairing {
  const aWhite = o.color === 'white' || (o.color === 'random' && Math.random() < 0.5);
  return { white: aWhite ? a : b, black: aWhite ? b : a, tc: o.tc, control: o.control, rated: o.rated, rules: o.rules };
}
