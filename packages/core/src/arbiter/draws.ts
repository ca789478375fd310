/**
 * Draw claims (threefold 9.2, fifty moves 9.3, the quickplay finish III.5 / 2009 10.2), draw
 * offers and agreement (9.1.2), and resignation (5.1.2). A claim the rules refuse is a ruling,
 * and an incorrect claim costs the claimant the ruleset's penalty (9.5.3).
 */
import { controlOf, currentPeriod } from '../clock/clock.js';
import { opposite, type Color } from '../types.js';
import { canCheckmate } from '../winnable/canCheckmate.js';
import type { GameCore } from './core.js';
import { playLegal, readMove } from './moves.js';
import { Side, winFor } from './outcome.js';
import { FIFTY_MOVE_PLIES } from '../play/ending.js';

const minutes = (ms: number): string => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** A threefold or fifty-moves claim by `by`, with the intended move when given (9.2.1, 9.3.1). */
export function claimDraw(g: GameCore, by: Color, kind: 'threefold' | 'fifty-moves', moveText: string | undefined): void {
  const d = g.rules.draws;
  const mode = kind === 'threefold' ? d.threefold : d.fiftyMoves;
  const name = kind === 'threefold' ? 'threefold repetition' : 'the 50-move rule';
  if (mode.value !== 'claim') {
    g.rule('claim-refused', `${Side(by)} claims a draw by ${name}: under these rules it is not claimed (${mode.value})`, mode.rule);
    return;
  }
  if (g.pos.turn !== by) {
    g.rule('claim-refused', `${Side(by)} claims a draw by ${name}, but only the player having the move may claim`, mode.rule);
    return;
  }
  // 9.2.1 / 9.3.1: the intended move (legal, not yet played) produces the position; 9.2.2 / 9.3.2: it is there now.
  const read = moveText === undefined ? undefined : readMove(g.pos, moveText);
  const move = read?.ok === true && g.pos.isLegal(read.value) ? read.value : undefined;
  let correct: boolean;
  if (moveText === undefined) {
    correct = kind === 'threefold' ? g.occurrences(g.pos.repetitionKey()) >= 3 : g.pos.halfmoves >= FIFTY_MOVE_PLIES;
  } else if (move === undefined) {
    correct = false;
  } else {
    const after = g.pos.clone();
    after.play(move);
    correct = kind === 'threefold' ? g.occurrences(after.repetitionKey()) + 1 >= 3 : after.halfmoves >= FIFTY_MOVE_PLIES;
  }
  const how = moveText === undefined ? '' : ` with the move ${moveText}`;
  if (correct) {
    g.end('1/2-1/2', kind, mode.rule, `${Side(by)} correctly claims a draw by ${name}${how}`);
    return;
  }
  const penaltyMs = d.incorrectClaimPenaltyMs.value;
  g.addTime(opposite(by), penaltyMs);
  const bonus = penaltyMs > 0 ? `; ${Side(opposite(by))} gets ${minutes(penaltyMs)} more` : '';
  g.rule(
    'claim-incorrect',
    `${Side(by)}'s claim of a draw by ${name}${how} is incorrect${bonus}`,
    penaltyMs > 0 ? d.incorrectClaimPenaltyMs.rule : mode.rule,
  );
  if (d.claimIsOffer.value) {
    g.drawOffer = by;
    g.rule('draw-offered', `the claim stands as ${Side(by)}'s draw offer`, d.claimIsOffer.rule);
  }
  if (d.incorrectClaimPlaysMove.value && move !== undefined) {
    g.rule('claim-incorrect', `the announced move ${moveText} must be played`, d.incorrectClaimPlaysMove.rule);
    playLegal(g, move);
  }
}

