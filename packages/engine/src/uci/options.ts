/**
 * Checking an option value against the engine's own declaration before it is sent, so a typo or a
 * value out of range is reported to the caller instead of being silently ignored by the engine.
 */
import { err, ok, type Result } from '@flagfall/core';
import { isSendable } from './engineInput.js';
import type { UciOption } from './engineOutput.js';
import type { UciError } from './uciError.js';

/** An option value as given: numbers and booleans are sent as their text. */
export type OptionValue = string | number | boolean;

/**
 * The declared spelling of option `name` (matched in any case, as UCI names are) and the text
 * to send for `value` (undefined: a button), or why it cannot be set: an undeclared name
 * (`unknown_option`, with the names there are), a value the declaration refuses
 * (`bad_option_value`), a control character (`bad_argument`). `engine` names the engine in messages.
 */
export function resolveOption(
  engine: string,
  declared: ReadonlyMap<string, UciOption>,
  name: string,
  value: OptionValue | undefined,
): Result<{ declared: string; text: string | undefined }, UciError> {
  const option = declared.get(name.toLowerCase());
  if (option === undefined) {
    const known = [...declared.values()].map((o) => o.name);
    return err({ code: 'unknown_option', name, known, message: `${engine} has no option ${JSON.stringify(name)}` });
  }
  const text = value === undefined ? undefined : String(value);
  if (text !== undefined && !isSendable(text)) {
    return err({ code: 'bad_argument', message: `option ${JSON.stringify(name)}: the value holds a control character` });
  }
  const problem = checkOptionValue(option, text);
  if (problem !== null) {
    const message = `${engine} option ${JSON.stringify(option.name)}: ${problem}`;
    return err({ code: 'bad_option_value', name: option.name, value: text ?? '', message });
  }
  return ok({ declared: option.name, text });
}

/**
 * What is wrong with setting `option` to `value` (undefined: pressing a button), or null when it
 * is acceptable: a spin takes an integer within its min … max, a check `true` or `false`, a combo
 * one of its values (any case), a button no value, a string any one-line text.
 */
export function checkOptionValue(option: UciOption, value: string | undefined): string | null {
  if (option.type === 'button') return value === undefined ? null : 'a button takes no value';
  if (value === undefined) return `a ${option.type} option needs a value`;
  switch (option.type) {
    case 'spin': {
      const n = /^-?[0-9]+$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!Number.isSafeInteger(n)) return `needs an integer, got ${JSON.stringify(value)}`;
      if ((option.min !== null && n < option.min) || (option.max !== null && n > option.max)) {
        return `${n} is outside ${option.min ?? '…'} to ${option.max ?? '…'}`;
      }
      return null;
    }
    case 'check':
      return value === 'true' || value === 'false' ? null : `needs true or false, got ${JSON.stringify(value)}`;
    case 'combo': {
      const lower = value.toLowerCase();
      return option.vars.some((v) => v.toLowerCase() === lower)
        ? null
        : `needs one of ${option.vars.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(value)}`;
    }
    case 'string':
      return null;
  }
}
