/**
 * makePgn on whatever the reader gives back from hostile input (test-support/pgnArbitraries.ts):
 * it never throws, and reading what it wrote gives the same game back wherever makePgn promises a
 * round trip (tokens, NAGs, results, clocks in whole tenths, symbol-named tags, comments without
 * `}` or clock-command text, and without a line that begins with a tag pair).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { hostilePgn } from '../test-support/pgnArbitraries.js';
import { withinMs } from '../test-support/timeGuard.js';
import { parsePgn } from './read.js';
import type { PgnGame, PgnMove } from './types.js';
import { makePgn } from './write.js';

/**
 * The parts of a line that makePgn promises to give back. Comments are compared only where the
 * `reference` line's (the original's) are all promised.
 */
function promised(moves: readonly PgnMove[], reference: readonly PgnMove[] = moves): unknown[] {
  return moves.map((m, i) => {
    const ref = reference[i];
    return {
      san: m.san,
      nags: m.nags,
      clock: m.clockMs === undefined ? undefined : Math.floor(m.clockMs / 100) * 100,
      emt: m.emtMs === undefined ? undefined : Math.floor(m.emtMs / 100) * 100,
      comments: ref === undefined || ref.comments.some(unpromised) ? 'any' : m.comments,
      before: ref === undefined || (ref.commentsBefore ?? []).some(unpromised) ? 'any' : (m.commentsBefore ?? []),
      variations: (m.variations ?? []).map((v, k) => promised(v, ref?.variations?.[k] ?? [])),
    };
  });
}
const unpromised = (comment: string): boolean => comment.includes('}') || comment.includes('[%clk') || comment.includes('[%emt');

/** Tags whose names are PGN symbols (makeTagPair writes the name as given), values on one line. */
const symbolTags = (game: PgnGame): Array<[string, string]> =>
  [...game.headers].filter(([name]) => /^[A-Za-z0-9_]+$/.test(name)).map(([name, value]) => [name, value.replace(/[\r\n]/g, ' ')]);

describe('makePgn on what the reader gives back (hostile input)', () => {
  test('property: makePgn never throws, and reading its text gives back what it promises', () => {
    fc.assert(
      fc.property(hostilePgn, fc.boolean(), (text, keepVariations) => {
        for (const game of parsePgn(text, { keepVariations })) {
          const written = withinMs(() => makePgn(game), 'makePgn');
          // Outside the promise (makePgn's doc): a comment line that begins with a tag pair ends a comment when read.
          if (/\n\[[A-Za-z0-9_]+\s+"/.test(written.slice(written.indexOf('\n\n')))) continue;
          const back = parsePgn(written, { keepVariations });
          assert.equal(back.length, 1, written);
          const again = back[0]!;
          assert.equal(again.result, game.result);
          for (const [name, value] of symbolTags(game)) if (name !== 'Result') assert.equal(again.headers.get(name), value, `tag ${name}`);
          assert.deepEqual(promised(again.moves, game.moves), promised(game.moves), written);
          if (!game.comments.some(unpromised)) assert.deepEqual(again.comments, game.comments);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
