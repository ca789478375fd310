/**
 * What the clock page keeps in `localStorage`: the game being played (its start, its events and
 * the wall-clock instant of its `t = 0`, written after every event so a reload rebuilds it
 * exactly), the last setup, the recent controls and the preferences. Every read is lenient: a
 * missing, malformed or foreign value reads as nothing (or the defaults), never as an error.
 */
import type { GameEvent, StartOptions } from '@flagfall/core/arbiter';
import type { RecordData } from './recorder.js';
import { readRecent, readSetup, type ClockSetup, type Preset } from './setup.js';

/** The part of `Storage` the page uses (a test passes a `Map`-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage keys. */
export const KEYS = {
  game: 'flagfall.clock.game',
  setup: 'flagfall.clock.setup',
  recent: 'flagfall.clock.recent',
  prefs: 'flagfall.clock.prefs',
} as const;

/** A stored game: the setup it was started from, its record, and where its `t = 0` lies on the wall clock (null: not started). */
export interface SavedGame {
  readonly setup: ClockSetup;
  readonly record: RecordData;
  readonly wallOrigin: number | null;
}

/** The page's preferences. Sounds are off by default: FIDE 11.5 and US Chess 16B2a forbid a noisy clock in play. */
export interface ClockPrefs {
  readonly sound: boolean;
  readonly vibrate: boolean;
  /** `KeyboardEvent.code` of the keys that press the left (top) and the right (bottom) half. */
  readonly keys: { readonly left: string; readonly right: string };
}

/** The preferences before any choice: silent, vibrating on a flag, the two Shift keys. */
export const DEFAULT_PREFS: ClockPrefs = { sound: false, vibrate: true, keys: { left: 'ShiftLeft', right: 'ShiftRight' } };

function readJson(store: KeyValueStore | null, key: string): unknown {
  if (store === null) return undefined;
  try {
    const text = store.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function writeJson(store: KeyValueStore | null, key: string, value: unknown): void {
  if (store === null) return;
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the game goes on unsaved.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored game, or null. Its events are only shape-checked here: the core checks each one again on replay. */
export function loadGame(store: KeyValueStore | null): SavedGame | null {
  const v = readJson(store, KEYS.game);
  if (!isObject(v) || v.v !== 1 || !isObject(v.record)) return null;
  const record = v.record;
  if (!isObject(record.start) || !Array.isArray(record.events)) return null;
  const wallOrigin = typeof v.wallOrigin === 'number' && Number.isFinite(v.wallOrigin) ? v.wallOrigin : null;
  return {
    setup: readSetup(v.setup),
    record: { start: record.start as unknown as StartOptions, events: record.events as GameEvent[] },
    wallOrigin,
  };
}

/** Stores the game (after every event). */
export function saveGame(store: KeyValueStore | null, game: SavedGame): void {
  writeJson(store, KEYS.game, { v: 1, ...game });
}

/** Forgets the stored game (a new game). */
export function clearGame(store: KeyValueStore | null): void {
  try {
    store?.removeItem(KEYS.game);
  } catch {
    // nothing to do
  }
}

/** The last setup used (the defaults on a first visit). */
export function loadSetup(store: KeyValueStore | null): ClockSetup {
  return readSetup(readJson(store, KEYS.setup));
}

/** Remembers the setup. */
export function saveSetup(store: KeyValueStore | null, setup: ClockSetup): void {
  writeJson(store, KEYS.setup, setup);
}

/** The recent controls, most recent first. */
export function loadRecent(store: KeyValueStore | null): Preset[] {
  return readRecent(readJson(store, KEYS.recent));
}

/** Remembers the recent controls. */
export function saveRecent(store: KeyValueStore | null, recent: readonly Preset[]): void {
  writeJson(store, KEYS.recent, recent);
}

/** The preferences, each malformed field at its default. */
export function loadPrefs(store: KeyValueStore | null): ClockPrefs {
  const v = readJson(store, KEYS.prefs);
  const o = isObject(v) ? v : {};
  const keys = isObject(o.keys) ? o.keys : {};
  const code = (x: unknown, d: string): string => (typeof x === 'string' && x.length > 0 && x.length <= 40 ? x : d);
  return {
    sound: typeof o.sound === 'boolean' ? o.sound : DEFAULT_PREFS.sound,
    vibrate: typeof o.vibrate === 'boolean' ? o.vibrate : DEFAULT_PREFS.vibrate,
    keys: { left: code(keys.left, DEFAULT_PREFS.keys.left), right: code(keys.right, DEFAULT_PREFS.keys.right) },
  };
}

/** Remembers the preferences. */
export function savePrefs(store: KeyValueStore | null, prefs: ClockPrefs): void {
  writeJson(store, KEYS.prefs, prefs);
}

/** The page's `localStorage`, or null where it is unavailable (a sandboxed frame, storage off). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
