/** `flagfall perft`: count move-tree leaves from a FEN, or check a whole perft suite. */
import { INITIAL_FEN, makeUci, parseFen, quote } from '@flagfall/core';
import { MAX_PERFT_DEPTH, perft, perftDivide, type PerftError } from '@flagfall/core/board';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { cannotRead, EXIT, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';

/** The default of --max-nodes: about four minutes here (perft 7 from the start is 3,195,901,860 nodes). */
export const DEFAULT_PERFT_MAX_NODES = 4_000_000_000;

export const summary = 'count legal move paths (perft) from a FEN, or check a perft suite';
export const usage = `Usage:
  flagfall perft [--fen FEN] --depth N [--divide] [--max-nodes N]
      plays every move to depth N (0 to ${MAX_PERFT_DEPTH}; no bulk counting) and prints
      {"nodes","seconds","nps"}; --divide (depth 1 or more) prints one line per first move
      with its count before the total.
  flagfall perft --epd FILE [--max-depth N] [--max-nodes N]
      checks every "perft D N" line of a suite (id / epd / perft lines) and prints
      {"positions","checked","failed","skipped","seconds"}; exit 1 when a count is wrong.
      --max-depth N skips the lines deeper than N. Positions with Chess960 (X-FEN) castling
      rights are skipped and listed on stderr.
  --max-nodes N   stop a count that passes N leaf nodes, with exit code 2 (default
      ${DEFAULT_PERFT_MAX_NODES}, a few minutes; at most ${Number.MAX_SAFE_INTEGER}, beyond which counts are not exact).
      In a suite the limit applies to each count.
  Bad input (a depth past ${MAX_PERFT_DEPTH}, a suite line deeper than that without --max-depth, a
  count that passes --max-nodes) exits with code 2 and one line on stderr.`;

const SPEC: CommandSpec = {
  options: {
    fen: { kind: 'text' },
    depth: { kind: 'int', min: 0, max: MAX_PERFT_DEPTH },
    divide: { kind: 'flag' },
    epd: { kind: 'text' },
    'max-depth': { kind: 'int', min: 1, max: MAX_PERFT_DEPTH },
    'max-nodes': { kind: 'int', min: 0, max: Number.MAX_SAFE_INTEGER },
  },
  conflicts: [
    [
      ['epd', 'max-depth'],
      ['fen', 'depth', 'divide'],
    ],
  ],
  requires: [
    ['max-depth', 'epd'],
    ['divide', 'depth'],
    ['fen', 'depth'],
  ],
};

const COMMAND = 'perft';

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const opts = parsed.value;
  const maxNodes = opts.int('max-nodes') ?? DEFAULT_PERFT_MAX_NODES;
  const epd = opts.text('epd');
  if (epd !== undefined) return runSuite(epd, opts.int('max-depth'), maxNodes, io);
  const depth = opts.int('depth');
  if (depth === undefined) return fail(io, COMMAND, 'give --depth N (a FEN with --fen, or the start position), or --epd FILE');
  const divide = opts.has('divide');
  if (divide && depth < 1) return fail(io, COMMAND, '--divide needs --depth 1 or more');
  const pos = parseFen(opts.text('fen') ?? INITIAL_FEN);
  if (!pos.ok) return fail(io, COMMAND, pos.error.message);
  const started = performance.now();
  let nodes: number;
  if (divide) {
    const entries = perftDivide(pos.value, depth, { maxNodes });
    if (!entries.ok) return fail(io, COMMAND, limitMessage(entries.error));
    nodes = 0;
    for (const { move, nodes: n } of entries.value) {
      io.out(`${makeUci(move)}: ${n}\n`);
      nodes += n;
    }
  } else {
    const count = perft(pos.value, depth, { maxNodes });
    if (!count.ok) return fail(io, COMMAND, limitMessage(count.error));
    nodes = count.value;
  }
  const seconds = (performance.now() - started) / 1000;
  io.out(JSON.stringify({ nodes, seconds: round(seconds, 3), nps: Math.round(nodes / Math.max(seconds, 1e-9)) }) + '\n');
  return EXIT.ok;
}

