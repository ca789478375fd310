/**
 * The answer to a claim or the end of a game in the reader's words: "Black wins: White's flag fell
 * and Black claimed it — FIDE 6.9". Built from the core's verdict (result, termination, article)
 * and the last event; the detail under it is the core's own ruling texts with their articles. The
 * page decides no rule: a headline only names what the core decided.
 */
import type { Color } from '@flagfall/core';
import type { GameEvent, Verdict } from '@flagfall/core/arbiter';
import { articleText } from '../../game/ruling.js';
import { translate, type Language } from '../../i18n/i18n.js';
import type { MessageKey } from '../../i18n/en.js';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The winner of a result, or null for a draw or a game going on. */
export function winnerOf(result: string): Color | null {
  return result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
}

/** The side whose flag fell first, from the verdict's flags (null when none fell). */
function firstFlag(v: Verdict): Color | null {
  const { white, black } = v.flags;
  if (white === null) return black === null ? null : 'black';
  if (black === null) return 'white';
  return white <= black ? 'white' : 'black';
}

/**
 * The result and why, in `lang`, with the deciding article: null while the game goes on. `last` is
 * the event that ended the game (a flag claimed by the winner reads "… and Black claimed it").
 */
export function resultHeadline(v: Verdict, last: GameEvent | undefined, lang: Language): string | null {
  if (v.result === '*' || v.termination === null) return null;
  const tr = (key: MessageKey, p: Record<string, string> = {}) => translate(lang, key, p);
  const name = (c: Color) => tr(c === 'white' ? 'color.White' : 'color.Black');
  const winner = winnerOf(v.result);
  const outcome = winner === null ? tr('clock.end.draw') : tr('clock.end.wins', { side: name(winner) });
  const loser = winner === null ? null : other(winner);
  const claimedBy = last?.type === 'claim' && last.claim === 'flag' ? last.by : null;
  let why: string;
  switch (v.termination) {
    case 'timeout': {
      const flagged = loser ?? firstFlag(v);
      if (flagged === null) {
        why = tr('clock.why.timeoutUnknown');
        break;
      }
      if (winner === null) why = tr('clock.why.timeoutDraw', { flagged: name(flagged), other: name(other(flagged)) });
      else if (claimedBy === winner) why = tr('clock.why.timeoutClaimed', { flagged: name(flagged), claimant: name(winner) });
      else why = tr('clock.why.timeout', { flagged: name(flagged) });
      break;
    }
    case 'both-flags':
      // A win on both flags is the first flag losing (digital clock); a draw names no order.
      why = loser !== null ? tr('clock.why.bothFlagsFirst', { first: name(loser) }) : tr('clock.why.bothFlags');
      break;
    case 'resignation':
      why = loser !== null ? tr('clock.why.resignation', { loser: name(loser) }) : tr('clock.why.resignationDraw');
      break;
    case 'illegal-move':
      why = loser !== null ? tr('clock.why.illegal', { loser: name(loser) }) : tr('clock.why.illegalDraw');
      break;
    case 'checkmate':
      why = tr('clock.why.checkmate');
      break;
    case 'stalemate':
      why = tr('clock.why.stalemate');
      break;
    case 'dead-position':
    case 'insufficient-material':
      why = tr('clock.why.dead');
      break;
    case 'threefold':
      why = tr('clock.why.threefold');
      break;
    case 'fivefold':
      why = tr('clock.why.fivefold');
      break;
    case 'fifty-moves':
      why = tr('clock.why.fifty');
      break;
    case 'seventy-five-moves':
      why = tr('clock.why.seventyFive');
      break;
    case 'agreement':
      why = tr('clock.why.agreement');
      break;
    case 'quickplay-finish':
      why = tr('clock.why.quickplay');
      break;
    case 'abandonment':
      why = tr('clock.why.abandonment');
      break;
  }
  return v.rule === null ? `${outcome}: ${why}` : `${outcome}: ${why} — ${articleText(v.rule, lang)}`;
}

/** A ruling line: the core's words and its article (`… — FIDE A.5.5, A.5.3`). */
export function rulingLine(ruling: { readonly ruling: string; readonly rule: string }, lang: Language): string {
  return `${ruling.ruling} — ${articleText(ruling.rule, lang)}`;
}
