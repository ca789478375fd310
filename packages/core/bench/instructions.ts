/**
 * `npm run bench:instructions`: the instructions the core executes per unit of work (a perft leaf,
 * an unwinnability query), counted under callgrind. On a shared machine a timing can move by a
 * factor of two between runs of the same code; an instruction count moves less, but still by one
 * to three percent with where the build lies and when it runs (docs/performance.md: a build
 * measured against a byte-for-byte copy of itself has read 3.35% apart), so over several rounds
 * it shows a change of several percent when the timings cannot (issue 15). Only ratios between
 * builds mean anything: under valgrind V8 runs about 50 times slower, and its count per leaf is
 * not the native one. Never a test; needs valgrind (Debian: `apt-get install valgrind`).
 *
 *   npm run bench:instructions [-- --against <dist>] [--only <workload>,…] [--rounds <n>]
 *
 * `--against` also counts another build of the core (a copy of an older `packages/core/dist`) and
 * prints the change. Each workload runs a few times and many times, each in a fresh process under
 * callgrind (`node --predictable --predictable-gc-schedule`: V8 compiles on the main thread, and
 * its heap sizing does not follow the measured allocation rate); the difference is the
 * instructions of the extra repeats, start-up and the first compilation cancelled. With
 * `--rounds n` every measurement is made n times: the median is printed with the range, which
 * shows how far this machine's counts wander (a loaded machine moves them by a percent or more).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedPath } from '../test/shared.js';
import { WORKLOADS, type Workload } from './instructionWorkloads.js';

const here = dirname(fileURLToPath(import.meta.url));
/** This checkout's build of the core (build/bench → dist). */
const OUR_DIST = resolve(here, '..', '..', 'dist');
const WORKLOAD_SCRIPT = join(here, 'instructionWorkload.js');
const LICHESS = 'data/unwinnability/lichess.txt';

interface Options {
  readonly against?: string;
  readonly workloads: readonly Workload[];
  /** How many times each workload is measured (the median is printed, and the range). */
  readonly rounds: number;
}

/** The command line's options, or what is wrong with it. */
function parseOptions(args: readonly string[]): Options | string {
  let against: string | undefined;
  let workloads: readonly Workload[] = WORKLOADS;
  let rounds = 1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if ((arg === '--against' || arg === '--only' || arg === '--rounds') && value === undefined) return `${arg} needs a value`;
    if (arg === '--against') {
      against = resolve(value!);
      if (!existsSync(join(against, 'index.js'))) return `--against ${value}: no index.js there (give a core's dist folder)`;
      i++;
    } else if (arg === '--only') {
      const names = value!.split(',');
      const unknown = names.filter((n) => !WORKLOADS.some((w) => w.name === n));
      if (unknown.length > 0) return `--only: no workload ${unknown.join(', ')} (there are ${WORKLOADS.map((w) => w.name).join(', ')})`;
      workloads = WORKLOADS.filter((w) => names.includes(w.name));
      i++;
    } else if (arg === '--rounds') {
      rounds = Number(value);
      if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) return `--rounds ${value}: give a whole number from 1 to 20`;
      i++;
    } else {
      return `unknown argument ${arg} (use --against <dist>, --only <workload>,… and --rounds <n>)`;
    }
  }
  return against === undefined ? { workloads, rounds } : { against, workloads, rounds };
}

/** A workload's instructions under callgrind and what it counted, or why it could not run. */
function callgrind(
  dist: string,
  workload: Workload,
  repeats: number,
  lichess: string | undefined,
): { instructions: number; counted: number } | string {
  const args = ['--tool=callgrind', '--smc-check=all-non-file', '--callgrind-out-file=/dev/null'];
  args.push(process.execPath, '--predictable', '--predictable-gc-schedule', WORKLOAD_SCRIPT, dist, workload.name, String(repeats));
  if (lichess !== undefined) args.push(lichess);
  const out = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (out.error !== undefined) return out.error.message;
  const refs = /I\s+refs:\s+([\d,]+)/.exec(out.stderr)?.[1];
  const counted = /counted: (\d+)/.exec(out.stdout)?.[1];
  if (out.status !== 0 || refs === undefined || counted === undefined) {
    return `exit status ${out.status}: ${out.stderr.trim().split('\n').slice(-3).join(' / ')}`;
  }
  return { instructions: Number(refs.replaceAll(',', '')), counted: Number(counted) };
}

