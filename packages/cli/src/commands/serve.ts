/** `flagfall serve`: runs the game server (see the server package). */
import type { Io } from '../io.js';
import { runInServer } from './serverCommands.js';

export const summary = 'run the game server (http://localhost:8080, SQLite under ./data)';
export const usage = `flagfall serve [--port N] [--host H] [--db FILE|postgres://…]
  Runs the game server with its web page, on an embedded SQLite database unless --db or
  DATABASE_URL names a PostgreSQL URL. Env: PORT, HOST, DATABASE_URL. SIGTERM/SIGINT stop it
  cleanly (exit 0).`;

export const run = (args: readonly string[], io: Io): Promise<number> => runInServer('serve', ['serve', ...args], io);
