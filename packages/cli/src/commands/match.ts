/** `flagfall match`: play two UCI engines against each other and report the score and Elo difference. */
import { open, type FileHandle } from 'node:fs/promises';
import { err, ok, quote, type Result } from '@flagfall/core';
import {
  DEFAULT_TOLERANCE_MS,
  OPENINGS,
  runMatch,
  type EloEstimate,
  type MatchEngine,
  type MatchGame,
  type MatchResult,
  type MatchTimeControl,
  type OptionValue,
} from '@flagfall/engine/uci';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { EXIT, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';

export const DEFAULT_GAMES = 2 * OPENINGS.length;
export const DEFAULT_TC = '10+0.1';

export const summary = 'play a match between two UCI engines: wins, draws, losses, Elo difference, PGN';
export const usage = `Usage:
  flagfall match --engine1 COMMAND --engine2 COMMAND [--option1 NAME=VALUE]… [--option2 NAME=VALUE]…
                 [--name1 NAME] [--name2 NAME] [--games N] [--tc BASE+INC] [--concurrency N]
                 [--tolerance-ms N] [--pgn FILE] [--json]
      plays N games (default ${DEFAULT_GAMES}) between two UCI engines over ${OPENINGS.length} standard openings, each
      opening twice with colours swapped, and prints the first engine's wins, draws and losses,
      its score and the Elo difference with a 95% interval.
  --engine1, --engine2  the program and its arguments, split at spaces ("quotes" and \\ escape):
      --engine1 "node packages/cli/bin/flagfall.js engine" --engine2 /usr/games/stockfish
  --option1, --option2  a UCI option for that engine, repeatable: --option2 "Skill Level=0"
      (checked against the options the engine declares)
  --name1, --name2  names in the results and PGN (default: the engines' own names)
  --tc BASE+INC  base time and increment in seconds (default ${DEFAULT_TC}); a bare BASE has no increment
  --concurrency N  games played at once (default 1), each with its own two processes
  --tolerance-ms N  how far past zero a clock may run before the engine loses on time
      (default ${DEFAULT_TOLERANCE_MS})
  --pgn FILE  write every game there as it ends (clocks, move times and engine scores as comments)
  --json  print the summary as one JSON object instead of text
  One line per game on stderr as the match goes. Illegal moves, crashes and flags lose; a dead
  position, repetition and 50 moves are drawn without a claim. Ctrl-C stops after the games in
  progress are dropped and prints the summary of those played (exit 1). An engine that cannot start
  or does not have an option exits with code 2.`;

const SPEC: CommandSpec = {
  options: {
    engine1: { kind: 'text' },
    engine2: { kind: 'text' },
    name1: { kind: 'text' },
    name2: { kind: 'text' },
    games: { kind: 'int', min: 1, max: 1_000_000 },
    tc: { kind: 'text' },
    concurrency: { kind: 'int', min: 1, max: 64 },
    'tolerance-ms': { kind: 'int', min: 0, max: 60_000 },
    pgn: { kind: 'text' },
    json: { kind: 'flag' },
  },
  synopsis: 'flagfall match --engine1 COMMAND --engine2 COMMAND [options]',
};

const COMMAND = 'match';
/** The options that may be given several times, taken out before the single-use ones are parsed. */
const REPEATABLE = ['option1', 'option2'] as const;

export async function run(args: readonly string[], io: Io): Promise<number> {
  const taken = takeRepeated(args, REPEATABLE);
  if (!taken.ok) return fail(io, COMMAND, taken.error);
  const parsed = parseArgs(taken.value.rest, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const opts = parsed.value;
  const engines: MatchEngine[] = [];
  for (const n of [1, 2] as const) {
    const text = opts.text(`engine${n}`);
    if (text === undefined) return fail(io, COMMAND, `give --engine${n} COMMAND (run flagfall match --help)`);
    const words = splitCommand(text);
    if (!words.ok) return fail(io, COMMAND, `--engine${n}: ${words.error}`);
    const [command, ...engineArgs] = words.value;
    if (command === undefined) return fail(io, COMMAND, `--engine${n} is empty`);
    const options: Record<string, OptionValue> = {};
    for (const pair of taken.value.values.get(`option${n}`) ?? []) {
      const option = parseOptionPair(pair);
      if (!option.ok) return fail(io, COMMAND, `--option${n}: ${option.error}`);
      options[option.value.name] = option.value.value;
    }
    const name = opts.text(`name${n}`);
    engines.push({ command, args: engineArgs, options, ...(name === undefined ? {} : { name }) });
  }
  const tcText = opts.text('tc') ?? DEFAULT_TC;
  const timeControl = parseMatchTimeControl(tcText);
  if (!timeControl.ok) return fail(io, COMMAND, timeControl.error);
  const games = opts.int('games') ?? DEFAULT_GAMES;

  const pgnPath = opts.text('pgn');
  let pgnFile: FileHandle | null = null;
  if (pgnPath !== undefined) {
    try {
      pgnFile = await open(pgnPath, 'w');
    } catch (e) {
      return fail(io, COMMAND, `cannot write ${quote(pgnPath)}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  // PGN is written game by game, so a long match stopped half-way keeps what it played.
  let pgnWrites: Promise<unknown> = Promise.resolve();
  const pgnState: { error: string | null } = { error: null };
  let played = 0;
  try {
    const result = await runMatch({
      engines: [engines[0]!, engines[1]!],
      games,
      timeControl: timeControl.value,
      concurrency: opts.int('concurrency') ?? 1,
      toleranceMs: opts.int('tolerance-ms') ?? DEFAULT_TOLERANCE_MS,
      pgn: pgnFile !== null,
      signal: controller.signal,
      onGame: (game, tally) => {
        played++;
        io.err(progressLine(game, games, tally) + '\n');
        const file = pgnFile;
        if (file !== null && game.pgn !== null) {
          const text = (played > 1 ? '\n' : '') + game.pgn;
          pgnWrites = pgnWrites
            .then(() => file.write(text))
            .catch((e: NodeJS.ErrnoException) => void (pgnState.error ??= e.code ?? e.message));
        }
      },
    });
    await pgnWrites;
    if (!result.ok) {
      const e = result.error;
      const known = e.code === 'engine_failed' && e.error.code === 'unknown_option' ? ` (its options: ${e.error.known.join(', ')})` : '';
      fail(io, COMMAND, e.message + known);
      // Bad input when nothing was played; a failure of a running match otherwise.
      return played > 0 ? EXIT.failed : EXIT.badInput;
    }
    const out = opts.has('json') ? JSON.stringify(summaryJson(result.value, tcText)) + '\n' : summaryText(result.value, tcText);
    io.out(out);
    if (pgnState.error !== null && pgnPath !== undefined) {
      fail(io, COMMAND, `cannot write ${quote(pgnPath)}: ${pgnState.error}`);
      return EXIT.failed;
    }
    if (result.value.aborted) {
      io.err(`flagfall match: stopped after ${result.value.games.length} of ${games} games\n`);
      return EXIT.failed;
    }
    return EXIT.ok;
  } finally {
    process.removeListener('SIGINT', onSigint);
    await pgnFile?.close();
  }
}

/** `game 3/100 Ruy Lopez, Morphy Defence: A - B 1-0 (White checkmates) | +2 =1 -0 83.3% Elo +280 ± 400`. */
function progressLine(game: MatchGame, games: number, tally: EloEstimate): string {
  const line = `game ${game.round}/${games} ${game.opening.name}: ${game.white} - ${game.black} ${game.result} (${game.reason}) | ${tallyText(tally)}`;
  return oneLine(line);
}

function tallyText(t: EloEstimate): string {
  return `+${t.wins} =${t.draws} -${t.losses} ${(t.score * 100).toFixed(1)}% Elo ${eloText(t)}`;
}

const signed = (x: number): string => `${x >= 0 ? '+' : ''}${Math.round(x)}`;

function eloText(t: EloEstimate): string {
  if (t.eloDiff === null) return t.score === 1 ? 'unbounded (every game won)' : t.score === 0 ? 'unbounded (every game lost)' : 'unknown';
  if (t.margin95 === null) {
    const lower = t.lower95 === null ? '-∞' : signed(t.lower95);
    const upper = t.upper95 === null ? '+∞' : signed(t.upper95);
    return `${signed(t.eloDiff)} (95%: ${lower} to ${upper})`;
  }
  return `${signed(t.eloDiff)} ± ${Math.round(t.margin95)}`;
}

/** How many games ended each way, most frequent first. */
function endings(result: MatchResult): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const g of result.games) counts.set(g.termination, (counts.get(g.termination) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function summaryText(result: MatchResult, tc: string): string {
  const { elo, names } = result;
  const lines = [
    `${names[0]} vs ${names[1]}: ${elo.games} games at ${tc}`,
    `${names[0]}: +${elo.wins} =${elo.draws} -${elo.losses}, score ${(elo.games === 0 ? 0 : elo.score * 100).toFixed(1)}%`,
    `Elo difference: ${eloText(elo)}${elo.lower95 !== null && elo.upper95 !== null ? ` (95%: ${signed(elo.lower95)} to ${signed(elo.upper95)})` : ''}`,
    `Endings: ${endings(result)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  ];
  return lines.map(oneLine).join('\n') + '\n';
}

function summaryJson(result: MatchResult, tc: string): Record<string, unknown> {
  const { elo } = result;
  return {
    engines: result.names,
    timeControl: tc,
    games: elo.games,
    wins: elo.wins,
    draws: elo.draws,
    losses: elo.losses,
    score: elo.games === 0 ? null : elo.score,
    eloDiff: elo.eloDiff,
    lower95: elo.lower95,
    upper95: elo.upper95,
    margin95: elo.margin95,
    endings: Object.fromEntries(endings(result)),
    aborted: result.aborted,
  };
}

/**
 * Takes every `--NAME VALUE` / `--NAME=VALUE` of the repeatable options out of `args` (before a
 * `--`), keeping their order; the rest is for `parseArgs`.
 */
export function takeRepeated(
  args: readonly string[],
  names: readonly string[],
): Result<{ rest: string[]; values: Map<string, string[]> }, string> {
  const rest: string[] = [];
  const values = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      rest.push(...args.slice(i));
      break;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? (eq > 0 ? a.slice(2, eq) : a.slice(2)) : '';
    if (!names.includes(name)) {
      rest.push(a);
      continue;
    }
    let value: string | undefined;
    if (eq > 0) value = a.slice(eq + 1);
    else if (i + 1 < args.length && !(args[i + 1]!.startsWith('--') && args[i + 1]!.length > 2)) value = args[++i];
    if (value === undefined) return err(`option --${name} needs a value`);
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return ok({ rest, values });
}

/** `NAME=VALUE` (spaces around either trimmed; the value may be empty, the name may not). */
export function parseOptionPair(text: string): Result<{ name: string; value: string }, string> {
  const eq = text.indexOf('=');
  const name = eq < 0 ? '' : text.slice(0, eq).trim();
  if (name === '') return err(`expected NAME=VALUE, got ${quote(text)}`);
  return ok({ name, value: text.slice(eq + 1).trim() });
}

/** Splits a command line into words at unquoted spaces; `"…"` and `'…'` group, `\` escapes the next character. */
export function splitCommand(text: string): Result<string[], string> {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoteChar: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && quoteChar !== "'") {
      if (i + 1 >= text.length) return err(`a trailing backslash in ${quote(text)}`);
      word += text[++i]!;
      inWord = true;
    } else if (quoteChar !== null) {
      if (c === quoteChar) quoteChar = null;
      else word += c;
    } else if (c === '"' || c === "'") {
      quoteChar = c;
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quoteChar !== null) return err(`an unclosed ${quoteChar} in ${quote(text)}`);
  if (inWord) words.push(word);
  return ok(words);
}

/** `BASE+INC` in seconds (`10+0.1`, `60`): base above 0 and at most a day, increment at most an hour. */
export function parseMatchTimeControl(text: string): Result<MatchTimeControl, string> {
  const m = /^([0-9]+(?:\.[0-9]+)?)(?:\+([0-9]+(?:\.[0-9]+)?))?$/.exec(text.trim());
  const bad = `--tc must be BASE+INC in seconds, as ${DEFAULT_TC}, got ${quote(text)}`;
  if (m === null) return err(bad);
  const baseMs = Math.round(Number(m[1]) * 1000);
  const incrementMs = Math.round(Number(m[2] ?? '0') * 1000);
  if (baseMs <= 0) return err(`--tc: the base time must be above 0, got ${quote(text)}`);
  if (baseMs > 86_400_000 || incrementMs > 3_600_000)
    return err(`--tc: at most a day of base time and an hour of increment, got ${quote(text)}`);
  return ok({ baseMs, incrementMs });
}
