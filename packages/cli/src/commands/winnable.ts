/** `flagfall winnable`: can a side ever checkmate? One position, or a labelled test file. */
import { canCheckmate, DEFAULT_MAX_NODES, makeUci, Position } from '@flagfall/core';
import { parseFenTolerant } from '@flagfall/core/notation';
import type { Color, Move } from '@flagfall/core';
import { parseArgs } from '../args.js';
import type { Io } from '../io.js';

export const summary = 'can a side ever checkmate (FIDE 6.9/5.2.2)? one FEN, or a labelled test file';
export const usage = `Usage:
  flagfall winnable --fen FEN --side white|black [--nodes N]
      prints {"verdict","line","reason","nodes","ms"}: verdict yes (line: the UCI moves of a
      mating line, both sides cooperating), no (a proof) or unknown (the node budget ran out).
  flagfall winnable --file FILE [--nodes N]
      reads the chasolver test format (a label WB, W-, -B or --, a space, a FEN; # comments),
      asks both sides of every position, replays every mating line, and prints one JSON line
      {"queries","agree","unsound","incomplete","unknown","seconds","perSecond"}:
        unsound     said no where the label says yes (exit code 1 when not 0)
        incomplete  the label says no but no proof was found
        unknown     queries left undecided (either label)
      and "badLines" when a returned line does not mate (also exit code 1).
      A progress bar goes to stderr when it is a terminal.
  --nodes N   node budget per query (default ${DEFAULT_MAX_NODES}).`;

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, ['fen', 'side', 'file', 'nodes'], []);
  if (!parsed.ok) {
    io.err(`flagfall winnable: ${parsed.error.message}\n`);
    return 2;
  }
  const opts = parsed.value.options;
  const nodesText = opts.get('nodes');
  const maxNodes = typeof nodesText === 'string' ? Number(nodesText) : DEFAULT_MAX_NODES;
  if (!Number.isInteger(maxNodes) || maxNodes < 0) {
    io.err(`flagfall winnable: --nodes must be a non-negative integer (got ${String(nodesText)})\n`);
    return 2;
  }
  const file = opts.get('file');
  if (typeof file === 'string') return runFile(file, maxNodes, io);
  const fen = opts.get('fen');
  const side = opts.get('side');
  if (typeof fen !== 'string' || (side !== 'white' && side !== 'black')) {
    io.err(`flagfall winnable: give --fen FEN and --side white|black, or --file FILE\n`);
    return 2;
  }
  const pos = parseFenTolerant(fen);
  if (!pos.ok) {
    io.err(`flagfall winnable: ${pos.error.message}\n`);
    return 2;
  }
  const started = performance.now();
  const v = canCheckmate(pos.value, side, { maxNodes });
  const ms = Math.round((performance.now() - started) * 1000) / 1000;
  io.out(JSON.stringify({ verdict: v.verdict, line: (v.line ?? []).map(makeUci), reason: v.reason, nodes: v.nodes, ms }) + '\n');
  return 0;
}

/** Whether `line` is legal from `pos` and ends with `side` checkmating (the position is not changed). */
function mates(pos: Position, side: Color, line: readonly Move[]): boolean {
  const p = pos.clone();
  for (const m of line) if (!p.play(m)) return false;
  return p.isCheckmate() && p.turn !== side;
}

async function runFile(path: string, maxNodes: number, io: Io): Promise<number> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    io.err(`flagfall winnable: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
  }
  const entries: Array<{ label: string; fen: string; line: number }> = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const m = /^([W-][B-])\s+(.+)$/.exec(raw);
    if (!m) {
      io.err(`flagfall winnable: ${path} line ${i + 1}: expected a label (WB, W-, -B, --), a space and a FEN\n`);
      return 2;
    }
    entries.push({ label: m[1]!, fen: m[2]!, line: i + 1 });
  }
  let queries = 0;
  let agree = 0;
  let unsound = 0;
  let incomplete = 0;
  let unknown = 0;
  let badLines = 0;
  const started = performance.now();
  let lastDraw = 0;
  for (let e = 0; e < entries.length; e++) {
    const { label, fen, line } = entries[e]!;
    const pos = parseFenTolerant(fen);
    if (!pos.ok) {
      io.err(`flagfall winnable: ${path} line ${line}: ${pos.error.message}\n`);
      return 2;
    }
    for (const side of ['white', 'black'] as const) {
      const truth = label[side === 'white' ? 0 : 1] !== '-';
      const v = canCheckmate(pos.value, side, { maxNodes });
      queries++;
      if (v.verdict === 'yes' && !mates(pos.value, side, v.line ?? [])) {
        badLines++;
        io.err(`bad line: ${side} ${fen}: ${(v.line ?? []).map(makeUci).join(' ')}\n`);
      }
      if (v.verdict === 'unknown') {
        unknown++;
        if (!truth) incomplete++;
      } else if ((v.verdict === 'yes') === truth) {
        agree++;
      } else if (truth) {
        unsound++;
        io.err(`unsound: ${side} can mate in ${fen} but the analysis said no (${v.reason})\n`);
      } else {
        incomplete++;
        io.err(`label says ${side} cannot mate in ${fen}, yet a mating line was found\n`);
      }
    }
    if (io.errIsTty && (performance.now() - lastDraw > 100 || e === entries.length - 1)) {
      lastDraw = performance.now();
      const done = (e + 1) / entries.length;
      const width = 30;
      const bar = '#'.repeat(Math.round(done * width)).padEnd(width, '.');
      io.err(`\r[${bar}] ${e + 1}/${entries.length} positions, ${unknown} unknown, ${unsound} unsound`);
      if (e === entries.length - 1) io.err('\n');
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const summaryLine: Record<string, number> = {
    queries,
    agree,
    unsound,
    incomplete,
    unknown,
    seconds: Math.round(seconds * 1000) / 1000,
    perSecond: Math.round(queries / Math.max(seconds, 1e-9)),
  };
  if (badLines > 0) summaryLine['badLines'] = badLines;
  io.out(JSON.stringify(summaryLine) + '\n');
  return unsound > 0 || badLines > 0 ? 1 : 0;
}
