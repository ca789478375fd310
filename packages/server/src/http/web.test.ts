import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { contentType, isServerPath, namesHtml, parseWebPath } from './web.js';

describe('parseWebPath', () => {
  test('client routes and files read as their segments', () => {
    assert.deepEqual(parseWebPath('/'), { kind: 'file', segments: [] });
    assert.deepEqual(parseWebPath('/assets/index-AbC123.js'), { kind: 'file', segments: ['assets', 'index-AbC123.js'] });
    assert.deepEqual(parseWebPath('/@/Magnus'), { kind: 'file', segments: ['@', 'Magnus'] });
    assert.deepEqual(parseWebPath('/settings/'), { kind: 'file', segments: ['settings'] });
    assert.deepEqual(parseWebPath('/@/%C3%86r%C3%B8'), { kind: 'file', segments: ['@', 'Ærø'] });
    assert.deepEqual(parseWebPath('//assets//app.js'), { kind: 'file', segments: ['assets', 'app.js'] });
  });

  test('dot segments, backslashes, NULs and bad encodings are bad; hidden files are hidden', () => {
    for (const path of [
      '/..',
      '/assets/../x',
      '/.',
      '/a/./b',
      '/%2e%2e/x',
      '/a%2F..%2Fb',
      '/a\\b',
      '/a%5Cb',
      '/a%00b',
      '/%E0%A4%A',
      'relative',
    ]) {
      assert.deepEqual(parseWebPath(path), { kind: 'bad' }, path);
    }
    for (const path of ['/.env', '/assets/.DS_Store', '/.well-known/x', '/%2Egit/config']) {
      assert.deepEqual(parseWebPath(path), { kind: 'hidden' }, path);
    }
  });

  test('property: whatever the path, the segments it yields stay inside the root', () => {
    const root = join(sep, 'srv', 'web');
    const piece = fc.oneof(fc.constantFrom('..', '.', '%2e', '%2E%2e', '%2f', '%5c', '/', '\\', '%00', 'assets', 'a.js', ''), fc.string());
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const r = parseWebPath(`/${pieces.join('')}`);
        if (r.kind !== 'file') return;
        for (const s of r.segments) {
          assert.ok(s !== '' && s !== '.' && s !== '..' && !s.startsWith('.'), s);
          assert.ok(!s.includes('/') && !s.includes('\\') && !s.includes('\0'), s);
        }
        const rel = relative(root, join(root, ...r.segments));
        assert.ok(!rel.startsWith('..'), rel);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the rest of the rules', () => {
  test('server paths are never the client', () => {
    for (const p of ['/api', '/api/health', '/ws', '/ws/x', '/game/export', '/game/export/Xy12Ab34']) assert.ok(isServerPath(p), p);
    for (const p of ['/', '/apis', '/wsx', '/game/Xy12Ab34', '/game/exports', '/tv']) assert.ok(!isServerPath(p), p);
  });

  test('a navigation names text/html; a wildcard or q=0 does not', () => {
    assert.ok(namesHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'));
    assert.ok(namesHtml('TEXT/HTML'));
    assert.ok(!namesHtml(undefined));
    assert.ok(!namesHtml('*/*'));
    assert.ok(!namesHtml('text/css,*/*;q=0.1'));
    assert.ok(!namesHtml('text/html;q=0, */*'));
    assert.ok(!namesHtml('text/htmlx'));
  });

  test('content types of what a Vite build holds', () => {
    assert.equal(contentType('index.html'), 'text/html; charset=utf-8');
    assert.equal(contentType('index-a1.js'), 'text/javascript; charset=utf-8');
    assert.equal(contentType('index-a1.CSS'), 'text/css; charset=utf-8');
    assert.equal(contentType('favicon.svg'), 'image/svg+xml');
    assert.equal(contentType('manifest.webmanifest'), 'application/manifest+json; charset=utf-8');
    assert.equal(contentType('piece.woff2'), 'font/woff2');
    assert.equal(contentType('icon.png'), 'image/png');
    assert.equal(contentType('move.mp3'), 'audio/mpeg');
    assert.equal(contentType('README'), 'application/octet-stream');
  });
});
