/**
 * The FIDE Online Chess Regulations (FIDE Handbook E.04): the playing zone accepts only
 * legal moves, the server ends the game when a clock runs out, and threefold repetition
 * and the 50-move rule draw automatically.
 */
import type { Ruleset } from './types.js';

const REFUSED = 'Never arises: the playing zone refuses illegal moves (3.3).';

/** The FIDE Online Chess Regulations. */
export const ONLINE: Ruleset = {
  name: 'online',
  title: 'FIDE Online Chess Regulations',
  source: 'FIDE Online Chess Regulations (FIDE Handbook E.04), Articles 1–5 and 11',
  category: { value: { scheme: 'any', expected: [] }, rule: 'FIDE Online 4.3', note: 'The competition regulations set any control.' },
  clockStart: {
    value: 'online',
    rule: 'FIDE Online 4.2',
    basis: 'interp',
    note: 'The regulations are silent; as on lichess, no first move uses time: the clocks start when the second side completes its first move (Black in a standard game; White when a set-up position gives Black the move).',
  },
  moves: {
    acceptsIllegal: {
      value: false,
      rule: 'FIDE Online 3.3',
      note: 'Illegal moves, and presses without a move, are refused and the game goes on.',
    },
    pressWithoutMove: {
      value: 'not-illegal',
      rule: 'FIDE Online 4.2',
      note: 'The clock switches only with a move; a bare press is refused.',
    },
    unpromotedPawn: { value: 'illegal-move', rule: 'FIDE Online 3.3', note: REFUSED },
    kingCapture: { value: 'illegal-move', rule: 'FIDE Online 3.3', note: REFUSED },
  },
  illegalMove: {
    penaltyMs: { value: 0, rule: 'FIDE Online 3.3', note: REFUSED },
    lossAtCount: { value: null, rule: 'FIDE Online 3.3', note: REFUSED },
    lossTest: { value: 'any-series', rule: 'FIDE Online 3.3', note: REFUSED },
    window: { value: { kind: 'before-claimant-moves' }, rule: 'FIDE Online 3.3', note: REFUSED },
    arbiterActs: { value: 'never', rule: 'FIDE Online 3.3', note: REFUSED },
    removeIncrement: { value: false, rule: 'FIDE Online 3.3', note: REFUSED },
    touchMove: { value: false, rule: 'FIDE Online 3.3', note: REFUSED },
  },
  flag: {
    callers: { value: 'server', rule: 'FIDE Online 4.4', note: 'The game is lost the moment the time runs out; nobody needs to claim.' },
    arbiterCallsBothFlags: { value: false, rule: 'FIDE Online 4.4', note: 'The first flag ends the game, so both never fall.' },
    winTest: {
      value: 'any-series',
      rule: 'FIDE Online 4.4',
      note: 'Automatically drawn if the opponent cannot checkmate by any possible series of legal moves.',
    },
    bothFlagsDigital: { value: 'first-flag-loses', rule: 'FIDE Online 4.4' },
    bothFlagsAnalog: { value: 'first-flag-loses', rule: 'FIDE Online 4.4' },
    incorrectClaimPenaltyMs: { value: 0, rule: 'FIDE Online 4.4', note: 'A flag claim is never needed; it is refused.' },
  },
  draws: {
    threefold: { value: 'automatic', rule: 'FIDE Online 5.4.1' },
    fiftyMoves: { value: 'automatic', rule: 'FIDE Online 5.4.4' },
    fivefold: { value: 'none', rule: 'FIDE Online 5.4.1', note: 'Subsumed: the third occurrence already draws.' },
    seventyFiveMoves: { value: 'none', rule: 'FIDE Online 5.4.4', note: 'Subsumed: the 50-move draw is automatic.' },
    deadPosition: { value: 'dead-position', rule: 'FIDE Online 5.4.3' },
    incorrectClaimPenaltyMs: { value: 0, rule: 'FIDE Online 5.4', note: 'Draws are automatic; a claim is refused without penalty.' },
    incorrectClaimPlaysMove: { value: false, rule: 'FIDE Online 5.4' },
    claimIsOffer: { value: false, rule: 'FIDE Online 5.3', basis: 'interp', note: "Offers are made with the playing zone's own button." },
  },
  resignation: { value: 'loss', rule: 'FIDE Online 5.2' },
  quickplayFinish: { value: null, rule: 'FIDE Online 1.3', note: 'Not part of the regulations.' },
  abandonment: {
    value: 'claim',
    rule: 'FIDE Online 11',
    basis: 'interp',
    note: "Article 11 (Disconnections) lets no one claim; as lichess does, the platform verifies the disconnection countdown (which runs only on the absent player's own turn) and then lets the opponent claim the win or a draw. A win is a draw when the claimant cannot checkmate by any series of legal moves, as for a flag (4.4).",
  },
  cite: {
    checkmate: 'FIDE Online 5.1',
    stalemate: 'FIDE Online 5.4.2',
    agreement: 'FIDE Online 5.3',
    drawOffer: 'FIDE Online 5.3',
    clockAdjustment: 'FIDE Online 4.3',
    pause: 'FIDE Online 4.3',
    gameOver: 'FIDE Online 5',
  },
};
