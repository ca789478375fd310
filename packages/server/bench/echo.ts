/**
 * The comparison: a bare `ws` echo server (its own process) under the socket count and the
 * per-socket message rate the game load just had. Its latency is what this machine's sockets,
 * kernel and event loops cost with no game, no storage and no fan-out behind them.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Children } from './children.js';
import type { Cleanup } from './cleanup.js';
import type { FromEcho, ToEcho } from './ipc.js';
import type { EchoResult } from './report.js';
import { Latencies } from './stats.js';

export interface EchoPlan {
  readonly sockets: number;
  readonly ratePerSocket: number;
  readonly workers: number;
  readonly rampMs: number;
  readonly windowS: number;
  readonly here: string;
  readonly cleanup: Cleanup;
}

async function startEchoServer(here: string): Promise<{ url: string; stop: () => Promise<void>; kill: () => void }> {
  const child = spawn(process.execPath, [join(here, 'echoServer.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /echo listening on (\d+)/.exec(out);
      if (m !== null) resolve(Number(m[1]));
    });
    void exited.then(() => reject(new Error(`the echo server exited before listening: ${out}`)));
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    kill: () => void child.kill('SIGKILL'),
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function runEcho(plan: EchoPlan): Promise<EchoResult> {
  const server = await startEchoServer(plan.here);
  const workers = new Children<ToEcho, FromEcho>(join(plan.here, 'echoLoad.js'), Math.min(plan.workers, plan.sockets));
  const undo = [plan.cleanup.add(() => server.kill()), plan.cleanup.add(() => workers.kill())];
  try {
    for (let w = 0; w < workers.size; w++) {
      const sockets = Math.floor(plan.sockets / workers.size) + (w < plan.sockets % workers.size ? 1 : 0);
      workers.send(w, {
        type: 'start',
        config: {
          url: server.url,
          sockets,
          ratePerSocket: plan.ratePerSocket,
          rampMs: plan.rampMs,
          warmupMs: 3_000,
          windowMs: plan.windowS * 1000,
        },
      });
    }
    const results = await workers.collect('result', plan.rampMs + plan.windowS * 1000 + 120_000);
    await workers.finish();
    const latency = new Latencies();
    let sent = 0;
    let failed = 0;
    let cpuMs = 0;
    let wallMs = 0;
    for (const r of results) {
      latency.addEncoded(r.latency);
      sent += r.sent;
      failed += r.failed;
      cpuMs += r.cpuUserMs + r.cpuSystemMs;
      wallMs = Math.max(wallMs, r.wallMs);
    }
    return {
      sockets: plan.sockets,
      ratePerSocket: plan.ratePerSocket,
      latency: latency.summary(),
      sentPerS: sent / (wallMs / 1000),
      failedSockets: failed,
      generatorCpuPct: (100 * cpuMs) / wallMs,
    };
  } catch (e) {
    workers.kill();
    throw e;
  } finally {
    await server.stop();
    for (const u of undo) u();
  }
}
