import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AI_LEVELS, aiChallengeBody, computerOf, DEFAULT_AI_CHOICE, isAiLevel, readAiChoice } from './computer.js';
import { readTc } from './TcField.js';

test('the computer is recognised by its name without an account: "<engine> level N", N from 1 to 8', () => {
  assert.deepEqual(computerOf({ id: null, name: 'Stockfish level 3' }), { engine: 'Stockfish', level: 3 });
  assert.deepEqual(computerOf({ id: null, name: 'Flagfall level 8' }), { engine: 'Flagfall', level: 8 });
  assert.deepEqual(computerOf({ id: null, name: 'Computer level 1' }), { engine: 'Computer', level: 1 });
});

test('people are never taken for the computer: accounts, guests, levels out of range, look-alike names', () => {
  assert.equal(computerOf({ id: 'stockfish', name: 'Stockfish level 3' }), null, 'an account, whatever its name');
  assert.equal(computerOf({ id: null, name: 'Guest-acdb59' }), null);
  assert.equal(computerOf({ id: null, name: 'Stockfish level 9' }), null);
  assert.equal(computerOf({ id: null, name: 'Stockfish level 0' }), null);
  assert.equal(computerOf({ id: null, name: 'Stockfish level 3 ' }), null);
  assert.equal(computerOf({ id: null, name: 'Stock fish level 3' }), null);
  assert.equal(computerOf({ id: null, name: 'level 3' }), null);
});

test('the request body trims the control and keeps level and colour', () => {
  assert.deepEqual(aiChallengeBody({ level: 1, tc: '  G/5;d3 ', color: 'black' }), { level: 1, tc: 'G/5;d3', color: 'black' });
});

test('a remembered choice is read leniently: each bad field takes its default', () => {
  assert.deepEqual(readAiChoice(JSON.stringify({ level: 5, tc: '1+0', color: 'white' })), { level: 5, tc: '1+0', color: 'white' });
  assert.deepEqual(readAiChoice(null), DEFAULT_AI_CHOICE);
  assert.deepEqual(readAiChoice('not json'), DEFAULT_AI_CHOICE);
  assert.deepEqual(readAiChoice('[1,2]'), DEFAULT_AI_CHOICE);
  assert.deepEqual(readAiChoice(JSON.stringify({ level: 9, tc: '', color: 'green' })), DEFAULT_AI_CHOICE);
  assert.deepEqual(readAiChoice(JSON.stringify({ level: '3', tc: 3, color: null })), DEFAULT_AI_CHOICE);
  assert.deepEqual(readAiChoice(JSON.stringify({ level: 7 })), { ...DEFAULT_AI_CHOICE, level: 7 });
});

test('the levels are the whole numbers 1 to 8', () => {
  assert.deepEqual([...AI_LEVELS], [1, 2, 3, 4, 5, 6, 7, 8]);
  for (const n of AI_LEVELS) assert.ok(isAiLevel(n));
  for (const n of [0, 9, 2.5, '3', NaN, null]) assert.equal(isAiLevel(n), false, String(n));
});

test('both lobby forms read the control through the core: a label with categories, the core’s message, or nothing', () => {
  const ok = readTc('3+2');
  assert.ok(ok !== null && ok.ok);
  assert.equal(ok.label, '3 min + 2 s per move');
  assert.match(ok.cats, /blitz/i);
  const bad = readTc('3+x');
  assert.ok(bad !== null && !bad.ok);
  assert.match(bad.error, /x/);
  assert.equal(readTc('  '), null);
  const untimed = readTc('-');
  assert.ok(untimed !== null && !untimed.ok);
  assert.match(untimed.error, /clock/);
  const delay = readTc('G/5;d3');
  assert.ok(delay !== null && delay.ok, 'a US Chess delay control is timed');
});
