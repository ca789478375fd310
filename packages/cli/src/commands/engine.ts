/** `flagfall engine`: not built yet. */
import { EXIT, fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = '(not built yet)';
export const usage = 'flagfall engine';

export function run(_args: readonly string[], io: Io): Promise<number> {
  fail(io, 'engine', 'not built yet');
  return Promise.resolve(EXIT.failed);
}