/**
 * One round: the instructions per unit of `workload` in each build of `dists`, and the work its
 * few-repeats run counted; or why not. The builds' runs alternate (every build's few repeats,
 * then every build's many), so that a change in the machine's load touches all of them alike.
 */
function round(dists: readonly string[], workload: Workload, lichess: string | undefined): { perUnit: number; counted: number }[] | string {
  const runs: { instructions: number; counted: number }[][] = [];
  for (const repeats of workload.repeats) {
    const these: { instructions: number; counted: number }[] = [];
    for (const dist of dists) {
      const run = callgrind(dist, workload, repeats, lichess);
      if (typeof run === 'string') return `${dist}: ${run}`;
      these.push(run);
    }
    runs.push(these);
  }
  const [few, many] = workload.repeats;
  const units = (many - few) * (workload.kind === 'perft' ? workload.leaves : 2 * workload.positions);
  return dists.map((_, i) => ({ perUnit: (runs[1]![i]!.instructions - runs[0]![i]!.instructions) / units, counted: runs[0]![i]!.counted }));
}

/** The median of `values` (of an even number, the mean of the middle two) and, for more than one, their range. */
function summary(values: readonly number[]): { median: number; text: string } {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const range =
    sorted.length > 1 ? ` (${sorted[0]!.toFixed(1)}–${sorted[sorted.length - 1]!.toFixed(1)} over ${sorted.length} rounds)` : '';
  return { median, text: `${median.toFixed(1)}${range}` };
}

function describe(workload: Workload): string {
  return workload.kind === 'perft'
    ? `${workload.name} (perft ${workload.depth}, ${workload.leaves.toLocaleString('en')} leaves): per leaf`
    : `${workload.name} (lichess.txt's first ${workload.positions.toLocaleString('en')} positions, both sides): per query`;
}

const options = parseOptions(process.argv.slice(2));
if (typeof options === 'string') {
  console.error(`bench:instructions: ${options}`);
  process.exit(2);
}
if (spawnSync('valgrind', ['--version']).error !== undefined) {
  console.error('bench:instructions: valgrind is not installed (Debian: apt-get install valgrind)');
  process.exit(1);
}
console.log(
  `# Instructions per unit of work under callgrind, Node ${process.version}${options.against === undefined ? '' : `; against ${options.against}`}\n`,
);
const dists = options.against === undefined ? [OUR_DIST] : [OUR_DIST, options.against];
for (const workload of options.workloads) {
  const lichess = workload.kind === 'solver' ? sharedPath(LICHESS) : undefined;
  if (workload.kind === 'solver' && lichess === undefined) {
    console.log(`${workload.name}: skipped, ../shared/${LICHESS} not found`);
    continue;
  }
  const perUnit: number[][] = dists.map(() => []);
  let counted: number[] = [];
  let failure: string | undefined;
  for (let r = 0; r < options.rounds && failure === undefined; r++) {
    const result = round(dists, workload, lichess);
    if (typeof result === 'string') failure = result;
    else {
      result.forEach((x, i) => perUnit[i]!.push(x.perUnit));
      counted = result.map((x) => x.counted);
    }
  }
  if (failure !== undefined) {
    console.log(`${workload.name}: could not run: ${failure}`);
    continue;
  }
  const ours = summary(perUnit[0]!);
  let line = `${describe(workload)} ${ours.text}`;
  if (options.against !== undefined) {
    const theirs = summary(perUnit[1]!);
    const change = (100 * (ours.median - theirs.median)) / theirs.median;
    line += `, against ${theirs.text}: ${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
    // Perft counts the same leaves in every correct build; a search may visit other nodes.
    if (counted[0] !== counted[1]) line += `; counted ${counted[0]} here, ${counted[1]} there`;
  }
  console.log(line);
}
