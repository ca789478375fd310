/**
 * Events about the clock itself rather than the board: stopping and restarting it (FIDE 6.11,
 * US Chess 5I / 16Q), the arbiter's correction of a move counter (FIDE 6.10.2), the arbiter's
 * declared result, and the presses of a clock-only record (`record: clock`), where each press by
 * the side whose clock runs completes a move that is not written down.
 */
import { pause, press, resume, setMovesCompleted } from '../clock/clock.js';
import type { Ruleset } from '../rules/types.js';
import { opposite, type Color } from '../types.js';
import { must, type GameCore, type Irregularity } from './core.js';
import type { DeclaredResult, PauseActor } from './events.js';
import { claimIllegal } from './illegal.js';
import { Side, type Termination } from './outcome.js';

const actor = (by: PauseActor): string => (by === 'arbiter' ? 'the arbiter' : Side(by));

/** A `pause` event: the running clock stops (FIDE 6.11.1; a player may stop it only to seek the arbiter, 6.11.2). */
export function applyPause(g: GameCore, by: PauseActor): void {
  const cite = g.rules.cite.pause;
  if (g.clock.status !== 'running') {
    g.rule('pause-ignored', `${actor(by)} stops the clocks, but they are not running: nothing changes`, cite);
    return;
  }
  g.syncFlags(g.t);
  g.clock = must(pause(g.clock, g.t));
  const who = by === 'arbiter' ? 'the arbiter stops the clocks' : `${Side(by)} stops the clocks to seek the arbiter's help`;
  g.rule('clock-paused', `${who}; ${Side(g.clock.turn)}'s clock will run on when they are restarted`, cite);
}

/** A `resume` event: the stopped clock restarts, the side that was running runs on (FIDE 6.11.3). */
export function applyResume(g: GameCore, by: PauseActor): void {
  const cite = g.rules.cite.pause;
  if (g.clock.status !== 'paused') {
    g.rule('pause-ignored', `${actor(by)} restarts the clocks, but they are not stopped: nothing changes`, cite);
    return;
  }
  g.clock = must(resume(g.clock, g.t));
  g.rule('clock-resumed', `${actor(by)} restarts the clocks: ${Side(g.clock.turn)}'s clock runs`, cite);
}

/** Whether the clocks are stopped; if so, a move or press is refused with a ruling (the arbiter restarts them first). */
export function refusedWhilePaused(g: GameCore, what: string): boolean {
  if (g.clock.status !== 'paused') return false;
  g.rule('clock-paused', `the clocks are stopped: ${what} is refused until they are restarted`, g.rules.cite.pause);
  return true;
}

/** The arbiter sets `side`'s move counter (FIDE 6.10.2): the period of its next move follows. */
export function applySetMoves(g: GameCore, side: Color, moves: number): void {
  g.syncFlags(g.t);
  const before = g.clock.sides[side].movesCompleted;
  g.clock = must(setMovesCompleted(g.clock, side, moves, g.t));
  g.rule('moves-set', `the arbiter sets ${Side(side)}'s move counter from ${before} to ${moves}`, g.rules.cite.clockAdjustment);
}

/** The article that decides a game ending by `termination`, from the ruleset's table. */
export function articleOf(rules: Ruleset, termination: Termination, clock: 'digital' | 'analog'): string {
  switch (termination) {
    case 'checkmate':
      return rules.cite.checkmate;
    case 'stalemate':
      return rules.cite.stalemate;
    case 'agreement':
      return rules.cite.agreement;
    case 'resignation':
      return rules.resignation.rule;
    case 'timeout':
      return rules.flag.winTest.rule;
    case 'both-flags':
      return clock === 'digital' ? rules.flag.bothFlagsDigital.rule : rules.flag.bothFlagsAnalog.rule;
    case 'illegal-move':
      return rules.illegalMove.lossAtCount.rule;
    case 'dead-position':
    case 'insufficient-material':
      return rules.draws.deadPosition.rule;
    case 'threefold':
      return rules.draws.threefold.rule;
    case 'fivefold':
      return rules.draws.fivefold.rule;
    case 'fifty-moves':
      return rules.draws.fiftyMoves.rule;
    case 'seventy-five-moves':
      return rules.draws.seventyFiveMoves.rule;
    case 'quickplay-finish':
      return rules.quickplayFinish.rule;
    case 'abandonment':
      return rules.abandonment.rule;
  }
}

