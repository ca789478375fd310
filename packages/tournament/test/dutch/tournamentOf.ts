import type { ColorCode, Player, ResultCode, RoundEntry, Tournament } from '../../src/model/tournament.js';
import { createPlayer, createTournament } from '../../src/model/build.js';

/**
 * Test helper: a tournament from compact round blocks, one string per player (pairing numbers 1..n
 * in order), blocks separated by spaces as `opp/colour/result`, e.g. `'4w1 2b= 0-U'`
 * (`0` = no opponent). Only for tests.
 */
export function tournamentOf(rows: readonly string[], extra: Partial<Omit<Tournament, 'players'>> = {}): Tournament {
  const players: Player[] = rows.map((row, i) =>
    createPlayer({
      id: i + 1,
      name: `Player ${i + 1}`,
      rating: 2000 - i,
      points: 0,
      rounds: row
        .trim()
        .split(/\s+/)
        .filter((b) => b !== '')
        .map((block): RoundEntry => {
          const m = /^(\d+)([wb-])(.)$/.exec(block);
          if (m === null) throw new Error(`bad block ${block}`);
          const opponent = Number(m[1]);
          return { opponent: opponent === 0 ? null : opponent, color: m[2] as ColorCode, result: m[3] as ResultCode };
        }),
    }),
  );
  return createTournament({
    players,
    totalRounds: 9,
    initialColor: 'w',
    ...extra,
  });
}
