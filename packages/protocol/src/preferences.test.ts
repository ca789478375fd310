import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DEFAULT_PREFERENCES,
  Preferences,
  parsePreferences,
  parsePreferencesPatch,
  preferencesOrDefaults,
  withPreferences,
  type PreferencesError,
  type PreferencesPatch,
} from './preferences.js';

/** The error of a change that must be refused. */
function refusal(json: unknown): PreferencesError {
  const r = parsePreferencesPatch(json);
  assert.ok(!r.ok, `${JSON.stringify(json)} should be refused`);
  if (r.ok) throw new Error('unreachable');
  return r.error;
}

/** Any valid complete set of preferences. */
const anyPreferences: fc.Arbitrary<Preferences> = fc.record({
  premoves: fc.boolean(),
  autoQueen: fc.boolean(),
  sounds: fc.boolean(),
  confirmMoves: fc.boolean(),
  orientation: fc.constantFrom('auto', 'white', 'black'),
  animationMs: fc.integer({ min: 0, max: 1000 }),
  pieceSet: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  theme: fc.constantFrom('light', 'dark', 'system'),
  language: fc.constantFrom('en', 'ru', 'auto'),
  tenths: fc.constantFrom('never', 'below10', 'always'),
  confirmResign: fc.boolean(),
  showCoordinates: fc.boolean(),
  lowTimeSound: fc.boolean(),
});

/** Any valid change: a subset of a valid set's fields. */
const anyPatch: fc.Arbitrary<PreferencesPatch> = fc
  .tuple(anyPreferences, fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }))
  .map(([p, keep]) => Object.fromEntries(Object.entries(p).filter((_, i) => keep[i])) as PreferencesPatch);

describe('preferences: the defaults', () => {
  test('are what the issue asks, valid under the strict schema, and frozen', () => {
    assert.deepEqual(DEFAULT_PREFERENCES, {
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
    assert.ok(Preferences.safeParse(DEFAULT_PREFERENCES).success);
    assert.ok(Object.isFrozen(DEFAULT_PREFERENCES));
  });

  test('an empty object reads as the defaults; a partial one fills the rest from them', () => {
    assert.deepEqual(parsePreferences({}), { ok: true, value: DEFAULT_PREFERENCES });
    assert.deepEqual(parsePreferences({ theme: 'dark', animationMs: 0 }), {
      ok: true,
      value: { ...DEFAULT_PREFERENCES, theme: 'dark', animationMs: 0 },
    });
  });
});

describe('preferences: refusals name the field', () => {
  test('an unknown field', () => {
    assert.deepEqual(refusal({ theme: 'dark', colour: 'blue' }), {
      code: 'bad_preferences',
      field: 'colour',
      message: "unknown field 'colour'",
    });
    assert.equal(refusal(JSON.parse('{"__proto__": {"premoves": false}}')).field, '__proto__');
    assert.equal(refusal({ ['x'.repeat(100)]: 1 }).message, `unknown field '${'x'.repeat(40)}…'`);
  });

  test('a field of the wrong type or out of range', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ premoves: 'yes' }, 'premoves', 'premoves: true or false'],
      [{ autoQueen: 1 }, 'autoQueen', 'autoQueen: true or false'],
      [{ orientation: 'left' }, 'orientation', 'orientation: auto, white or black'],
      [{ animationMs: 1001 }, 'animationMs', 'animationMs: a whole number of ms from 0 to 1000'],
      [{ animationMs: -1 }, 'animationMs', 'animationMs: a whole number of ms from 0 to 1000'],
      [{ animationMs: 2.5 }, 'animationMs', 'animationMs: a whole number of ms from 0 to 1000'],
      [{ animationMs: '200' }, 'animationMs', 'animationMs: a whole number of ms from 0 to 1000'],
      [{ pieceSet: '' }, 'pieceSet', 'pieceSet: 1 to 20 characters from a-z, 0-9 and -'],
      [{ pieceSet: 'Merida' }, 'pieceSet', 'pieceSet: 1 to 20 characters from a-z, 0-9 and -'],
      [{ pieceSet: 'a'.repeat(21) }, 'pieceSet', 'pieceSet: 1 to 20 characters from a-z, 0-9 and -'],
      [{ pieceSet: '../x' }, 'pieceSet', 'pieceSet: 1 to 20 characters from a-z, 0-9 and -'],
      [{ theme: null }, 'theme', 'theme: light, dark or system'],
      [{ language: 'de' }, 'language', 'language: en, ru or auto'],
      [{ tenths: 'sometimes' }, 'tenths', 'tenths: never, below10 or always'],
      [{ sounds: true, lowTimeSound: 'no' }, 'lowTimeSound', 'lowTimeSound: true or false'],
    ];
    for (const [json, field, message] of cases) assert.deepEqual(refusal(json), { code: 'bad_preferences', field, message });
  });

  test('something that is not an object', () => {
    for (const json of [null, [], 'dark', 42, true, undefined]) {
      assert.deepEqual(refusal(json), { code: 'bad_preferences', field: null, message: 'preferences are a JSON object' });
    }
    assert.ok(!parsePreferences([]).ok);
  });
});

describe('preferences: properties', () => {
  test('any complete set survives JSON and reads back unchanged', () => {
    fc.assert(
      fc.property(anyPreferences, (p) => {
        assert.deepEqual(parsePreferences(JSON.parse(JSON.stringify(p))), { ok: true, value: { ...p } });
      }),
    );
  });

  test('a change applied over any set replaces exactly its fields', () => {
    fc.assert(
      fc.property(anyPreferences, anyPatch, (base, patch) => {
        const r = parsePreferencesPatch(JSON.parse(JSON.stringify(patch)));
        assert.deepEqual(r, { ok: true, value: { ...patch } });
        const after = withPreferences(base, patch);
        for (const [k, v] of Object.entries(after))
          assert.deepEqual(v, k in patch ? patch[k as keyof PreferencesPatch] : base[k as keyof Preferences]);
        assert.ok(Preferences.safeParse(after).success);
      }),
    );
  });

  test('lenient reading keeps the valid fields, defaults the rest, and never fails', () => {
    fc.assert(
      fc.property(anyPatch, fc.dictionary(fc.string(), fc.jsonValue()), (patch, junk) => {
        // Junk under known names replaces nothing valid: a known name keeps the patch's value.
        const mixed = { ...junk, ...patch };
        const read = preferencesOrDefaults(mixed);
        assert.ok(Preferences.safeParse(read).success);
        for (const [k, v] of Object.entries(patch)) assert.deepEqual(read[k as keyof Preferences], v);
      }),
    );
    assert.deepEqual(preferencesOrDefaults('not json'), DEFAULT_PREFERENCES);
    assert.deepEqual(preferencesOrDefaults({ theme: 'dark', animationMs: 5000, colour: 'x' }), { ...DEFAULT_PREFERENCES, theme: 'dark' });
  });
});
