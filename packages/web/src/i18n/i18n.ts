/**
 * Message catalogues and formatting in the reader's language. Every string the page shows comes
 * from a catalogue (`en.ts`, `ru.ts`; Russian must have every English key — the compiler checks);
 * numbers and dates go through `Intl`. Reading `t()` inside a component subscribes it to the
 * language, so switching re-renders the page.
 */
import { signal } from '@preact/signals';
import { en, type Catalogue, type MessageKey } from './en.js';
import { ru } from './ru.js';

/** The languages the page speaks. */
export const LANGUAGES = ['en', 'ru'] as const;
/** A language the page speaks. */
export type Language = (typeof LANGUAGES)[number];

const CATALOGUES: Record<Language, Catalogue> = { en, ru };

/** The first supported language among the browser's preferences, else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ru' || base === 'en') return base;
  }
  return 'en';
}

/** The language in use. */
export const language = signal<Language>(typeof navigator === 'undefined' ? 'en' : detectLanguage(navigator.languages));

/** Parameters substituted for `{name}` in a message; `count` also picks the plural form. */
export type Params = Readonly<Record<string, string | number>>;

/** The message `key` in language `lang`, with its parameters (`{name}`) filled in. */
export function translate(lang: Language, key: MessageKey, params: Params = {}): string {
  const entry = CATALOGUES[lang][key];
  let text: string;
  if (typeof entry === 'string') text = entry;
  else {
    const count = typeof params.count === 'number' ? params.count : 0;
    const form = new Intl.PluralRules(lang).select(count) as keyof typeof entry;
    text = entry[form] ?? entry.other;
  }
  return text.replace(/\{(\w+)\}/g, (all, name: string) => {
    const v = params[name];
    return v === undefined ? all : typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** The message `key` in the current language. */
export const t = (key: MessageKey, params?: Params): string => translate(language.value, key, params);

/** A number in the reader's language (`1 234` in Russian). */
export function formatNumber(n: number, lang: Language = language.value): string {
  return new Intl.NumberFormat(lang).format(n);
}

/** A date and time in the reader's language. */
export function formatDate(ms: number, lang: Language = language.value): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** A short date in the reader's language (axes of the rating chart). */
export function formatShortDate(ms: number, lang: Language = language.value): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(new Date(ms));
}
