import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../test/shared.js';
import { CLAIM_KINDS } from './events.js';
import { RULING_CODES, TERMINATIONS } from './outcome.js';

test('docs/events.md documents every claim, termination and ruling code', () => {
  const text = readFileSync(join(repoRoot(), 'docs', 'events.md'), 'utf8');
  for (const word of [...CLAIM_KINDS, ...TERMINATIONS, ...RULING_CODES])
    assert.ok(text.includes(`\`${word}\``) || text.includes(`"${word}"`), word);
  for (const type of ['start', 'move', 'press', 'claim', 'draw-offer', 'draw-accept', 'draw-decline', 'resign', 'arbiter']) {
    assert.ok(text.includes(`"type":"${type}"`) || text.includes(`"${type}"`), type);
  }
});
