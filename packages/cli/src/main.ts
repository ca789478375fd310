/**
 * The `flagfall` command: dispatches to one module per sub-command (src/commands/<name>.ts).
 * Each command module exports `run(args, io): Promise<number>` and a one-line `summary`.
 */
import { quote } from '@flagfall/core';
import { EXIT, fail } from './errors.js';
import type { Io } from './io.js';
import { processIo } from './io.js';

export { exitQuietlyOnBrokenPipe } from './io.js';

interface CommandModule {
  readonly summary: string;
  readonly usage: string;
  run(args: readonly string[], io: Io): Promise<number>;
}

const COMMANDS: Readonly<Record<string, () => Promise<CommandModule>>> = {
  perft: () => import('./commands/perft.js'),
  tc: () => import('./commands/tc.js'),
  adjudicate: () => import('./commands/adjudicate.js'),
  winnable: () => import('./commands/winnable.js'),
  rejudge: () => import('./commands/rejudge.js'),
  serve: () => import('./commands/serve.js'),
  user: () => import('./commands/user.js'),
  engine: () => import('./commands/engine.js'),
  match: () => import('./commands/match.js'),
  pair: () => import('./commands/pair.js'),
  standings: () => import('./commands/standings.js'),
  tournament: () => import('./commands/tournament.js'),
};

async function help(io: Io): Promise<void> {
  const lines = ['flagfall — blitz chess rules, clocks and arbitration', '', 'Usage: flagfall <command> [options]', '', 'Commands:'];
  for (const [name, load] of Object.entries(COMMANDS)) {
    const mod = await load();
    lines.push(`  ${name.padEnd(12)}${mod.summary}`);
  }
  lines.push(
    '',
    'Run `flagfall <command> --help` for the options of one command.',
    '',
    'Exit codes:',
    `  ${EXIT.ok}    done`,
    `  ${EXIT.failed}    the command ran and found a problem it reports (a wrong perft count, an unsound`,
    '       verdict), or could not write its output',
    `  ${EXIT.badInput}    bad input or usage: one line on stderr names what is wrong`,
    '  3    pair, standings: the TRF file is invalid (its line and field on stderr), as bbpPairings',
    `  ${EXIT.internal}   an internal error (a bug in flagfall: please report the line on stderr)`,
    `  ${EXIT.brokenPipe}  the reader closed the output early (flagfall … | head): stopped quietly, nothing`,
    '       printed, like a command killed by SIGPIPE',
  );
  io.out(lines.join('\n') + '\n');
}

/** Runs the CLI with the given arguments (without `node` and the script); returns the exit code. */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await help(io);
    return 0;
  }
  // Own properties only: `flagfall toString` is an unknown command, not Object.prototype.toString.
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (load === undefined) {
    io.err(`flagfall: unknown command ${quote(name)}. Run 'flagfall --help' for the list.\n`);
    return EXIT.badInput;
  }
  const mod = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`${mod.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await mod.run(rest, io);
  } catch (e) {
    // The last guard: a bug must still be one line, not a stack trace.
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    fail(io, name, `internal error (a bug in flagfall, please report it): ${what.length > 300 ? `${what.slice(0, 300)}…` : what}`);
    return EXIT.internal;
  }
}
