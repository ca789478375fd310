/**
 * The chasolver test set (../shared/data/unwinnability/positions.txt, MIT): 3,414 hard positions,
 * both sides asked. Every "no" must agree with the label (soundness), every "yes" must come with
 * a line that really mates, and the number of queries decided must not fall.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { canCheckmate, makeUci, parseFen } from '../src/index.js';
import { sharedPath, skipMessage } from './shared.js';

const REL = 'data/unwinnability/positions.txt';
/** Node budget per query: keeps the whole file within a few minutes. */
const MAX_NODES = 1 << 17;
/** Queries the analysis decides within that budget (raise it as the analysis improves; 6,828 is all). */
const DECIDED_AT_LEAST = 6400;

test('positions.txt: sound, every mating line mates, and (nearly) every query decided', (t) => {
  const path = sharedPath(REL);
  if (path === undefined) return t.skip(skipMessage(REL));
  let queries = 0;
  let agree = 0;
  let unknown = 0;
  const unsound: string[] = [];
  const badLines: string[] = [];
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([W-][B-])\s+(.+)$/.exec(raw.trim());
    if (!m) continue;
    const [, label, fen] = m as unknown as [string, string, string];
    const parsed = parseFen(fen, { tolerant: true });
    assert.ok(parsed.ok, fen);
    const pos = parsed.value;
    for (const side of ['white', 'black'] as const) {
      const truth = label[side === 'white' ? 0 : 1] !== '-';
      const v = canCheckmate(pos, side, { maxNodes: MAX_NODES });
      queries++;
      if (v.verdict === 'unknown') {
        unknown++;
        continue;
      }
      if (v.verdict === 'no') {
        if (truth) unsound.push(`${side} ${fen}: ${v.reason}`);
        else agree++;
        continue;
      }
      const p = pos.clone();
      const ok = (v.line ?? []).every((move) => p.play(move)) && p.isCheckmate() && p.turn !== side;
      if (!ok) badLines.push(`${side} ${fen}: ${(v.line ?? []).map(makeUci).join(' ')}`);
      else if (truth) agree++;
    }
  }
  t.diagnostic(`${queries} queries: ${agree} agree with the labels, ${unknown} unknown within ${MAX_NODES} nodes each`);
  assert.equal(queries, 6828);
  assert.deepEqual(unsound, [], 'said "cannot mate" where a mate exists');
  assert.deepEqual(badLines, [], 'returned lines that do not mate');
  assert.equal(agree + unknown, queries, 'a "yes" against a "no" label');
  assert.ok(agree >= DECIDED_AT_LEAST, `decided ${agree}, expected at least ${DECIDED_AT_LEAST}`);
});
