/** `flagfall perft`: count move-tree leaves from a FEN, or check a whole perft suite. */
import { INITIAL_FEN, makeUci, parseFen } from '@flagfall/core';
import { perft, perftDivide } from '@flagfall/core/board';
import { parseArgs } from '../args.js';
import type { Io } from '../io.js';

export const summary = 'count legal move paths (perft) from a FEN, or check a perft suite';
export const usage = `Usage:
  flagfall perft [--fen FEN] --depth N [--divide]
      plays every move to depth N (no bulk counting) and prints {"nodes","seconds","nps"};
      --divide prints one line per first move with its count before the total.
  flagfall perft --epd FILE [--max-depth N]
      checks every "perft D N" line of a suite (id / epd / perft lines) and prints
      {"positions","checked","failed","skipped","seconds"}; exit 1 when a count is wrong.
      Positions with Chess960 (X-FEN) castling rights are skipped and listed on stderr.`;

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, ['fen', 'depth', 'epd', 'max-depth'], ['divide']);
  if (!parsed.ok) {
    io.err(`flagfall perft: ${parsed.error.message}\n`);
    return 2;
  }
  const opts = parsed.value.options;
  const epd = opts.get('epd');
  if (typeof epd === 'string') return runSuite(epd, opts.get('max-depth'), io);
  const depthText = opts.get('depth');
  const depth = typeof depthText === 'string' ? Number(depthText) : NaN;
  if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
    io.err(`flagfall perft: --depth must be an integer 0…12 (got ${String(depthText ?? 'nothing')})\n`);
    return 2;
  }
  const fen = opts.get('fen');
  const pos = parseFen(typeof fen === 'string' ? fen : INITIAL_FEN);
  if (!pos.ok) {
    io.err(`flagfall perft: ${pos.error.message}\n`);
    return 2;
  }
  const started = performance.now();
  let nodes: number;
  if (opts.get('divide') === true && depth >= 1) {
    nodes = 0;
    for (const { move, nodes: n } of perftDivide(pos.value, depth)) {
      io.out(`${makeUci(move)}: ${n}\n`);
      nodes += n;
    }
  } else {
    nodes = perft(pos.value, depth);
  }
  const seconds = (performance.now() - started) / 1000;
  io.out(JSON.stringify({ nodes, seconds: round(seconds, 3), nps: Math.round(nodes / Math.max(seconds, 1e-9)) }) + '\n');
  return 0;
}

const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** One position of a perft suite. */
interface SuiteEntry {
  id: string;
  epd: string;
  line: number;
  counts: Array<{ depth: number; nodes: number }>;
}

function parseSuite(text: string): { entries: SuiteEntry[]; errors: string[] } {
  const entries: SuiteEntry[] = [];
  const errors: string[] = [];
  let current: SuiteEntry | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const space = line.indexOf(' ');
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
      const m = /^(\d+)\s+(\d+)$/.exec(rest);
      if (!current || !m) errors.push(`line ${i + 1}: bad perft line '${line}'`);
      else current.counts.push({ depth: Number(m[1]), nodes: Number(m[2]) });
    } else {
      errors.push(`line ${i + 1}: unknown key '${key}'`);
    }
  });
  return { entries, errors };
}

async function runSuite(path: string, maxDepthText: string | true | undefined, io: Io): Promise<number> {
  const maxDepth = typeof maxDepthText === 'string' ? Number(maxDepthText) : Infinity;
  if (maxDepthText !== undefined && (!Number.isInteger(maxDepth) || maxDepth < 1)) {
    io.err(`flagfall perft: --max-depth must be a positive integer\n`);
    return 2;
  }
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    io.err(`flagfall perft: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
  }
  const { entries, errors } = parseSuite(text);
  if (errors.length > 0) {
    io.err(`flagfall perft: ${path}: ${errors.join('; ')}\n`);
    return 2;
  }
  const started = performance.now();
  let checked = 0;
  let failed = 0;
  let skipped = 0;
  for (const entry of entries) {
    const pos = parseFen(entry.epd);
    if (!pos.ok && pos.error.field === 'castling') {
      // X-FEN / Chess960 castling (a king or rook off its standard square): not standard chess.
      skipped++;
      io.err(`${entry.id}: skipped, castling rights of a Chess960 setup are not supported (${entry.epd})\n`);
      continue;
    }
    if (!pos.ok) {
      io.err(`flagfall perft: ${path} line ${entry.line} (${entry.id}): ${pos.error.message}\n`);
      return 2;
    }
    for (const { depth, nodes } of entry.counts) {
      if (depth > maxDepth) continue;
      checked++;
      const got = perft(pos.value, depth);
      if (got !== nodes) {
        failed++;
        io.err(`${entry.id}: perft ${depth} expected ${nodes}, got ${got} (${entry.epd})\n`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  io.out(JSON.stringify({ positions: entries.length, checked, failed, skipped, seconds: round(seconds, 3) }) + '\n');
  return failed > 0 ? 1 : 0;
}
