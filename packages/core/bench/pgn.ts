/**
 * PGN replay speed on real games, ours beside chessops: read the PGN text and replay every
 * mainline SAN move to a position. Ours is `readPgn` + `replayPgnGame`; chessops' is its
 * `parsePgn` + `startingPosition` + `parseSan`/`play` over the mainline (chessops, GPL, is a
 * devDependency used here as a peer only). Both must replay the same number of plies.
 *
 * Inputs (each skipped cleanly when absent):
 * - `lichess`: the 100 rated lichess games chess.js ships as `benchmarks/benchmark.pgn` (chess.js
 *   is BSD-2-Clause and a devDependency; the lichess game database is CC0). Read from
 *   node_modules, not copied into the repository.
 * - `shared`: the real games in ../shared/data/pgn that both sides replay (files with null moves
 *   or UCI moves, which chessops does not read as SAN, are left out).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePgn as chessopsParsePgn, startingPosition as chessopsStart } from 'chessops/pgn';
import { parseSan as chessopsParseSan } from 'chessops/san';
import { readPgn, replayPgnGame } from '../src/pgn/index.js';
import { repoRoot, sharedPath } from '../test/shared.js';

interface Corpus {
  readonly name: string;
  readonly text: string;
  readonly games: number;
}

/** Games and plies one replay of a corpus went through. */
interface Count {
  games: number;
  plies: number;
}

function replayOurs(text: string): Count {
  const count: Count = { games: 0, plies: 0 };
  for (const game of readPgn(text)) {
    const replay = replayPgnGame(game);
    if (!replay.ok) throw new Error(`flagfall could not replay game ${count.games + 1}: ${replay.error.message}`);
    count.games++;
    count.plies += replay.value.moves.length;
  }
  return count;
}

function replayChessops(text: string): Count {
  const count: Count = { games: 0, plies: 0 };
  for (const game of chessopsParsePgn(text)) {
    const pos = chessopsStart(game.headers).unwrap();
    for (const node of game.moves.mainline()) {
      const move = chessopsParseSan(pos, node.san);
      if (move === undefined) throw new Error(`chessops could not replay ${node.san} in game ${count.games + 1}`);
      pos.play(move);
      count.plies++;
    }
    count.games++;
  }
  return count;
}

/** Whether chessops replays every game of `text` (files with `Z0`, `--` or UCI moves fail). */
function chessopsReads(text: string): boolean {
  try {
    replayChessops(text);
    return true;
  } catch {
    return false;
  }
}

function loadCorpora(): Corpus[] {
  const corpora: Corpus[] = [];
  const lichess = join(repoRoot(), 'node_modules', 'chess.js', 'benchmarks', 'benchmark.pgn');
  if (existsSync(lichess)) {
    const text = readFileSync(lichess, 'utf8');
    corpora.push({ name: 'lichess (chess.js benchmark.pgn)', text, games: replayOurs(text).games });
  }
  const dir = sharedPath('data/pgn');
  if (dir !== undefined) {
    const texts = readdirSync(dir)
      .filter((f) => f.endsWith('.pgn'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/^\uFEFF/, ''))
      .filter(chessopsReads);
    const text = texts.join('\n\n');
    corpora.push({ name: 'shared (../shared/data/pgn)', text, games: replayOurs(text).games });
  }
  return corpora;
}

/** Replays `text` over and over for at least `minMs`; returns games per second. */
function rate(replay: (text: string) => Count, text: string, minMs: number): number {
  let games = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    games += replay(text).games;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (games * 1000) / elapsed;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en');

/** Runs the PGN replay benchmark: games/s and plies/s, ours and chessops', per corpus. */
export function benchPgn(): void {
  console.log('\n## PGN replay (parse the text + replay every mainline SAN move)');
  const corpora = loadCorpora();
  if (corpora.length === 0) {
    console.log('  skipped: neither chess.js benchmarks/benchmark.pgn nor ../shared/data/pgn found');
    return;
  }
  for (const corpus of corpora) {
    const ours = replayOurs(corpus.text);
    const theirs = replayChessops(corpus.text);
    if (ours.games !== theirs.games || ours.plies !== theirs.plies) {
      throw new Error(
        `${corpus.name}: replays disagree: flagfall ${ours.games} games ${ours.plies} plies, chessops ${theirs.games} games ${theirs.plies} plies`,
      );
    }
    rate(replayOurs, corpus.text, 200); // warm-up
    rate(replayChessops, corpus.text, 200);
    // Alternate the two, best of 3 each, so both see the same load on a shared machine.
    let best = 0;
    let bestTheirs = 0;
    for (let round = 0; round < 3; round++) {
      best = Math.max(best, rate(replayOurs, corpus.text, 500));
      bestTheirs = Math.max(bestTheirs, rate(replayChessops, corpus.text, 500));
    }
    const pliesPerGame = ours.plies / ours.games;
    console.log(`${corpus.name}: ${ours.games} games, ${ours.plies} plies, ${(corpus.text.length / 1024).toFixed(0)} KiB`);
    console.log(`  flagfall  ${fmt(best).padStart(7)} games/s  ${fmt(best * pliesPerGame).padStart(9)} plies/s  (best of 3)`);
    console.log(
      `  chessops  ${fmt(bestTheirs).padStart(7)} games/s  ${fmt(bestTheirs * pliesPerGame).padStart(9)} plies/s  → flagfall ${(best / bestTheirs).toFixed(2)}x`,
    );
  }
}
