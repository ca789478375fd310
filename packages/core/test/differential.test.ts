/**
 * Differential test against chess.js (BSD-2, a devDependency used only as an oracle):
 * 10,000+ seeded random playouts; at every position the same legal moves, the same SAN for
 * each, the same check / checkmate / stalemate / insufficient-material flags, and the same
 * position (FEN without the e.p. field, whose recording conventions differ) after each move.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import type { Position } from '../src/board/position.js';
import { makeSan } from '../src/notation/san.js';
import { makeUci } from '../src/notation/uci.js';
import { makeFen, parseFen } from '../src/notation/fen.js';
import { isInsufficientMaterial } from '../src/board/material.js';
import { prng } from './random.js';
import { sharedPath } from './shared.js';

const withoutEp = (fen: string): string => {
  const f = fen.split(' ');
  return [f[0], f[1], f[2], f[4], f[5]].join(' ');
};

function compare(pos: Position, oracle: Chess, where: string): Array<{ uci: string; san: string }> {
  const ours = pos.legalMoves().map((m) => ({ uci: makeUci(m), san: makeSan(pos, m) }));
  const theirs = oracle.moves({ verbose: true }).map((m) => ({ uci: m.from + m.to + (m.promotion ?? ''), san: m.san }));
  const key = (x: { uci: string }): string => x.uci;
  ours.sort((a, b) => key(a).localeCompare(key(b)));
  theirs.sort((a, b) => key(a).localeCompare(key(b)));
  assert.deepEqual(ours, theirs, `moves/SAN differ at ${where}`);
  assert.equal(pos.isCheck(), oracle.inCheck(), `check differs at ${where}`);
  assert.equal(pos.isCheckmate(), oracle.isCheckmate(), `checkmate differs at ${where}`);
  assert.equal(pos.isStalemate(), oracle.isStalemate(), `stalemate differs at ${where}`);
  assert.equal(isInsufficientMaterial(pos), oracle.isInsufficientMaterial(), `insufficient material differs at ${where}`);
  return ours;
}

/** Plays one seeded random game in both; returns the positions compared and whether it reached an end. */
function playout(startFen: string, plies: number, seed: number): { positions: number; ended: boolean } {
  const parsed = parseFen(startFen);
  assert.ok(parsed.ok);
  const pos = parsed.value;
  const oracle = new Chess(startFen);
  const rng = prng(seed);
  let positions = 0;
  for (let ply = 0; ply <= plies; ply++) {
    const where = `seed ${seed} ply ${ply} ${makeFen(pos)}`;
    const moves = compare(pos, oracle, where);
    positions++;
    if (moves.length === 0 || isInsufficientMaterial(pos)) return { positions, ended: true };
    if (ply === plies) break;
    const pick = moves[rng.int(moves.length)]!;
    oracle.move(pick.san);
    const ok = pos.play(pos.legalMoves().find((m) => makeUci(m) === pick.uci)!);
    assert.ok(ok);
    assert.equal(withoutEp(makeFen(pos)), withoutEp(oracle.fen()), `position after ${pick.san} differs (${where})`);
  }
  return { positions, ended: false };
}

test('chess.js agrees on 10,000 short playouts from the start and from the random perft set', () => {
  const path = sharedPath('data/perft/random.perft');
  const starts = path
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('epd '))
        .map((l) => `${l.slice(4).trim()} 0 1`)
    : [];
  const rng = prng(2026);
  let positions = 0;
  for (let i = 0; i < 10_000; i++) {
    const fen = starts.length > 0 && i % 2 === 1 ? starts[rng.int(starts.length)]! : new Chess().fen();
    positions += playout(fen, 2 + rng.int(10), 1000 + i).positions;
  }
  assert.ok(positions > 60_000, `compared ${positions} positions`);
});

test('chess.js agrees on 100 playouts played to the end (mates, stalemates, bare kings)', () => {
  let ended = 0;
  for (let i = 0; i < 100; i++) {
    if (playout(new Chess().fen(), 400, 77_000 + i).ended) ended++;
  }
  assert.ok(ended > 10, `only ${ended} of 100 playouts reached an ending`);
});
