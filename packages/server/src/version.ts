/** The server's version, from its package.json. */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@flagfall/server' && typeof pkg.version === 'string') return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

export const VERSION = findVersion();
