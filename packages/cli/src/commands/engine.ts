/** `flagfall engine`: the built-in engine as a UCI engine on standard input and output, for any chess GUI. */
import { runUciEngine } from '@flagfall/engine/uci';
import { parseArgs, type CommandSpec } from '../args.js';
import { EXIT, fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = 'run the built-in engine as a UCI engine (for any chess GUI)';
export const usage = `Usage:
  flagfall engine
      speaks the UCI protocol on standard input and output until "quit" or the end of
      input: add "npx flagfall engine" (or "node packages/cli/bin/flagfall.js engine") as
      an engine in a chess GUI, or type commands by hand:
        uci / isready / ucinewgame
        setoption name Level value 1..8     (8, the default: full strength)
        setoption name Hash value MIB       (transposition table, 1 to 1024; default 16)
        position startpos|fen FEN [moves e2e4 e7e5 ...]
        go wtime MS btime MS [winc MS binc MS movestogo N]   (plays at the Level, on its clock)
        go movetime MS | depth N | nodes N | mate N | infinite   (then stop)
        stop / quit
      Searches run on a worker thread, so stop and isready are answered at once.
      A malformed line gets "info string error: ..." and is ignored.`;

const SPEC: CommandSpec = { options: {}, synopsis: 'flagfall engine' };

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, 'engine', parsed.error.message);
  await runUciEngine(process.stdin, process.stdout);
  // Nothing more is read: let the process end even when standard input stays open.
  process.stdin.destroy();
  return EXIT.ok;
}
