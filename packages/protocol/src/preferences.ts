/**
 * A player's settings: how the board behaves, looks and sounds. One schema for both homes of
 * them: the server keeps an account's (`GET`/`PUT /api/account/preferences`), the web client
 * keeps a guest's in the browser. Every field has a default, so a stored set may name only the
 * fields the player changed; a change names only the fields it changes.
 */
import { z } from 'zod';
import { err, ok, oneLine, type Result } from '@flagfall/core';

/** The fields, each with its rule in words (the text an error gives after the field's name). */
const FIELDS = {
  /** Moves queued on the opponent's turn are played the instant it ends. */
  premoves: [z.boolean(), 'true or false'],
  /** A pawn reaching the last rank becomes a queen without asking. */
  autoQueen: [z.boolean(), 'true or false'],
  sounds: [z.boolean(), 'true or false'],
  /** A move waits for a confirming click before it is sent. */
  confirmMoves: [z.boolean(), 'true or false'],
  /** `auto`: your own colour at the bottom. */
  orientation: [z.enum(['auto', 'white', 'black']), 'auto, white or black'],
  /** How long a piece takes to glide (ms; 0 = no animation). */
  animationMs: [z.number().int().min(0).max(1000), 'a whole number of ms from 0 to 1000'],
  /** The name of a piece set the client knows. */
  pieceSet: [
    z
      .string()
      .min(1)
      .max(20)
      .regex(/^[a-z0-9-]+$/),
    '1 to 20 characters from a-z, 0-9 and -',
  ],
  theme: [z.enum(['light', 'dark', 'system']), 'light, dark or system'],
  /** `auto`: the browser's language. */
  language: [z.enum(['en', 'ru', 'auto']), 'en, ru or auto'],
  /** When clocks show tenths of a second. */
  tenths: [z.enum(['never', 'below10', 'always']), 'never, below10 or always'],
  /** Resigning asks "are you sure?" first. */
  confirmResign: [z.boolean(), 'true or false'],
  showCoordinates: [z.boolean(), 'true or false'],
  /** A warning sound when your clock runs low. */
  lowTimeSound: [z.boolean(), 'true or false'],
} as const;

type FieldName = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
const schemas = Object.fromEntries(FIELD_NAMES.map((name) => [name, FIELDS[name][0]])) as {
  readonly [K in FieldName]: (typeof FIELDS)[K][0];
};

/** A complete set of preferences: every field present and valid, nothing else (strict). */
export const Preferences = z.object(schemas).strict();
export type Preferences = z.infer<typeof Preferences>;

/** Some preferences (a change, or what an account has set): any subset of the fields, each valid, nothing else. */
export const PreferencesPatch = z
  .object(
    Object.fromEntries(FIELD_NAMES.map((name) => [name, FIELDS[name][0].exactOptional()])) as {
      readonly [K in FieldName]: z.ZodExactOptional<(typeof FIELDS)[K][0]>;
    },
  )
  .strict();
export type PreferencesPatch = z.infer<typeof PreferencesPatch>;

/** What a player who never changed anything gets. Frozen. */
export const DEFAULT_PREFERENCES: Preferences = Object.freeze({
  premoves: true,
  autoQueen: false,
  sounds: true,
  confirmMoves: false,
  orientation: 'auto',
  animationMs: 200,
  pieceSet: 'flagfall',
  theme: 'system',
  language: 'auto',
  tenths: 'below10',
  confirmResign: true,
  showCoordinates: true,
  lowTimeSound: true,
});

/**
 * Why preferences were refused. `field` names the first offending field (an unknown one, or one
 * of the wrong type or range), or is null when the whole value is not an object. `message` says
 * it in words (`animationMs: a whole number of ms from 0 to 1000`, `unknown field 'colour'`).
 */
export interface PreferencesError {
  readonly code: 'bad_preferences';
  readonly field: string | null;
  readonly message: string;
}

const isObject = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);

/**
 * Reads a change to preferences: a JSON object naming any of the fields. Strict: an unknown field
 * or a field of the wrong type or range is an error naming it (the first one, in the order of
 * the object's keys). Never throws.
 */
export function parsePreferencesPatch(json: unknown): Result<PreferencesPatch, PreferencesError> {
  if (!isObject(json)) return err({ code: 'bad_preferences', field: null, message: 'preferences are a JSON object' });
  for (const key of Object.keys(json)) {
    if (!Object.hasOwn(FIELDS, key)) {
      const shown = oneLine(key, 40);
      return err({ code: 'bad_preferences', field: shown, message: `unknown field '${shown}'` });
    }
    const name = key as FieldName;
    if (!FIELDS[name][0].safeParse(json[name]).success) {
      return err({ code: 'bad_preferences', field: name, message: `${name}: ${FIELDS[name][1]}` });
    }
  }
  // Every key was checked above; the schema builds the typed value.
  return ok(PreferencesPatch.parse(json));
}

/**
 * Reads a set of preferences: as `parsePreferencesPatch` (strict), with every field left out
 * taking its default. The value is always complete.
 */
export function parsePreferences(json: unknown): Result<Preferences, PreferencesError> {
  const patch = parsePreferencesPatch(json);
  return patch.ok ? ok(withPreferences(DEFAULT_PREFERENCES, patch.value)) : patch;
}

/** `base` with the fields `patch` names replaced (a new value; neither argument changes). */
export function withPreferences(base: Preferences, patch: PreferencesPatch): Preferences {
  return { ...base, ...patch };
}

/**
 * Preferences kept somewhere this version did not write them (a browser's storage, a row stored
 * by an older or newer server): every valid field is kept, every missing or invalid one takes
 * its default, unknown fields are dropped. Never fails; anything that is not an object gives the
 * defaults.
 */
export function preferencesOrDefaults(json: unknown): Preferences {
  if (!isObject(json)) return { ...DEFAULT_PREFERENCES };
  const kept: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    if (Object.hasOwn(json, name) && FIELDS[name][0].safeParse(json[name]).success) kept[name] = json[name];
  }
  // Only fields that passed their own schema were kept.
  return withPreferences(DEFAULT_PREFERENCES, kept as PreferencesPatch);
}
