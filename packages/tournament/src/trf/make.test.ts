import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTrf } from './parse.js';
import { makeTrf } from './make.js';
import { pointsMismatches } from './mismatch.js';
import { formatScore } from './fields.js';
import type { Tournament } from '../model/tournament.js';

// Canonical files (the layout makeTrf writes), hand-made: columns per C.04 Annex 2 and the TRF-2026
// tables for 162/240/250/260; TRF(x)/TRF(bx) codes as JaVaFo's AUM and bbpPairings' trf.cpp read them.
const TRF26 = [
  '012 Friday blitz',
  '### fictitious data for the round-trip test',
  '092 Individual: Swiss-System',
  '192 FIDE_DUTCH_2025',
  '222 180+2',
  '142 7',
  '152 W',
  '162  W 3.0    D 1.0    P 1.0',
  'XXS FPB=1.0',
  '001    1 mGM  Alpha, Anna                       2650 NOR     1503014 1990/11/30  6.0    1     3 w 1     2 b 1',
  '001    2 wWIM Bravo, Berta                      2300 GER    24600000             0.0    4     4 b 0     1 w 0  0000 - H',
  '001    3      Charlie, C                                                         1.0    2     1 b 0     4 w +',
  '001    4      Delta, D                          1500                             1.0    3     2 w 1     3 b -',
  '001    5      Echo, Late                        1400                             0.0       0000 - Z  0000 - Z',
  '001    6      Foxtrot, Later                    1300                             0.0                           0000 - F',
  '240 H 003    2',
  '240 F 003    6',
  '240 Z 004    3    4',
  '250       1.0 001 002 0001 0002',
  '250       0.5 003 003 0001 0002',
  '260 001 007    1    3',
  '260 002 004    5    6',
  '',
].join('\r\n');

const TRF16 = [
  '012 Friday blitz',
  'XXR 7',
  'XXC black1',
  'BBW  3.0',
  'BBD  1.0',
  'BBF  0.5',
  'BBU  1.0',
  'XXS HPB=0.5',
  '001    1      Alpha                             2000                             3.0          2 w 1',
  '001    2      Bravo                             1900                             0.0          1 b 0',
  '001    3      Charlie                           1800                             1.0       0000 - U',
  'XXZ 3',
  '240 H 003    1',
  'XXA 0001  1.0  1.0',
  'XXA 0003  0.0  0.5',
  'XXP 1 2',
  '260 002 003    2    3',
  '',
].join('\n');

function parsed(text: string): Tournament {
  const r = parseTrf(text);
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}

test('a canonical TRF-2026 file is written back byte for byte (default format and CRLF)', () => {
  const t = parsed(TRF26);
  assert.equal(makeTrf(t), TRF26);
  assert.equal(makeTrf(t, { format: 'trf26', lineEnding: '\r\n' }), TRF26);
});

test('a canonical TRF16 + TRF(x)/TRF(bx) file is written back byte for byte', () => {
  const t = parsed(TRF16);
  assert.deepEqual(t.requestedByes, [
    { round: 2, kind: 'Z', players: [3] },
    { round: 3, kind: 'H', players: [1] },
  ]);
  assert.equal(makeTrf(t, { format: 'trf16', lineEnding: '\n' }), TRF16);
});

