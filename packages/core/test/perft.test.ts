/**
 * Perft against outside oracles: the start position, the tricky suite and all 6,838
 * positions of the random suite (../shared/data/perft, skipped when absent).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Position } from '../src/board/position.js';
import { perft as perftResult, perftDivide } from '../src/board/perft.js';
import { parseFen, makeFen, INITIAL_FEN } from '../src/notation/fen.js';
import { sharedPath, skipMessage } from './shared.js';

interface Entry {
  id: string;
  epd: string;
  counts: Array<[number, number]>;
}

/** The count, failing the test on an error (these suites stay far below the default limit). */
function perft(pos: Position, depth: number): number {
  const r = perftResult(pos, depth);
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}

function readSuite(path: string): Entry[] {
  const entries: Entry[] = [];
  for (const raw of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('id ')) entries.push({ id: line.slice(3), epd: '', counts: [] });
    else if (line.startsWith('epd ')) entries[entries.length - 1]!.epd = line.slice(4);
    else if (line.startsWith('perft ')) {
      const [, d, n] = line.split(/\s+/);
      entries[entries.length - 1]!.counts.push([Number(d), Number(n)]);
    }
  }
  return entries;
}

test('start position perft 1…5 (20, 400, 8902, 197281, 4865609)', () => {
  const pos = Position.initial();
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((d) => perft(pos, d)),
    [20, 400, 8902, 197281, 4865609],
  );
  assert.equal(makeFen(pos), INITIAL_FEN, 'perft leaves the position unchanged');
});

test('divide sums to the perft count and names every first move once', () => {
  const pos = parseFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  assert.ok(pos.ok);
  const result = perftDivide(pos.value, 2);
  assert.ok(result.ok);
  const divide = result.value;
  assert.equal(divide.length, 48);
  assert.equal(
    divide.reduce((s, d) => s + d.nodes, 0),
    2039,
  );
});

test('tricky.perft: every count (Chess960 X-FEN entries excluded)', (t) => {
  const path = sharedPath('data/perft/tricky.perft');
  if (!path) return t.skip(skipMessage('data/perft/tricky.perft'));
  let checked = 0;
  const chess960: string[] = [];
  for (const e of readSuite(path)) {
    const pos = parseFen(e.epd);
    if (!pos.ok) {
      // Standard chess only: these set castling rights for kings/rooks off their home squares.
      assert.equal(pos.error.field, 'castling', `${e.id}: ${pos.error.message}`);
      chess960.push(e.id);
      continue;
    }
    for (const [depth, nodes] of e.counts) {
      assert.equal(perft(pos.value, depth), nodes, `${e.id} perft ${depth}`);
      checked++;
    }
  }
  assert.deepEqual(chess960, ['xfen-00', 'xfen-01', 'xfen-02', 'xfen-03', 'xfen-04', 'asymmetrical-and-king-on-h']);
  assert.equal(checked, 42);
});

test('random.perft: all 6,838 positions to depth 3, every sixth to depth 4', (t) => {
  const path = sharedPath('data/perft/random.perft');
  if (!path) return t.skip(skipMessage('data/perft/random.perft'));
  const entries = readSuite(path);
  assert.equal(entries.length, 6838);
  let checked = 0;
  entries.forEach((e, i) => {
    const pos = parseFen(e.epd);
    assert.ok(pos.ok, `${e.id}: ${pos.ok ? '' : pos.error.message}`);
    const maxDepth = i % 6 === 0 ? 4 : 3;
    for (const [depth, nodes] of e.counts) {
      if (depth > maxDepth) continue;
      const got = perft(pos.value, depth);
      if (got !== nodes) assert.fail(`${e.id} (${e.epd}) perft ${depth}: expected ${nodes}, got ${got}`);
      checked++;
    }
  });
  assert.ok(checked > 6838 * 3, `checked ${checked}`);
});
