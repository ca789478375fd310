/**
 * The workloads `bench:instructions` runs under callgrind, run here without it against this
 * checkout's build: they must load the build's modules and do the work they claim (the tool
 * divides the instructions by it).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { canCheckmate } from '../src/index.js';
import { parseFenTolerant } from '../src/notation/fen.js';
import { sharedPath, skipMessage } from '../test/shared.js';
import { WORKLOADS } from './instructionWorkloads.js';

const here = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(here, '..', '..', 'dist');
const SCRIPT = join(here, 'instructionWorkload.js');
const LICHESS = 'data/unwinnability/lichess.txt';

function runWorkload(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
}

test('the perft workloads count their perft numbers, once per repeat', () => {
  for (const w of WORKLOADS) {
    if (w.kind !== 'perft') continue;
    const out = runWorkload(DIST, w.name, '2');
    assert.equal(out.status, 0, out.stderr);
    assert.equal(out.stdout.trim(), `counted: ${2 * w.leaves}`, w.name);
  }
});

test('a solver workload searches the first positions of lichess.txt for both sides', (t) => {
  const path = sharedPath(LICHESS);
  if (path === undefined) return t.skip(skipMessage(LICHESS));
  const w = WORKLOADS.find((x) => x.name === 'solver-quick');
  assert.ok(w !== undefined && w.kind === 'solver');
  let nodes = 0;
  let positions = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#') || positions === w.positions) continue;
    const pos = parseFenTolerant(line.slice(line.indexOf(' ') + 1));
    assert.ok(pos.ok, line);
    positions++;
    for (const side of ['white', 'black'] as const) nodes += canCheckmate(pos.value, side, { mode: 'quick' }).nodes;
  }
  assert.equal(positions, w.positions);
  const out = runWorkload(DIST, w.name, '1', path);
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout.trim(), `counted: ${nodes}`);
});

test('a workload refuses a name it does not know and a missing lichess.txt, saying why', () => {
  const unknown = runWorkload(DIST, 'perft-nowhere', '1');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /usage: .*perft-start\|perft-kiwipete\|solver-full\|solver-quick/);
  const noFile = runWorkload(DIST, 'solver-full', '1');
  assert.notEqual(noFile.status, 0);
  assert.match(noFile.stderr, /solver-full needs the path of lichess\.txt/);
});
