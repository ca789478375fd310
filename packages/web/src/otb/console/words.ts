/**
 * The console's words for the core's values: an event in plain words ("White claims Black's
 * flag"), a result, a termination, a ruleset's name. Rulings themselves are the core's text.
 */
import type { GameEvent, GameResult, Termination } from '@flagfall/core/arbiter';
import type { RulesetName } from '@flagfall/core/rules';
import type { Color } from '@flagfall/core';
import { t } from '../../i18n/i18n.js';
import type { MessageKey } from '../../i18n/en.js';
import { formatMs } from './format.js';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** "White" / "Black" / "The arbiter". */
export const sideName = (who: Color | 'arbiter'): string => t(`console.side.${who}` as MessageKey);

/** The ruleset's name in words: "FIDE 2023, blitz". */
export const rulesName = (rules: RulesetName): string => t(`console.rules.${rules}` as MessageKey);

/** A result in words: "White wins", "Drawn", "The game goes on". */
export function resultText(result: GameResult): string {
  switch (result) {
    case '1-0':
      return t('console.result.white');
    case '0-1':
      return t('console.result.black');
    case '1/2-1/2':
      return t('console.result.draw');
    case '*':
      return t('console.result.none');
  }
}

/** A result as a score: `1–0`, `½–½`, `*`. */
export const scoreText = (result: GameResult): string => (result === '1/2-1/2' ? '½–½' : result.replace('-', '–'));

/** What ended the game, in words. */
export const terminationText = (termination: Termination): string => t(`console.termination.${termination}` as MessageKey);

/** What an event does, in words, without who did it (`actorOf` says who): "plays e4", "claims Black's flag". */
export function eventText(e: GameEvent): string {
  switch (e.type) {
    case 'move':
      return t('console.event.move', { move: e.move });
    case 'press':
      return t('console.event.press');
    case 'claim': {
      const params = { opponent: sideName(other(e.by)), move: e.move ?? '' };
      const text = t(`console.claim.${e.claim}` as MessageKey, params);
      return e.move !== undefined ? `${text} ${t('console.claim.withMove', params)}` : text;
    }
    case 'draw-offer':
      return t('console.event.drawOffer');
    case 'draw-accept':
      return t('console.event.drawAccept');
    case 'draw-decline':
      return t('console.event.drawDecline');
    case 'resign':
      return t('console.event.resign');
    case 'pause':
      return t('console.event.pause');
    case 'resume':
      return t('console.event.resume');
    case 'note':
      return t('console.event.note', { text: e.text });
    case 'arbiter':
      switch (e.action) {
        case 'look':
          return t('console.event.look');
        case 'add-time':
          return e.ms > 0
            ? t('console.event.addTime', { side: sideName(e.side), time: formatMs(e.ms) })
            : t('console.event.takeTime', { side: sideName(e.side), time: formatMs(-e.ms) });
        case 'set-moves':
          return t('console.event.setMoves', { side: sideName(e.side), moves: e.moves });
        case 'declare':
          return t('console.event.declare', { result: scoreText(e.result), termination: terminationText(e.termination) });
      }
  }
}

/** Who acted: the mover of a move (known only from the position), else the event's actor. */
export function actorOf(e: GameEvent, turnBefore: Color): Color | 'arbiter' {
  switch (e.type) {
    case 'move':
      return turnBefore;
    case 'arbiter':
    case 'note':
      return 'arbiter';
    default:
      return e.by;
  }
}
