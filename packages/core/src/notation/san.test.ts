import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseSan, makeSan, makeSanAndPlay } from './san.js';
import { makeFen } from './fen.js';
import { makeUci } from './uci.js';
import { Position } from '../board/position.js';
import { randomPlayout } from '../../test/random.js';
import { makeSquare } from '../types.js';
import { at, uci } from '../../test/fixtures.js';

test('canonical SAN: disambiguation by file, then rank, then both', () => {
  const pos = at('4k3/8/8/8/8/8/8/N1N1K2N w - - 0 1');
  assert.equal(makeSan(pos, uci('a1b3')), 'Nab3');
  const rooks = at('4k3/8/R7/8/8/8/8/R3K3 w - - 0 1');
  assert.equal(makeSan(rooks, uci('a1a3')), 'R1a3');
  const queens = at('7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1');
  assert.equal(makeSan(queens, uci('a4b3')), 'Qa4b3');
  assert.equal(makeSan(queens, uci('c4c5')), 'Qc5');
});

test('canonical SAN: a pinned piece does not need disambiguation', () => {
  const pos = at('4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1');
  assert.equal(makeSan(pos, uci('g1f3')), 'Nf3');
});

test('canonical SAN: castling, captures, promotion, en passant, check and mate', () => {
  const pos = at('r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
  assert.equal(makeSan(pos, uci('e1g1')), 'O-O');
  assert.equal(makeSan(pos, uci('e1c1')), 'O-O-O');
  assert.equal(makeSan(pos, uci('e5d6')), 'exd6');
  assert.equal(makeSan(pos, uci('b7a8q')), 'bxa8=Q+');
  assert.equal(makeSan(pos, uci('b7b8n')), 'b8=N');
  assert.equal(makeSan(pos, uci('a1a8')), 'Rxa8+');
  const mate = at('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  assert.equal(makeSan(mate, uci('a1a8')), 'Ra8#');
});

test('makeSan refuses an illegal move with a RangeError and leaves the position alone', () => {
  const pos = Position.initial();
  assert.throws(() => makeSan(pos, uci('e2e5')), RangeError);
  assert.equal(makeFen(pos), makeFen(Position.initial()));
});

test('parseSan accepts what real clients send', () => {
  const pos = at('r3k2r/1P6/8/3pP1p1/8/5N2/3N4/R3K2R w KQkq d6 0 1');
  const same: Array<[string, string]> = [
    ['O-O', 'e1g1'],
    ['0-0', 'e1g1'],
    ['O-O+', 'e1g1'],
    ['0-0-0', 'e1c1'],
    ['b8=Q', 'b7b8q'],
    ['b8Q', 'b7b8q'],
    ['b8q', 'b7b8q'],
    ['bxa8=N', 'b7a8n'],
    ['bxa8Q+', 'b7a8q'],
    ['bxa8=Q#', 'b7a8q'],
    ['Nd4', 'f3d4'],
    ['Nfd4', 'f3d4'],
    ['N3d4', 'f3d4'],
    ['Nf3d4', 'f3d4'],
    ['Nf3-d4', 'f3d4'],
    ['Nf3xg5', 'f3g5'],
    ['Ng5', 'f3g5'],
    ['Nxg5', 'f3g5'],
    ['Nh4', 'f3h4'],
    ['exd6', 'e5d6'],
    ['exd6 e.p.', 'e5d6'],
    ['e6', 'e5e6'],
    ['e6!?', 'e5e6'],
    ['Rxa8+', 'a1a8'],
    ['Rxa8', 'a1a8'],
    ['Pe6', 'e5e6'],
    ['♘d4', 'f3d4'],
    ['♞xg5', 'f3g5'],
    ['♖xa8+', 'a1a8'],
  ];
  for (const [san, expected] of same) {
    const r = parseSan(pos, san);
    assert.ok(r.ok, `${san}: ${r.ok ? '' : r.error.message}`);
    assert.equal(makeUci(r.value), expected, san);
  }
});

test('parseSan says whether a move is malformed, illegal or ambiguous', () => {
  const pos = at('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
  const cases: Array<[string, string]> = [
    ['', 'bad_san'],
    ['Zf3', 'bad_san'],
    ['Nd9', 'bad_san'],
    ['Nd2=Q', 'bad_san'],
    ['Nd2', 'ambiguous_san'],
    ['Ne4', 'illegal_san'],
    ['O-O', 'illegal_san'],
    ['e4', 'illegal_san'],
  ];
  for (const [san, code] of cases) {
    const r = parseSan(pos, san);
    assert.ok(!r.ok, san);
    assert.equal(r.error.code, code, san);
    assert.ok(r.error.message.includes(JSON.stringify(san)));
  }
  const promo = parseSan(at('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'), 'b8');
  assert.ok(!promo.ok);
  assert.match(promo.error.message, /must promote/);
});

test('property: SAN round trip on every legal move of random positions, in canonical and lenient forms', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 150 }), fc.integer(), (plies, seed) => {
      const { pos } = randomPlayout(Position.initial(), plies, seed);
      for (const move of pos.legalMoves()) {
        const san = makeSan(pos, move);
        const forms = [san, san.replace(/[+#]$/, ''), san.replace(/=/, ''), san.replace(/O/g, '0')];
        if (/^[NBRQK]/.test(san)) {
          const long =
            san[0]! + makeSquare(move.from) + (san.includes('x') ? 'x' : '') + makeSquare(move.to) + (/[+#]$/.exec(san)?.[0] ?? '');
          forms.push(long, long.replace('x', '-'));
        }
        for (const form of forms) {
          const back = parseSan(pos, form);
          assert.ok(back.ok, `${form} in ${makeFen(pos)}`);
          assert.deepEqual(back.value, move, form);
        }
      }
    }),
    { numRuns: 300 },
  );
});

test('castling given as the king taking its own rook (e1h1) is castling', () => {
  const pos = at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  assert.equal(pos.isLegal(uci('e1h1')), true);
  assert.equal(pos.isLegal(uci('e1a1')), true);
  assert.equal(makeSanAndPlay(pos, uci('e1h1')), 'O-O');
  assert.equal(makeFen(pos), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
  assert.equal(pos.isLegal(uci('e8a8')), true);
  assert.equal(pos.isLegal(uci('e8h8')), false, 'f8 is attacked by the rook on f1');
  assert.equal(pos.isLegal(uci('a8e8')), false, 'a rook onto its king is not castling');
});

test('makeSanAndPlay names and plays a legal move, and refuses an illegal one unchanged', () => {
  const pos = Position.initial();
  assert.equal(makeSanAndPlay(pos, uci('g1f3')), 'Nf3');
  assert.equal(pos.turn, 'black');
  const before = makeFen(pos);
  assert.equal(makeSanAndPlay(pos, uci('e7e4')), undefined);
  assert.equal(makeFen(pos), before);
});
