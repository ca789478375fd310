import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeTagPair, PGN_TERMINATIONS, scanTagPair, SEVEN_TAG_ROSTER } from './tags.js';

const scan = (line: string) => scanTagPair(line, 0, line.length);

describe('scanTagPair', () => {
  test('reads a plain pair', () => {
    assert.deepEqual(scan('[Event "World Senior Teams +50"]'), { name: 'Event', value: 'World Senior Teams +50', next: 32 });
  });
  test('unescapes \\" and \\\\; keeps ] inside the quotes', () => {
    const tag = scan('[White "The \\"Mad\\" \\\\ Hatter [x]"]');
    assert.equal(tag.value, 'The "Mad" \\ Hatter [x]');
    assert.equal(tag.problem, undefined);
  });
  test('a backslash before anything else stays', () => {
    assert.equal(scan('[Site "C:\\games"]').value, 'C:\\games');
  });
  test('tolerates and reports a missing ], a missing closing quote, an unquoted value', () => {
    const noBracket = scan('[Event "x"');
    assert.equal(noBracket.value, 'x');
    assert.match(noBracket.problem!, /Event is not closed/);
    const noQuote = scan('[Event "x]');
    assert.equal(noQuote.value, 'x]');
    assert.match(noQuote.problem!, /no closing quote/);
    const unquoted = scan('[Event Casual game]');
    assert.equal(unquoted.value, 'Casual game');
    assert.match(unquoted.problem!, /not quoted/);
  });
  test('several pairs on a line: next points after each', () => {
    const line = '[A "1"] [B "2"]';
    const first = scanTagPair(line, 0, line.length);
    assert.equal(first.next, 7);
    const second = scanTagPair(line, 8, line.length);
    assert.deepEqual([second.name, second.value, second.next], ['B', '2', line.length]);
  });
  test('property: scan(makeTagPair(name, value)) gives them back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,12}$/), fc.string({ unit: 'grapheme' }), (name, value) => {
        const clean = value.replace(/[\r\n]/g, ' ');
        const tag = scan(makeTagPair(name, value));
        assert.deepEqual([tag.name, tag.value, tag.problem], [name, clean, undefined]);
      }),
    );
  });
});

test('the roster and the terminations are the standard lists', () => {
  assert.deepEqual([...SEVEN_TAG_ROSTER], ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
  assert.equal(PGN_TERMINATIONS.length, 8);
  assert.ok(PGN_TERMINATIONS.includes('time forfeit'));
  assert.ok(PGN_TERMINATIONS.includes('rules infraction'));
});
