import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { hasSharedCase, makeShareFragment, parseShareFragment } from './share.js';

test('a case survives the link: parseShareFragment(makeShareFragment(text)) is text, for any text', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 400 }), async (text) => {
      const fragment = await makeShareFragment(text);
      assert.match(fragment, /^#c=[A-Za-z0-9_-]*$/);
      assert.ok(hasSharedCase(fragment));
      const back = await parseShareFragment(fragment);
      assert.deepEqual(back, { ok: true, text });
    }),
    { numRuns: 100 },
  );
});

test('a real log compresses: a 60-move game fits a link', async () => {
  const lines = [JSON.stringify({ type: 'start', rules: 'fide-blitz', tc: '3+2' })];
  for (let i = 0; i < 120; i++) lines.push(JSON.stringify({ t: 1000 * (i + 1) + 37 * i, type: 'move', move: i % 2 === 0 ? 'Nf3' : 'Nf6' }));
  const text = lines.join('\n');
  const fragment = await makeShareFragment(text);
  assert.ok(fragment.length < text.length / 3, `${fragment.length} characters for ${text.length}`);
});

test('a damaged link says what is wrong, never throws', async () => {
  const good = await makeShareFragment('{"type":"start","rules":"online","tc":"1+0"}\n');
  const cases: Array<[string, string]> = [
    ['#c=abc!!', 'not-base64'],
    ['#c=A', 'not-base64'],
    [good.slice(0, -8), 'not-deflate'],
    ['#c=____', 'not-deflate'],
  ];
  for (const [hash, code] of cases) {
    const r = await parseShareFragment(hash);
    assert.ok(!r.ok, hash);
    assert.equal(r.error.code, code, `${hash}: ${r.error.detail}`);
  }
  assert.ok(!hasSharedCase('#x=1'));
  assert.ok(!hasSharedCase(''));
});
