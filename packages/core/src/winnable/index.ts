/**
 * `@flagfall/core/winnable` — the "can this side ever checkmate" analysis (FIDE 6.9, 5.1.2, 5.2.2, 7.5.5) and US Chess's
 * material tests (14E, blitz 7c/8d); the chasolver format of labelled test positions and the
 * judgement of a verdict against its label.
 */
export {
  canCheckmate,
  isDeadPosition,
  DEFAULT_MAX_NODES,
  QUICK_MAX_NODES,
  type CheckmateVerdict,
  type CheckmateOptions,
} from './canCheckmate.js';
export { canWinOnTimeUscf14E, hasMatingMaterialUscf, type UscfTimeWin, type UscfOptions } from './uscf.js';
export {
  parseLabelledPositions,
  judgeVerdict,
  LABEL_JUDGEMENTS,
  type LabelledPosition,
  type LabelFormatError,
  type LabelJudgement,
} from './labels.js';
