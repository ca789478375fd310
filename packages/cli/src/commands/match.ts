/** `flagfall match`: not built yet. */
import { EXIT, fail } from '../errors.js';
import type { Io } from '../io.js';

export const summary = '(not built yet)';
export const usage = 'flagfall match';

export function run(_args: readonly string[], io: Io): Promise<number> {
  fail(io, 'match', 'not built yet');
  return Promise.resolve(EXIT.failed);
}
