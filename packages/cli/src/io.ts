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
