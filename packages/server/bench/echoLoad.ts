/**
 * The echo comparison's load (a child process of main.ts): `sockets` WebSockets to the echo
 * server, each sending a move-sized JSON message at Poisson instants averaging `ratePerSocket`
 * a second, whatever the answers do (an open loop). The latency of a message runs from its
 * scheduled instant to its echo, so a late sender counts against the figure, as in the game
 * load.
 */
import { WebSocket } from 'ws';
import type { EchoConfig, FromEcho, ToEcho } from './ipc.js';
import { Latencies, exponential } from './stats.js';

function tell(message: FromEcho): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) throw new Error('echoLoad.js runs as a child of the benchmark (node:child_process fork)');
    process.send(message, undefined, {}, () => resolve());
  });
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function run(c: EchoConfig): Promise<void> {
  const latency = new Latencies();
  let measuring = false;
  let stopped = false;
  let sent = 0;
  let received = 0;
  let failed = 0;
  const meanGapMs = 1000 / c.ratePerSocket;
  const sockets: WebSocket[] = [];
  const gapMs = c.sockets <= 1 ? 0 : c.rampMs / c.sockets;
  await Promise.all(
    Array.from(
      { length: c.sockets },
      (_, i) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            open(c.url).then(
              (ws) => {
                sockets.push(ws);
                ws.on('message', (data) => {
                  const m = JSON.parse(String(data)) as { t: number };
                  if (!measuring) return;
                  received++;
                  latency.record(performance.now() - m.t);
                });
                ws.on('error', () => undefined);
                resolve();
              },
              () => {
                failed++;
                resolve();
              },
            );
          }, i * gapMs);
        }),
    ),
  );
  // Each socket sends every message whose instant has come, then sleeps until the next one.
  let seq = 0;
  for (const ws of sockets) {
    let due = performance.now() + exponential(meanGapMs);
    const tick = () => {
      if (stopped) return;
      const now = performance.now();
      while (due <= now) {
        if (ws.readyState === WebSocket.OPEN) {
          ws.send(JSON.stringify({ type: 'move', gameId: 'Ab12Cd34', uci: 'e2e4', cid: `e${seq++}`, thinkMs: 1873, t: due }));
          if (measuring) sent++;
        }
        due += exponential(meanGapMs);
      }
      setTimeout(tick, due - now);
    };
    setTimeout(tick, due - performance.now());
  }
  await new Promise((r) => setTimeout(r, c.warmupMs));
  const cpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, c.windowMs));
  measuring = false;
  stopped = true;
  const cpu = process.cpuUsage(cpuAtStart);
  const wallMs = performance.now() - startedAt;
  for (const ws of sockets) ws.terminate();
  await tell({
    type: 'result',
    latency: latency.encode(),
    sent,
    received,
    failed,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
    wallMs,
  });
}

process.on('message', (message: ToEcho) => {
  run(message.config).then(
    () => process.disconnect(),
    async (e: unknown) => {
      await tell({ type: 'fatal', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      process.exit(1);
    },
  );
});
