/**
 * The server's hot path per ply over real games: parse a UCI move, check it, make its SAN,
 * play it, record the repetition and detect the game's end. Target: at most 2 µs per ply.
 * chess.js doing the same job (move + game-over and threefold checks) is printed beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess as ChessJs } from 'chess.js';
import { makeUci, parseUci, Position, findEnding, readPgn } from '../src/index.js';
import { RepetitionHistory } from '../src/board/index.js';
import { makeSanAndPlay } from '../src/notation/san.js';
import { replayPgnGame } from '../src/pgn/index.js';
import { sharedPath } from '../test/shared.js';

/** The games as UCI move lists (standard start only), from ../shared/data/pgn. */
function loadGames(): string[][] {
  const dir = sharedPath('data/pgn');
  if (!dir) return [];
  const games: string[][] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pgn'))) {
    for (const game of readPgn(readFileSync(join(dir, file), 'utf8'))) {
      if (game.headers.has('FEN')) continue;
      const replay = replayPgnGame(game);
      if (!replay.ok || replay.value.moves.some((m) => m === null) || replay.value.moves.length < 10) continue;
      games.push(replay.value.moves.map((m) => makeUci(m!)));
    }
  }
  return games;
}

function playOurs(game: readonly string[]): number {
  const pos = Position.initial();
  const reps = new RepetitionHistory();
  reps.push(pos.repetitionKey());
  let plies = 0;
  for (const text of game) {
    const move = parseUci(text);
    if (!move.ok) throw new Error(move.error.message);
    const san = makeSanAndPlay(pos, move.value);
    if (san === undefined) throw new Error(`illegal ${text}`);
    // The material rule for dead positions, as this figure has always measured (the arbiter's exact test is in the Game figures).
    const ending = findEnding(pos, reps.push(pos.repetitionKey()), { deadPosition: 'material' });
    plies++;
    if (ending !== null) break;
  }
  return plies;
}

function playChessJs(game: readonly string[]): number {
  const chess = new ChessJs();
  let plies = 0;
  for (const text of game) {
    chess.move({ from: text.slice(0, 2), to: text.slice(2, 4), promotion: text[4] ?? 'q' });
    plies++;
    if (chess.isGameOver() || chess.isThreefoldRepetition()) break;
  }
  return plies;
}

/** Runs the hot-path benchmark. */
export function benchHotPath(): void {
  console.log('\n## Server hot path per ply (parse UCI, check, SAN, play, repetition, end of game)');
  const games = loadGames();
  if (games.length === 0) {
    console.log('  skipped: ../shared/data/pgn not found');
    return;
  }
  const plies = games.reduce((n, g) => n + g.length, 0);
  const measure = (play: (g: readonly string[]) => number, minSeconds: number): number => {
    let done = 0;
    const start = performance.now();
    while (performance.now() - start < minSeconds * 1000) for (const g of games) done += play(g);
    return ((performance.now() - start) * 1000) / done;
  };
  measure(playOurs, 0.3); // warm-up
  const ours = measure(playOurs, 2);
  const theirs = measure(playChessJs, 2);
  console.log(`  ${games.length} games, ${plies} plies from ../shared/data/pgn`);
  console.log(`  flagfall  ${ours.toFixed(3)} µs per ply`);
  console.log(`  chess.js  ${theirs.toFixed(3)} µs per ply  → flagfall ${(theirs / ours).toFixed(1)}x faster`);
}