/** A quickplay-finish claim (FIDE III.5, 2009 10.2): drawn only when the opponent cannot checkmate at all. */
export function claimQuickplay(g: GameCore, by: Color): void {
  const param = g.rules.quickplayFinish;
  const q = param.value;
  const refuse = (why: string): void => g.rule('claim-refused', `${Side(by)}'s quickplay-finish claim is refused: ${why}`, param.rule);
  if (q === null) return refuse('these rules have no such claim');
  if (q.needsGuidelinesIII && !g.start.guidelinesIII) return refuse('the event did not announce Guidelines III (III.2.1)');
  const control = controlOf(g.clock, by);
  const perMove = control.kind === 'periods' && control.periods.some((p) => p.incrementMs > 0 || p.delayMs > 0);
  if (perMove && !q.withIncrement) return refuse('the time control has an increment or delay');
  if (g.pos.turn !== by) return refuse('only the player having the move may claim');
  const slot = currentPeriod(g.clock, by);
  if (slot !== null && slot.period.moves !== null) return refuse('the claim is for the last period, the quickplay finish');
  if (g.fallAt[by] !== null) return refuse(`${Side(by)}'s flag has already fallen`);
  const left = g.remaining(by, g.t);
  if (left >= q.underMs) return refuse(`${Side(by)} has ${Math.floor(left / 1000)} s left, not under ${q.underMs / 1000} s`);
  const other = opposite(by);
  const analysis = canCheckmate(g.pos, other, { maxNodes: g.maxNodes });
  if (analysis.verdict === 'no') {
    g.end(
      '1/2-1/2',
      'quickplay-finish',
      param.rule,
      `${Side(other)} cannot win by normal means (cannot checkmate at all): drawn on ${Side(by)}'s claim`,
    );
    return;
  }
  g.addTime(other, q.postponedBonusMs);
  const inconclusive = analysis.verdict === 'unknown' ? { side: other, nodes: analysis.nodes } : undefined;
  g.rule(
    'quickplay-postponed',
    `the decision on ${Side(by)}'s claim is postponed: whether ${Side(other)} can win by normal means is for the arbiter to judge; play goes on`,
    param.rule,
    inconclusive,
  );
}

/** `draw-offer`, `draw-accept`, `draw-decline`. An offer met by the opponent's own offer is an agreement. */
export function applyOffer(g: GameCore, type: 'draw-offer' | 'draw-accept' | 'draw-decline', by: Color): void {
  const cite = g.rules.cite;
  const pendingFromOpponent = g.drawOffer === opposite(by);
  if (type === 'draw-offer') {
    if (pendingFromOpponent)
      return g.end(
        '1/2-1/2',
        'agreement',
        cite.agreement,
        `${Side(by)} offers a draw while ${Side(opposite(by))}'s offer stands: drawn by agreement`,
      );
    g.drawOffer = by;
    g.rule('draw-offered', `${Side(by)} offers a draw`, cite.drawOffer);
    return;
  }
  if (!pendingFromOpponent) {
    g.rule(
      'no-draw-offer',
      `${Side(by)} ${type === 'draw-accept' ? 'accepts' : 'declines'} a draw, but no offer of ${Side(opposite(by))} stands`,
      cite.drawOffer,
    );
    return;
  }
  if (type === 'draw-accept')
    return g.end('1/2-1/2', 'agreement', cite.agreement, `${Side(by)} accepts ${Side(opposite(by))}'s draw offer: drawn by agreement`);
  g.drawOffer = null;
  g.rule('draw-offer-declined', `${Side(by)} declines the draw offer`, cite.drawOffer);
}

/** `by` resigns: the opponent wins, or (FIDE 5.1.2) a draw when the opponent cannot checkmate by any series of legal moves. */
export function applyResign(g: GameCore, by: Color): void {
  const param = g.rules.resignation;
  const other = opposite(by);
  if (param.value === 'draw-if-opponent-cannot-mate') {
    const check = g.canWin('any-series', g.pos, other);
    if (!check.canWin) return g.end('1/2-1/2', 'resignation', param.rule, `${Side(by)} resigns, but ${check.reason}: drawn`);
    if (check.inconclusive !== undefined) {
      return g.end(winFor(other), 'resignation', param.rule, `${Side(by)} resigns: ${Side(other)} wins`, g.t, {
        side: other,
        nodes: check.inconclusive.nodes,
      });
    }
  }
  g.end(winFor(other), 'resignation', param.rule, `${Side(by)} resigns: ${Side(other)} wins`);
}
