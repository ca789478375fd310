/**
 * One workload of `bench:instructions` (instructions.ts), run under callgrind against a built
 * core (its `dist` folder, given by path, so that an older build can be measured the same way):
 *
 *   node instructionWorkload.js <dist> <workload> <repeats> [<lichess.txt>]
 *
 * It runs the workload `repeats` times and prints what it counted (perft leaves, search nodes), so
 * the caller can check that two builds did the same work. It loads three modules only (index.js,
 * board/index.js, notation/fen.js), so an older build with those can be measured too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WORKLOADS, type Workload } from './instructionWorkloads.js';

/** The part of a built core the workloads call. */
interface Core {
  parseFen(fen: string): { ok: boolean; value?: unknown };
  canCheckmate(pos: unknown, side: 'white' | 'black', options?: { mode?: 'quick' }): { nodes: number };
}
interface Board {
  perft(pos: unknown, depth: number): { ok: boolean; value?: number };
}
interface Fen {
  parseFenTolerant(fen: string): { ok: boolean; value?: unknown };
}

const [dist, name, repeatsText, lichessPath] = process.argv.slice(2);
const workload = WORKLOADS.find((w) => w.name === name);
const repeats = Number(repeatsText);
if (dist === undefined || workload === undefined || !Number.isInteger(repeats) || repeats < 1) {
  console.error(`usage: instructionWorkload.js <dist> <${WORKLOADS.map((w) => w.name).join('|')}> <repeats ≥ 1> [<lichess.txt>]`);
  process.exit(2);
}
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(join(dist, file)).href)) as T;
const core = await load<Core>('index.js');
const board = await load<Board>('board/index.js');
const fen = await load<Fen>('notation/fen.js');

/** Runs `workload` `repeats` times; returns the perft leaves or the search nodes counted. */
function run(job: Workload): number {
  if (job.kind === 'perft') {
    const pos = core.parseFen(job.fen);
    if (!pos.ok) throw new Error(`cannot parse ${job.fen}`);
    let leaves = 0;
    for (let r = 0; r < repeats; r++) leaves += board.perft(pos.value, job.depth).value ?? Number.NaN;
    return leaves;
  }
  if (lichessPath === undefined) throw new Error(`${job.name} needs the path of lichess.txt`);
  const positions: unknown[] = [];
  for (const line of readFileSync(lichessPath, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    // "<labels> <FEN>": the labels are not needed to count instructions.
    const pos = fen.parseFenTolerant(line.slice(line.indexOf(' ') + 1));
    if (pos.ok) positions.push(pos.value);
    if (positions.length === job.positions) break;
  }
  const options = job.quick ? { mode: 'quick' as const } : {};
  let nodes = 0;
  for (let r = 0; r < repeats; r++) {
    for (const pos of positions) nodes += core.canCheckmate(pos, 'white', options).nodes + core.canCheckmate(pos, 'black', options).nodes;
  }
  return nodes;
}

console.log(`counted: ${run(workload)}`);
