/**
 * FIDE Laws of Chess taking effect from 1 January 2023, with Appendix A (rapid) and
 * Appendix B (blitz), as three tables that differ only where the appendices do.
 * Rapid and blitz follow the A.5 regime (not adequately supervised: A.5 / B.3), which is
 * what events without one arbiter per game (blitz) or per three games (rapid) play.
 */
import type { Ruleset } from './types.js';

const SOURCE = 'FIDE Laws of Chess taking effect from 1 January 2023 (FIDE Handbook E.01), Appendices A and B, Guidelines III';

const CITE = {
  checkmate: 'FIDE 5.1.1',
  stalemate: 'FIDE 5.2.1',
  agreement: 'FIDE 5.2.3',
  drawOffer: 'FIDE 9.1.2',
  clockAdjustment: 'FIDE 6.10.2',
  pause: 'FIDE 6.11.1, 6.11.2',
  gameOver: 'FIDE 5.1.1, 5.2',
} as const;

const standard: Ruleset = {
  name: 'fide-standard',
  title: 'FIDE 2023, standard',
  source: SOURCE,
  category: {
    value: { scheme: 'fide-2023', expected: ['standard'] },
    rule: 'FIDE A.1, B.1',
    note: 'Standard: base + 60 × increment of at least 60 minutes.',
  },
  clockStart: { value: 'otb', rule: 'FIDE 6.5', note: "White's clock is started at the time set for the start of the game." },
  moves: {
    acceptsIllegal: {
      value: true,
      rule: 'FIDE 7.5.1',
      note: 'An illegal move is completed once the clock is pressed; it stands on the board until found.',
    },
    pressWithoutMove: { value: 'illegal-move', rule: 'FIDE 7.5.3' },
    unpromotedPawn: {
      value: 'illegal-move-queen',
      rule: 'FIDE 7.5.2',
      note: 'The pawn is replaced by a queen and the move stands; the 7.5.5 penalty applies.',
    },
    kingCapture: {
      value: 'illegal-move',
      rule: 'FIDE 1.4.1',
      note: 'Capturing the king is not allowed; the Rules Commission treats it as an illegal move.',
    },
  },
  illegalMove: {
    penaltyMs: { value: 120_000, rule: 'FIDE 7.5.5' },
    lossAtCount: { value: 2, rule: 'FIDE 7.5.5' },
    lossTest: { value: 'any-series', rule: 'FIDE 7.5.5' },
    window: { value: { kind: 'game' }, rule: 'FIDE 7.5.1', note: 'Found "during a game": any time until the game ends.' },
    arbiterActs: {
      value: 'always',
      rule: 'FIDE 7.5.1, 12.1',
      note: "Arbiters' Manual 2025 on 7.5: the arbiter must always intervene immediately.",
    },
    removeIncrement: {
      value: true,
      rule: 'FIDE 7.1',
      note: "Arbiters' Manual 2025 on 7.5: reduce the increment earned by the illegal press.",
    },
    touchMove: { value: true, rule: 'FIDE 7.5.1, 4.3' },
  },
  flag: {
    callers: {
      value: 'players-and-arbiter',
      rule: 'FIDE 6.8',
      note: 'A flag counts when a player validly claims it or the arbiter observes it.',
    },
    arbiterCallsBothFlags: { value: true, rule: 'FIDE 6.8' },
    winTest: { value: 'any-series', rule: 'FIDE 6.9' },
    bothFlagsDigital: {
      value: 'first-flag-loses',
      rule: 'FIDE 6.9',
      note: "Arbiters' Manual 2025 on Art. 6: with electronic clocks the arbiter establishes which flag fell first.",
    },
    bothFlagsAnalog: {
      value: 'draw-in-last-period',
      rule: 'FIDE III.3.1',
      basis: 'interp',
      note: 'III.3.1 applies when Guidelines III are announced; otherwise the arbiter decides (12.1) and we follow III.3.1.',
    },
    incorrectClaimPenaltyMs: {
      value: 0,
      rule: 'FIDE 6.8',
      basis: 'interp',
      note: 'No fixed penalty; an unfounded claim is only refused (12.9 is left to a human arbiter).',
    },
  },
  draws: {
    threefold: { value: 'claim', rule: 'FIDE 9.2' },
    fiftyMoves: { value: 'claim', rule: 'FIDE 9.3' },
    fivefold: { value: 'automatic', rule: 'FIDE 9.6.1' },
    seventyFiveMoves: { value: 'automatic', rule: 'FIDE 9.6.2', note: 'A checkmate on the 75th move takes precedence.' },
    deadPosition: { value: 'dead-position', rule: 'FIDE 5.2.2' },
    incorrectClaimPenaltyMs: { value: 120_000, rule: 'FIDE 9.5.3' },
    incorrectClaimPlaysMove: { value: true, rule: 'FIDE 9.5.3' },
    claimIsOffer: { value: true, rule: 'FIDE 9.1.2.3' },
  },
  resignation: { value: 'draw-if-opponent-cannot-mate', rule: 'FIDE 5.1.2' },
  quickplayFinish: {
    value: { underMs: 120_000, needsGuidelinesIII: true, withIncrement: false, postponedBonusMs: 0 },
    rule: 'FIDE III.5',
    note: 'Only when the event announces Guidelines III (III.2.1) and the control has no increment (III.2.2). A draw when the opponent cannot checkmate at all (III.5.1); otherwise postponed (III.5.2), since "normal means" need a human arbiter.',
    basis: 'interp',
  },
  abandonment: {
    value: null,
    rule: 'FIDE 11.2.3, 6.8',
    basis: 'interp',
    note: "No claim over the board: a player may leave the playing venue only with the arbiter's permission (11.2.3.1); the clock of one who leaves runs on and his flag counts when claimed or observed (6.8), and the rest is for the arbiter (12.1).",
  },
  cite: CITE,
};

