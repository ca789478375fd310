/**
 * The web app manifest (public/manifest.webmanifest) and index.html agree with the build and the
 * styles: every icon listed is one the build draws, at its size; the pages it opens are the
 * over-the-board ones; its colours and the theme-color tags are the page's own (base.css).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOtbRoute, parseRoute } from '../src/app/routes.js';
import { ICONS } from './icon.js';

/** The package, from this file (tools/ in the sources, build/tools/ once compiled). */
const here = dirname(fileURLToPath(import.meta.url));
const PKG = here.endsWith(join('build', 'tools')) ? join(here, '..', '..') : join(here, '..');
const read = (f: string) => readFileSync(join(PKG, f), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(read('public/manifest.webmanifest')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { url: string }[];
};

/** The value of a custom property in the light (`:root {`) or dark (`:root[data-theme='dark'] {`) block of base.css. */
function cssVar(block: 'light' | 'dark', name: string): string {
  const css = read('src/styles/base.css');
  const start = css.indexOf(block === 'light' ? ':root {' : ":root[data-theme='dark'] {");
  const body = css.slice(start, css.indexOf('}', start));
  const m = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(body);
  assert.ok(m !== null, `${name} in the ${block} block of base.css`);
  return m[1]!.toLowerCase();
}

test('the manifest opens the clock as a standalone app over the whole site', () => {
  assert.equal(manifest.name, 'Flagfall clock');
  assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12, 'a short name fits under an icon');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.scope, '/');
  assert.deepEqual(parseRoute(manifest.start_url), { name: 'clock' });
  for (const s of manifest.shortcuts) assert.ok(isOtbRoute(parseRoute(s.url)), s.url);
});

test('every PNG the manifest lists is drawn by the build at that size, and every icon the build draws for it is listed', () => {
  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  const drawn = ICONS.filter((i) => i.purpose !== null);
  assert.deepEqual(
    pngs.map((i) => [i.src, i.sizes, i.purpose ?? 'any']).sort(),
    drawn.map((i) => [`/${i.file}`, `${i.size}x${i.size}`, i.purpose]).sort(),
  );
  assert.ok(pngs.some((i) => i.sizes === '192x192') && pngs.some((i) => i.sizes === '512x512'), 'Chromium and Android want 192 and 512');
  const svg = manifest.icons.filter((i) => i.type === 'image/svg+xml');
  assert.deepEqual(
    svg.map((i) => [i.src, i.sizes]),
    [['/favicon.svg', 'any']],
  );
});

test('the colours are the page’s: the panel for the title bar, the background for the splash', () => {
  assert.equal(manifest.theme_color, cssVar('light', '--panel'));
  assert.equal(manifest.background_color, cssVar('light', '--bg'));
  const html = read('index.html');
  const meta = (scheme: string) =>
    new RegExp(`<meta name="theme-color" content="(#[0-9a-f]{6})" media="\\(prefers-color-scheme: ${scheme}\\)"`).exec(html)?.[1];
  assert.equal(meta('light'), cssVar('light', '--panel'));
  assert.equal(meta('dark'), cssVar('dark', '--panel'));
  assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest" \/>/);
  const apple = ICONS.find((i) => i.purpose === null)!;
  assert.match(html, new RegExp(`<link rel="apple-touch-icon" href="/${apple.file}" />`));
});
