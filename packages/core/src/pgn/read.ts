/**
 * Reading PGN: text in (a string, or sync or async chunks), games out one at a time. Syntax only —
 * moves stay tokens; `replayPgnGame` turns them into positions.
 *
 * ```ts
 * for await (const game of readPgnAsync(chunks)) console.log(game.headers.get('White'), game.moves.length);
 * ```
 */
import { PgnParser } from './parser.js';
import type { PgnReadOptions } from './parser.js';
import type { PgnGame } from './types.js';

/** A whole string is fed to the parser in slices of this many characters, so games stream out of it too. */
const SLICE_CHARS = 1 << 16;

function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += SLICE_CHARS) yield text.slice(i, i + SLICE_CHARS);
}

/**
 * Reads games lazily from a string or an iterable of chunks (chunk boundaries may fall anywhere).
 * Memory stays at about one game plus one chunk, and one game is bounded by the limits of
 * `options` (a game that reaches one comes out `truncated`, see {@link PgnReadOptions}). A leading
 * UTF-8 BOM, CRLF/CR line ends, `%` escape lines and the usual quirks are accepted; problems become
 * `game.errors`, never exceptions (only limits that are not positive integers throw, when reading starts).
 */
export function* readPgn(input: string | Iterable<string>, options: PgnReadOptions = {}): Generator<PgnGame, void, undefined> {
  const queue: PgnGame[] = [];
  const parser = new PgnParser((game) => queue.push(game), options);
  for (const chunk of typeof input === 'string' ? slices(input) : input) {
    parser.push(chunk);
    yield* drain(queue);
  }
  parser.end();
  yield* drain(queue);
}

/** Like {@link readPgn}, for async chunk sources (a file or network stream decoded to strings). */
export async function* readPgnAsync(
  input: string | Iterable<string> | AsyncIterable<string>,
  options: PgnReadOptions = {},
): AsyncGenerator<PgnGame, void, undefined> {
  if (typeof input === 'string' || !(Symbol.asyncIterator in input)) {
    yield* readPgn(input, options);
    return;
  }
  const queue: PgnGame[] = [];
  const parser = new PgnParser((game) => queue.push(game), options);
  for await (const chunk of input) {
    parser.push(chunk);
    yield* drain(queue);
  }
  parser.end();
  yield* drain(queue);
}

/** Reads every game of a string at once. */
export function parsePgn(text: string, options: PgnReadOptions = {}): PgnGame[] {
  return [...readPgn(text, options)];
}

function* drain(queue: PgnGame[]): Generator<PgnGame> {
  for (let i = 0; i < queue.length; i++) yield queue[i]!;
  queue.length = 0;
}
