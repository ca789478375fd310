/**
 * How a PGN's game ended, as events (for `eventsFromPgn`). A PGN gives the result and perhaps a
 * `Termination` tag, never the claim, resignation or agreement behind it: each plausible ending
 * is tried on the arbiter itself, the one its tags point to first, and the first whose verdict
 * matches the PGN's result is kept, with a note saying it was inferred.
 */
import type { PgnGame } from '../pgn/types.js';
import { err, ok, type Result } from '../result.js';
import { opposite, type Color } from '../types.js';
import type { GameEvent, StartEvent } from './events.js';
import { Game, type GameState } from './game.js';
import { Side, timeText, type GameResult } from './outcome.js';

/** What the PGN's tags say ended the game, as far as events go. */
type Hint = 'time' | 'resignation' | 'agreement' | 'threefold' | 'fifty-moves' | 'abandonment' | 'board' | null;

/** An ending to try: its events, and the note that says it was inferred. */
interface Candidate {
  readonly events: readonly GameEvent[];
  readonly note: string | null;
}

/** The hint of `TerminationDetail` (this arbiter's exact termination), else of `Termination` as sites write it. */
function hintOf(game: PgnGame): Hint {
  const detail = game.headers.get('TerminationDetail')?.trim();
  switch (detail) {
    case 'timeout':
    case 'both-flags':
      return 'time';
    case 'resignation':
    case 'agreement':
    case 'threefold':
    case 'fifty-moves':
    case 'abandonment':
      return detail;
    case undefined:
      break;
    default:
      return 'board';
  }
  const t = (game.headers.get('Termination') ?? '').toLowerCase();
  if (/time forfeit|on time|timeout|\btime\b|flag/.test(t)) return 'time';
  if (/resign/.test(t)) return 'resignation';
  if (/agree/.test(t)) return 'agreement';
  if (/repetition/.test(t)) return 'threefold';
  if (/50|fifty/.test(t)) return 'fifty-moves';
  if (/abandon/.test(t)) return 'abandonment';
  if (/mate|stalemate|insufficient/.test(t)) return 'board';
  return null;
}

const winnerOf = (result: GameResult): Color | null => (result === '1-0' ? 'white' : result === '0-1' ? 'black' : null);

/** Runs the start and events through the arbiter; `null` when an event is refused as input. */
function trial(
  start: StartEvent,
  events: readonly GameEvent[],
  maxNodes: number | undefined,
): { result: GameResult; state: GameState } | string {
  const game = Game.start(start, maxNodes === undefined ? {} : { maxNodes });
  if (!game.ok) return game.error.message.replace(/^line \d+: /, '');
  for (const e of events) {
    const r = game.value.apply(e);
    if (!r.ok) return r.error.message;
  }
  return { result: game.value.verdict().result, state: game.value.state };
}

/** The candidates for each kind of ending, given the state after the moves. */
function candidates(kind: Exclude<Hint, null | 'board'>, s: GameState, result: GameResult, why: string): Candidate[] {
  const winner = winnerOf(result);
  const at = s.t;
  const last = `at the last move (${timeText(at)}): the PGN does not say when`;
  switch (kind) {
    case 'time': {
      const target =
        winner !== null
          ? opposite(winner)
          : (s.running ?? (s.flagsDown.white !== null ? 'white' : s.flagsDown.black !== null ? 'black' : null));
      if (target === null) return [];
      const fellAt = s.flagsDown[target] !== null ? at : s.running === target ? s.flagAt : null;
      if (fellAt === null) return [];
      const claimant = opposite(target);
      return [
        {
          events: [{ type: 'claim', t: fellAt, by: claimant, claim: 'flag' }],
          note: `${Side(claimant)}'s flag claim at ${timeText(fellAt)} is inferred ${why}: ${Side(target)}'s flag had fallen by then`,
        },
      ];
    }
    case 'resignation':
      return (winner !== null ? [opposite(winner)] : [s.turn, opposite(s.turn)]).map((by) => ({
        events: [{ type: 'resign', t: at, by }],
        note: `${Side(by)}'s resignation is inferred ${why}, put ${last}`,
      }));
    case 'agreement':
      return [
        {
          events: [
            { type: 'draw-offer', t: at, by: opposite(s.turn) },
            { type: 'draw-accept', t: at, by: s.turn },
          ],
          note: `a draw by agreement is inferred ${why}, put ${last}`,
        },
      ];
    case 'threefold':
    case 'fifty-moves':
      return [
        {
          events: [{ type: 'claim', t: at, by: s.turn, claim: kind }],
          note: `${Side(s.turn)}'s ${kind === 'threefold' ? 'threefold repetition' : 'fifty-move'} claim is inferred ${why}, put ${last}`,
        },
      ];
    case 'abandonment':
      return (winner !== null ? [winner] : [s.turn, opposite(s.turn)]).map((by) => ({
        events: [{ type: 'claim', t: at, by, claim: winner !== null ? 'abandonment-win' : 'abandonment-draw' }],
        note: `${Side(by)}'s claim after the opponent left is inferred ${why}, put ${last}`,
      }));
  }
}

/**
 * The events that end the game as the PGN says it ended, appended to `moves` (the events read
 * from the movetext), and the notes saying what was inferred. A result the arbiter's verdict
 * cannot be brought to is noted, and the tags' ending (or none) is kept. Fails only when the
 * start cannot be set up (a bad FEN) or the events are refused as input.
 */
export function inferEnding(
  game: PgnGame,
  start: StartEvent,
  moves: readonly GameEvent[],
  maxNodes: number | undefined,
): Result<{ readonly events: readonly GameEvent[]; readonly notes: readonly string[] }, string> {
  const base = trial(start, moves, maxNodes);
  if (typeof base === 'string') return err(base);
  const result = game.result;
  if (result === '*' || base.result !== '*') {
    const notes = result !== '*' && base.result !== result ? [`the PGN says ${result}, but the moves give ${base.result}`] : [];
    return ok({ events: [], notes });
  }
  const hint = hintOf(game);
  const termination = game.headers.get('Termination');
  const fromTags = `from the result ${result}${termination !== undefined ? ` and the Termination tag ${JSON.stringify(termination)}` : ''}`;
  const fromResult = `from the result ${result}`;
  const hinted = hint === null || hint === 'board' ? [] : candidates(hint, base.state, result, fromTags);
  // The likeliest endings first: a decisive game is mostly resigned or lost on time, a drawn one agreed.
  const order =
    winnerOf(result) !== null
      ? (['resignation', 'time'] as const)
      : (['agreement', 'threefold', 'fifty-moves', 'time', 'resignation'] as const);
  const others = order.filter((k) => k !== hint).flatMap((k) => candidates(k, base.state, result, fromResult));
  for (const c of [...hinted, ...others]) {
    const r = trial(start, [...moves, ...c.events], maxNodes);
    if (typeof r !== 'string' && r.result === result) return ok({ events: c.events, notes: c.note === null ? [] : [c.note] });
  }
  const kept = hinted[0];
  const mismatch = `the PGN says ${result}, but no ending the arbiter would rule that way was found`;
  return ok({ events: kept?.events ?? [], notes: kept === undefined ? [mismatch] : [kept.note!, mismatch] });
}
