/**
 * A time control in words in the reader's language. English is the core's own label
 * (`makeTimeControlLabel`); other languages are built here from the same structure, piece by
 * piece from the catalogue, so the two always describe the same control.
 */
import { makeTimeControlLabel, type TimeControl } from '@flagfall/core';
import type { Period } from '@flagfall/core/clock';
import { translate, type Language } from './i18n.js';

function duration(ms: number, lang: Language): string {
  const min = Math.floor(ms / 60_000);
  const s = (ms % 60_000) / 1000;
  if (min > 0 && s === 0) return translate(lang, 'tc.min', { n: min });
  if (min > 0) return `${translate(lang, 'tc.min', { n: min })} ${translate(lang, 'tc.s', { n: s })}`;
  return translate(lang, 'tc.s', { n: ms / 1000 });
}

function perMove(p: Period, lang: Language): string | null {
  if (p.delayKind === 'simple') return translate(lang, 'tc.delay', { d: duration(p.delayMs, lang) });
  if (p.delayKind === 'bronstein') return translate(lang, 'tc.bronstein', { d: duration(p.delayMs, lang) });
  if (p.incrementMs > 0) return translate(lang, 'tc.increment', { d: duration(p.incrementMs, lang) });
  return null;
}

/** The control in words: `3 min + 2 s per move` / `3 мин + 2 с за ход`. */
export function timeControlLabel(tc: TimeControl, lang: Language): string {
  if (lang === 'en') return makeTimeControlLabel(tc);
  switch (tc.kind) {
    case 'unknown':
      return translate(lang, 'tc.unknown');
    case 'untimed':
      return translate(lang, 'tc.untimed');
    case 'hourglass':
      return translate(lang, 'tc.hourglass', { d: duration(tc.baseMs, lang) });
    case 'periods': {
      const extras = tc.periods.map((p) => perMove(p, lang));
      const uniform = extras.every((e) => e === extras[0]);
      const last = tc.periods.length - 1;
      const parts = tc.periods.map((p, i) => {
        let text =
          p.moves === null ? duration(p.baseMs, lang) : translate(lang, 'tc.movesIn', { count: p.moves, d: duration(p.baseMs, lang) });
        if (i === last && p.moves !== null) text += translate(lang, 'tc.repeating');
        const extra = extras[i];
        if (!uniform && extra !== null && extra !== undefined) text += ` (${extra})`;
        return text;
      });
      let label = parts.join(translate(lang, 'tc.then'));
      const extra = extras[0];
      if (uniform && extra !== null && extra !== undefined)
        label += tc.periods.length === 1 && p0Increment(tc.periods[0]) ? ` ${extra}` : `, ${extra}`;
      return label;
    }
  }
}

const p0Increment = (p: Period): boolean => p.delayKind === null && p.incrementMs > 0;
