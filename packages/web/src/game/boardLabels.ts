/** The board's words in the reader's language (square names for screen readers, the promotion chooser). */
import type { BoardLabels } from '../board/board.js';
import { translate, type Language } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';

/** The board labels for `lang`: "e4, белый конь, выбрано". */
export function boardLabels(lang: Language): BoardLabels {
  const tr = (key: MessageKey, p?: Record<string, string>) => translate(lang, key, p);
  return {
    board: tr('board.label'),
    square: (square, piece, marks) => {
      let text = `${square}, ${piece ? tr(`board.${piece.color}.${piece.role}` as MessageKey) : tr('board.empty')}`;
      if (marks.selected) text += `, ${tr('board.selected')}`;
      if (marks.check) text += `, ${tr('board.check')}`;
      if (marks.premove) text += `, ${tr('board.premove')}`;
      if (marks.dest) text += `, ${tr('board.dest')}`;
      return text;
    },
    promotion: tr('board.promotion'),
    promotionPiece: (role, color) => tr(`board.${color}.${role}` as MessageKey),
  };
}
