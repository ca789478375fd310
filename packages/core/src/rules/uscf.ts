/**
 * US Chess Federation's Official Rules of Chess, 7th edition: chapter 1 (regular and quick
 * play) and chapter 11 (blitz). Chapter 1 rules are cited with capital letters ("US Chess 13C1"),
 * blitz rules with small letters as the chapter numbers them ("US Chess 7d").
 */
import type { Ruleset } from './types.js';

const standard: Ruleset = {
  name: 'uscf-standard',
  title: 'US Chess, regular and quick (chapter 1)',
  source: "US Chess Federation's Official Rules of Chess, 7th edition, chapter 1 (with the online revisions in force from 2019 and 2020)",
  category: {
    value: { scheme: 'uscf', expected: ['regular', 'dual', 'quick'] },
    rule: 'US Chess 5C',
    note: 'Minutes plus increment-or-delay seconds: more than 10 (quick 11–29, dual 30–65, regular over 65).',
  },
  clockStart: { value: 'otb', rule: 'US Chess 16', basis: 'unverified', note: "White's clock is started at the start of the round." },
  moves: {
    acceptsIllegal: { value: true, rule: 'US Chess 11A' },
    pressWithoutMove: {
      value: 'not-illegal',
      rule: 'US Chess 11C, 8F7',
      basis: 'interp',
      note: 'Not an illegal move; the opponent may press the clock back (a 16J penalty is left to a human director).',
    },
    unpromotedPawn: {
      value: 'complete-with-queen',
      rule: 'US Chess 8F7',
      basis: 'interp',
      note: "Improper, not illegal: the opponent restarts the player's clock and the promotion is completed; our events cannot carry the choice, so a queen.",
    },
    kingCapture: { value: 'illegal-move', rule: 'US Chess 11' },
  },
  illegalMove: {
    penaltyMs: { value: 120_000, rule: 'US Chess 11D, 1C2a' },
    lossAtCount: {
      value: null,
      rule: 'US Chess 11D',
      note: 'No escalation to a loss; deliberate illegal moves are for the director (11J).',
    },
    lossTest: { value: 'any-series', rule: 'US Chess 11D', note: 'Unused: no illegal move loses.' },
    window: {
      value: { kind: 'last-moves', plies: 20, timePressureUnderMs: 300_000, timePressureMinPerMoveMs: 30_000, timePressurePlies: 4 },
      rule: 'US Chess 11A, 11B, 11D1',
      basis: 'interp',
      note: 'Reinstated only within the last ten moves (read as ten by each player), older ones stand (11B). In time pressure (either player under five minutes, increment and delay under 30 s) only players claim, and only for the last two moves (read as two by each player).',
    },
    arbiterActs: {
      value: 'always',
      rule: 'US Chess 11H',
      note: 'A director who sees an illegal move corrects it, except in time pressure (11D1).',
    },
    removeIncrement: { value: false, rule: 'US Chess 11D', basis: 'interp', note: 'Chapter 1 adjusts time only by the standard penalty.' },
    touchMove: { value: true, rule: 'US Chess 11D, 10B' },
  },
  flag: {
    callers: { value: 'players', rule: 'US Chess 13C1, 16E', note: 'A director must never initiate a time-forfeit claim.' },
    arbiterCallsBothFlags: { value: true, rule: 'US Chess 14G2', note: 'The one exception: both flags down in sudden death.' },
    winTest: { value: 'uscf-14e', rule: 'US Chess 14E' },
    bothFlagsDigital: {
      value: 'draw-in-last-period',
      rule: 'US Chess 14G, 16T',
      note: 'Drawn in sudden death; in an earlier period play continues.',
    },
    bothFlagsAnalog: { value: 'draw-in-last-period', rule: 'US Chess 14G, 16T' },
    incorrectClaimPenaltyMs: { value: 120_000, rule: 'US Chess 13C11', note: 'Only in a period that is not sudden death.' },
  },
  draws: {
    threefold: { value: 'claim', rule: 'US Chess 14C' },
    fiftyMoves: { value: 'claim', rule: 'US Chess 14F' },
    fivefold: {
      value: 'arbiter',
      rule: 'US Chess 14K',
      basis: 'interp',
      note: 'The director may declare a draw; we let a present (or looking) director do so at the fifth occurrence.',
    },
    seventyFiveMoves: { value: 'arbiter', rule: 'US Chess 14K', basis: 'interp', note: 'As for fivefold.' },
    deadPosition: { value: 'insufficient-material', rule: 'US Chess 14D' },
    incorrectClaimPenaltyMs: { value: 120_000, rule: 'US Chess 14C6, 14F2' },
    incorrectClaimPlaysMove: {
      value: true,
      rule: 'US Chess 14C2',
      basis: 'interp',
      note: 'The claimant wrote his move on the scoresheet; as in FIDE 9.5.3, it is then played.',
    },
    claimIsOffer: { value: true, rule: 'US Chess 14C7' },
  },
  resignation: { value: 'loss', rule: 'US Chess 13B' },
  quickplayFinish: {
    value: null,
    rule: 'US Chess 14H',
    note: 'No insufficient-losing-chances claim in sudden death; the posted 14H Variation is not modelled.',
  },
  abandonment: {
    value: null,
    rule: 'US Chess 13C1',
    basis: 'interp',
    note: 'No claim over the board: the clock of a player who leaves runs on and the opponent claims his flag (13C1); the rest is for the director.',
  },
  cite: {
    checkmate: 'US Chess 13A',
    stalemate: 'US Chess 14A',
    agreement: 'US Chess 14B',
    drawOffer: 'US Chess 14B',
    clockAdjustment: 'US Chess 1C2',
    pause: 'US Chess 5I, 16Q',
    gameOver: 'US Chess 13, 14',
  },
};

