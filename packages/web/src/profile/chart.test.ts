import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutChart, niceStep } from './chart.js';

test('nice steps are 1, 2 or 5 times a power of ten', () => {
  assert.equal(niceStep(100, 4), 50);
  assert.equal(niceStep(430, 4), 200);
  assert.equal(niceStep(7, 4), 2);
});

test('a rising series is drawn left to right and bottom to top inside the box', () => {
  const g = layoutChart(
    {
      blitz: [
        { at: 2000, rating: 1520 },
        { at: 1000, rating: 1500 },
        { at: 3000, rating: 1560 },
      ],
    },
    400,
    200,
  );
  assert.equal(g.paths.length, 1);
  const pts = [...g.paths[0]!.d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  assert.equal(pts.length, 3);
  for (let i = 1; i < pts.length; i++) {
    assert.ok(pts[i]![0] > pts[i - 1]![0], 'time runs left to right, sorted');
    assert.ok(pts[i]![1] < pts[i - 1]![1], 'a higher rating is higher up');
  }
  for (const [x, y] of pts) assert.ok(x >= 0 && x <= 400 && y >= 0 && y <= 200);
  const step = g.yTicks[1]!.value - g.yTicks[0]!.value;
  assert.ok(
    g.yTicks.every((t, i) => t.value === g.yTicks[0]!.value + i * step && t.value % step === 0),
    'evenly spaced round ticks',
  );
  assert.ok(g.yTicks[0]!.value <= 1500 && g.yTicks.at(-1)!.value >= 1560, 'the ticks cover the ratings');
});

test('no points, no drawing; one point still gets a position', () => {
  assert.deepEqual(layoutChart({}, 400, 200).paths, []);
  const one = layoutChart({ bullet: [{ at: 5, rating: 1500 }] }, 400, 200);
  assert.match(one.paths[0]!.d, /^M[\d.]+,[\d.]+$/);
});
