/** `flagfall user add NAME`: creates an account with a personal API token. */
import type { Io } from '../io.js';
import { runInServer } from './serverCommands.js';

export const summary = 'create an account and print its API token (user add NAME [--bot])';
export const usage = `flagfall user add NAME [--bot] [--password-stdin] [--db FILE|postgres://…]
  Creates an account and prints one JSON line {"username":…,"token":…} with a personal API token.
  --bot gives the account the title BOT; --password-stdin reads a password from standard input.
  Works while the server runs.`;

export const run = (args: readonly string[], io: Io): Promise<number> => runInServer('user', ['user', ...args], io);
