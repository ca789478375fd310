/**
 * The FIDE Laws of Chess in force from 1 July 2009 (Dresden congress), which the project's
 * seed documents quote: three illegal moves before a loss, +3 minutes for an incorrect
 * claim, the 10.2 quickplay-finish claim, and rapid/blitz where a claimed illegal move loses.
 * Article letters of the 2009 appendices were read from secondary copies (see each `basis`).
 */
import type { Ruleset } from './types.js';

const SOURCE = 'FIDE Laws of Chess, in force from 1 July 2009 (79th FIDE Congress, Dresden), Appendices A and B';

const standard: Ruleset = {
  name: 'fide-2009-standard',
  title: 'FIDE 2009, standard',
  source: SOURCE,
  category: {
    value: { scheme: 'fide-2009', expected: ['standard'] },
    rule: 'FIDE 2009 A.1, B.1',
    note: 'In 2009 blitz was under 15 minutes (base + 60 × increment) and rapid 15 to under 60.',
  },
  clockStart: { value: 'otb', rule: 'FIDE 2009 6.5' },
  moves: {
    acceptsIllegal: { value: true, rule: 'FIDE 2009 7.4.a' },
    pressWithoutMove: {
      value: 'not-illegal',
      rule: 'FIDE 2009 6.7',
      basis: 'interp',
      note: 'Pressing without moving became an illegal move only in 2017; here the opponent simply presses back.',
    },
    unpromotedPawn: {
      value: 'illegal-move',
      rule: 'FIDE 2009 7.4.a',
      basis: 'interp',
      note: 'No special rule in 2009: an ordinary illegal move, the position before it is restored.',
    },
    kingCapture: { value: 'illegal-move', rule: 'FIDE 2009 1.2' },
  },
  illegalMove: {
    penaltyMs: { value: 120_000, rule: 'FIDE 2009 7.4.b' },
    lossAtCount: { value: 3, rule: 'FIDE 2009 7.4.b', note: 'Two minutes for the opponent after each of the first two; the third loses.' },
    lossTest: { value: 'any-series', rule: 'FIDE 2009 7.4.b' },
    window: { value: { kind: 'game' }, rule: 'FIDE 2009 7.4.a' },
    arbiterActs: { value: 'always', rule: 'FIDE 2009 7.4.a' },
    removeIncrement: {
      value: true,
      rule: 'FIDE 2009 7.4.a',
      basis: 'interp',
      note: 'The arbiter adjusts the clocks; as today, the increment of the illegal press is taken back.',
    },
    touchMove: { value: true, rule: 'FIDE 2009 7.4.a, 4.3' },
  },
  flag: {
    callers: { value: 'players-and-arbiter', rule: 'FIDE 2009 6.8' },
    arbiterCallsBothFlags: { value: true, rule: 'FIDE 2009 6.8' },
    winTest: { value: 'any-series', rule: 'FIDE 2009 6.9' },
    bothFlagsDigital: {
      value: 'first-flag-loses',
      rule: 'FIDE 2009 6.9, 6.11',
      basis: 'interp',
      note: '6.11 covers only the case where the first flag cannot be established; a digital clock establishes it.',
    },
    bothFlagsAnalog: {
      value: 'draw-in-last-period',
      rule: 'FIDE 2009 6.11',
      basis: 'unverified',
      note: 'The game continues when the first flag cannot be established; in the last period we draw, as III.3.1 later wrote down.',
    },
    incorrectClaimPenaltyMs: { value: 0, rule: 'FIDE 2009 6.8', basis: 'interp', note: 'No fixed penalty; the claim is refused.' },
  },
  draws: {
    threefold: { value: 'claim', rule: 'FIDE 2009 9.2' },
    fiftyMoves: { value: 'claim', rule: 'FIDE 2009 9.3' },
    fivefold: { value: 'none', rule: 'FIDE 2009 9.2', note: 'The automatic fivefold draw came in 2014.' },
    seventyFiveMoves: { value: 'none', rule: 'FIDE 2009 9.3', note: 'The automatic 75-move draw came in 2014.' },
    deadPosition: { value: 'dead-position', rule: 'FIDE 2009 9.6' },
    incorrectClaimPenaltyMs: { value: 180_000, rule: 'FIDE 2009 9.5.b' },
    incorrectClaimPlaysMove: { value: true, rule: 'FIDE 2009 9.5.b' },
    claimIsOffer: {
      value: true,
      rule: 'FIDE 2009 9.1.b',
      basis: 'unverified',
      note: 'A claim under 9.2, 9.3 or 10.2 counts as a draw offer; the sub-letter was not checked.',
    },
  },
  resignation: { value: 'loss', rule: 'FIDE 2009 5.1.b' },
  quickplayFinish: {
    value: { underMs: 120_000, needsGuidelinesIII: false, withIncrement: false, postponedBonusMs: 0 },
    rule: 'FIDE 2009 10.2',
    basis: 'interp',
    note: 'Under two minutes, flag up, the player having the move may claim in the quickplay finish (10.1). We allow it only without increment, draw when the opponent cannot checkmate at all (10.2.a), and otherwise postpone (10.2.b: the +2 minutes are a "may").',
  },
  abandonment: {
    value: null,
    rule: 'FIDE 2009 6.8',
    basis: 'interp',
    note: 'No claim over the board: the clock of a player who leaves runs on and his flag counts when claimed or observed (6.8); the rest is for the arbiter.',
  },
  cite: {
    checkmate: 'FIDE 2009 5.1.a',
    stalemate: 'FIDE 2009 5.2.a',
    agreement: 'FIDE 2009 5.2.c',
    drawOffer: 'FIDE 2009 9.1.b',
    clockAdjustment: 'FIDE 2009 13.4',
    pause: 'FIDE 2009 6.12',
    gameOver: 'FIDE 2009 5',
  },
};