/** The arbiter declares the result he establishes at the board: the game ends with it. */
export function applyDeclare(g: GameCore, result: DeclaredResult, termination: Termination): void {
  const words = result === '1-0' ? 'White wins' : result === '0-1' ? 'Black wins' : 'drawn';
  g.end(
    result,
    termination,
    articleOf(g.rules, termination, g.start.clock),
    `the arbiter declares the game ended by ${termination}: ${words}`,
  );
}

/** Under a clock-only record: a `press` by the side whose clock runs completes a move that is not recorded. */
export function applyUnrecordedPress(g: GameCore, by: Color): void {
  if (refusedWhilePaused(g, `${Side(by)}'s press`)) return;
  const param = g.rules.moves.pressWithoutMove;
  if (g.clock.turn !== by) {
    g.rule('press-ignored', `${Side(by)} pressed, but ${Side(by)}'s clock is not running: nothing changes`, param.rule);
    return;
  }
  const clockBefore = g.clock;
  g.clock = must(press(g.clock, by, g.t));
  g.unrecorded.push({ by, t: g.t, line: g.line, clockBefore, clockAfter: g.clock });
  if (g.drawOffer === opposite(by)) {
    g.drawOffer = null;
    g.rule('draw-offer-lapsed', `${Side(by)} moved: ${Side(opposite(by))}'s draw offer lapses`, g.rules.cite.drawOffer);
  }
}

/**
 * Under a clock-only record: `claimant` says the opponent's last move was illegal. The record
 * cannot show it, so the claim is the evidence; only the opponent's last move, before the
 * claimant has moved again, can be corrected from the record (its clock is reinstated, the
 * ruleset's penalty and count apply). Later, where the ruleset still allows the claim, the
 * arbiter must reinstate the position and set the clocks at the board.
 */
export function claimUnrecordedIllegal(g: GameCore, claimant: Color): void {
  const offender = opposite(claimant);
  const last = g.unrecorded.at(-1);
  const window = g.rules.illegalMove.window;
  if (last === undefined || last.by !== offender) {
    const theirs = g.unrecorded.some((u) => u.by === offender);
    if (theirs && window.value.kind !== 'before-claimant-moves') {
      g.rule(
        'claim-needs-board',
        `${Side(claimant)} claims an illegal move of ${Side(offender)} made before ${Side(claimant)}'s last move: the record has no moves, so the arbiter reinstates the position and sets the clocks at the board`,
        window.rule,
      );
      return;
    }
    g.rule(
      'claim-refused',
      theirs
        ? `${Side(claimant)} claims an illegal move, but ${Side(claimant)} has moved since ${Side(offender)}'s last move: it stands`
        : `${Side(claimant)} claims an illegal move, but ${Side(offender)} has not moved`,
      window.rule,
    );
    return;
  }
  const irr: Irregularity = {
    kind: 'unrecorded',
    by: offender,
    t: last.t,
    line: last.line,
    plyIndex: g.plies.length,
    repsLength: g.reps.length,
    before: g.pos.clone(),
    clockBefore: last.clockBefore,
    clockAfter: last.clockAfter,
    description: 'last move (not recorded; illegal on the claim)',
    illegalPosition: false,
    claimantMoved: false,
  };
  g.irregularities.push(irr);
  claimIllegal(g, claimant, 'claim');
}

/** Under a clock-only record: a claim the record cannot decide (threefold, fifty moves, quickplay finish). */
export function claimNeedsBoard(g: GameCore, claimant: Color, claim: string, rule: string): void {
  g.rule(
    'claim-needs-board',
    `${Side(claimant)} claims ${claim}: the record has no moves, so the arbiter decides at the board (and declares the result if the claim is correct)`,
    rule,
  );
}
