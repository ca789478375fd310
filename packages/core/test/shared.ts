/**
 * Locates `../shared` (the project's read-only research and test data, beside the checkout).
 * CI has it; a user's fresh clone does not, so tests that need it call `sharedPath()` and skip
 * with a clear message when it returns `undefined`. `FLAGFALL_SHARED` overrides the location.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder holding `packages/` and the root package.json). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'packages')) || !existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the repository root');
    dir = up;
  }
  return dir;
}

/** The absolute path of `shared/<rel>`, or `undefined` when it is not there. */
export function sharedPath(rel: string): string | undefined {
  const base = process.env['FLAGFALL_SHARED'] ?? resolve(repoRoot(), '..', 'shared');
  const path = join(base, rel);
  return existsSync(path) ? path : undefined;
}

/** The message a test prints when it skips for want of `../shared`. */
export const skipMessage = (rel: string): string => `../shared/${rel} not found (a fresh clone has no ../shared): skipped`;
