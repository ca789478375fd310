/** PGN: a tolerant streaming reader, an export-format writer, clock comments and tag helpers. */
export * from './types.js';
export * from './clock.js';
export * from './tags.js';
export { PgnParser } from './parser.js';
export type { PgnReadOptions } from './parser.js';
export * from './read.js';
export * from './write.js';
export * from './replay.js';
