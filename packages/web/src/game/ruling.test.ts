import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleText, rulingText } from './ruling.js';

const end = (result: string, termination: string | null, rule: string | null = 'FIDE Online 4.4') =>
  ({ status: termination === null ? 'aborted' : 'over', result, termination, rule, ruling: 'server words', ratingDiff: null }) as const;

test('a flag with mating material is a win on time; without it a draw naming who flagged (FIDE Online 4.4)', () => {
  assert.equal(
    rulingText(end('0-1', 'timeout'), { white: 0, black: 5000, running: null }, 'en'),
    "Black wins on time: White's flag fell and Black could still checkmate",
  );
  assert.equal(
    rulingText(end('1/2-1/2', 'timeout'), { white: 0, black: 5000, running: null }, 'en'),
    "Draw: White's flag fell but Black cannot checkmate by any series of legal moves",
  );
  assert.match(rulingText(end('1/2-1/2', 'timeout'), { white: 3000, black: 0, running: null }, 'ru'), /^Ничья: у соперника \(Чёрные\)/);
});

test('every ending has words in both languages; an unknown one falls back to the server', () => {
  for (const t of ['checkmate', 'resignation', 'stalemate', 'dead-position', 'threefold', 'fifty-moves', 'agreement', 'abandonment']) {
    for (const lang of ['en', 'ru'] as const) assert.notEqual(rulingText(end('1-0', t), null, lang), 'server words', `${t} ${lang}`);
  }
  assert.equal(rulingText(end('1-0', 'something-new'), null, 'en'), 'server words');
  assert.equal(rulingText(end('*', null, null), null, 'en'), 'Game aborted');
});

test('articles are named in the reader’s language', () => {
  assert.equal(articleText('FIDE Online 4.4', 'en'), 'FIDE Online 4.4');
  assert.equal(articleText('FIDE Online 4.4', 'ru'), 'Правила ФИДЕ для онлайн-шахмат, п. 4.4');
  assert.equal(articleText('US Chess 14E', 'ru'), 'Правила US Chess, п. 14E');
});
