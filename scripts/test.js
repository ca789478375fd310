#!/usr/bin/env node
// Compiles the test builds and runs every `*.test.js` under packages/*/build with Node's test runner.
// Usage: node scripts/test.js [filter]   (filter: a substring of the test file path)
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const packages = readdirSync(join(root, 'packages')).filter((p) => existsSync(join(root, 'packages', p, 'tsconfig.dev.json')));
for (const p of packages) {
  execFileSync(tsc, ['-p', join(root, 'packages', p, 'tsconfig.dev.json')], { stdio: 'inherit' });
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.js')) out.push(path);
  }
  return out;
}
const filter = process.argv[2];
const files = packages
  .flatMap((p) => walk(join(root, 'packages', p, 'build'), []))
  .filter((f) => !filter || f.includes(filter))
  .sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...files], { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
