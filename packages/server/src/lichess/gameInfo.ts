/**
 * A live game as the lichess API describes it outside its own stream: `GameEventInfo` (the
 * `game` of gameStart/gameFinish and the entries of `/api/account/playing`) and the first line of
 * `gameFull`.
 */
import type { Color } from '@flagfall/core';
import type { GameSnapshot } from '@flagfall/protocol';
import type { LiveGame } from '../game/live.js';
import { computerLevelOf, type Participant } from '../game/participants.js';
import {
  STATUS_IDS,
  VARIANT_FROM_POSITION,
  VARIANT_STANDARD,
  gameClock,
  gamePlayer,
  gameState,
  perfName,
  speedOf,
  statusOf,
  winnerOf,
} from './shapes.js';

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** lichess's `fullId`: the game id and four characters naming the player (here, the colour). */
export const fullIdOf = (gameId: string, color: Color): string => `${gameId}${color === 'white' ? 'wwww' : 'bbbb'}`;

/** Where a game came from, in lichess's words. */
export const sourceOf = (game: LiveGame): string =>
  computerLevelOf(game.setup.white) !== null || computerLevelOf(game.setup.black) !== null ? 'ai' : 'friend';

function opponentOf(p: Participant, ratingDiff: number | null): Record<string, unknown> {
  const level = computerLevelOf(p);
  if (level !== null) return { id: null, username: `AI level ${level}`, ai: level };
  return {
    id: p.userId ?? p.name.toLowerCase(),
    username: p.name,
    ...(p.rating !== null ? { rating: p.rating } : {}),
    ...(ratingDiff !== null ? { ratingDiff } : {}),
  };
}

/** `GameEventInfo` for the player of `color`. */
export function gameEventInfo(game: LiveGame, color: Color, snap: GameSnapshot = game.snapshot()): Record<string, unknown> {
  const s = game.setup;
  const status = statusOf(snap.end);
  const speed = speedOf(s.control);
  const winner = winnerOf(snap.end);
  const other = opposite(color);
  const diff = snap.end?.ratingDiff ?? null;
  const last = snap.moves.at(-1);
  return {
    fullId: fullIdOf(s.id, color),
    gameId: s.id,
    id: s.id,
    fen: snap.fen,
    color,
    lastMove: last?.uci ?? '',
    source: sourceOf(game),
    status: { id: STATUS_IDS[status], name: status },
    variant:
      s.fen === null
        ? { key: VARIANT_STANDARD.key, name: VARIANT_STANDARD.name }
        : { key: VARIANT_FROM_POSITION.key, name: VARIANT_FROM_POSITION.name },
    speed,
    perf: speed,
    rated: s.rated,
    hasMoved: snap.moves.some((_, i) => (i % 2 === 0) === (startsWith(snap) === color)),
    opponent: opponentOf(s[other], diff === null ? null : diff[other]),
    isMyTurn: snap.end === null && snap.turn === color,
    secondsLeft: Math.floor(snap.clock[color] / 1000),
    compat: { bot: true, board: true },
    ...(winner !== undefined ? { winner } : {}),
    ...(diff !== null ? { ratingDiff: diff[color] } : {}),
    ...(snap.end !== null && snap.end.termination !== null ? { termination: snap.end.termination, rule: snap.end.rule } : {}),
  };
}

/** Who moved first: White, unless the set-up position has Black to move. */
function startsWith(snap: GameSnapshot): Color {
  return snap.initialFen.split(' ')[1] === 'b' ? 'black' : 'white';
}

/** The `gameFull` line of a game stream. */
export function gameFull(game: LiveGame, snap: GameSnapshot): Record<string, unknown> {
  const s = game.setup;
  const speed = speedOf(s.control);
  return {
    type: 'gameFull',
    id: s.id,
    variant: s.fen === null ? VARIANT_STANDARD : VARIANT_FROM_POSITION,
    clock: gameClock(s.control, s.tc),
    speed,
    perf: { name: perfName(speed) },
    rated: s.rated,
    createdAt: s.createdAt,
    white: gamePlayer(s.white, computerLevelOf(s.white)),
    black: gamePlayer(s.black, computerLevelOf(s.black)),
    initialFen: s.fen ?? 'startpos',
    state: gameState({
      moves: snap.moves.map((m) => m.uci),
      whiteMs: snap.clock.white,
      blackMs: snap.clock.black,
      control: s.control,
      end: snap.end,
      drawOffer: snap.drawOffer,
      takebackOffer: snap.takebackOffer,
    }),
    daysPerTurn: null,
    tournamentId: null,
    rules: s.rules,
  };
}
