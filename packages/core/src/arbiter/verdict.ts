/**
 * The verdict: the result, what ended the game and which article decides it, the clocks and
 * flags, the final position, the PGN with clock times, and every ruling made on the way.
 */
import { makePgnTimeControl, makeTimeControlText } from '../clock/makeTimeControl.js';
import { makeFen } from '../notation/fen.js';
import { makePgn } from '../pgn/write.js';
import type { PgnMoveInput } from '../pgn/write.js';
import type { ByColor } from '../types.js';
import type { GameCore } from './core.js';
import { pgnTermination, type GameResult, type Ruling, type Termination } from './outcome.js';

/** What the rules made of a game (the `adjudicate` command prints it as JSON). */
export interface Verdict {
  readonly result: GameResult;
  /** What ended the game, or `null` while it goes on. */
  readonly termination: Termination | null;
  /** The article deciding the result (`FIDE 6.9`), or `null` while the game goes on. */
  readonly rule: string | null;
  /** When the game ended (ms since the start), or `null`. */
  readonly endedAt: number | null;
  /** Remaining times when the game ended, or at the last event while it runs. */
  readonly clock: ByColor<number>;
  /** When each side's flag last fell (noticed or not), or `null`. */
  readonly flags: ByColor<number | null>;
  readonly fen: string;
  readonly pgn: string;
  readonly rulings: readonly Ruling[];
}

/** The verdict of `g` as things stand; `lastT` is the instant of the last event applied. */
export function makeVerdict(g: GameCore, lastT: number): Verdict {
  const o = g.outcome;
  return {
    result: o?.result ?? '*',
    termination: o?.termination ?? null,
    rule: o?.rule ?? null,
    endedAt: o?.endedAt ?? null,
    clock: g.finalClock ?? { white: g.remaining('white', lastT), black: g.remaining('black', lastT) },
    flags: { white: g.lastFall.white, black: g.lastFall.black },
    fen: makeFen(g.pos),
    pgn: makeGamePgn(g),
    rulings: [...g.rulings],
  };
}

/**
 * The game in PGN: the Seven Tag Roster (with the start event's names), `TimeControl` in PGN
 * form, `Termination` with a PGN standard value, the precise reason in `TerminationDetail` and
 * `TerminationRule`, and `[%clk]`/`[%emt]` after every move. An illegal move that stood is written
 * in UCI with a comment; corrections are noted before the next move.
 */
export function makeGamePgn(g: GameCore): string {
  const headers = new Map<string, string>();
  for (const name of ['Event', 'Site', 'Date', 'Round', 'White', 'Black']) {
    const value = g.start.tags[name];
    if (value !== undefined) headers.set(name, value);
  }
  const o = g.outcome;
  headers.set('Result', o?.result ?? '*');
  const tc = makePgnTimeControl(g.start.control);
  if (tc.ok) headers.set('TimeControl', tc.value);
  // PGN's TimeControl has no delays: the control in the event language's notation goes beside it.
  else headers.set('TimeControlDetail', makeTimeControlText(g.start.control));
  // Time odds: PGN has one TimeControl; Black's own control goes in a tag of its own.
  if (g.start.controlBlack !== undefined) {
    const tcBlack = makePgnTimeControl(g.start.controlBlack);
    if (tcBlack.ok) headers.set('BlackTimeControl', tcBlack.value);
    else headers.set('BlackTimeControlDetail', makeTimeControlText(g.start.controlBlack));
  }
  if (g.start.fen !== undefined) {
    headers.set('SetUp', '1');
    headers.set('FEN', makeFen(g.startPos));
  }
  headers.set('Termination', pgnTermination(o?.termination ?? null));
  if (o !== null) {
    headers.set('TerminationDetail', o.termination);
    headers.set('TerminationRule', o.rule);
  }
  headers.set('Ruleset', g.rules.name);
  const moves: PgnMoveInput[] = g.plies.map((p) => ({
    san: p.san ?? p.uci,
    clockMs: p.clockMs,
    emtMs: p.emtMs,
    comments: [...p.comments],
    ...(p.notesBefore.length > 0 ? { commentsBefore: [...p.notesBefore] } : {}),
  }));
  const closing = [...g.notes];
  if (o !== null) {
    const decisive = [...g.rulings].reverse().find((r) => r.code === 'game-ends');
    if (decisive !== undefined) closing.push(`${decisive.ruling} (${decisive.rule})`);
  }
  const last = moves[moves.length - 1];
  const comments: string[] = [];
  if (last === undefined) comments.push(...closing);
  else moves[moves.length - 1] = { ...last, comments: [...(last.comments ?? []), ...closing] };
  return makePgn({ headers, moves, result: o?.result ?? '*', comments });
}
