/**
 * The server's commands, run as `flagfall serve …` / `flagfall user add …` (the flagfall CLI
 * hands these to this module) or `flagfall-server …`:
 *
 *   serve [--port N] [--host H] [--db FILE|postgres://…] [--web DIR] [--engine auto|builtin|stockfish|none|PATH]
 *                                                          env PORT, HOST, DATABASE_URL, FLAGFALL_WEB_ROOT, FLAGFALL_ENGINE
 *   user add NAME [--bot] [--password-stdin] [--db …]      prints {"username":…,"token":…}
 *
 * Exit codes: 0 done, 1 failed (a name taken, storage unreachable), 2 bad usage.
 */
import { fileURLToPath } from 'node:url';
import { Username } from '@flagfall/protocol';
import { checkPassword, hashPassword } from '../auth/passwords.js';
import { hashSecret, makeSecret } from '../ids.js';
import { parseEngineChoice } from '../computer/engines.js';
import { startServer } from '../server.js';
import { redactTarget as redact } from '../storage/errors.js';
import { openStorage } from '../storage/open.js';
import { VERSION } from '../version.js';

export const DEFAULT_DB = 'data/flagfall.sqlite';
export const DEFAULT_PORT = 8080;
/**
 * The web client's build in this repository, `packages/web/dist`, found from this file's place in
 * the server package (`dist/cli/main.js`) rather than by a package dependency: the server runs
 * without the web package, and serves it when it is built beside.
 */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export const SERVER_USAGE = `flagfall serve [--port N] [--host H] [--db FILE|postgres://…] [--web DIR] [--engine E]
  Runs the game server (default http://localhost:${DEFAULT_PORT}, SQLite at ./${DEFAULT_DB}) and the web
  client built in DIR (default packages/web/dist; an empty DIR serves none). The computer plays with
  --engine E: auto (default: Stockfish when installed, else the built-in engine), builtin, stockfish,
  none, or the path of any UCI engine.
  Env: PORT, HOST, DATABASE_URL, FLAGFALL_WEB_ROOT, FLAGFALL_ENGINE, FLAGFALL_STOCKFISH (Stockfish's path);
  FLAGFALL_SOCKETS_PER_IP_PER_S (new sockets a second from one address, default 100);
  FLAGFALL_KEEP_ALIVE_MS (silence before a lichess-API stream's empty line, default 6000).
flagfall user add NAME [--bot] [--password-stdin] [--db FILE|postgres://…]
  Creates an account and prints {"username":…,"token":…} with a personal API token.`;

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: () => Promise<string>;
  readonly env: NodeJS.ProcessEnv;
}

type Flags = Map<string, string | true>;

/** Splits `args` into positionals and `--flag [value]`; `valued` flags take the next argument. */
function split(args: readonly string[], valued: readonly string[], bare: readonly string[]): { pos: string[]; flags: Flags } | string {
  const pos: string[] = [];
  const flags: Flags = new Map();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      pos.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (valued.includes(name)) {
      const v = inline ?? args[++i];
      if (v === undefined) return `--${name} needs a value`;
      flags.set(name, v);
    } else if (bare.includes(name) && inline === undefined) flags.set(name, true);
    else return `unknown option --${name.slice(0, 40)}`;
  }
  return { pos, flags };
}

/** The web root `serve` uses: `--web`, else `FLAGFALL_WEB_ROOT`, else `fallback`; an empty value means none (null). */
export function webRootOption(flag: string | undefined, env: string | undefined, fallback: string): string | null {
  const chosen = flag ?? env ?? fallback;
  return chosen === '' ? null : chosen;
}

function port(text: string): number | null {
  if (!/^[0-9]{1,5}$/.test(text)) return null;
  const n = Number(text);
  return n <= 65535 ? n : null;
}

/** Runs a server command; resolves with the exit code (serve resolves when the server stops). */
export async function runServerCommand(args: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'serve') return serve(rest, io);
  if (command === 'user' && rest[0] === 'add') return userAdd(rest.slice(1), io);
  io.err(`usage:\n${SERVER_USAGE}\n`);
  return 2;
}

