import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen } from '../notation/fen.js';
import { makeSquare } from '../types.js';
import type { Move } from '../types.js';
import { parsePgn } from './read.js';
import { replayPgnGame } from './replay.js';
import type { PgnReplay, PgnReplayError } from './replay.js';

const replay = (text: string) => replayPgnGame(parsePgn(text)[0]!);
const played = (text: string): PgnReplay => {
  const r = replay(text);
  if (!r.ok) assert.fail(JSON.stringify(r.error));
  return r.value;
};
const failed = (text: string): PgnReplayError => {
  const r = replay(text);
  if (r.ok) assert.fail('expected the replay to fail');
  return r.error;
};
const uci = (m: Move | null): string => (m === null ? '0000' : makeSquare(m.from) + makeSquare(m.to) + (m.promotion ? m.promotion[0] : ''));

describe('replayPgnGame', () => {
  test('from the initial position to the final one', () => {
    const r = played('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *');
    assert.equal(makeFen(r.start), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    assert.equal(makeFen(r.final), 'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4');
    assert.deepEqual(r.moves.map(uci), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6']);
  });
  test('start and final are independent positions', () => {
    const r = played('1. d4 *');
    assert.notEqual(r.start, r.final);
    assert.equal(r.start.turn, 'white');
    assert.equal(r.final.turn, 'black');
  });
  test('starts from the FEN tag, Black to move', () => {
    const r = played('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K2R b K - 3 40"]\n\n40... Kd7 41. O-O Kc6 *');
    assert.equal(makeFen(r.final), '8/8/2k5/8/8/8/4P3/5RK1 w - - 6 42');
  });
  test('SAN quirks: 0-0, long forms, missing check sign', () => {
    const r = played('1. e4 e5 2. Ng1f3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. Re1 O-O 6. Bxf7 Rxf7 *');
    assert.equal(uci(r.moves[6]!), 'e1g1');
    assert.equal(r.final.pieceAt(6)?.role, 'king');
  });
  test('UCI tokens, castling and promotion included', () => {
    const r = played('[FEN "8/4P1k1/8/8/8/8/8/4K2R w K - 0 1"]\n\ne1g1 g7h7 e7e8q *');
    assert.deepEqual(r.moves.map(uci), ['e1g1', 'g7h7', 'e7e8q']);
    assert.equal(r.final.pieceAt(60)?.role, 'queen');
  });
  test('null moves --, Z0 and 0000 pass the turn', () => {
    const r = played('1. e4 -- 2. d4 Z0 3. Nf3 0000 *');
    assert.deepEqual(r.moves.map(uci), ['e2e4', '0000', 'd2d4', '0000', 'g1f3', '0000']);
    assert.equal(makeFen(r.final), 'rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 3 4');
  });
  test('a null move from a half-move clock of 99999 (hostile 07) replays instead of throwing', () => {
    const r = played('[FEN "4k3/8/8/8/8/8/8/4K2R w - - 99999 50"]\n\n1. -- Kd7 *');
    assert.equal(makeFen(r.final), '8/3k4/8/8/8/8/8/4K2R w - - 100001 51');
  });
  test('a null move while in check is refused', () => {
    const e = failed('1. e4 f5 2. Qh5+ -- *');
    assert.deepEqual([e.code, 'ply' in e ? e.ply : -1], ['illegal_null_move', 3]);
  });
  test('an illegal move: code, ply, token, line and a message naming the move', () => {
    const e = failed('[Event "x"]\n\n1. e4 e5\n2. Ke3 *');
    assert.equal(e.code, 'illegal_move');
    if (e.code !== 'illegal_move') return;
    assert.deepEqual([e.ply, e.san, e.line], [2, 'Ke3', 4]);
    assert.match(e.message, /^move 2\. Ke3 \(line 4\)/);
  });
  test('an illegal UCI move and a token that is no move', () => {
    assert.equal(failed('e2e5 *').code, 'illegal_move');
    const e = failed('1. e4 hello *');
    assert.deepEqual([e.code, 'san' in e ? e.san : ''], ['bad_move', 'hello']);
  });
  test('an ambiguous SAN move', () => {
    const e = failed('[FEN "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"]\n\nRd1 *');
    assert.equal(e.code, 'ambiguous_move');
  });
  test('a bad FEN tag', () => {
    const e = failed('[FEN "8/8/8 w - - 0 1"]\n\n*');
    assert.equal(e.code, 'bad_fen');
    assert.match(e.message, /^FEN tag: /);
  });
  test('an unsupported variant; Standard and From Position are fine', () => {
    assert.equal(failed('[Variant "Crazyhouse"]\n\n1. e4 *').code, 'unsupported_variant');
    played('[Variant "Standard"]\n\n1. e4 *');
    played('[Variant "From Position"]\n[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. Kd2 *');
  });
  test('messages stay one short line whatever the token, FEN or variant holds', () => {
    const long = 'x'.repeat(100_000);
    const move = failed(`1. e4 ${long}\u0007\ud800 *`);
    const fen = failed(`[FEN "8/8/8 w - - 0 1 ${long}\u0001"]\n\n*`);
    const variant = failed(`[Variant "${long}\u0001"]\n\n*`);
    for (const e of [move, fen, variant]) {
      assert.ok(e.message.length < 200, e.message);
      assert.doesNotMatch(e.message, /[\u0000-\u001f\ud800-\udfff]/);
    }
    assert.match(move.message, /^move 1\.\.\. "xxx.*…" \(100002 characters\) \(line 1\): not a legal move in SAN or UCI$/);
    assert.equal(move.code, 'bad_move');
  });
});
