#!/usr/bin/env node
// Compiles the test builds and runs every `*.test.js` under packages/*/build with Node's test runner
// (compiled tests whose source file is gone are deleted, not run).
// Usage: node scripts/test.js [filter]   (filter: a substring of the test file path)
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync, rmSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
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
/**
 * Whether a compiled test still has its source: `build/<rel>.test.js` comes from `<rel>.test.ts`
 * (the dev builds use the package as rootDir). A test whose source was deleted or renamed stays in
 * build/ (tsc never removes outputs); it is deleted here instead of being run.
 */
function hasSource(pkgDir, compiled) {
  const rel = relative(join(pkgDir, 'build'), compiled).replace(/\.js$/, '.ts');
  return existsSync(join(pkgDir, rel));
}
const filter = process.argv[2];
const files = [];
for (const p of packages) {
  const pkgDir = join(root, 'packages', p);
  for (const f of walk(join(pkgDir, 'build'), [])) {
    if (!hasSource(pkgDir, f)) {
      rmSync(f, { force: true });
      rmSync(`${f}.map`, { force: true });
      continue;
    }
    if (!filter || f.includes(filter)) files.push(f);
  }
}
files.sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(run.status ?? 1);