/** The rapid and blitz differences: one-minute penalties (A.3), A.5.2 claim window, A.5.5 flags. */
function fast(name: 'fide-rapid' | 'fide-blitz'): Ruleset {
  const blitz = name === 'fide-blitz';
  const ap = blitz ? 'FIDE B.3, A.3' : 'FIDE A.3';
  return {
    ...standard,
    name,
    title: blitz ? 'FIDE 2023, blitz (B.3)' : 'FIDE 2023, rapid (A.5)',
    category: {
      value: { scheme: 'fide-2023', expected: [blitz ? 'blitz' : 'rapid'] },
      rule: blitz ? 'FIDE B.1' : 'FIDE A.1',
      note: blitz
        ? 'Blitz: base + 60 × increment of 10 minutes or less.'
        : 'Rapid: base + 60 × increment of more than 10 and less than 60 minutes.',
    },
    illegalMove: {
      ...standard.illegalMove,
      penaltyMs: {
        value: 60_000,
        rule: `${ap}, 7.5.5`,
        ...(blitz
          ? {
              note: "Read literally, B.2 (one arbiter per game) keeps the Competitive Rules' two minutes; commentators apply one minute to all blitz, and so do we.",
            }
          : {}),
      },
      lossAtCount: { value: 2, rule: `FIDE A.5.2, 7.5.5` },
      lossTest: { value: 'any-series', rule: 'FIDE A.5.2, 7.5.5' },
      window: {
        value: { kind: 'before-claimant-moves' },
        rule: 'FIDE A.5.2',
        note: 'The opponent may claim before completing his next move; then the illegal move stands.',
      },
      arbiterActs: {
        value: 'always',
        rule: 'FIDE A.5.2',
        note: 'An arbiter who observes it acts before the opponent completes his next move.',
      },
    },
    flag: {
      ...standard.flag,
      callers: { value: 'players-and-arbiter', rule: 'FIDE A.5.5, A.5.3', note: 'The arbiter shall also call a flag fall he observes.' },
      arbiterCallsBothFlags: { value: true, rule: 'FIDE A.5.5' },
      bothFlagsDigital: {
        value: 'first-flag-loses',
        rule: 'FIDE A.5.5',
        note: "Arbiters' Manual 2025, App. A: with both clocks at 0.00 the arbiter decides by the flag indicator.",
      },
      bothFlagsAnalog: {
        value: 'draw-in-last-period',
        rule: blitz ? 'FIDE 12.1' : 'FIDE III.3.1',
        basis: 'interp',
        note: blitz
          ? 'Guidelines III do not apply to blitz (III.2.2); the arbiter decides, and we follow III.3.1 (one period: draw).'
          : 'III.3.1.2: drawn in the last period (rapid has one).',
      },
    },
    draws: {
      ...standard.draws,
      incorrectClaimPenaltyMs: { value: 60_000, rule: `${ap}, 9.5.3` },
    },
    quickplayFinish: blitz ? { value: null, rule: 'FIDE III.2.2', note: 'Guidelines III never apply to blitz.' } : standard.quickplayFinish,
  };
}

/** FIDE 2023 standard (Competitive Rules). */
export const FIDE_STANDARD: Ruleset = standard;
/** FIDE 2023 rapid, Appendix A in the A.5 regime. */
export const FIDE_RAPID: Ruleset = fast('fide-rapid');
/** FIDE 2023 blitz, Appendix B in the B.3 regime. */
export const FIDE_BLITZ: Ruleset = fast('fide-blitz');
