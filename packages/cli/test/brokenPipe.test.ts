/**
 * `flagfall … | head`: when the reader closes standard output (or error) early, the command
 * stops quietly with exit code 141 (as if killed by SIGPIPE): no stack trace, nothing printed.
 * Real child processes of the installed command (bin/flagfall.js), with big generated inputs.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/flagfall.js', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** Runs the command, closes `stream` of the child after its first bytes; resolves with the exit code and the other stream. */
function runAndClose(
  args: readonly string[],
  stream: 'stdout' | 'stderr',
): Promise<{ code: number | null; signal: string | null; other: string; got: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const closed = child[stream];
    const other = stream === 'stdout' ? child.stderr : child.stdout;
    let text = '';
    let got = 0;
    other.setEncoding('utf8');
    other.on('data', (chunk: string) => void (text += chunk));
    closed.once('data', (chunk: Buffer) => {
      got = chunk.length;
      closed.destroy();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, other: text, got }));
  });
}

describe('a closed output pipe', () => {
  test('adjudicate --trace of a big game | head -c 10: exit 141, stderr empty', async (t) => {
    if (!existsSync(DIST)) return t.skip('packages/cli/dist not built (npm run build)');
    const dir = mkdtempSync(join(tmpdir(), 'flagfall-epipe-'));
    try {
      // 2,000 knight moves: about a megabyte of trace, far more than a pipe holds.
      const dance = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
      const lines = ['{"type":"start","rules":"fide-blitz","tc":"3+2"}'];
      for (let i = 0; i < 2000; i++) lines.push(JSON.stringify({ t: 1000 * (i + 1), type: 'move', move: dance[i % 4] }));
      const file = join(dir, 'big.jsonl');
      writeFileSync(file, lines.join('\n') + '\n');
      const r = await runAndClose(['adjudicate', '--trace', file], 'stdout');
      assert.ok(r.got > 0, 'some output was read');
      assert.equal(r.other, '', 'nothing on stderr: no stack trace');
      assert.deepEqual([r.code, r.signal], [141, null]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a closed stderr (thousands of failure lines): exit 141, not a crash', async (t) => {
    if (!existsSync(DIST)) return t.skip('packages/cli/dist not built (npm run build)');
    const dir = mkdtempSync(join(tmpdir(), 'flagfall-epipe-'));
    try {
      const lines: string[] = [];
      for (let i = 0; i < 5000; i++) lines.push(`id wrong-${i}`, 'epd 4k3/8/8/8/8/8/8/4K3 w - -', 'perft 1 6');
      const file = join(dir, 'wrong.perft');
      writeFileSync(file, lines.join('\n') + '\n');
      const r = await runAndClose(['perft', '--epd', file], 'stderr');
      assert.ok(r.got > 0);
      // The suite is checked in one synchronous run, so the broken pipe is noticed after it: the
      // summary may still reach stdout, but the exit is the quiet 141, not an uncaught error (1).
      assert.match(r.other, /^(\{"positions":5000,[^\n]*\}\n)?$/);
      assert.deepEqual([r.code, r.signal], [141, null]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
