import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLES } from '@flagfall/core';
import { pieceCss, pieceSvg, pieceUrl } from './flagfall.js';

test('twelve well-formed SVGs: one group, every drawing element self-closing', () => {
  for (const color of ['white', 'black'] as const) {
    for (const role of ROLES) {
      const svg = pieceSvg(role, color);
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"><g [^>]*>/);
      assert.ok(svg.endsWith('</g></svg>'));
      const inner = svg.slice(svg.indexOf('>', svg.indexOf('<g ')) + 1, -'</g></svg>'.length);
      const tags = inner.match(/<[^>]+>/g) ?? [];
      assert.ok(tags.length >= 3, `${color} ${role}`);
      for (const tag of tags) assert.match(tag, /^<(path|circle) [^<>]*\/>$/, `${color} ${role}: ${tag}`);
      assert.doesNotMatch(svg, /"[DE]"/, 'placeholders are replaced');
    }
  }
});

test('white pieces are light with a dark outline, black pieces dark with light details', () => {
  assert.match(pieceSvg('knight', 'white'), /<g fill="#fbfaf6" stroke="#23211f"/);
  assert.match(pieceSvg('knight', 'black'), /<g fill="#2b2926" stroke="#0d0c0b"/);
  assert.match(pieceSvg('knight', 'black'), /stroke="#e9e6df"/);
  assert.doesNotMatch(pieceSvg('knight', 'white'), /#e9e6df/);
});

test('each role has its own drawing', () => {
  const drawings = new Set(ROLES.map((role) => pieceSvg(role, 'white')));
  assert.equal(drawings.size, 6);
});

test('data URIs carry no raw characters a CSS url() or a URL would choke on', () => {
  const url = pieceUrl('queen', 'black');
  assert.match(url, /^url\("data:image\/svg\+xml,.*"\)$/);
  assert.doesNotMatch(url.slice(5, -2), /[#<>"]/);
  assert.equal(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2)), pieceSvg('queen', 'black').replace(/"/g, "'"));
});

test('the style sheet has one zero-specificity rule per piece', () => {
  const css = pieceCss();
  const rules = css.trim().split('\n');
  assert.equal(rules.length, 12);
  for (const key of ['wp', 'wn', 'wb', 'wr', 'wq', 'wk', 'bp', 'bn', 'bb', 'br', 'bq', 'bk']) {
    assert.ok(
      rules.some((r) => r.startsWith(`:where(.ff-piece.${key}){background-image:url(`)),
      key,
    );
  }
});
