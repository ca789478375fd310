import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../test/shared.js';
import { RULESETS, RULESET_NAMES } from './index.js';
import { makeRulesetDoc, rulesetParams } from './doc.js';

const BEGIN = '<!-- rulesets:begin -->\n';
const END = '<!-- rulesets:end -->\n';

test('docs/rulesets.md holds exactly the tables rendered from the rulesets', () => {
  const path = join(repoRoot(), 'docs', 'rulesets.md');
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  assert.ok(start >= 0 && end > start, 'docs/rulesets.md lacks the rulesets:begin/end markers');
  const rendered = makeRulesetDoc(Object.values(RULESETS));
  const current = text.slice(start + BEGIN.length, end);
  if (current !== rendered && process.env['FLAGFALL_UPDATE_DOCS'] === '1') {
    writeFileSync(path, text.slice(0, start + BEGIN.length) + rendered + text.slice(end));
    return;
  }
  assert.equal(current, rendered, 'docs/rulesets.md is stale: run FLAGFALL_UPDATE_DOCS=1 node scripts/test.js rules/doc');
});

test('every ruleset name and every parameter appears in docs/rulesets.md', () => {
  const text = readFileSync(join(repoRoot(), 'docs', 'rulesets.md'), 'utf8');
  for (const name of RULESET_NAMES) {
    assert.ok(text.includes(`\`${name}\``), `ruleset ${name} missing`);
    for (const row of rulesetParams(RULESETS[name])) {
      assert.ok(text.includes(`\`${row.path}\``), `${name}: parameter ${row.path} missing`);
      assert.ok(text.includes(row.rule), `${name}: article ${row.rule} of ${row.path} missing`);
    }
  }
});
