import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import { getRuleset, RULESETS, RULESET_NAMES } from './index.js';
import { categorize } from './category.js';
import { rulesetParams } from './doc.js';

const tc = (text: string) => {
  const r = parseTimeControl(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('ruleset tables', () => {
  test('every name resolves to a table of that name; unknown names are errors listing the names', () => {
    for (const name of RULESET_NAMES) {
      const r = getRuleset(name);
      assert.ok(r.ok);
      assert.equal(r.value.name, name);
    }
    const bad = getRuleset('fide-bullet');
    assert.ok(!bad.ok);
    assert.equal(bad.error.code, 'unknown_ruleset');
    assert.match(bad.error.message, /fide-blitz/);
  });

  test('every parameter cites an article of its own body', () => {
    const prefix: Record<string, RegExp> = {
      'fide-standard': /^FIDE (?!2009|Online)/,
      'fide-rapid': /^FIDE (?!2009|Online)/,
      'fide-blitz': /^FIDE (?!2009|Online)/,
      'fide-2009-standard': /^FIDE 2009 /,
      'fide-2009-blitz': /^FIDE 2009 /,
      'uscf-standard': /^US Chess /,
      'uscf-blitz': /^US Chess /,
      online: /^FIDE Online /,
    };
    for (const name of RULESET_NAMES) {
      const rows = rulesetParams(RULESETS[name]);
      assert.ok(rows.length >= 25, `${name} has ${rows.length} parameters`);
      for (const row of rows) assert.match(row.rule, prefix[name]!, `${name}.${row.path}: ${row.rule}`);
      for (const cite of Object.values(RULESETS[name].cite)) assert.match(cite, prefix[name]!);
    }
  });

  test('all tables have the same parameters', () => {
    const paths = rulesetParams(RULESETS['fide-standard']).map((r) => r.path);
    for (const name of RULESET_NAMES)
      assert.deepEqual(
        rulesetParams(RULESETS[name]).map((r) => r.path),
        paths,
        name,
      );
  });

  test('interpretations and unverified articles say why', () => {
    for (const name of RULESET_NAMES) {
      for (const row of rulesetParams(RULESETS[name])) {
        if (row.basis !== undefined) assert.ok((row.note ?? '').length > 10, `${name}.${row.path} is ${row.basis} without a note`);
      }
    }
  });

  test('the penalties and losses the issue names', () => {
    assert.equal(RULESETS['fide-standard'].illegalMove.penaltyMs.value, 120_000); // 7.5.5
    assert.equal(RULESETS['fide-rapid'].illegalMove.penaltyMs.value, 60_000); // A.3
    assert.equal(RULESETS['fide-blitz'].illegalMove.penaltyMs.value, 60_000); // B.3
    assert.equal(RULESETS['fide-blitz'].illegalMove.lossAtCount.value, 2); // 7.5.5
    assert.equal(RULESETS['fide-2009-standard'].illegalMove.lossAtCount.value, 3); // 2009 7.4.b
    assert.equal(RULESETS['fide-2009-standard'].draws.incorrectClaimPenaltyMs.value, 180_000); // 2009 9.5
    assert.equal(RULESETS['fide-2009-blitz'].illegalMove.lossAtCount.value, 1);
    assert.equal(RULESETS['fide-standard'].draws.incorrectClaimPenaltyMs.value, 120_000); // 9.5.3
    assert.equal(RULESETS['fide-blitz'].draws.incorrectClaimPenaltyMs.value, 60_000); // A.3
    assert.equal(RULESETS['uscf-standard'].illegalMove.penaltyMs.value, 120_000); // 11D
    assert.equal(RULESETS['uscf-blitz'].illegalMove.lossAtCount.value, 1); // 7d
    assert.equal(RULESETS['uscf-blitz'].flag.bothFlagsDigital.value, 'draw'); // 8c
    assert.equal(RULESETS['uscf-standard'].flag.callers.value, 'players'); // 13C1
    assert.equal(RULESETS.online.moves.acceptsIllegal.value, false); // FOCR 3.3
    assert.equal(RULESETS.online.draws.threefold.value, 'automatic'); // FOCR 5.4.1
    assert.equal(RULESETS['fide-blitz'].quickplayFinish.value, null); // III.2.2
  });
});

describe('categories', () => {
  test('FIDE 2023: 10+0 and 3+2 blitz, 10+5 rapid, 45+15 standard (B.1, A.1)', () => {
    assert.equal(categorize('fide-2023', tc('10+0')), 'blitz');
    assert.equal(categorize('fide-2023', tc('3+2')), 'blitz');
    assert.equal(categorize('fide-2023', tc('10+5')), 'rapid');
    assert.equal(categorize('fide-2023', tc('45+15')), 'standard');
  });

  test('FIDE 2009: 10+0 and 14+0 blitz, 15+0 rapid (2009 B.1, A.1)', () => {
    assert.equal(categorize('fide-2009', tc('10+0')), 'blitz');
    assert.equal(categorize('fide-2009', tc('14+0')), 'blitz');
    assert.equal(categorize('fide-2009', tc('15+0')), 'rapid');
    assert.equal(categorize('fide-2009', tc('40/90+30, 30+30')), 'standard');
  });

  test('US Chess 5C: G/5 blitz, G/25;d5 dual, G/60;inc30 regular', () => {
    assert.equal(categorize('uscf', tc('G/5')), 'blitz');
    assert.equal(categorize('uscf', tc('G/25;d5')), 'dual');
    assert.equal(categorize('uscf', tc('G/60;inc30')), 'regular');
    assert.equal(categorize('any', tc('G/5')), null);
  });
});
