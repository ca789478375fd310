/**
 * Reads the real-world PGN files in ../shared/data/pgn and checks what a person reading them sees:
 * game counts, tag values, ply counts (matching the files' PlyCount tags where they have one) and the
 * first and last move of each game.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePgn, readPgnAsync } from '../src/pgn/index.js';
import type { PgnGame } from '../src/pgn/index.js';
import { sharedPath, skipMessage } from './shared.js';

interface Expected {
  readonly tags: Readonly<Record<string, string | undefined>>;
  readonly tagCount: number;
  readonly plies: number;
  readonly first: string | undefined;
  readonly last: string | undefined;
  readonly result: string;
}

const kasparov = (site: string, white: string, result: string, plies: number, first: string, last: string): Expected => ({
  tags: {
    Event: 'IBM Man-Machine, New York USA',
    Site: site,
    White: white,
    Black: white === 'Garry Kasparov' ? 'Deep Blue (Computer)' : 'Garry Kasparov',
    PlyCount: String(plies),
  },
  tagCount: 12,
  plies,
  first,
  last,
  result,
});

const EXPECTED: Readonly<Record<string, readonly Expected[]>> = {
  'anastasian-lewis.pgn': [
    {
      tags: { Event: 'World Senior Teams +50', Round: '8.2', White: 'Anastasian, A.', Black: 'Lewis, An', PlyCount: '84' },
      tagCount: 12,
      plies: 84, // 41... Z0 is ChessBase's null move and counts as a ply
      first: 'd4',
      last: 'Qh1+',
      result: '1-0',
    },
  ],
  'chessbase-empty-line.pgn': [
    {
      tags: { Event: 'AlphaZero vs. Stockfish', Site: undefined, Date: '2017.12.04', White: 'Stockfish 8', BlackFideId: 'deepmind' },
      tagCount: 11,
      plies: 134,
      first: 'e4',
      last: 'Bd6',
      result: '0-1',
    },
  ],
  'kasparov-deep-blue-1997.pgn': [
    kasparov('01', 'Garry Kasparov', '1-0', 89, 'Nf3', 'g7'),
    kasparov('02', 'Deep Blue (Computer)', '1-0', 89, 'e4', 'Ra6'),
    kasparov('03', 'Garry Kasparov', '1/2-1/2', 95, 'd3', 'Ra6'),
    kasparov('04', 'Deep Blue (Computer)', '1/2-1/2', 111, 'e4', 'Kc1'),
    kasparov('05', 'Garry Kasparov', '1/2-1/2', 98, 'Nf3', 'Kb4'),
    kasparov('06', 'Deep Blue (Computer)', '1-0', 37, 'e4', 'c4'),
  ],
  'molinari-bordais-1979.pgn': [
    {
      tags: { Event: 'cr', White: 'Molinari', Black: 'Bordais', PlyCount: '10' },
      tagCount: 12,
      plies: 10,
      first: 'e4',
      last: 'Nd3#',
      result: '0-1',
    },
  ],
  'nepomniachtchi-liren-game1.pgn': [
    {
      tags: { Event: 'FIDE World Championship 2023', White: 'Nepomniachtchi, Ian', TimeControl: '40/7200:20/3600:900+30' },
      tagCount: 12,
      plies: 97,
      first: 'e4',
      last: 'Ke3',
      result: '1/2-1/2',
    },
  ],
  'stockfish-learning.pgn': [
    {
      tags: { Event: '?', Termination: 'adjudication', TimeControl: '900+5', GameEndTime: '2019-01-14T07:27:30.802 PST', PlyCount: '154' },
      tagCount: 15,
      plies: 154,
      first: 'e4',
      last: 'Rf1+',
      result: '1-0',
    },
  ],
  'uci-moves.pgn': [
    {
      tags: { Event: 'CCRL 40/4', White: 'Aristarch 4.50', Black: 'Chess Tiger 15' },
      tagCount: 7,
      plies: 113,
      first: 'g1f3',
      last: 'e3e4',
      result: '1/2-1/2',
    },
  ],
  'utf8-bom.pgn': [
    {
      tags: { Event: 'A', White: 'White vs 1...c5', PlyCount: '0' },
      tagCount: 10,
      plies: 0,
      first: undefined,
      last: undefined,
      result: '*',
    },
    {
      tags: { Event: 'B', White: 'White vs 1...c5', PlyCount: '0' },
      tagCount: 10,
      plies: 0,
      first: undefined,
      last: undefined,
      result: '*',
    },
  ],
};

function check(file: string, games: readonly PgnGame[]): void {
  const expected = EXPECTED[file]!;
  assert.equal(games.length, expected.length, `${file}: number of games`);
  games.forEach((game, i) => {
    const want = expected[i]!;
    const where = `${file} game ${i + 1}`;
    assert.deepEqual(game.errors, [], where);
    assert.equal(game.headers.size, want.tagCount, `${where}: tag count`);
    for (const [name, value] of Object.entries(want.tags)) assert.equal(game.headers.get(name), value, `${where}: ${name}`);
    assert.equal(game.moves.length, want.plies, `${where}: plies`);
    assert.equal(game.moves[0]?.san, want.first, `${where}: first move`);
    assert.equal(game.moves.at(-1)?.san, want.last, `${where}: last move`);
    assert.equal(game.result, want.result, `${where}: result`);
  });
}

const dir = sharedPath('data/pgn');

test('every shared PGN file is known to this test', (t) => {
  if (dir === undefined) return t.skip(skipMessage('data/pgn'));
  assert.deepEqual(
    readdirSync(dir)
      .filter((f) => f.endsWith('.pgn'))
      .sort(),
    Object.keys(EXPECTED).sort(),
  );
});

for (const file of Object.keys(EXPECTED)) {
  test(`reads ${file}`, (t) => {
    if (dir === undefined) return t.skip(skipMessage('data/pgn'));
    check(file, parsePgn(readFileSync(join(dir, file), 'utf8')));
  });
  test(`streams ${file} from disk in 16-byte chunks`, async (t) => {
    if (dir === undefined) return t.skip(skipMessage('data/pgn'));
    const stream = createReadStream(join(dir, file), { encoding: 'utf8', highWaterMark: 16 });
    const games: PgnGame[] = [];
    for await (const game of readPgnAsync(stream as AsyncIterable<string>)) games.push(game);
    check(file, games);
  });
}

test('details: the BOM is not part of the first tag name; comments and the null move are kept', (t) => {
  if (dir === undefined) return t.skip(skipMessage('data/pgn'));
  const bom = parsePgn(readFileSync(join(dir, 'utf8-bom.pgn'), 'utf8'));
  assert.equal([...bom[0]!.headers.keys()][0], 'Event');
  const stockfish = parsePgn(readFileSync(join(dir, 'stockfish-learning.pgn'), 'utf8'))[0]!;
  assert.deepEqual(stockfish.moves[0]!.comments, ['book']);
  assert.deepEqual(stockfish.moves[3]!.comments, ['0.00/31 48s']);
  assert.deepEqual(stockfish.moves.at(-1)!.comments, ['-8.11/24 5.0s, White wins by adjudication']);
  const lewis = parsePgn(readFileSync(join(dir, 'anastasian-lewis.pgn'), 'utf8'))[0]!;
  assert.deepEqual([lewis.moves[81]!.san, lewis.moves[81]!.line], ['Z0', 20]);
});
