/**
 * Illegal moves after they are completed: claims, the arbiter's intervention, the penalty
 * or the loss, and reinstating the position before the irregularity (FIDE 7.5, A.5.2;
 * FIDE 2009 7.4; US Chess 11, blitz 7d/8d). Everything is read from the ruleset's table.
 */
import { currentPeriod, signedRemainingMs } from '../clock/clock.js';
import { makeSan } from '../notation/san.js';
import { makeUci } from '../notation/uci.js';
import { opposite, type Color, type Move } from '../types.js';
import { reinstateClock } from './clockOps.js';
import type { GameCore, Irregularity } from './core.js';
import { automaticEndings } from './endings.js';
import { Side, timeText, winFor } from './outcome.js';

const minutes = (ms: number): string => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);
const ordinal = (n: number): string => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

/** US Chess 11D1 time pressure: a player under the limit, with increment and delay under the minimum. */
function inTimePressure(g: GameCore): boolean {
  const w = g.rules.illegalMove.window.value;
  if (w.kind !== 'last-moves') return false;
  for (const side of ['white', 'black'] as const) {
    const period = currentPeriod(g.clock, side)?.period;
    const perMoveMs = period === undefined ? 0 : Math.max(period.incrementMs, period.delayMs);
    if (g.remaining(side, g.t) < w.timePressureUnderMs && perMoveMs < w.timePressureMinPerMoveMs) return true;
  }
  return false;
}

/** Whether `irr` can still be claimed by the opponent (`player`) or acted on by the arbiter now. */
function windowOpen(g: GameCore, irr: Irregularity, actor: 'player' | 'arbiter'): boolean {
  const w = g.rules.illegalMove.window.value;
  switch (w.kind) {
    case 'game':
      return true;
    case 'before-claimant-moves':
      return !irr.claimantMoved;
    case 'last-moves': {
      const pressure = inTimePressure(g);
      if (pressure && actor === 'arbiter') return false; // US Chess 11D1: only players claim
      return g.plies.length - irr.plyIndex <= (pressure ? w.timePressurePlies : w.plies);
    }
  }
}

/** Whether `claimant` has an opponent's irregularity to claim now. */
export function hasClaimable(g: GameCore, claimant: Color): boolean {
  return g.irregularities.some((i) => i.by === opposite(claimant) && windowOpen(g, i, 'player'));
}

/** A player's illegal-move claim (or, US blitz 7d, a capture of the king that an illegal move left in check). */
export function claimIllegal(g: GameCore, claimant: Color, via: 'claim' | 'king-capture'): void {
  const target = g.irregularities.find((i) => i.by === opposite(claimant) && windowOpen(g, i, 'player'));
  if (target === undefined) {
    g.rule(
      'claim-refused',
      `${Side(claimant)} claims an illegal move, but no illegal move of ${Side(opposite(claimant))} can be claimed now`,
      g.rules.illegalMove.window.rule,
    );
    return;
  }
  if (via === 'king-capture') {
    g.rule(
      'illegal-move-decided',
      `${Side(claimant)} takes the king: a claim of ${Side(opposite(claimant))}'s ${target.description}`,
      g.rules.moves.kingCapture.rule,
    );
  }
  correct(g, target, 'player');
}

/** Right after an irregularity: a present arbiter acts on it when the ruleset lets him. */
export function arbiterActsNow(g: GameCore, irr: Irregularity): void {
  if (g.start.arbiter !== 'present' || g.over) return;
  if (arbiterMayAct(g, irr)) correct(g, irr, 'arbiter');
}

/** The arbiter looks at the board: the earliest irregularity he may still act on. */
export function arbiterLooksAtIrregularities(g: GameCore): void {
  const irr = g.irregularities.find((i) => arbiterMayAct(g, i));
  if (irr !== undefined) correct(g, irr, 'arbiter');
}

function arbiterMayAct(g: GameCore, irr: Irregularity): boolean {
  const acts = g.rules.illegalMove.arbiterActs.value;
  if (acts === 'never' || (acts === 'illegal-position' && !irr.illegalPosition)) return false;
  return windowOpen(g, irr, 'arbiter');
}

/**
 * Deals with `irr`: counts it, decides the game when the count loses (draw when the opponent
 * cannot win), otherwise corrects it — a pawn left on the last rank becomes a queen (FIDE 7.5.2)
 * or the position before the irregularity is reinstated (7.5.1) — and gives the opponent the penalty.
 */
