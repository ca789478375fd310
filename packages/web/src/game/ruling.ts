/**
 * The end of a game in the reader's words: who won and why, and the article that decides it.
 * Built from the server's structured end (`result`, `termination`, `rule`) and the final clocks,
 * so every language says the same ruling; the server's English text is the fallback for a
 * termination this page does not know.
 */
import type { ClockState, GameEnd } from '@flagfall/protocol';
import type { Color } from '@flagfall/core';
import { translate, type Language } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The winner of a result, or null for a draw or no result. */
export function winnerOf(result: string): Color | null {
  return result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
}

/** The ruling in words: "Black wins on time: White's flag fell and Black could still checkmate". */
export function rulingText(end: GameEnd, clock: ClockState | null, lang: Language): string {
  const tr = (key: MessageKey, p: Record<string, string> = {}) => translate(lang, key, p);
  const name = (c: Color) => tr(c === 'white' ? 'color.White' : 'color.Black');
  if (end.status === 'aborted') return tr('end.aborted');
  const w = winnerOf(end.result);
  const loser = w === null ? null : other(w);
  switch (end.termination) {
    case 'checkmate':
      if (w !== null) return tr('end.checkmate', { winner: name(w) });
      break;
    case 'resignation':
      if (w !== null && loser !== null) return tr('end.resignation', { winner: name(w), loser: name(loser) });
      break;
    case 'timeout': {
      if (w !== null && loser !== null) return tr('end.timeoutWin', { winner: name(w), loser: name(loser) });
      // A draw on time: the side whose clock reads 0 flagged; the other could not mate.
      const flagged: Color | null = clock === null ? null : clock.white <= 0 ? 'white' : clock.black <= 0 ? 'black' : null;
      if (flagged !== null) return tr('end.timeoutDraw', { flagged: name(flagged), other: name(other(flagged)) });
      break;
    }
    case 'stalemate':
      return tr('end.stalemate');
    case 'dead-position':
    case 'insufficient-material':
      return tr('end.dead');
    case 'threefold':
      return tr('end.threefold');
    case 'fivefold':
      return tr('end.fivefold');
    case 'fifty-moves':
      return tr('end.fifty');
    case 'seventy-five-moves':
      return tr('end.seventyFive');
    case 'agreement':
      return tr('end.agreement');
    case 'abandonment':
      if (w !== null && loser !== null) return tr('end.abandonWin', { winner: name(w), loser: name(loser) });
      return tr('end.abandonDraw');
    default:
      break;
  }
  return end.ruling;
}

/** An article in the reader's language: `FIDE Online 4.4` → `онлайн-правила ФИДЕ, ст. 4.4`. */
export function articleText(rule: string, lang: Language): string {
  if (lang === 'en') return rule;
  const bodies: readonly [string, MessageKey][] = [
    ['FIDE Online ', 'rule.fideOnline'],
    ['FIDE 2009 ', 'rule.fide2009'],
    ['FIDE ', 'rule.fide'],
    ['US Chess ', 'rule.uscf'],
  ];
  for (const [prefix, key] of bodies) {
    if (rule.startsWith(prefix)) return translate(lang, key, { n: rule.slice(prefix.length) });
  }
  return rule;
}