const blitz: Ruleset = {
  ...standard,
  name: 'fide-2009-blitz',
  title: 'FIDE 2009, blitz',
  category: {
    value: { scheme: 'fide-2009', expected: ['blitz'] },
    rule: 'FIDE 2009 B.1',
    note: 'Blitz: all moves in less than 15 minutes (base + 60 × increment).',
  },
  moves: {
    ...standard.moves,
    unpromotedPawn: {
      value: 'illegal-move',
      rule: 'FIDE 2009 A.4.c',
      note: 'An incomplete promotion is an illegal move the arbiter acts on even without a claim.',
    },
  },
  illegalMove: {
    penaltyMs: { value: 0, rule: 'FIDE 2009 B.3', basis: 'unverified', note: 'No time penalty: a claimed illegal move loses.' },
    lossAtCount: { value: 1, rule: 'FIDE 2009 B.3', basis: 'unverified', note: 'The opponent may claim a win before making his own move.' },
    lossTest: {
      value: 'any-series',
      rule: 'FIDE 2009 B.3',
      basis: 'unverified',
      note: 'Drawn instead when the claimant cannot checkmate by any possible series of legal moves.',
    },
    window: { value: { kind: 'before-claimant-moves' }, rule: 'FIDE 2009 A.4.c' },
    arbiterActs: {
      value: 'illegal-position',
      rule: 'FIDE 2009 A.4.c',
      note: 'Only after a claim, except when both kings are in check or a promotion is not completed.',
    },
    removeIncrement: { value: false, rule: 'FIDE 2009 B.3', basis: 'unverified', note: 'Not needed: the illegal move loses.' },
    touchMove: {
      value: false,
      rule: 'FIDE 2009 A.4.b',
      note: 'Touch-move is ruled only on request; no replacement move follows a claim anyway.',
    },
  },
  flag: {
    ...standard.flag,
    callers: {
      value: 'players',
      rule: 'FIDE 2009 A.4',
      basis: 'unverified',
      note: 'The flag falls when a player validly claims it; the arbiter refrains from signalling it.',
    },
    arbiterCallsBothFlags: {
      value: true,
      rule: 'FIDE 2009 A.4',
      basis: 'unverified',
      note: '"… but he may do so if both flags have fallen."',
    },
    bothFlagsDigital: { value: 'draw', rule: 'FIDE 2009 A.4', basis: 'unverified', note: 'If both flags have fallen the game is drawn.' },
    bothFlagsAnalog: { value: 'draw', rule: 'FIDE 2009 A.4', basis: 'unverified', note: 'Drawn whatever the clock shows.' },
  },
  quickplayFinish: { value: null, rule: 'FIDE 2009 B', basis: 'unverified', note: 'Article 10.2 does not apply to blitz.' },
};

/** FIDE 2009 standard (Laws of Chess, 1 July 2009). */
export const FIDE_2009_STANDARD: Ruleset = standard;
/** FIDE 2009 blitz (Appendix B with the Appendix A.4 rapidplay rules). */
export const FIDE_2009_BLITZ: Ruleset = blitz;
