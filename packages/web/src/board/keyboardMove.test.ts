import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeSan, makeUci, parseFen, parseSquare, type Position } from '@flagfall/core';
import { parseMoveInput, toBoardMove } from './keyboardMove.js';

const pos = (fen: string): Position => {
  const parsed = parseFen(fen);
  assert.ok(parsed.ok, fen);
  return parsed.value;
};
const START = pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

const squareOf = (name: string): number => parseSquare(name)!;
const move = (text: string, position: Position): string => {
  const r = parseMoveInput(text, position);
  assert.ok(r.ok, `${text}: ${JSON.stringify(r.ok ? null : r.error)}`);
  return r.value.from + r.value.to + (r.value.promotion ?? '');
};
const failure = (text: string, position: Position): { code: string; candidates: string[] } => {
  const r = parseMoveInput(text, position);
  assert.ok(!r.ok, `${text} was accepted`);
  return { code: r.error.code, candidates: r.error.candidates.map((m) => m.from + m.to + (m.promotion ?? '')).sort() };
};

test('SAN in any case a player types it: Nf3, nf3, NF3, e4, E4, with check marks', () => {
  for (const text of ['Nf3', 'nf3', 'NF3', 'Nf3+', ' Nf3 ', 'Ng1f3', 'Ng1-f3', 'ng1f3']) assert.equal(move(text, START), 'g1f3', text);
  for (const text of ['e4', 'E4', 'e4!']) assert.equal(move(text, START), 'e2e4', text);
});

test('UCI and square pairs: g1f3, G1F3, g1-f3, g1 f3', () => {
  for (const text of ['g1f3', 'G1F3', 'g1-f3', 'g1 f3']) assert.equal(move(text, START), 'g1f3', text);
});

test('unparsable, illegal and empty input say so', () => {
  assert.equal(failure('', START).code, 'unparsable');
  assert.equal(failure('   ', START).code, 'unparsable');
  assert.equal(failure('hello', START).code, 'unparsable');
  assert.equal(failure('Zf3', START).code, 'unparsable');
  assert.equal(failure('e5', START).code, 'illegal');
  assert.equal(failure('Ke2', START).code, 'illegal');
  assert.equal(failure('e2e5', START).code, 'illegal');
  assert.equal(failure('O-O', START).code, 'illegal');
});

test('castling: O-O, 0-0, o-o and the long forms', () => {
  const p = pos('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
  for (const text of ['O-O', '0-0', 'o-o', 'OO', 'e1g1']) assert.equal(move(text, p), 'e1g1', text);
  for (const text of ['O-O-O', '0-0-0', 'o-o-o', 'e1c1']) assert.equal(move(text, p), 'e1c1', text);
  const black = pos('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1');
  assert.equal(move('0-0', black), 'e8g8');
});

test('pawn captures: exd5, ed5 and the UCI form', () => {
  const p = pos('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  for (const text of ['exd5', 'EXD5', 'ed5', 'e4d5', 'e4xd5']) assert.equal(move(text, p), 'e4d5', text);
});

test('promotion: e8=Q, e8q, e8Q, e7e8q, e7e8=n; without a piece it is ambiguous among four', () => {
  const p = pos('1n5k/4P3/8/8/8/8/8/K7 w - - 0 1');
  for (const text of ['e8=Q', 'e8q', 'e8Q', 'e7e8q', 'E8=Q']) assert.equal(move(text, p), 'e7e8q', text);
  assert.equal(move('e7e8=n', p), 'e7e8n');
  assert.equal(move('e8=N+', p), 'e7e8n');
  assert.deepEqual(failure('e8', p), { code: 'ambiguous', candidates: ['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r'] });
  assert.deepEqual(failure('e7e8', p), { code: 'ambiguous', candidates: ['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r'] });
  assert.equal(failure('e8=K', p).code, 'unparsable');
});

test('SAN ambiguity is reported with its candidates; the file or rank settles it', () => {
  // Knights on b1 and f3 can both go to d2.
  const p = pos('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
  assert.deepEqual(failure('Nd2', p), { code: 'ambiguous', candidates: ['b1d2', 'f3d2'] });
  assert.deepEqual(failure('nd2', p), { code: 'ambiguous', candidates: ['b1d2', 'f3d2'] });
  assert.equal(move('Nbd2', p), 'b1d2');
  assert.equal(move('nfd2', p), 'f3d2');
  assert.equal(move('N3d2', p), 'f3d2');
});

test('a lower-case b is the bishop or the b-pawn: bc4 is ambiguous when both can, decided when one can; B is the bishop', () => {
  // White pawn b3 and bishop f1 can both take the knight on c4.
  const both = pos('4k3/8/8/8/2n5/1P6/8/4KB2 w - - 0 1');
  assert.deepEqual(failure('bc4', both), { code: 'ambiguous', candidates: ['b3c4', 'f1c4'] });
  // bxc4 is standard SAN for the pawn capture, so it is the pawn.
  assert.equal(move('bxc4', both), 'b3c4');
  assert.equal(move('Bc4', both), 'f1c4');
  assert.equal(move('Bxc4', both), 'f1c4');
  assert.equal(move('b3c4', both), 'b3c4');
  // Only the pawn can: bc4 is the pawn.
  assert.equal(move('bc4', pos('4k3/8/8/8/2n5/1P6/8/4K3 w - - 0 1')), 'b3c4');
  // Only the bishop can: bc4 is the bishop.
  assert.equal(move('bc4', pos('4k3/8/8/8/8/8/8/4KB2 w - - 0 1')), 'f1c4');
  assert.equal(move('b4', START), 'b2b4');
});

test('every legal move is found from its SAN and its UCI; lower-cased SAN means it, is ambiguous, or is SAN itself', () => {
  // Random games from a fixed seed: every position along them, every legal move.
  let seed = 12345;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let checked = 0;
  for (let game = 0; game < 12; game++) {
    const p = START.clone();
    for (let ply = 0; ply < 60; ply++) {
      const legal = p.legalMoves();
      if (legal.length === 0) break;
      for (const m of legal) {
        const expected = toBoardMove(m);
        const uci = makeUci(m);
        assert.deepEqual(parseMoveInput(uci, p), { ok: true, value: expected }, uci);
        const san = makeSan(p, m);
        assert.deepEqual(parseMoveInput(san, p), { ok: true, value: expected }, san);
        const lower = parseMoveInput(san.toLowerCase(), p);
        if (lower.ok && lower.value.from !== expected.from) {
          // Only a bishop move lower-cased can be canonical SAN of a pawn move (Bxc4 → bxc4).
          assert.ok(san.startsWith('B'), san);
          assert.equal(
            makeSan(p, { from: squareOf(lower.value.from), to: m.to }).replace(/[+#]/, ''),
            san.toLowerCase().replace(/[+#]/, ''),
          );
        } else if (lower.ok) assert.deepEqual(lower.value, expected, san.toLowerCase());
        else {
          assert.equal(lower.error.code, 'ambiguous', san.toLowerCase());
          assert.ok(
            lower.error.candidates.some((c) => c.from === expected.from && c.to === expected.to),
            san.toLowerCase(),
          );
        }
        checked++;
      }
      p.play(legal[random(legal.length)]!);
    }
  }
  assert.ok(checked > 5000, `only ${checked} moves checked`);
});
