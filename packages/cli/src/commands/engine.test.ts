import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

const bin = fileURLToPath(new URL('../../../bin/flagfall.js', import.meta.url));

describe('flagfall engine', () => {
  test('a real child process: handshake, a search, go infinite then stop, a bad line, quit (exit 0)', async () => {
    const child = spawn(process.execPath, [bin, 'engine'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let waiter: { re: RegExp; resolve: () => void } | null = null;
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (buffer + chunk).split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (waiter?.re.test(line)) {
          const w = waiter;
          waiter = null;
          w.resolve();
        }
      }
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Sends a line and waits for the answer matching `re` (the test's own timeout guards a hang).
    const ask = (line: string, re: RegExp): Promise<void> =>
      new Promise((resolve) => {
        waiter = { re, resolve };
        child.stdin.write(`${line}\n`);
      });

    await ask('uci', /^uciok$/);
    assert.ok(lines.includes('option name Level type spin default 8 min 1 max 8'));
    await ask('isready', /^readyok$/);
    await ask('position startpos moves e2e4\ngo depth 4', /^bestmove [a-h][1-8][a-h][1-8]$/);
    await ask('go infinite', /^info depth 3 /);
    await ask('stop', /^bestmove /);
    await ask('this is not uci', /^info string error: unknown command "this"/);
    child.stdin.write('quit\n');
    assert.equal(await exited, 0);
    assert.equal(lines.filter((l) => l.startsWith('bestmove')).length, 2);
  });

  test('arguments are refused (exit 2, one line); --help prints the usage', async () => {
    const c = capture();
    assert.equal(await main(['engine', 'extra'], c.io), 2);
    assert.match(c.err(), /^flagfall engine: .*extra/);
    const h = capture();
    assert.equal(await main(['engine', '--help'], h.io), 0);
    assert.match(h.out(), /setoption name Level value 1\.\.8/);
  });
});
