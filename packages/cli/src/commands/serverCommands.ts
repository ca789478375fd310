/**
 * `flagfall serve` and `flagfall user add`: the game server's commands. The server is its own
 * package (@flagfall/server) and nothing depends on it, so the CLI loads it at run time when it
 * is installed beside the CLI (it is, in this repository), and says so when it is not.
 */
import type { Io } from '../io.js';
import { EXIT, fail } from '../errors.js';

interface ServerIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: () => Promise<string>;
  readonly env: NodeJS.ProcessEnv;
}
interface ServerCli {
  runServerCommand(args: readonly string[], io: ServerIo): Promise<number>;
}

/** The server package's command module, or null when it is not installed. */
async function loadServer(): Promise<ServerCli | null> {
  // A computed specifier: a run-time plug-in, not a build-time dependency of the CLI.
  const specifier = ['@flagfall', 'server', 'cli'].join('/');
  try {
    return (await import(specifier)) as ServerCli;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw e;
  }
}

/** Runs `command rest…` in the server package. */
export async function runInServer(name: string, args: readonly string[], io: Io): Promise<number> {
  const server = await loadServer();
  if (server === null) {
    fail(io, name, 'the game server (@flagfall/server) is not installed: npm install @flagfall/server');
    return EXIT.failed;
  }
  return server.runServerCommand(args, {
    out: (t) => io.out(t),
    err: (t) => io.err(t),
    stdin: () => io.readText('-'),
    env: process.env,
  });
}
