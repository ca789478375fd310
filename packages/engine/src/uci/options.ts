/**
 * Checking an option value against the engine's own declaration before it is sent, so a typo or a
 * value out of range is reported to the caller instead of being silently ignored by the engine.
 */
import type { UciOption } from './engineOutput.js';

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
