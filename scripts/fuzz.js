#!/usr/bin/env node
// `npm run fuzz`: the property tests (every `*.property.test.ts`) with FLAGFALL_FUZZ times their
// usual number of runs — 200 by default, about eight minutes here; `npm run fuzz -- 2000` for longer.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const factor = process.argv[2] ?? process.env['FLAGFALL_FUZZ'] ?? '200';
if (!/^[1-9][0-9]{0,5}$/.test(factor)) {
  console.error(`npm run fuzz: the factor must be a positive integer, got ${JSON.stringify(factor)}`);
  process.exit(2);
}
console.log(`property tests with FLAGFALL_FUZZ=${factor} (${factor}x their usual runs)`);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(process.execPath, [join(root, 'scripts', 'test.js'), '.property.test'], {
  stdio: 'inherit',
  env: { ...process.env, FLAGFALL_FUZZ: factor },
});
process.exit(run.status ?? 1);
