/**
 * Running bbpPairings (the reference Dutch engine) from the benchmarks and the comparison tool,
 * only when the environment variable FLAGFALL_BBP names its binary. bbpPairings is never part of
 * this repository and no test runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { RoundPairing } from '../src/model/pairing.js';

/** The bbpPairings binary named by FLAGFALL_BBP, or null (unset, or not a file: said on stderr). */
export function bbpBinary(): string | null {
  const path = process.env['FLAGFALL_BBP'];
  if (path === undefined || path === '') return null;
  if (!existsSync(path)) {
    process.stderr.write(`FLAGFALL_BBP=${path}: no such file; running without bbpPairings\n`);
    return null;
  }
  return path;
}

/** What one bbpPairings run gave: its exit code, output, and wall time in milliseconds (process start included). */
export interface BbpRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Runs bbpPairings with `args` (e.g. `['--dutch', file, '-p']`), waiting at most `timeoutMs`. */
export function runBbp(binary: string, args: readonly string[], timeoutMs = 600_000): BbpRun {
  const start = performance.now();
  const r = spawnSync(binary, args, { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr), ms: performance.now() - start };
}

/** Reads a `-p` output (count line, `white black` lines, `id 0` for the bye; LF, CR or CRLF) into a pairing; null when malformed. */
export function parsePairingOutput(text: string, round: number): RoundPairing | null {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  const count = Number(lines[0]);
  if (!Number.isInteger(count) || count !== lines.length - 1) return null;
  const pairs: { white: number; black: number }[] = [];
  let bye: number | null = null;
  for (const line of lines.slice(1)) {
    const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
    if (m === null) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b === 0) bye = a;
    else pairs.push({ white: a, black: b });
  }
  return { round, pairs, bye };
}

/** Whether two pairings are the same boards in the same order with the same colours and bye. */
export function samePairing(a: RoundPairing, b: RoundPairing): boolean {
  return (
    a.bye === b.bye &&
    a.pairs.length === b.pairs.length &&
    a.pairs.every((p, i) => p.white === b.pairs[i]!.white && p.black === b.pairs[i]!.black)
  );
}

/** Whether two pairings have the same games with the same colours and the same bye, in any board order. */
export function sameGames(a: RoundPairing, b: RoundPairing): boolean {
  const key = (p: RoundPairing): string =>
    p.pairs
      .map((x) => `${x.white}-${x.black}`)
      .sort()
      .join(' ') + ` bye ${p.bye ?? '-'}`;
  return key(a) === key(b);
}
