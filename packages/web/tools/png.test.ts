import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png.js';

/** The chunks of a PNG file: type, data, and whether the stored CRC is right. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array; crcOk: boolean }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    const crcOk = view.getUint32(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length));
    out.push({ type, data, crcOk });
    at += 12 + length;
  }
  return out;
}

test('crc32 is the standard CRC-32 (as zlib computes it)', () => {
  for (const s of ['', 'IEND', 'The quick brown fox jumps over the lazy dog']) {
    const bytes = new TextEncoder().encode(s);
    assert.equal(crc32(bytes), zlibCrc32(bytes), s);
  }
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

test('a PNG: the signature, IHDR for 8-bit RGBA, IDAT that inflates to the filtered rows, IEND, right CRCs', () => {
  const w = 3;
  const h = 2;
  const rgba = Uint8Array.from({ length: w * h * 4 }, (_, i) => (i * 37) % 256);
  const png = encodePng(w, h, rgba);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const cs = chunks(png);
  assert.deepEqual(
    cs.map((c) => c.type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  assert.ok(cs.every((c) => c.crcOk));
  const ihdr = new DataView(cs[0]!.data.buffer, cs[0]!.data.byteOffset, 13);
  assert.deepEqual([ihdr.getUint32(0), ihdr.getUint32(4), ...cs[0]!.data.subarray(8)], [w, h, 8, 6, 0, 0, 0]);
  const raw = inflateSync(cs[1]!.data);
  assert.equal(raw.length, h * (w * 4 + 1));
  for (let y = 0; y < h; y++) {
    assert.equal(raw[y * (w * 4 + 1)], 0, 'filter type none');
    assert.deepEqual([...raw.subarray(y * (w * 4 + 1) + 1, (y + 1) * (w * 4 + 1))], [...rgba.subarray(y * w * 4, (y + 1) * w * 4)]);
  }
  assert.equal(cs[2]!.data.length, 0);
});

test('the same pixels give the same bytes; a wrong pixel count is refused', () => {
  const rgba = new Uint8Array(4 * 4 * 4).fill(200);
  assert.deepEqual(encodePng(4, 4, rgba), encodePng(4, 4, rgba));
  assert.throws(() => encodePng(4, 5, rgba), /not a 4×5 RGBA image/);
  assert.throws(() => encodePng(0, 0, new Uint8Array(0)));
});
