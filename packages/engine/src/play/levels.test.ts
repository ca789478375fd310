import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MATERIAL_MG } from '../eval/tables.js';
import { getLevel, LEVELS, MAX_LEVEL, MIN_LEVEL } from './levels.js';

test('levels grow stronger step by step: more depth and nodes, fewer and closer candidates, fewer blind spots', () => {
  for (let i = 1; i < LEVELS.length; i++) {
    const [weak, strong] = [LEVELS[i - 1]!, LEVELS[i]!];
    assert.ok(
      strong.maxDepth >= weak.maxDepth && strong.maxNodes > weak.maxNodes && strong.maxMoveTimeMs > weak.maxMoveTimeMs,
      `level ${i + 1}`,
    );
    assert.ok(
      strong.marginCp < weak.marginCp && strong.temperatureCp < weak.temperatureCp && strong.blindChance <= weak.blindChance,
      `level ${i + 1}`,
    );
  }
});

test('from level 3 up, neither the candidate window nor the guard lets a queen go for a pawn', () => {
  const queenForPawn = MATERIAL_MG[5]! - MATERIAL_MG[1]!;
  for (const level of LEVELS.filter((l) => l.level >= 3)) {
    assert.ok(level.marginCp < queenForPawn && level.guardCp < queenForPawn / 2, `level ${level.level}`);
  }
});

test('getLevel takes the integers 1 to 8 only', () => {
  assert.equal(getLevel(MIN_LEVEL)?.level, 1);
  assert.equal(getLevel(MAX_LEVEL)?.level, 8);
  for (const bad of [0, 9, 1.5, Number.NaN, -1]) assert.equal(getLevel(bad), undefined);
});

test("README.md's level table is the one the engine plays", () => {
  const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
  // The first table after the heading: its rows from the first "|" line to the next line that is not one.
  const after = readme.slice(readme.indexOf('### Levels')).split('\n');
  const first = after.findIndex((l) => l.startsWith('|'));
  const end = after.findIndex((l, i) => i > first && !l.startsWith('|'));
  const rows = after
    .slice(first, end)
    .filter((l) => /^\|\s*\d/.test(l))
    // Cells without their padding (a formatter may align the columns).
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const num = (n: number, unit = ''): string => (n === Infinity ? '—' : `${n.toLocaleString('en')}${unit}`);
  const expected = LEVELS.map((l) =>
    [
      l.level,
      l.maxDepth,
      num(l.maxNodes),
      l.maxMoveTimeMs === Infinity ? 'clock only' : num(l.maxMoveTimeMs, ' ms'),
      l.marginCp || '—',
      l.temperatureCp || '—',
      l.blindChance > 0 ? `${Math.round(l.blindChance * 100)}% (> ${l.blindRange} squares)` : '—',
      l.guardCp || '—',
    ].map(String),
  );
  assert.deepEqual(rows, expected);
});
