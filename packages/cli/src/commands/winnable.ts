/** `flagfall winnable`: can a side ever checkmate? One position, or a labelled test file. */
import { canCheckmate, DEFAULT_MAX_NODES, makeUci, quote } from '@flagfall/core';
import { parseFenTolerant } from '@flagfall/core/notation';
import { judgeVerdict, LABEL_JUDGEMENTS, parseLabelledPositions, type LabelJudgement } from '@flagfall/core/winnable';
import { parseArgs } from '../args.js';
import type { CommandSpec } from '../args.js';
import { cannotRead, EXIT, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';

/** The largest --nodes: 256 times the default, some twenty minutes of analysis per query. */
export const MAX_NODES_OPTION = 2 ** 30;

export const summary = 'can a side ever checkmate (FIDE 6.9/5.2.2)? one FEN, or a labelled test file';
export const usage = `Usage:
  flagfall winnable --fen FEN --side white|black [--nodes N]
      prints {"verdict","line","reason","nodes","ms"}: verdict yes (line: the UCI moves of a
      mating line, both sides cooperating), no (a proof) or unknown (the node budget ran out).
  flagfall winnable --file FILE [--nodes N]
      reads the chasolver test format (a label WB, W-, -B or --, a space, a FEN; # comments),
      asks both sides of every position, replays every mating line, and prints one JSON line
      {"queries","agree","unsound","badLine","labelWrong","unknown","seconds","perSecond"}:
        agree       the verdict matches the label
        unsound     said no where the label says yes
        badLine     a returned line is not legal or does not end in that side's checkmate
        labelWrong  a mating line that does mate, against a "cannot mate" label (the label is wrong)
        unknown     queries left undecided (the node budget ran out; either label)
      Each query that is not agree or unknown gets one line on stderr; the exit code is 1
      when unsound, badLine or labelWrong is not 0. A progress bar goes to stderr when it is
      a terminal.
  --nodes N   node budget per query, 0 to ${MAX_NODES_OPTION} (default ${DEFAULT_MAX_NODES}).`;

const SPEC: CommandSpec = {
  options: {
    fen: { kind: 'text' },
    side: { kind: 'choice', values: ['white', 'black'] },
    file: { kind: 'text' },
    nodes: { kind: 'int', min: 0, max: MAX_NODES_OPTION },
  },
  conflicts: [[['file'], ['fen', 'side']]],
  requires: [
    ['fen', 'side'],
    ['side', 'fen'],
  ],
};

const COMMAND = 'winnable';

export async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(args, SPEC);
  if (!parsed.ok) return fail(io, COMMAND, parsed.error.message);
  const opts = parsed.value;
  const maxNodes = opts.int('nodes') ?? DEFAULT_MAX_NODES;
  const file = opts.text('file');
  if (file !== undefined) return runFile(file, maxNodes, io);
  const fen = opts.text('fen');
  const side = opts.text('side');
  if (fen === undefined || (side !== 'white' && side !== 'black'))
    return fail(io, COMMAND, 'give --fen FEN and --side white|black, or --file FILE');
  const pos = parseFenTolerant(fen);
  if (!pos.ok) return fail(io, COMMAND, pos.error.message);
  const started = performance.now();
  const v = canCheckmate(pos.value, side, { maxNodes });
  const ms = Math.round((performance.now() - started) * 1000) / 1000;
  io.out(JSON.stringify({ verdict: v.verdict, line: (v.line ?? []).map(makeUci), reason: v.reason, nodes: v.nodes, ms }) + '\n');
  return EXIT.ok;
}

async function runFile(path: string, maxNodes: number, io: Io): Promise<number> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    return fail(io, COMMAND, cannotRead(path, e));
  }
  const file = quote(path);
  const entries = parseLabelledPositions(text);
  if (!entries.ok) return fail(io, COMMAND, `${file} ${entries.error.message}`);
  const positions = entries.value;
  // Every FEN is checked before any analysis, so a bad line fails at once, not after minutes.
  for (const { fen, line } of positions) {
    const pos = parseFenTolerant(fen);
    if (!pos.ok) return fail(io, COMMAND, `${file} line ${line}: ${pos.error.message}`);
  }
  const counts: Record<LabelJudgement, number> = { agree: 0, unsound: 0, badLine: 0, labelWrong: 0, unknown: 0 };
  let queries = 0;
  const started = performance.now();
  let lastDraw = 0;
  for (let e = 0; e < positions.length; e++) {
    const { canMate, fen, line } = positions[e]!;
    const pos = parseFenTolerant(fen);
    if (!pos.ok) throw new Error(`bug: line ${line} parsed before`);
    for (const side of ['white', 'black'] as const) {
      const v = canCheckmate(pos.value, side, { maxNodes });
      queries++;
      const judgement = judgeVerdict(pos.value, side, canMate[side], v);
      counts[judgement]++;
      const where = `line ${line}, ${side} (${quote(fen)})`;
      const moves = (v.line ?? []).map(makeUci).join(' ');
      if (judgement === 'unsound')
        io.err(oneLine(`unsound: ${where}: the label says ${side} can mate, the analysis said no (${v.reason})`) + '\n');
      else if (judgement === 'badLine') io.err(oneLine(`badLine: ${where}: the returned line does not mate: ${moves}`) + '\n');
      else if (judgement === 'labelWrong')
        io.err(oneLine(`labelWrong: ${where}: the label says ${side} cannot mate, yet this line mates: ${moves}`) + '\n');
    }
    if (io.errIsTty && (performance.now() - lastDraw > 100 || e === positions.length - 1)) {
      lastDraw = performance.now();
      const done = (e + 1) / positions.length;
      const width = 30;
      const bar = '#'.repeat(Math.round(done * width)).padEnd(width, '.');
      io.err(
        `\r[${bar}] ${e + 1}/${positions.length} positions, ${counts.unknown} unknown, ${counts.unsound + counts.badLine + counts.labelWrong} wrong`,
      );
      if (e === positions.length - 1) io.err('\n');
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const summaryLine: Record<string, number> = { queries };
  for (const j of LABEL_JUDGEMENTS) summaryLine[j] = counts[j];
  summaryLine['seconds'] = Math.round(seconds * 1000) / 1000;
  summaryLine['perSecond'] = Math.round(queries / Math.max(seconds, 1e-9));
  io.out(JSON.stringify(summaryLine) + '\n');
  return counts.unsound + counts.badLine + counts.labelWrong > 0 ? EXIT.failed : EXIT.ok;
}