async function serve(args: readonly string[], io: Io): Promise<number> {
  const parsed = split(args, ['port', 'host', 'db', 'web', 'engine'], []);
  if (typeof parsed === 'string') return usage(io, parsed);
  if (parsed.pos.length > 0) return usage(io, `unexpected argument ${JSON.stringify(parsed.pos[0]!.slice(0, 40))}`);
  const portText = (parsed.flags.get('port') as string | undefined) ?? io.env.PORT ?? String(DEFAULT_PORT);
  const p = port(portText);
  if (p === null) return usage(io, `--port must be a whole number from 0 to 65535, got ${JSON.stringify(portText.slice(0, 20))}`);
  const host = (parsed.flags.get('host') as string | undefined) ?? io.env.HOST ?? 'localhost';
  const db = (parsed.flags.get('db') as string | undefined) ?? io.env.DATABASE_URL ?? DEFAULT_DB;
  const webRoot = webRootOption(parsed.flags.get('web') as string | undefined, io.env.FLAGFALL_WEB_ROOT, DEFAULT_WEB_ROOT);
  const engineText = (parsed.flags.get('engine') as string | undefined) ?? io.env.FLAGFALL_ENGINE ?? 'auto';
  if (engineText === '') return usage(io, '--engine: auto, builtin, stockfish, none, or the path of a UCI engine');
  const keepAlive = io.env.FLAGFALL_KEEP_ALIVE_MS;
  if (keepAlive !== undefined && !/^[0-9]{2,6}$/.test(keepAlive))
    return usage(io, 'FLAGFALL_KEEP_ALIVE_MS must be a whole number of ms (10 or more)');
  let server;
  try {
    const perIp = io.env.FLAGFALL_SOCKETS_PER_IP_PER_S;
    server = await startServer({
      port: p,
      host,
      db,
      webRoot,
      engine: parseEngineChoice(engineText),
      log: (l) => io.err(`${l}\n`),
      ...(perIp !== undefined && /^[0-9]{1,6}$/.test(perIp) ? { socketsPerIpPerS: Number(perIp) } : {}),
      ...(keepAlive !== undefined ? { keepAliveMs: Number(keepAlive) } : {}),
    });
  } catch (e) {
    io.err(`flagfall serve: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const web = server.web;
  const webText =
    web === null
      ? 'none, the plain page at /'
      : `${web.directory}${web.built ? '' : ' (not built yet: npm run build; the plain page at / meanwhile)'}`;
  io.err(
    `flagfall ${VERSION} listening on ${server.url} (storage: ${redact(db)}; ${server.restored} live game(s) restored; web client: ${webText}; computer: ${server.engine ?? 'none'})\n`,
  );
  return new Promise<number>((resolve) => {
    const stop = (signal: string) => {
      io.err(`${signal}: shutting down\n`);
      server.close(`the server is restarting (${signal})`).then(
        () => resolve(0),
        (e: unknown) => {
          io.err(`flagfall serve: shutdown: ${e instanceof Error ? e.message : String(e)}\n`);
          resolve(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}

async function userAdd(args: readonly string[], io: Io): Promise<number> {
  const parsed = split(args, ['db'], ['bot', 'password-stdin']);
  if (typeof parsed === 'string') return usage(io, parsed);
  if (parsed.pos.length !== 1) return usage(io, 'user add takes one NAME');
  const name = Username.safeParse(parsed.pos[0]);
  if (!name.success) return usage(io, `NAME: ${name.error.issues[0]?.message ?? 'invalid'}`);
  let passwordHash: string | null = null;
  if (parsed.flags.has('password-stdin')) {
    const password = (await io.stdin()).replace(/\r?\n$/, '');
    const problem = checkPassword(password);
    if (problem !== null) return usage(io, `password: ${problem}`);
    passwordHash = await hashPassword(password);
  }
  const db = (parsed.flags.get('db') as string | undefined) ?? io.env.DATABASE_URL ?? DEFAULT_DB;
  const opened = await openStorage(db);
  if (!opened.ok) {
    io.err(`flagfall user add: ${opened.error.message}\n`);
    return 1;
  }
  const storage = opened.value;
  try {
    const bot = parsed.flags.has('bot');
    const id = name.data.toLowerCase();
    const created = await storage.createUser({ id, username: name.data, title: bot ? 'BOT' : null, passwordHash, createdAt: Date.now() });
    if (!created.ok) {
      io.err(`flagfall user add: ${name.data} is taken\n`);
      return 1;
    }
    const token = makeSecret('ffp');
    const scopes = bot ? ['bot:play', 'challenge:read', 'challenge:write'] : ['board:play', 'challenge:read', 'challenge:write'];
    await storage.createToken({
      hash: hashSecret(token),
      userId: id,
      scopes,
      description: 'created by flagfall user add',
      createdAt: Date.now(),
    });
    io.out(`${JSON.stringify({ username: name.data, token })}\n`);
    return 0;
  } finally {
    await storage.close();
  }
}

function usage(io: Io, message: string): number {
  io.err(`flagfall: ${message}\nusage:\n${SERVER_USAGE}\n`);
  return 2;
}

/** The process's own streams. */
export const processIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  env: process.env,
  stdin: async () => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of process.stdin) {
      const b = Buffer.isBuffer(c) ? c : Buffer.from(String(c));
      size += b.length;
      if (size > 4096) break;
      chunks.push(b);
    }
    return Buffer.concat(chunks).toString('utf8').slice(0, 1024);
  },
};
