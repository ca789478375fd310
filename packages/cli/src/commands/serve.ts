/** `flagfall serve`: runs the game server (see the server package). */
import type { Io } from '../io.js';
import { runInServer } from './serverCommands.js';

export const summary = 'run the game server (http://localhost:8080, SQLite under ./data)';
export const usage = `flagfall serve [--port N] [--host H] [--db FILE|postgres://…] [--web DIR] [--engine E]
  Runs the game server with its web client (built in DIR, default packages/web/dist), on an
  embedded SQLite database unless --db or DATABASE_URL names a PostgreSQL URL. The computer plays
  with --engine E: auto (Stockfish when installed, else the built-in engine), builtin, stockfish,
  none, or the path of any UCI engine. Env: PORT, HOST, DATABASE_URL, FLAGFALL_WEB_ROOT,
  FLAGFALL_ENGINE, FLAGFALL_STOCKFISH. SIGTERM/SIGINT stop it cleanly (exit 0).`;

export const run = (args: readonly string[], io: Io): Promise<number> => runInServer('serve', ['serve', ...args], io);
