import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pairDutch } from '../../src/dutch/pair.js';
import { makePairingOutput } from '../../src/model/pairing.js';
import { parseTrf } from '../../src/trf/parse.js';

/** The fixtures folder (source tree), from the compiled test's location. */
const fixtures = new URL('../../../test/dutch/fixtures/', import.meta.url);

/** Expected bbpPairings output per fixture and round: `white black` pairs joined by commas, or `no-valid-pairing`. */
export const expectedRounds = JSON.parse(readFileSync(new URL('expected.json', fixtures), 'utf8')) as Record<
  string,
  Record<string, string>
>;

/**
 * Re-pairs every recorded round of fixture `name` from its history and asserts that our pairing is
 * bbpPairings' (pairs, colours, board order, the bye) or that both find no valid pairing.
 * Returns the number of rounds compared.
 */
export function replayFixture(name: string): number {
  const text = readFileSync(new URL(`${name}.trf`, fixtures), 'utf8');
  const parsed = parseTrf(text);
  assert.ok(parsed.ok, `${name}: ${parsed.ok ? '' : parsed.error.message}`);
  const baku = /^192 .*BAKU/m.test(text);
  const rounds = expectedRounds[name]!;
  for (const [round, want] of Object.entries(rounds)) {
    const result = pairDutch(parsed.value, { round: Number(round), baku });
    const got = result.ok ? makePairingOutput(result.value).trim().split('\n').slice(1).join(',') : result.error.code;
    assert.equal(got, want, `${name} round ${round}`);
  }
  return Object.keys(rounds).length;
}
