/**
 * A game as the page holds it: built from `game.full`, advanced by versioned `game.event`s
 * (exactly `v + 1` applies; older is ignored; a gap asks for a resync). Pure and immutable: every
 * change returns a new value, so the page can keep the previous one and tests need no DOM.
 */
import type { ClockState, GameEnd, GameEvent, GameSnapshot, PlayerInfo } from '@flagfall/protocol';
import { Chess, type Color } from '@flagfall/core';

/** One move of the record: UCI, SAN, the mover's time left after it, and the position after it. */
export interface RecordedMove {
  readonly uci: string;
  readonly san: string;
  readonly clockMs: number;
  /** The FEN after this move, when known (events carry it; a snapshot carries only the last). */
  readonly fen: string | null;
}

/** A clock reading and the local instant (`performance.now()` ms) it was taken at. */
export interface ClockReading {
  readonly clock: ClockState;
  readonly atMs: number;
}

/** The state of one game at version `v`. */
export interface GameModel {
  readonly id: string;
  readonly v: number;
  /** Your colour, or null for a spectator. */
  readonly you: Color | null;
  readonly white: PlayerInfo;
  readonly black: PlayerInfo;
  readonly rated: boolean;
  readonly rules: string;
  readonly tc: string;
  readonly tcLabel: string;
  readonly category: string | null;
  readonly initialFen: string;
  readonly fen: string;
  readonly turn: Color;
  readonly moves: readonly RecordedMove[];
  readonly reading: ClockReading;
  readonly drawOffer: Color | null;
  readonly takebackOffer: Color | null;
  readonly rematchOffer: Color | null;
  readonly end: GameEnd | null;
  readonly rematch: string | null;
  readonly spectators: number;
  readonly chat: readonly { readonly by: string; readonly text: string }[];
  /** The last clock reason the server gave (a restart), or null. */
  readonly notice: string | null;
}

/** The model of a `game.full`, received at local time `atMs`. */
export function fromSnapshot(g: GameSnapshot, v: number, you: Color | null, atMs: number): GameModel {
  const moves = withFens(g.initialFen, g.moves, g.fen);
  return {
    id: g.id,
    v,
    you,
    white: g.white,
    black: g.black,
    rated: g.rated,
    rules: g.rules,
    tc: g.tc,
    tcLabel: g.tcLabel,
    category: g.category,
    initialFen: g.initialFen,
    fen: g.fen,
    turn: g.turn,
    moves,
    reading: { clock: g.clock, atMs },
    drawOffer: g.drawOffer,
    takebackOffer: g.takebackOffer,
    rematchOffer: g.rematchOffer,
    end: g.end,
    rematch: g.rematch,
    spectators: g.spectators,
    chat: [],
    notice: null,
  };
}

/** The record with the FEN after each move, replayed with the core from the start position. */
function withFens(initialFen: string, moves: readonly { uci: string; san: string; clockMs: number }[], lastFen: string): RecordedMove[] {
  const start = Chess.fromFen(initialFen);
  const chess = start.ok ? start.value : null;
  return moves.map((m, i) => {
    const played = chess?.play(m.uci);
    const fen = i === moves.length - 1 ? lastFen : played?.ok === true && chess !== null ? chess.fen() : null;
    return { ...m, fen };
  });
}

/** What applying an event did: the new model, `stale` (already had it) or `gap` (resync needed). */
export type EventOutcome = { readonly kind: 'applied'; readonly model: GameModel } | { readonly kind: 'stale' } | { readonly kind: 'gap' };

const turnOf = (fen: string): Color => (fen.split(' ')[1] === 'b' ? 'black' : 'white');
const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** Applies the event numbered `v`, received at local time `atMs`. */
export function applyEvent(m: GameModel, v: number, e: GameEvent, atMs: number): EventOutcome {
  if (v <= m.v) return { kind: 'stale' };
  if (v !== m.v + 1) return { kind: 'gap' };
  return { kind: 'applied', model: { ...reduce(m, e, atMs), v } };
}

function reduce(m: GameModel, e: GameEvent, atMs: number): GameModel {
  switch (e.kind) {
    case 'move': {
      const moves = [...m.moves.slice(0, e.ply - 1), { uci: e.uci, san: e.san, clockMs: e.clock[e.by], fen: e.fen }];
      // A move lapses the opponent's draw offer and clears any takeback offer (protocol: no event of its own).
      const drawOffer = m.drawOffer === other(e.by) ? null : m.drawOffer;
      return { ...m, moves, fen: e.fen, turn: turnOf(e.fen), reading: { clock: e.clock, atMs }, drawOffer, takebackOffer: null };
    }
    case 'draw-offer':
      return { ...m, drawOffer: e.by };
    case 'draw-declined':
      return { ...m, drawOffer: null };
    case 'takeback-offer':
      return { ...m, takebackOffer: e.by };
    case 'takeback-declined':
      return { ...m, takebackOffer: null };
    case 'takeback': {
      const moves = m.moves.slice(0, e.ply);
      const last = moves.at(-1);
      const fixed = last === undefined ? moves : [...moves.slice(0, -1), { ...last, fen: e.fen }];
      return {
        ...m,
        moves: fixed,
        fen: e.fen,
        turn: turnOf(e.fen),
        reading: { clock: e.clock, atMs },
        takebackOffer: null,
        drawOffer: null,
      };
    }
    case 'rematch-offer':
      return { ...m, rematchOffer: e.by };
    case 'rematch-declined':
      return { ...m, rematchOffer: null };
    case 'rematch':
      return { ...m, rematch: e.gameId, rematchOffer: null };
    case 'clock':
      return { ...m, reading: { clock: e.clock, atMs }, notice: e.reason };
    case 'chat':
      return { ...m, chat: [...m.chat, { by: e.by, text: e.text }] };
    case 'end':
      return { ...m, end: e.end, reading: { clock: e.clock, atMs }, drawOffer: null, takebackOffer: null };
  }
}

/** The FEN after `ply` moves (0: the start), when the model knows it. */
export function fenAt(m: GameModel, ply: number): string | null {
  if (ply <= 0) return m.initialFen;
  return m.moves[ply - 1]?.fen ?? null;
}
