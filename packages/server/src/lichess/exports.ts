/**
 * A finished or live game as lichess's game export JSON (`GET /game/export/{id}` with
 * `Accept: application/json`, and each line of `/api/games/user/{name}` with
 * `Accept: application/x-ndjson`): players, status, winner, SAN moves and the clock in seconds,
 * plus our ruling and its article.
 */
import { parsePgn } from '@flagfall/core';
import type { GameRow } from '../storage/types.js';
import { Lobby } from '../lobby/lobby.js';
import { STATUS_IDS, speedOf, statusOf, VARIANT_FROM_POSITION, VARIANT_STANDARD } from './shapes.js';
import type { GameEnd } from '@flagfall/protocol';

/** Which representation the request's Accept header asks for. */
export function wants(accept: string | undefined): 'json' | 'ndjson' | 'pgn' {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/x-ndjson')) return 'ndjson';
  if (a.includes('application/json')) return 'json';
  return 'pgn';
}

/** The SAN moves of a PGN's mainline, space-separated (lichess's `moves`). */
function sanMoves(pgn: string | null): string {
  if (pgn === null) return '';
  const game = parsePgn(pgn)[0];
  return game === undefined ? '' : game.moves.map((m) => m.san).join(' ');
}

export function gameJson(g: GameRow, live: { moves: string; pgn: string } | null): Record<string, unknown> {
  const control = Lobby.readControl(g.tc);
  const speed = control.ok ? speedOf(control.value) : 'correspondence';
  const end: GameEnd | null =
    g.status === 'live'
      ? null
      : {
          status: g.status === 'aborted' ? 'aborted' : 'over',
          result: g.result,
          termination: g.termination,
          rule: g.rule,
          ruling: g.ruling ?? '',
          ratingDiff: null,
        };
  const status = statusOf(end);
  const player = (p: GameRow['white']) => ({
    user: { name: p.name, id: p.userId ?? p.name.toLowerCase() },
    ...(p.rating !== null ? { rating: p.rating } : {}),
    ...(p.ratingDiff !== null ? { ratingDiff: p.ratingDiff } : {}),
  });
  const first = control.ok && control.value.kind === 'periods' ? control.value.periods[0] : null;
  return {
    id: g.id,
    rated: g.rated,
    variant: g.fen === null ? VARIANT_STANDARD.key : VARIANT_FROM_POSITION.key,
    speed,
    perf: speed,
    createdAt: g.createdAt,
    lastMoveAt: g.endedAt ?? g.createdAt,
    status,
    statusId: STATUS_IDS[status],
    source: 'friend',
    players: { white: player(g.white), black: player(g.black) },
    ...(g.result === '1-0' ? { winner: 'white' } : g.result === '0-1' ? { winner: 'black' } : {}),
    moves: live?.moves ?? sanMoves(g.pgn),
    ...(g.fen !== null ? { initialFen: g.fen } : {}),
    ...(first !== null
      ? {
          clock: {
            initial: first.baseMs / 1000,
            increment: first.incrementMs / 1000,
            totalTime: first.baseMs / 1000 + (40 * first.incrementMs) / 1000,
          },
        }
      : {}),
    tc: g.tc,
    rules: g.rules,
    ...(g.termination !== null ? { termination: g.termination, rule: g.rule, ruling: g.ruling } : {}),
    pgn: live?.pgn ?? g.pgn,
  };
}