/** The line for a count that failed (depths are checked before counting, so the node limit). */
function limitMessage(error: PerftError): string {
  return error.code === 'node_limit' ? `depth ${error.depth}: stopped after ${error.maxNodes} nodes: raise --max-nodes` : error.message;
}

const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** One position of a perft suite. */
interface SuiteEntry {
  id: string;
  epd: string;
  line: number;
  counts: Array<{ depth: number; nodes: number; line: number }>;
}

function parseSuite(text: string): { entries: SuiteEntry[]; errors: string[] } {
  const entries: SuiteEntry[] = [];
  const errors: string[] = [];
  let current: SuiteEntry | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const space = line.search(/\s/);
    const key = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? '' : line.slice(space + 1).trim();
    if (key === 'id') {
      current = { id: rest, epd: '', line: i + 1, counts: [] };
      entries.push(current);
    } else if (key === 'epd') {
      if (!current || current.epd !== '') {
        current = { id: `line ${i + 1}`, epd: '', line: i + 1, counts: [] };
        entries.push(current);
      }
      current.epd = rest;
    } else if (key === 'perft') {
      const m = /^([0-9]+)\s+([0-9]+)$/.exec(rest);
      if (!current || !m) errors.push(`line ${i + 1}: bad perft line ${quote(line)}`);
      else if (!Number.isSafeInteger(Number(m[2]))) errors.push(`line ${i + 1}: count ${quote(m[2]!)} is too large to check exactly`);
      else current.counts.push({ depth: Number(m[1]), nodes: Number(m[2]), line: i + 1 });
    } else {
      errors.push(`line ${i + 1}: unknown key ${quote(key)}`);
    }
  });
  return { entries, errors };
}

/** Checks a suite; `maxDepth` (from --max-depth) skips the deeper lines, without it they are errors past MAX_PERFT_DEPTH. */
async function runSuite(path: string, maxDepth: number | undefined, maxNodes: number, io: Io): Promise<number> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    return fail(io, COMMAND, cannotRead(path, e));
  }
  const file = quote(path);
  const { entries, errors } = parseSuite(text);
  if (errors.length > 0) return fail(io, COMMAND, `${file} ${errors[0]!}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`);
  // Depths are checked before any counting, so a bad line fails at once, not after minutes.
  if (maxDepth === undefined) {
    for (const entry of entries) {
      const deep = entry.counts.find((c) => c.depth > MAX_PERFT_DEPTH);
      if (deep !== undefined)
        return fail(
          io,
          COMMAND,
          `${file} line ${deep.line} (${quote(entry.id)}): perft ${deep.depth} is deeper than ${MAX_PERFT_DEPTH} (--max-depth skips such lines)`,
        );
    }
  }
  const skipsDeeper = maxDepth ?? MAX_PERFT_DEPTH;
  const started = performance.now();
  let checked = 0;
  let failed = 0;
  let skipped = 0;
  for (const entry of entries) {
    const pos = parseFen(entry.epd);
    if (!pos.ok && pos.error.field === 'castling') {
      // X-FEN / Chess960 castling (a king or rook off its standard square): not standard chess.
      skipped++;
      io.err(
        oneLine(
          `${file} line ${entry.line} (${quote(entry.id)}): skipped, castling rights of a Chess960 setup are not supported (${quote(entry.epd)})`,
        ) + '\n',
      );
      continue;
    }
    if (!pos.ok) return fail(io, COMMAND, `${file} line ${entry.line} (${quote(entry.id)}): ${pos.error.message}`);
    for (const { depth, nodes, line } of entry.counts) {
      if (depth > skipsDeeper) continue;
      checked++;
      const got = perft(pos.value, depth, { maxNodes });
      if (!got.ok) return fail(io, COMMAND, `${file} line ${line} (${quote(entry.id)}): ${limitMessage(got.error)}`);
      if (got.value !== nodes) {
        failed++;
        io.err(
          oneLine(`${file} line ${line} (${quote(entry.id)}): perft ${depth} expected ${nodes}, got ${got.value} (${quote(entry.epd)})`) +
            '\n',
        );
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  io.out(JSON.stringify({ positions: entries.length, checked, failed, skipped, seconds: round(seconds, 3) }) + '\n');
  return failed > 0 ? EXIT.failed : EXIT.ok;
}
