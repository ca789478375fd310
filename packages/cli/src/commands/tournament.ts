/** `flagfall tournament simulate`: a random tournament written as TRF, for tests and organisers' planning. */
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { quote } from '@flagfall/core';
import { makeTrf, simulateTournament } from '@flagfall/tournament';
import { parseArgs } from '../args.js';
import type { ArgsError, CommandSpec } from '../args.js';
import { EXIT, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';
import { describePairingError } from './tournamentFile.js';

export const summary = 'simulate a tournament (random ratings, results by rating) and write it as TRF';
export const usage = `Usage:
  flagfall tournament simulate --players N --rounds R [--seed S] [--system dutch|berger|arena]
                               [--draw-rate P] [--forfeit-rate P] [--bye-rate P]
                               [--format trf16|trf26] [-o FILE]
      plays a random tournament: N players (2 … 9999) rated 1000 … 2700 at random, numbered
      by rating; each of R rounds (1 … 999) paired by the system (default dutch: FIDE C.04.3;
      berger: a round robin, double when R exceeds a single one; arena), each game's result
      drawn from the rating difference (Elo expected score). Writes the TRF (default trf16)
      to standard output or FILE, and on stderr how many rounds were paired:
        "16 players, dutch, seed 7: 14 of 20 rounds paired; no valid pairing exists for round 15: …"
      so "how many rounds can 16 players play under the Dutch rules?" has an answer.
      --seed S          0 … 4294967295; the same seed gives the same tournament (default: a
                        random seed, printed on stderr)
      --draw-rate P     chance of a draw between equal ratings, 0 … 1 (default 0.2)
      --forfeit-rate P  chance that a game is forfeited (default 0)
      --bye-rate P      chance that a player requests a half-point bye in a round (default 0)
  Exit codes: 0 every round paired; 1 the system could not pair a round (the rounds before it
  are written); 2 a usage error or a file that cannot be written.`;

const SPEC: CommandSpec = {
  options: {
    players: { kind: 'int', min: 2, max: 9999 },
    rounds: { kind: 'int', min: 1, max: 999 },
    seed: { kind: 'int', min: 0, max: 4294967295 },
    system: { kind: 'choice', values: ['dutch', 'berger', 'arena'] },
    format: { kind: 'choice', values: ['trf16', 'trf26'] },
    'draw-rate': { kind: 'text' },
    'forfeit-rate': { kind: 'text' },
    'bye-rate': { kind: 'text' },
    o: { kind: 'text' },
  },
  synopsis: 'flagfall tournament simulate --players N --rounds R [--seed S] [--system dutch|berger|arena] [-o FILE]',
};

const COMMAND = 'tournament';

/** A probability written as a plain decimal from 0 to 1 (`0.25`, `1`, `.5`); the error names the option. */
export function parseRate(option: string, text: string): { ok: true; value: number } | { ok: false; error: ArgsError } {
  const value = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(text) ? Number(text) : NaN;
  if (!(value >= 0 && value <= 1)) return { ok: false, error: { message: `--${option} must be a number from 0 to 1, got ${quote(text)}` } };
  return { ok: true, value };
}

export async function run(args: readonly string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'simulate')
    return fail(
      io,
      COMMAND,
      sub === undefined
        ? 'missing the subcommand: flagfall tournament simulate …'
        : `unknown subcommand ${quote(sub)} (there is: simulate)`,
    );
  // `-o FILE` is the only short option: read as --o.
  const parsed = parseArgs(
    rest.map((x) => (x === '-o' ? '--o' : x.startsWith('-o=') ? `--o=${x.slice(3)}` : x)),
    SPEC,
  );
  if (!parsed.ok) return fail(io, `${COMMAND} simulate`, parsed.error.message.replace('--o', '-o'));
  const a = parsed.value;
  const players = a.int('players');
  const rounds = a.int('rounds');
  if (players === undefined) return fail(io, `${COMMAND} simulate`, 'missing --players N');
  if (rounds === undefined) return fail(io, `${COMMAND} simulate`, 'missing --rounds R');
  const rates: Record<string, number> = {};
  for (const name of ['draw-rate', 'forfeit-rate', 'bye-rate']) {
    const text = a.text(name);
    if (text === undefined) continue;
    const rate = parseRate(name, text);
    if (!rate.ok) return fail(io, `${COMMAND} simulate`, rate.error.message);
    rates[name] = rate.value;
  }
  const seed = a.int('seed') ?? randomInt(0, 2 ** 32 - 1);
  const system = (a.text('system') ?? 'dutch') as 'dutch' | 'berger' | 'arena';
  const sim = simulateTournament({
    players,
    rounds,
    seed,
    system,
    ...(rates['draw-rate'] !== undefined ? { drawRate: rates['draw-rate'] } : {}),
    ...(rates['forfeit-rate'] !== undefined ? { forfeitRate: rates['forfeit-rate'] } : {}),
    ...(rates['bye-rate'] !== undefined ? { byeRate: rates['bye-rate'] } : {}),
  });
  const trf = makeTrf(sim.tournament, { format: (a.text('format') ?? 'trf16') as 'trf16' | 'trf26', lineEnding: '\n' });
  const out = a.text('o');
  if (out === undefined || out === '-') io.out(trf);
  else {
    try {
      await writeFile(out, trf, 'utf8');
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : String(e);
      io.err(`flagfall ${COMMAND} simulate: ${oneLine(`cannot write ${quote(out)}: ${code}`)}\n`);
      return EXIT.badInput;
    }
  }
  const head = `${players} players, ${system}, seed ${seed}: ${sim.completedRounds} of ${rounds} rounds paired`;
  const why = sim.stopped === null ? '' : `; ${describePairingError(sim.stopped)}`;
  io.err(`flagfall ${COMMAND} simulate: ${oneLine(head + why)}\n`);
  return sim.stopped === null ? EXIT.ok : EXIT.failed;
}
