/**
 * The README's library examples are real programs: each ```ts block marked
 * `<!-- example: NAME -->` must be the text of packages/core/examples/NAME.ts (type-checked by the
 * test build), and the ```text block after it must be exactly what that program prints when run
 * against the built package (it imports '@flagfall/core' as a user does).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shared.js';

const root = repoRoot();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const examplesDir = join(root, 'packages', 'core', 'examples');

interface Example {
  readonly name: string;
  readonly code: string;
  readonly output: string;
}

function examples(): Example[] {
  const found: Example[] = [];
  const pattern = /<!-- example: ([\w-]+) -->\n```ts\n([\s\S]*?)```\n[\s\S]*?```text\n([\s\S]*?)```/g;
  for (const m of readme.matchAll(pattern)) found.push({ name: m[1]!, code: m[2]!, output: m[3]! });
  return found;
}

test('every example program is in the README, and every README example is a program', () => {
  const files = readdirSync(examplesDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
  assert.deepEqual(
    examples()
      .map((e) => e.name)
      .sort(),
    files,
  );
  assert.ok(files.length >= 4, 'building a position, playing a game, running the clock, asking the arbiter');
});

for (const example of examples()) {
  test(`README example "${example.name}" is the program's text and prints what the README says`, () => {
    assert.equal(example.code, readFileSync(join(examplesDir, `${example.name}.ts`), 'utf8'));
    const compiled = join(root, 'packages', 'core', 'build', 'examples', `${example.name}.js`);
    const out = execFileSync(process.execPath, [compiled], { encoding: 'utf8' });
    assert.equal(out, example.output);
  });
}
