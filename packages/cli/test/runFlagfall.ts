/** Runs the CLI in-process for command tests on real files. */
import { readFile } from 'node:fs/promises';
import { main } from '../src/main.js';
import { captureIo } from './captureIo.js';

/** Runs `flagfall …` through the dispatcher on real files; `stdin` is what `-` reads. Its exit code and output. */
export async function runFlagfall(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const c = captureIo();
  const io = { ...c.io, readText: async (path: string) => (path === '-' ? stdin : readFile(path, 'utf8')) };
  const code = await main(args, io);
  return { code, out: c.out(), err: c.err() };
}
