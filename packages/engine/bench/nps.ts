/**
 * `npm run bench:engine`: the built-in engine's speed — nodes per second and the time to a fixed
 * depth over a fixed set of positions (a fresh 16 MiB table for each), after a warm-up search so
 * the JIT has compiled the hot paths. When Stockfish is installed (/usr/games/stockfish or
 * FLAGFALL_STOCKFISH), the same positions at the same depth on one Stockfish thread are printed
 * beside ours, for scale (a different search: its depth is not our depth, its node counts are
 * not ours). A benchmark prints figures; it never fails.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { search, Searcher } from '../src/index.js';

const DEPTH = Number(process.env['FLAGFALL_BENCH_DEPTH'] ?? 9);

const POSITIONS: ReadonlyArray<readonly [string, string]> = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  ['italian', 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4'],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
  ['middlegame', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'],
  ['sicilian', 'r1b1kb1r/1pqp1ppp/p1n1pn2/8/3NP3/2N1B3/PPP1BPPP/R2QK2R w KQkq - 2 8'],
  ['rook ending', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'],
  ['pawn ending', '8/5pk1/6p1/4K2p/7P/6P1/5P2/8 w - - 0 1'],
  ['queens', '3q2k1/5pp1/p6p/1p6/2n5/P1Q2N1P/1P3PP1/6K1 b - - 0 30'],
];

interface Row {
  readonly name: string;
  readonly nodes: number;
  readonly ms: number;
  readonly move: string;
}

function ours(): Row[] {
  const now = (): number => performance.now();
  search({ fen: POSITIONS[1]![1], moves: [] }, { now, depth: DEPTH - 2 }); // warm-up: the JIT compiles the search
  return POSITIONS.map(([name, fen]) => {
    const start = now();
    const r = search({ fen, moves: [] }, { now, depth: DEPTH, searcher: new Searcher({ hashMb: 16 }) });
    const ms = now() - start;
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return { name, nodes: r.value.nodes, ms, move: r.value.uci };
  });
}

async function stockfish(path: string): Promise<Row[]> {
  const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout });
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  lines.on('line', (line) => {
    queue.push(line);
    wake?.();
  });
  const next = async (re: RegExp): Promise<string> => {
    for (;;) {
      const line = queue.shift();
      if (line !== undefined) {
        if (re.test(line)) return line;
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  };
  const send = (line: string): void => void child.stdin.write(`${line}\n`);
  send('uci');
  await next(/^uciok/);
  send('setoption name Threads value 1');
  send('setoption name Hash value 16');
  const rows: Row[] = [];
  for (const [name, fen] of POSITIONS) {
    send('ucinewgame');
    send(`position fen ${fen}`);
    send('isready');
    await next(/^readyok/);
    const start = performance.now();
    send(`go depth ${DEPTH}`);
    let nodes = 0;
    let line: string;
    for (;;) {
      line = await next(/^(info .*nodes|bestmove)/);
      if (line.startsWith('bestmove')) break;
      nodes = Number(/ nodes (\d+)/.exec(line)?.[1] ?? nodes);
    }
    rows.push({ name, nodes, ms: performance.now() - start, move: line.split(' ')[1] ?? '?' });
  }
  send('quit');
  return rows;
}

function print(title: string, rows: readonly Row[]): void {
  console.log(`\n${title} — depth ${DEPTH}`);
  console.log(`${'position'.padEnd(13)}${'nodes'.padStart(11)}${'ms'.padStart(9)}${'nodes/s'.padStart(11)}  best`);
  for (const r of rows) {
    const nps = Math.round((r.nodes * 1000) / Math.max(1, r.ms));
    console.log(`${r.name.padEnd(13)}${String(r.nodes).padStart(11)}${r.ms.toFixed(0).padStart(9)}${String(nps).padStart(11)}  ${r.move}`);
  }
  const nodes = rows.reduce((a, r) => a + r.nodes, 0);
  const ms = rows.reduce((a, r) => a + r.ms, 0);
  console.log(
    `${'total'.padEnd(13)}${String(nodes).padStart(11)}${ms.toFixed(0).padStart(9)}${String(Math.round((nodes * 1000) / ms)).padStart(11)}`,
  );
}

print('Flagfall engine (this thread)', ours());
const sf = process.env['FLAGFALL_STOCKFISH'] ?? '/usr/games/stockfish';
if (existsSync(sf)) print(`Stockfish (${sf}, 1 thread, 16 MiB) for scale`, await stockfish(sf));
else console.log(`\n(Stockfish not found at ${sf}: set FLAGFALL_STOCKFISH to compare)`);
