import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_KINDS } from './events.js';
import { RULING_CODES, TERMINATIONS } from './outcome.js';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'packages')) || !existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the repository root');
    dir = up;
  }
  return dir;
}

test('docs/events.md documents every claim, termination and ruling code', () => {
  const text = readFileSync(join(repoRoot(), 'docs', 'events.md'), 'utf8');
  for (const word of [...CLAIM_KINDS, ...TERMINATIONS, ...RULING_CODES]) assert.ok(text.includes(`\`${word}\``) || text.includes(`"${word}"`), word);
  for (const type of ['start', 'move', 'press', 'claim', 'draw-offer', 'draw-accept', 'draw-decline', 'resign', 'arbiter']) {
    assert.ok(text.includes(`"type":"${type}"`) || text.includes(`"${type}"`), type);
  }
});
