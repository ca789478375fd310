/**
 * `flagfall rejudge`: re-judge the games of a PGN database that were decided on time. A win on
 * time stands only if the winner could still win under the chosen rules (FIDE 6.9: checkmate
 * by any series of legal moves; US Chess 14E or blitz 7c); otherwise the game was misjudged.
 */
import { canCheckmate, getRuleset, makeFen } from '@flagfall/core';
import { canStillWin } from '@flagfall/core/arbiter';
import { readPgnAsync, replayPgnGame } from '@flagfall/core/pgn';
import type { Color, PgnGame, Ruleset } from '@flagfall/core';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = 'find the games of a PGN database whose win on time the rules would change';
export const usage = `Usage:
  flagfall rejudge --rules RULESET FILE.pgn [--nodes N]
      streams the database (any size; - reads stdin), finds every game decided on time —
      a decisive result with a Termination tag saying so ("time forfeit", "won on time", …)
      or with the loser's last [%clk] at 0 — and replays it. Prints one JSON
      line per misjudged game (a win on time where the winner could not win):
        {"game","white","black","event","site","date","result","rejudged","rule","reason","fen"}
      then a summary {"games","timeouts","misjudged","unknown","unreadable","seconds"}:
        unknown     analyses that ran out of nodes (the win stands, as the rules say)
        unreadable  timeouts whose moves could not be replayed
      Progress goes to stderr when it is a terminal.
  RULESET is one of the rulesets (fide-blitz, fide-rapid, fide-standard, online, uscf-blitz, …).
  --nodes N   node budget per analysis (default 1048576).`;

/** How the game ended on time: the side that flagged, or `null` when it was not a timeout. */
function flagger(game: PgnGame): Color | null {
  const result = game.result;
  if (result !== '1-0' && result !== '0-1') return null;
  const loser: Color = result === '1-0' ? 'black' : 'white';
  const termination = game.headers.get('Termination');
  if (termination !== undefined && /time\s*forfeit|on time|timeout|time out|flag/i.test(termination)) return loser;
  // Otherwise a final flag in the clock comments: the loser's last clock reads zero.
  const loserParity = loser === startingSide(game) ? 0 : 1;
  for (let i = game.moves.length - 1; i >= 0; i--) {
    if (i % 2 !== loserParity) continue;
    const clock = game.moves[i]!.clockMs;
    return clock !== undefined && clock <= 0 ? loser : null;
  }
  return null;
}

/** The side that made the game's first move (Black when the FEN tag says so). */
function startingSide(game: PgnGame): Color {
  const fen = game.headers.get('FEN');
  return fen !== undefined && fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** The largest --nodes: 1024 times the default, some twenty minutes of analysis per game. */
const MAX_NODES_OPTION = 2 ** 30;

const SPEC: CommandSpec = {
  options: { rules: { kind: 'text' }, nodes: { kind: 'int', min: 0, max: MAX_NODES_OPTION } },
  positional: ['FILE.pgn'],
  synopsis: 'flagfall rejudge --rules RULESET FILE.pgn [--nodes N]',
};

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, 'rejudge', parsed.error.message);
  const rulesName = parsed.value.text('rules');
  if (rulesName === undefined) return fail(io, 'rejudge', 'give --rules RULESET (fide-blitz, online, uscf-blitz, …)');
  const rules = getRuleset(rulesName);
  if (!rules.ok) return fail(io, 'rejudge', rules.error.message);
  return rejudge(parsed.value.positional[0]!, rules.value, parsed.value.int('nodes') ?? 1 << 20, io);
}

async function rejudge(path: string, rules: Ruleset, maxNodes: number, io: Io): Promise<number> {
  const started = performance.now();
  let games = 0;
  let timeouts = 0;
  let misjudged = 0;
  let unknown = 0;
  let unreadable = 0;
  let lastDraw = 0;
  const test = rules.flag.winTest.value;
  try {
    for await (const game of readPgnAsync(io.readChunks(path))) {
      games++;
      if (io.errIsTty && performance.now() - lastDraw > 200) {
        lastDraw = performance.now();
        io.err(`\r${games} games, ${timeouts} timeouts, ${misjudged} misjudged`);
      }
      const flagged = flagger(game);
      if (flagged === null) continue;
      timeouts++;
      const replay = replayPgnGame(game);
      if (!replay.ok) {
        unreadable++;
        continue;
      }
      const final = replay.value.final;
      const winner: Color = flagged === 'white' ? 'black' : 'white';
      let canWin: boolean;
      let reason: string;
      let rule: string = rules.flag.winTest.rule;
      if (test === 'any-series') {
        // FIDE 6.9: the win stands unless the winner cannot checkmate by any series of legal moves.
        const v = canCheckmate(final, winner, { maxNodes });
        if (v.verdict === 'unknown') unknown++;
        canWin = v.verdict !== 'no';
        reason = v.reason;
      } else {
        const w = canStillWin(test, final, winner);
        canWin = w.canWin;
        reason = w.reason;
        if (w.rule !== undefined) rule = w.rule;
      }
      if (canWin) continue;
      misjudged++;
      const h = game.headers;
      io.out(
        JSON.stringify({
          game: games,
          white: h.get('White') ?? '?',
          black: h.get('Black') ?? '?',
          event: h.get('Event') ?? '?',
          site: h.get('Site') ?? '?',
          date: h.get('Date') ?? '?',
          result: game.result,
          rejudged: '1/2-1/2',
          rule,
          reason,
          fen: makeFen(final),
        }) + '\n',
      );
    }
  } catch (e) {
    io.err(`flagfall rejudge: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
  }
  if (io.errIsTty) io.err(`\r${games} games, ${timeouts} timeouts, ${misjudged} misjudged\n`);
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  io.out(JSON.stringify({ games, timeouts, misjudged, unknown, unreadable, seconds }) + '\n');
  return 0;
}
