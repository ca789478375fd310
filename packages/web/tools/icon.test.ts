import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ICONS, renderIcon, type IconStyle } from './icon.js';

const GREEN = [0x2f, 0x5d, 0x50, 255];
const CREAM = [0xf4, 0xef, 0xe3, 255];

/** The RGBA of the pixel under the favicon's point (x, y) in its 32-unit box. */
function at(pixels: Uint8Array, size: number, x: number, y: number): number[] {
  const px = Math.floor((x / 32) * size);
  const py = Math.floor((y / 32) * size);
  const i = (py * size + px) * 4;
  return [...pixels.subarray(i, i + 4)];
}

test('the icon is the favicon: cream pole and flag on green, corners cut on the rounded icon', () => {
  const size = 128;
  const icon = renderIcon({ size, shape: 'rounded', flagScale: 1 });
  assert.equal(icon.length, size * size * 4);
  assert.deepEqual(at(icon, size, 9, 20), CREAM, 'the pole');
  assert.deepEqual(at(icon, size, 15, 7), CREAM, 'the flag’s top edge');
  assert.deepEqual(at(icon, size, 15, 11), GREEN, 'inside the flag');
  assert.deepEqual(at(icon, size, 26, 26), GREEN, 'the background');
  assert.deepEqual(at(icon, size, 0.2, 0.2), [0, 0, 0, 0], 'a cut corner');
  assert.deepEqual(at(icon, size, 16, 0.2), GREEN, 'the top edge between the corners');
});

test('a square icon is opaque to the edges (iOS and maskable launchers shape it themselves)', () => {
  const size = 64;
  const icon = renderIcon({ size, shape: 'square', flagScale: 1 });
  for (let i = 3; i < icon.length; i += 4) assert.equal(icon[i], 255);
});

test('the maskable icon keeps the flag inside the safe zone, a circle of 40 % of the side', () => {
  const maskable = ICONS.find((i) => i.purpose === 'maskable')!;
  const style: IconStyle = { ...maskable, size: 160 };
  const icon = renderIcon(style);
  let cream = 0;
  for (let y = 0; y < style.size; y++) {
    for (let x = 0; x < style.size; x++) {
      const i = (y * style.size + x) * 4;
      if (icon[i] === GREEN[0] && icon[i + 1] === GREEN[1] && icon[i + 2] === GREEN[2]) continue;
      cream++;
      const r = Math.hypot(x + 0.5 - style.size / 2, y + 0.5 - style.size / 2) / style.size;
      assert.ok(r <= 0.4, `a flag pixel at (${x}, ${y}) is ${(r * 100).toFixed(1)} % from the centre`);
    }
  }
  assert.ok(cream > 0, 'the flag is drawn');
});

test('icons are drawn the same every time, at the sizes the manifest and iOS ask for', () => {
  for (const icon of ICONS.slice(0, 2)) assert.deepEqual(renderIcon(icon), renderIcon(icon), icon.file);
  assert.deepEqual(
    ICONS.map((i) => [i.file, i.size, i.purpose]),
    [
      ['icons/icon-192.png', 192, 'any'],
      ['icons/icon-512.png', 512, 'any'],
      ['icons/maskable-512.png', 512, 'maskable'],
      ['icons/apple-touch-icon.png', 180, null],
    ],
  );
});
