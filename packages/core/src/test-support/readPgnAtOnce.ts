/**
 * The PGN reader wrapped as plain functions with cloneable results, for tests that run it on a
 * worker (`inWorker`). Not part of the library.
 */
import { readPgn } from '../pgn/read.js';
import type { PgnReadOptions } from '../pgn/parser.js';
import type { PgnGame } from '../pgn/types.js';

/** Reads `text` given as a single chunk (`parsePgn` would cut it into 64 KB slices). */
export function readOneChunk(text: string, options: PgnReadOptions = {}): PgnGame[] {
  return [...readPgn([text], options)];
}