test('the same tournament in the other format uses that format’s codes and reads back equal', () => {
  const t16 = parsed(TRF16);
  const as26 = makeTrf(t16, { format: 'trf26', lineEnding: '\n' });
  assert.match(as26, /^142 7$/m);
  assert.match(as26, /^152 B$/m);
  assert.match(as26, /^162 {2}W 3\.0 {4}D 1\.0 {4}P 1\.0$/m);
  assert.match(as26, /^XXS FL=0\.5 HPB=0\.5$/m); // 162 A would also set the zero-point bye
  assert.match(as26, /^240 Z 002 {4}3$/m);
  assert.match(as26, /^250 {7}1\.0 001 002 0001 0001$/m);
  assert.match(as26, /^250 {7}0\.5 002 002 0003 0003$/m);
  assert.match(as26, /^260 001 007 {4}1 {4}2$/m); // every round of a 7-round event
  assert.doesNotMatch(as26, /^(XXR|XXC|BB.|XXZ|XXA|XXP)/m);
  assert.deepEqual(parsed(as26), t16);

  const t26 = parsed(TRF26);
  const as16 = makeTrf(t26, { format: 'trf16', lineEnding: '\r' });
  assert.ok(as16.split('\r').includes('XXR 7'));
  assert.ok(as16.split('\r').includes('XXC white1'));
  assert.ok(as16.split('\r').includes('BBW  3.0'));
  assert.ok(as16.split('\r').includes('XXP 1 3'));
  assert.doesNotMatch(as16, /^(142|152|162|250)/m);
  assert.deepEqual(parsed(as16), t26);
});

test('every line ends with the chosen line ending', () => {
  const t = parsed(TRF26);
  for (const eol of ['\r', '\n', '\r\n'] as const) {
    const text = makeTrf(t, { lineEnding: eol });
    assert.ok(text.endsWith(eol));
    assert.equal(text.split(eol).length - 1, TRF26.split('\r\n').length - 1);
  }
});

test('scores are written in 4 columns with one decimal, wider integers without it', () => {
  assert.equal(formatScore(0), ' 0.0');
  assert.equal(formatScore(11.5), '11.5');
  assert.equal(formatScore(0.25), '0.25');
  assert.equal(formatScore(120), ' 120');
  assert.throws(() => formatScore(12.25), RangeError);
  assert.throws(() => formatScore(-1), RangeError);
});

test('a pairing number over 9999 cannot be written', () => {
  const t = parsed(TRF16);
  const bad = { ...t, players: [{ ...t.players[0]!, id: 10000 }] };
  assert.throws(() => makeTrf(bad), RangeError);
});

test('pointsMismatches: a pre-declared bye may be counted in the points column or not', () => {
  const t = parsed(TRF26);
  // Under 162 W 3 D 1 P 1 and XXS FPB=1: player 1 has 6.0 for two wins, right; player 2 has 0.0 for
  // 0 + 0 + H (= D = 1); players 3 and 4 have 1.0 for a win or forfeit win (3); player 6 has 0.0
  // for an F (1).
  assert.deepEqual(pointsMismatches(t), [
    { player: 2, written: 0, computed: 1 },
    { player: 3, written: 1, computed: 3 },
    { player: 4, written: 1, computed: 3 },
    { player: 6, written: 0, computed: 1 },
  ]);
  const fixed = { ...t, players: t.players.map((p) => ({ ...p, points: [0, 6, 1, 3, 1, 0, 1][p.id]! })) };
  // Player 4: 3 from the round-1 win; the Z bye requested for round 4 adds nothing.
  assert.deepEqual(
    pointsMismatches(fixed).map((m) => m.player),
    [4],
  );
  const counted = { ...fixed, players: fixed.players.map((p) => (p.id === 4 ? { ...p, points: 3 } : p)) };
  assert.deepEqual(pointsMismatches(counted), []);
  // A full-point bye (1 point) requested for round 5 by player 1: 6 and 6 + 1 are both accepted.
  const withBye = { ...counted, requestedByes: [{ round: 5, kind: 'F' as const, players: [1] }] };
  assert.deepEqual(pointsMismatches(withBye), []);
  const counts = { ...withBye, players: withBye.players.map((p) => (p.id === 1 ? { ...p, points: 7 } : p)) };
  assert.deepEqual(pointsMismatches(counts), []);
  const wrong = { ...withBye, players: withBye.players.map((p) => (p.id === 1 ? { ...p, points: 8 } : p)) };
  assert.deepEqual(pointsMismatches(wrong), [{ player: 1, written: 8, computed: 6 }]);
});
