/**
 * Flag falls. A fall counts only when claimed or observed (FIDE 6.8): the server calls it at
 * once (FIDE Online 4.4), a present arbiter calls it where the ruleset lets him (A.5.5), a
 * US Chess director never does (13C1). Whether it wins or draws depends on whether the other
 * side can still win (6.9, US 14E, blitz 7c); both flags down follow the ruleset's table.
 */
import { currentPeriod } from '../clock/clock.js';
import { opposite, type Color } from '../types.js';
import type { GameCore } from './core.js';
import { Side, timeText, winFor } from './outcome.js';

const at = (ms: number): string => timeText(ms);

/** The sides whose flags are down, earliest fall first. */
function down(g: GameCore): Color[] {
  const sides = (['white', 'black'] as const).filter((s) => g.fallAt[s] !== null);
  return sides.sort((a, b) => g.fallAt[a]! - g.fallAt[b]!);
}

/** The game is decided on `flagger`'s flag at `endedAt`: a loss, or a draw when the opponent cannot win. */
function decide(g: GameCore, flagger: Color, endedAt: number): void {
  const param = g.rules.flag.winTest;
  const other = opposite(flagger);
  const check = g.canWin(param.value, g.pos, other);
  if (check.canWin) {
    const inconclusive = check.inconclusive !== undefined ? { side: other, nodes: check.inconclusive.nodes } : undefined;
    g.end(
      winFor(other),
      'timeout',
      param.rule,
      `${Side(flagger)} overstepped the time limit and ${check.reason}: ${Side(other)} wins`,
      endedAt,
      inconclusive,
    );
  } else {
    g.end(
      '1/2-1/2',
      'timeout',
      check.rule ?? param.rule,
      `${Side(flagger)} overstepped the time limit, but ${check.reason}: drawn`,
      endedAt,
    );
  }
}

/** Whether `side` plays its last period (sudden death, or an hourglass). */
function inLastPeriod(g: GameCore, side: Color): boolean {
  const slot = currentPeriod(g.clock, side);
  return slot === null || slot.period.moves === null;
}

/** Both flags are down and someone (a claim, the arbiter) brings it up. */
function bothFlags(g: GameCore): void {
  const param = g.start.clock === 'digital' ? g.rules.flag.bothFlagsDigital : g.rules.flag.bothFlagsAnalog;
  const [first, second] = down(g) as [Color, Color];
  switch (param.value) {
    case 'first-flag-loses':
      g.rule('both-flags', `both flags are down; ${Side(first)}'s fell first, at ${at(g.fallAt[first]!)}`, param.rule);
      return decide(g, first, g.t);
    case 'draw':
      return g.end(
        '1/2-1/2',
        'both-flags',
        param.rule,
        `both flags are down (${Side(first)} at ${at(g.fallAt[first]!)}, ${Side(second)} at ${at(g.fallAt[second]!)}): drawn`,
      );
    case 'draw-in-last-period':
      if (inLastPeriod(g, 'white') && inLastPeriod(g, 'black')) {
        const which = g.start.clock === 'analog' ? 'and it cannot be established which fell first' : 'in the last period';
        return g.end('1/2-1/2', 'both-flags', param.rule, `both flags are down ${which}: drawn`);
      }
      g.rule('both-flags-continue', 'both flags are down before the last period: the game continues', param.rule);
  }
}

/**
 * Before each event at the current instant: records the clock's flag falls, and lets the server
 * or a present arbiter call them the moment they happen.
 */
export function observeFlags(g: GameCore): void {
  g.syncFlags(g.t);
  if (g.over || (g.fallAt.white === null && g.fallAt.black === null)) return;
  const sides = down(g);
  const first = sides[0];
  if (first === undefined) return;
  const callers = g.rules.flag.callers;
  const present = g.start.arbiter === 'present';
  if (callers.value === 'server' || (callers.value === 'players-and-arbiter' && present)) {
    const fellAt = g.fallAt[first]!;
    const who = callers.value === 'server' ? 'the server ends the game' : 'the arbiter calls it';
    g.rule('flag-fell', `${Side(first)}'s flag fell at ${at(fellAt)}: ${who}`, callers.rule);
    return decide(g, first, fellAt);
  }
  if (present && sides.length === 2 && g.rules.flag.arbiterCallsBothFlags.value) {
    g.rule('flag-fell', `both flags are down: the arbiter intervenes`, g.rules.flag.arbiterCallsBothFlags.rule);
    bothFlags(g);
  }
}

/** `claimant` claims the opponent's flag. */
export function claimFlag(g: GameCore, claimant: Color): void {
  const flag = g.rules.flag;
  const flagger = opposite(claimant);
  if (flag.callers.value === 'server') {
    g.rule(
      'claim-refused',
      `${Side(claimant)} claims a flag: the server ends the game when time runs out, nothing to claim`,
      flag.callers.rule,
    );
    return;
  }
  if (g.fallAt[flagger] === null) {
    // US Chess 13C11: only outside sudden death.
    const penaltyMs = inLastPeriod(g, flagger) ? 0 : flag.incorrectClaimPenaltyMs.value;
    g.addTime(flagger, penaltyMs);
    const bonus = penaltyMs > 0 ? `; ${Side(flagger)} gets ${penaltyMs / 60_000} min more` : '';
    g.rule(
      'claim-incorrect',
      `${Side(claimant)} claims ${Side(flagger)}'s flag, but it has not fallen (${at(g.remaining(flagger, g.t))} left)${bonus}`,
      penaltyMs > 0 ? flag.incorrectClaimPenaltyMs.rule : flag.callers.rule,
    );
    return;
  }
  if (g.fallAt[claimant] !== null) return bothFlags(g);
  g.rule('flag-fell', `${Side(claimant)} claims: ${Side(flagger)}'s flag fell at ${at(g.fallAt[flagger]!)}`, flag.callers.rule);
  decide(g, flagger, g.t);
}

/** The arbiter looks at the clocks: he calls a fallen flag where the ruleset lets him. */
export function arbiterLooksAtFlags(g: GameCore): void {
  const flag = g.rules.flag;
  const sides = down(g);
  const first = sides[0];
  if (first === undefined) return;
  if (sides.length === 2 && (flag.callers.value === 'players-and-arbiter' || flag.arbiterCallsBothFlags.value)) {
    g.rule('flag-fell', 'the arbiter sees both flags down', flag.arbiterCallsBothFlags.rule);
    return bothFlags(g);
  }
  if (flag.callers.value === 'players-and-arbiter') {
    g.rule('flag-fell', `the arbiter sees ${Side(first)}'s flag down (it fell at ${at(g.fallAt[first]!)})`, flag.callers.rule);
    return decide(g, first, g.t);
  }
  g.rule('flag-not-called', `the arbiter sees ${Side(first)}'s flag down but does not call it: only a player may`, flag.callers.rule);
}
