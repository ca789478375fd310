import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CUTTABLE, MEDIAN_TAKERS, makeTiebreaks, parseTiebreaks, TIEBREAK_NAMES, type TiebreakSpec } from './spec.js';

function names(text: string): string {
  const r = parseTiebreaks(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.ok ? makeTiebreaks(r.value) : '';
}

describe('parseTiebreaks', () => {
  test("the issue's list reads back unchanged", () => {
    assert.equal(names('BH:C1,BH,SB,DE,WIN'), 'BH:C1,BH,SB,DE,WIN');
  });

  test("TieBreakServer's space-separated spelling, with the leading PTS dropped", () => {
    assert.equal(names('PTS BH/C1 BH SB DE'), 'BH:C1,BH,SB,DE');
    assert.equal(names('BH#C2 BH/M1'), 'BH:C2,BH:M1');
  });

  test('long names and compact forms', () => {
    assert.equal(names('Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct Encounter, Koya'), 'BH:C1,BH,SB,DE,KS');
    assert.equal(names('AROC1,aro,bh-m2,sb:c1,ps/c1,tpr,won,bpg,bwg'), 'ARO:C1,ARO,BH:M2,SB:C1,PS:C1,TPR,WON,BPG,BWG');
    assert.equal(names('Buchholz Median-1,Sonneborn-Berger Cut-2'), 'BH:M1,SB:C2');
  });

  test('one long name with spaces and no comma is one tie-break', () => {
    assert.equal(names('Direct Encounter'), 'DE');
    assert.equal(names('Sonneborn-Berger Cut-1'), 'SB:C1');
  });

  test('an empty list ranks by points only', () => {
    const r = parseTiebreaks('  ');
    assert.deepEqual(r, { ok: true, value: [] });
  });

  test('an unknown name fails naming the token', () => {
    const r = parseTiebreaks('BH,XYZ,SB');
    assert.ok(!r.ok);
    if (r.ok) return;
    assert.equal(r.error.code, 'bad-tiebreak');
    assert.equal(r.error.token, 'XYZ');
    assert.match(r.error.message, /XYZ/);
  });

  test('a bad modifier fails naming the token (C3 is no modifier; WIN takes no cut; ARO no median)', () => {
    for (const token of ['BH:C3', 'WIN:C1', 'ARO:M1', 'DE/C1', 'BH:X']) {
      const r = parseTiebreaks(`SB,${token}`);
      assert.ok(!r.ok, token);
      if (!r.ok) assert.equal(r.error.token, token);
    }
  });

  test('an empty token between commas fails', () => {
    const r = parseTiebreaks('BH,,SB');
    assert.ok(!r.ok);
  });

  test('property: makeTiebreaks output reads back to the same specs', () => {
    const spec = fc
      .record({ name: fc.constantFrom(...TIEBREAK_NAMES), lowCuts: fc.integer({ min: 0, max: 2 }), median: fc.boolean() })
      .map(({ name, lowCuts, median }): TiebreakSpec => {
        if (!CUTTABLE.has(name)) return { name, lowCuts: 0, highCuts: 0 };
        if (median && MEDIAN_TAKERS.has(name) && lowCuts > 0) return { name, lowCuts, highCuts: lowCuts };
        return { name, lowCuts, highCuts: 0 };
      });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 8 }), (specs) => {
        assert.deepEqual(parseTiebreaks(makeTiebreaks(specs)), { ok: true, value: specs });
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});
