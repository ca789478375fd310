import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTrf } from './parse.js';
import { makeTrf } from './make.js';
import { DEFAULT_POINTS } from '../model/points.js';

/** A 001 line from its static fields and round blocks (columns per C.04 Annex 2). */
function p001(id: number, name: string, points: string, blocks: string[], rating = '2000'): string {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}${' '.repeat(28)}${points.padStart(4)}`;
  return `${head}${' '.repeat(7)}${blocks.join('  ')}`.trimEnd();
}

const SIX = [
  '012 Example blitz club night',
  p001(1, 'Alpha, A', '1.0', ['   4 w 1']),
  p001(2, 'Bravo, B', '0.0', ['   5 b 0']),
  p001(3, 'Charlie, C', '1.0', ['   6 w 1']),
  p001(4, 'Delta, D', '0.0', ['   1 b 0']),
  p001(5, 'Echo, E', '1.0', ['   2 w 1']),
  p001(6, 'Foxtrot, F', '0.0', ['   3 b 0']),
  'XXR 9',
  'XXC white1',
];

function parsed(lines: string[], eol = '\r') {
  const r = parseTrf(lines.join(eol) + eol);
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}

function failure(lines: string[]) {
  const r = parseTrf(lines.join('\n'));
  assert.equal(r.ok, false, 'expected a bad-trf error');
  if (r.ok) throw new Error('unreachable');
  assert.equal(r.error.code, 'bad-trf');
  return r.error;
}

test('TRF16 + TRF(x): the research note example reads with its rounds, colour and blocks', () => {
  const t = parsed(SIX);
  assert.equal(t.totalRounds, 9);
  assert.equal(t.initialColor, 'w');
  assert.deepEqual(t.info, [{ code: '012', value: 'Example blitz club night' }]);
  assert.deepEqual(
    t.players.map((p) => p.id),
    [1, 2, 3, 4, 5, 6],
  );
  const alpha = t.players[0]!;
  assert.equal(alpha.name, 'Alpha, A');
  assert.equal(alpha.rating, 2000);
  assert.equal(alpha.points, 1);
  assert.equal(alpha.rank, null);
  assert.deepEqual(alpha.rounds, [{ opponent: 4, color: 'w', result: '1' }]);
  assert.deepEqual(t.pointSystem, DEFAULT_POINTS);
});

test('CR, LF and CRLF line ends and blank lines read the same', () => {
  const a = parsed(SIX, '\r');
  assert.deepEqual(parsed(SIX, '\n'), a);
  assert.deepEqual(parsed(SIX, '\r\n'), a);
  assert.deepEqual(parsed(['', ...SIX.slice(0, 3), '   ', ...SIX.slice(3), ''], '\r\n'), a);
});

test('the static fields sit in their columns: sex, title, federation, FIDE id, birth date, rank', () => {
  const line = '001   12 mGM  Carlsen, Magnus                   2830 NOR     1503014 1990/11/30  2.5    1  0000 - F  0000 - U  0000 - H';
  const t = parsed([line]);
  const p = t.players[0]!;
  assert.deepEqual(
    { ...p, rounds: undefined },
    {
      id: 12,
      sex: 'm',
      title: 'GM',
      name: 'Carlsen, Magnus',
      rating: 2830,
      federation: 'NOR',
      fideId: '1503014',
      birthDate: '1990/11/30',
      points: 2.5,
      rank: 1,
      rounds: undefined,
    },
  );
});

test('TRF-2026 header codes: 142, 152, 162, 240, 250, 260 and ### comments', () => {
  const t = parsed([
    '### a comment',
    '012 Blitz',
    '142 7',
    '152 B',
    '162  W 3.0    D 1.0    L 0.0    A 0.0    P 2.0',
    '192 FIDE_DUTCH_2025',
    '222 180+2',
    ...SIX.slice(1, 7),
    '240 H 002    3    5',
    '240 Z 003    1',
    '250      1.0 001 002 0001 0003',
    '250      0.5 003 003 0001 0002',
    '260 001 003    1    2',
    '260 001 007    3    4    5',
  ]);
  assert.equal(t.totalRounds, 7);
  assert.equal(t.initialColor, 'b');
  assert.deepEqual(t.pointSystem, {
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 3,
    fullBye: 3,
    pairingBye: 2,
    halfBye: 1,
    forfeitLoss: 0,
    zeroBye: 0,
  });
  assert.deepEqual(t.info, [
    { code: '###', value: ' a comment' },
    { code: '012', value: 'Blitz' },
    { code: '192', value: 'FIDE_DUTCH_2025' },
    { code: '222', value: '180+2' },
  ]);
  assert.deepEqual(t.requestedByes, [
    { round: 2, kind: 'H', players: [3, 5] },
    { round: 3, kind: 'Z', players: [1] },
  ]);
  assert.deepEqual(t.accelerations, [
    { player: 1, pointsByRound: [1, 1, 0.5] },
    { player: 2, pointsByRound: [1, 1, 0.5] },
    { player: 3, pointsByRound: [1, 1] },
  ]);
  // 260 over rounds 1..7 of a 7-round event is the same constraint as XXP: every round.
  assert.deepEqual(t.forbiddenPairs, [
    { players: [1, 2], fromRound: 1, toRound: 3 },
    { players: [3, 4, 5], fromRound: null, toRound: null },
  ]);
});

test('TRF(x) and TRF(bx) codes: XXA, XXP, XXZ (the next round), XXS and BB*', () => {
  const t = parsed([
    ...SIX,
    'XXA 0001  1.0  1.0  0.0',
    'XXA    4  0.5',
    'XXP 1 3',
    'XXZ 2 6',
    'BBW  3.0',
    'BBD  1.0',
    'BBZ  0.5',
    'BBU  1.5',
    'XXS FW=2.5 HPB=0.5',
  ]);
  assert.deepEqual(t.accelerations, [
    { player: 1, pointsByRound: [1, 1] },
    { player: 4, pointsByRound: [0.5] },
  ]);
  assert.deepEqual(t.forbiddenPairs, [{ players: [1, 3], fromRound: null, toRound: null }]);
  assert.deepEqual(t.requestedByes, [{ round: 2, kind: 'Z', players: [2, 6] }]);
  assert.deepEqual(t.pointSystem, {
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 2.5,
    fullBye: 3,
    pairingBye: 1.5,
    halfBye: 0.5,
    forfeitLoss: 0,
    zeroBye: 0.5,
  });
});

test('byes, forfeits, quick games, late entries and lower-case letter codes read as written', () => {
  const t = parsed([
    p001(1, 'A', '2.0', ['   2 w +', '   3 b d', '0000 - u']),
    p001(2, 'B', '0.0', ['   1 b -', '0000 - z', '   3 w -']),
    p001(3, 'C', '1.0', ['        ', '   1 w D', '   2 b +']),
  ]);
  assert.deepEqual(t.players[0]!.rounds, [
    { opponent: 2, color: 'w', result: '+' },
    { opponent: 3, color: 'b', result: 'D' },
    { opponent: null, color: '-', result: 'U' },
  ]);
  assert.deepEqual(t.players[2]!.rounds, [
    { opponent: null, color: '-', result: null },
    { opponent: 1, color: 'w', result: 'D' },
    { opponent: 2, color: 'b', result: '+' },
  ]);
});

test('a forfeit may be written without colours (both "-") and a pairing without a result', () => {
  const t = parsed([p001(1, 'A', '1.0', ['   2 - +', '   2 w']), p001(2, 'B', '0.0', ['   1 - -', '   1 b'])]);
  assert.deepEqual(t.players[1]!.rounds, [
    { opponent: 1, color: '-', result: '-' },
    { opponent: 1, color: 'b', result: null },
  ]);
});

test('trailing blank blocks are dropped: a blank block means not paired', () => {
  const t = parsed([p001(1, 'A', '0.0', ['0000 -  ', '        ']) + '   ']);
  assert.deepEqual(t.players[0]!.rounds, []);
});

test('a points column that disagrees with the results is kept as written', () => {
  const t = parsed([p001(1, 'A', '7.5', ['   2 w 1']), p001(2, 'B', '0.0', ['   1 b 0'])]);
  assert.equal(t.players[0]!.points, 7.5);
});

test('unknown codes, NRS records and XXC options are kept verbatim', () => {
  const t = parsed(['DAT    1 EMAIL a@b.c', 'GER    1      Alpha, A', 'XXC rank black1', ...SIX.slice(1, 7)]);
  assert.deepEqual(t.info, [
    { code: 'DAT', value: '   1 EMAIL a@b.c' },
    { code: 'GER', value: '   1      Alpha, A' },
    { code: 'XXC', value: 'rank' },
  ]);
  assert.equal(t.initialColor, 'b');
});

test('errors name the line and the field', () => {
  const cases: [string[], number, RegExp][] = [
    [[SIX[0]!, SIX[1]!.slice(0, 98) + 'X'], 2, /line 2: round 1 result 'X' is not a TRF result code/],
    [[SIX[1]!, SIX[1]!], 2, /pairing number 1 is repeated \(first on line 1\)/],
    [[p001(1, 'A', '1.0', ['   9 w 1'])], 1, /round 1 opponent 9 has no 001 record/],
    [
      [p001(1, 'A', '1.0', ['   2 w 1']), p001(2, 'B', '0.0', ['   3 b 0']), p001(3, 'C', '0.0', ['   2 w 1'])],
      1,
      /does not name player 1 back/,
    ],
    [[p001(1, 'A', '1.0', ['   2 w 1']), p001(2, 'B', '0.0', ['   1 w 0'])], 1, /colours of 1 \('w'\) and 2 \('w'\) are not opposite/],
    [[p001(1, 'A', '1.0', ['   2 w 1']), p001(2, 'B', '0.0', ['   1 - -'])], 1, /not opposite/],
    [[p001(1, 'A', '1.0', ['0000 w U'])], 1, /colour 'w' without an opponent/],
    [[p001(1, 'A', '1.0', ['0000 - 1'])], 1, /game result '1' without an opponent/],
    [[p001(1, 'A', '1.0', ['   2 w H']), p001(2, 'B', '0.0', ['   1 b 0'])], 1, /bye result 'H' with opponent 2/],
    [[p001(1, 'A', '1.0', ['   2 - 1']), p001(2, 'B', '0.0', ['   1 - 0'])], 1, /has no colour/],
    [[p001(1, 'A', '1.0', ['   1 w 1'])], 1, /opponent is the player himself/],
    [[p001(1, 'A', 'x.5', [])], 1, /points 'x.5' \(columns 81–84\) is not a score/],
    [[p001(1, 'A', '1.0', [], '21OO')], 1, /rating '21OO'/],
    [[SIX[1]!.slice(0, 91) + '  4 w 1'], 1, /round 1 (block|opponent)/],
    [['XXR 9', '142 7'], 2, /142 says 7 rounds but line 1 said 9/],
    [['XXR nine'], 1, /XXR number of rounds 'nine'/],
    [['152 W', 'XXC black1'], 2, /initial colour contradicts line 1/],
    [['152 G'], 1, /152 initial colour 'G'/],
    [['240 Q 001    1'], 1, /240 bye type 'Q'/],
    [['240 H 001    7', ...SIX.slice(1, 7)], 1, /240 names player 7, who has no 001 record/],
    [['260 003 001    1    2'], 1, /260 last round 1 is before the first round 3/],
    [['250 01.0 01.0 001 001 0001 0001'], 1, /team tournaments/],
    [['162  Q 1.0'], 1, /162 code 'Q'/],
    [['XXS WW=1.0 BW=0.5'], 1, /different points/],
    [['XXS NOPE=1'], 1, /XXS item 'NOPE=1'/],
    [['XXA 0001  1.0', 'XXA 0001  0.5'], 2, /XXA for player 1 is repeated/],
    [['12'], 1, /too short/],
    [['012Name'], 1, /must be followed by a blank/],
  ];
  for (const [lines, line, message] of cases) {
    const e = failure(lines);
    assert.equal(e.line, line, `${e.message} (expected line ${line})`);
    assert.match(e.message, message);
  }
});

test('162 X (unknown result) is not modelled: kept verbatim beside the modelled items', () => {
  const t = parsed(['162  W 2.0    X 1.0', ...SIX.slice(1, 7)]);
  assert.equal(t.pointSystem.win, 2);
  assert.deepEqual(t.info, [{ code: '162', value: ' X 1.0' }]);
  const again = parseTrf(makeTrf(t));
  assert.ok(again.ok);
  assert.deepEqual(again.value, t);
});