function correct(g: GameCore, irr: Irregularity, who: 'player' | 'arbiter'): void {
  const rules = g.rules.illegalMove;
  const offender = irr.by;
  const claimant = opposite(offender);
  const index = g.irregularities.indexOf(irr);
  g.irregularities = g.irregularities
    .slice(0, Math.max(0, index))
    .concat(g.irregularities.slice(index + 1).filter((i) => i.plyIndex < irr.plyIndex));
  const count = ++g.illegalCount[offender];
  const found = who === 'arbiter' ? 'The arbiter acts on' : `${Side(claimant)} claims`;
  const what = `${Side(offender)}'s ${irr.description}`;
  const lossAt = rules.lossAtCount.value;
  if (lossAt !== null && count >= lossAt) {
    const check = g.canWin(rules.lossTest.value, irr.before, claimant);
    const nth = lossAt === 1 ? 'an illegal move' : `the ${ordinal(count)} illegal move`;
    if (check.canWin) {
      const inconclusive = check.inconclusive !== undefined ? { side: claimant, nodes: check.inconclusive.nodes } : undefined;
      g.end(
        winFor(claimant),
        'illegal-move',
        rules.lossAtCount.rule,
        `${found} ${what}: ${nth} loses; ${Side(claimant)} wins`,
        g.t,
        inconclusive,
      );
    } else {
      g.end(
        '1/2-1/2',
        'illegal-move',
        check.rule ?? rules.lossTest.rule,
        `${found} ${what}: ${nth} would lose, but ${check.reason}: drawn`,
      );
    }
    return;
  }
  const penaltyMs = rules.penaltyMs.value;
  const bonus = penaltyMs > 0 ? `; ${Side(claimant)} gets ${minutes(penaltyMs)} more` : '';
  const queen: Move | undefined = irr.move === undefined ? undefined : { ...irr.move, promotion: 'queen' };
  if (
    irr.reason === 'unpromoted_pawn' &&
    g.rules.moves.unpromotedPawn.value === 'illegal-move-queen' &&
    queen !== undefined &&
    irr.plyIndex === g.plies.length - 1 &&
    irr.before.isLegal(queen)
  ) {
    // FIDE 7.5.2: the pawn is replaced by a queen; the move stands.
    const pos = irr.before.clone();
    const san = makeSan(pos, queen);
    pos.play(queen);
    g.pos = pos;
    g.reps.truncate(irr.repsLength);
    g.reps.push(pos.repetitionKey());
    const { illegal: _illegal, ...ply } = g.plies[irr.plyIndex]!;
    g.plies[irr.plyIndex] = {
      ...ply,
      move: queen,
      san,
      uci: makeUci(queen),
      comments: [`pawn replaced by a queen (${g.rules.moves.unpromotedPawn.rule})`],
    };
    g.addTime(claimant, penaltyMs);
    g.rule(
      'illegal-move-corrected',
      `${found} ${what} (pawn left unpromoted): the pawn becomes a queen and the move stands${bonus}`,
      `${g.rules.moves.unpromotedPawn.rule}, ${rules.penaltyMs.rule}`,
    );
    automaticEndings(g, offender);
    return;
  }
  const removed = g.plies.length - irr.plyIndex;
  g.pos = irr.before.clone();
  g.plies.length = irr.plyIndex;
  g.reps.truncate(irr.repsLength);
  g.syncFlags(g.t);
  g.clock = reinstateClock(g.clock, irr.clockBefore, irr.clockAfter, offender, irr.t, g.t, penaltyMs, rules.removeIncrement.value);
  if (signedRemainingMs(g.clock, claimant, g.t) > 0) g.fallAt[claimant] = null;
  if (rules.touchMove.value && irr.move !== undefined) g.touch = { side: offender, square: irr.move.from };
  const later = removed > 1 ? ` (the ${removed - 1} later move${removed > 2 ? 's are' : ' is'} taken back)` : '';
  if (irr.kind === 'unrecorded') g.unrecorded = g.unrecorded.filter((u) => u.t < irr.t || (u.t === irr.t && u.line < irr.line));
  const again =
    irr.kind === 'press'
      ? `${Side(offender)}'s clock runs again`
      : irr.kind === 'unrecorded'
        ? `${Side(offender)} must replace it with a legal move (the arbiter reinstates the position at the board), on ${Side(offender)}'s running clock`
        : `${Side(offender)} must move again${g.touch !== null ? ', with the same piece if it can move' : ''}`;
  g.rule(
    'illegal-move-corrected',
    `${found} ${what} (${ordinal(count)} of ${Side(offender)}): the position before it is reinstated${later}${bonus}; ${again}`,
    rules.penaltyMs.rule,
  );
  g.notes.push(
    `${Side(offender)}'s ${irr.description} at ${timeText(irr.t)} was corrected at ${timeText(g.t)}${bonus} (${rules.penaltyMs.rule})`,
  );
}