const blitz: Ruleset = {
  ...standard,
  name: 'uscf-blitz',
  title: 'US Chess, blitz (chapter 11)',
  source: "US Chess Federation's Official Rules of Chess, 7th edition, chapter 11 (blitz), over chapter 1",
  category: { value: { scheme: 'uscf', expected: ['blitz'] }, rule: 'US Chess 5C', note: 'Blitz: 5 to 10 minutes inclusive.' },
  moves: {
    ...standard.moves,
    pressWithoutMove: {
      value: 'not-illegal',
      rule: 'US Chess 11C',
      basis: 'unverified',
      note: 'Chapter 11 as retrieved is silent; we follow chapter 1.',
    },
    unpromotedPawn: {
      value: 'complete-with-queen',
      rule: 'US Chess 8F7',
      basis: 'interp',
      note: 'As in chapter 1 (a proposed chapter 11 text says blitz follows 8F6/8F7).',
    },
    kingCapture: {
      value: 'claim',
      rule: 'US Chess 7d',
      note: 'Taking the king that an illegal move left in check is the way to claim; taking it otherwise is itself an illegal move.',
    },
  },
  illegalMove: {
    penaltyMs: { value: 0, rule: 'US Chess 7d', note: 'TD TIP: the one-minute penalty does not apply to illegal moves; they lose.' },
    lossAtCount: { value: 1, rule: 'US Chess 7d' },
    lossTest: { value: 'uscf-mating-material', rule: 'US Chess 8d', note: 'Without mating material the claimant only draws.' },
    window: {
      value: { kind: 'before-claimant-moves' },
      rule: 'US Chess 7d',
      note: "Claim before determining one's own move; unclaimed, the move stands (blitz 14).",
    },
    arbiterActs: { value: 'never', rule: 'US Chess 7d', basis: 'interp', note: 'The claim belongs to the opponent.' },
    removeIncrement: { value: false, rule: 'US Chess 7d', note: 'Not needed: the illegal move loses.' },
    touchMove: { value: false, rule: 'US Chess 7d', note: 'No replacement move: the illegal move loses.' },
  },
  flag: {
    callers: { value: 'players', rule: 'US Chess 7c, 13C1' },
    arbiterCallsBothFlags: { value: false, rule: 'US Chess 8c', basis: 'interp', note: 'Players point out flags.' },
    winTest: {
      value: 'uscf-mating-material',
      rule: 'US Chess 7c',
      note: 'Mating material: two minor pieces (two knights included), a pawn, a rook or a queen.',
    },
    bothFlagsDigital: { value: 'draw', rule: 'US Chess 8c' },
    bothFlagsAnalog: { value: 'draw', rule: 'US Chess 8c' },
    incorrectClaimPenaltyMs: { value: 0, rule: 'US Chess 7c', basis: 'interp', note: 'The claim is refused.' },
  },
  draws: {
    ...standard.draws,
    threefold: { value: 'claim', rule: 'US Chess 14C', basis: 'unverified', note: 'Chapter 11 does not spell it out; chapter 1 applies.' },
    fiftyMoves: { value: 'claim', rule: 'US Chess 14F', basis: 'unverified', note: 'As for threefold.' },
    deadPosition: { value: 'insufficient-material', rule: 'US Chess 14D, 8d' },
    incorrectClaimPenaltyMs: {
      value: 60_000,
      rule: 'US Chess 14C6',
      basis: 'interp',
      note: 'TD TIP: the standard penalty of one minute applies to other blitz rules.',
    },
  },
  resignation: { value: 'loss', rule: 'US Chess 7b' },
  quickplayFinish: { value: null, rule: 'US Chess 14H', basis: 'unverified', note: 'No insufficient-losing-chances claims in blitz.' },
  cite: { ...standard.cite, checkmate: 'US Chess 7a', stalemate: 'US Chess 8a' },
};

/** US Chess chapter 1 (regular and quick controls). */
export const USCF_STANDARD: Ruleset = standard;
/** US Chess chapter 11 (blitz). */
export const USCF_BLITZ: Ruleset = blitz;
