/**
 * The server's per-move path: `Game.apply` of a `move` event under the `online` rules, the
 * dead-position check after every move included (FIDE Online 5.4.3). Each call is timed on its own
 * (`performance.now()` around it) over (a) the real games of ../shared/data/pgn and (b) the
 * locked-pawn endgames of lockedPawnGames.ts, where that check is hardest. Target: median ≤ 5 µs,
 * p99 ≤ 100 µs per move. Prints the distribution per set and combined.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game, makeUci, readPgn } from '../src/index.js';
import type { GameEvent } from '../src/arbiter/events.js';
import { replayPgnGame } from '../src/pgn/index.js';
import { sharedPath } from '../test/shared.js';
import { LOCKED_PAWN_GAMES } from './lockedPawnGames.js';

/** A game to replay: its start (standard when no FEN), its moves in UCI, and where it must end. */
interface BenchGame {
  readonly name: string;
  readonly fen?: string;
  readonly moves: readonly string[];
  /** For the locked-pawn games: the ply after which the game is dead (`null`: never); checked. */
  readonly deadAtPly?: number | null;
}

/** The games of ../shared/data/pgn that replay in full (a set-up start kept), as UCI moves. */
function loadPgnGames(): BenchGame[] {
  const dir = sharedPath('data/pgn');
  if (!dir) return [];
  const games: BenchGame[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pgn'))) {
    let n = 0;
    for (const game of readPgn(readFileSync(join(dir, file), 'utf8'))) {
      n++;
      const replay = replayPgnGame(game);
      if (!replay.ok || replay.value.moves.length === 0 || replay.value.moves.some((m) => m === null)) continue;
      const fen = game.headers.get('FEN');
      games.push({ name: `${file} #${n}`, ...(fen !== undefined ? { fen } : {}), moves: replay.value.moves.map((m) => makeUci(m!)) });
    }
  }
  return games;
}

const lockedGames = (): BenchGame[] =>
  LOCKED_PAWN_GAMES.map((g) => ({ name: g.name, fen: g.fen, moves: g.moves.split(' '), deadAtPly: g.deadAtPly }));

/**
 * Plays `game` through `Game.apply`, one move event a second (a 3+2 control: no flag falls), and
 * pushes each call's time in µs to `samples`. Stops at the end of the game (a real game may end
 * by repetition or a dead position before its record does); throws on a refused move, or when a
 * locked-pawn game does not end where its data says.
 */
function playGame(game: BenchGame, samples: number[]): void {
  const started = Game.start({ rules: 'online', tc: '3+2', ...(game.fen !== undefined ? { fen: game.fen } : {}) });
  if (!started.ok) throw new Error(`${game.name}: ${started.error.message}`);
  const g = started.value;
  // The events are built before timing: the server receives them parsed.
  const events: GameEvent[] = game.moves.map((move, i) => ({ type: 'move', t: (i + 1) * 1000, move }));
  let deadAt: number | null = null;
  for (let i = 0; i < events.length; i++) {
    const t0 = performance.now();
    const res = g.apply(events[i]!);
    const t1 = performance.now();
    samples.push((t1 - t0) * 1000);
    if (!res.ok) throw new Error(`${game.name}, ply ${i + 1}: ${res.error.message}`);
    const rulings = res.value;
    if (rulings.length === 0) continue;
    if (rulings.some((r) => r.code === 'move-refused')) throw new Error(`${game.name}, ply ${i + 1}: ${rulings[0]!.ruling}`);
    if (rulings.some((r) => r.code === 'game-ends')) {
      if (g.state.outcome?.termination === 'dead-position') deadAt = i + 1;
      break;
    }
  }
  if (game.deadAtPly !== undefined && deadAt !== game.deadAtPly) {
    throw new Error(`${game.name}: dead position ruled after ply ${deadAt ?? 'none'}, the data says ${game.deadAtPly ?? 'none'}`);
  }
}

/** min, median, p90, p99, max of `samples` (µs), and how many. */
function distribution(samples: readonly number[]): string {
  const s = Float64Array.from(samples).sort();
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  const f = (x: number): string => (x < 10 ? x.toFixed(2) : x < 1000 ? x.toFixed(1) : x.toFixed(0)).padStart(8);
  return `min ${f(s[0]!)}  median ${f(at(0.5))}  p90 ${f(at(0.9))}  p99 ${f(at(0.99))}  max ${f(s[s.length - 1]!)} µs  (n = ${s.length})`;
}

/** Runs the Game.apply benchmark. */
export function benchGameApply(): void {
  console.log('\n## Game.apply per move (online rules, dead-position check after every move)');
  const sets: Array<{ readonly label: string; readonly games: BenchGame[] }> = [];
  const pgn = loadPgnGames();
  if (pgn.length === 0) console.log('  ../shared/data/pgn not found: real games skipped');
  else sets.push({ label: 'real games', games: pgn });
  sets.push({ label: 'locked pawns', games: lockedGames() });
  const rounds = 5;
  for (const set of sets) for (let r = 0; r < 3; r++) for (const game of set.games) playGame(game, []); // warm-up
  const all: number[] = [];
  for (const set of sets) {
    const samples: number[] = [];
    for (let r = 0; r < rounds; r++) for (const game of set.games) playGame(game, samples);
    all.push(...samples);
    const plies = samples.length / rounds;
    console.log(`  ${set.label.padEnd(13)} ${distribution(samples)}  — ${set.games.length} games, ${plies} plies × ${rounds} rounds`);
  }
  console.log(`  ${'combined'.padEnd(13)} ${distribution(all)}`);
}
