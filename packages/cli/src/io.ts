/** Where a command writes and reads: the process by default, a capture in tests. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is an interactive terminal (progress bars only then). */
  readonly errIsTty: boolean;
  /** Reads a whole input file, or standard input for `-`. */
  readText(path: string): Promise<string>;
  /** Opens a file (or `-` for stdin) as a stream of text chunks, for inputs of any size. */
  readChunks(path: string): AsyncIterable<string>;
}

import { readFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { EXIT } from './errors.js';

async function* chunksOf(path: string): AsyncIterable<string> {
  const stream = path === '-' ? process.stdin : createReadStream(path);
  stream.setEncoding('utf8');
  for await (const chunk of stream) yield chunk as string;
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  errIsTty: process.stderr.isTTY === true,
  readText: async (path) => {
    if (path !== '-') return readFile(path, 'utf8');
    let text = '';
    for await (const chunk of chunksOf('-')) text += chunk;
    return text;
  },
  readChunks: chunksOf,
};

/** Errors a write gets when the reading end went away. */
const GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED']);

/**
 * Makes the process stop quietly when the reader of standard output or error goes away
 * (`flagfall adjudicate --trace big.jsonl | head -c 10`): exit code 141, as a command killed by
 * SIGPIPE, nothing printed. Any other failure to write standard output (a full disk) gets one
 * line on stderr and exit code 1. For the `flagfall` executable only: it ends the process.
 */
export function exitQuietlyOnBrokenPipe(): void {
  const onError =
    (stream: 'stdout' | 'stderr') =>
    (e: NodeJS.ErrnoException): void => {
      if (e.code !== undefined && GONE.has(e.code)) process.exit(EXIT.brokenPipe);
      if (stream === 'stdout') {
        process.stderr.write(`flagfall: cannot write standard output: ${e.code ?? 'error'}\n`);
      }
      process.exit(EXIT.failed);
    };
  process.stdout.on('error', onError('stdout'));
  process.stderr.on('error', onError('stderr'));
}
