/**
 * A responsiveness probe: a few sockets of the orchestrator send the protocol's `ping` every
 * 100 ms and time the `pong`, which the server answers at once, without storage. Its latency is
 * the server's event-loop delay plus the network; set beside the move acknowledgement, it tells
 * waiting for the loop from waiting for the commit.
 */
import { WebSocket } from 'ws';
import { Latencies } from './stats.js';

const SOCKETS = 3;
const EVERY_MS = 100;

export class Probe {
  readonly latency = new Latencies();
  private measuring = false;
  private readonly sockets: WebSocket[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly due = new Map<number, number>();
  private seq = 0;

  /** Opens the sockets and starts pinging. */
  async start(url: string): Promise<void> {
    for (let i = 0; i < SOCKETS; i++) {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.on('error', () => undefined);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as { type: string; id?: number };
        if (m.type !== 'pong' || m.id === undefined) return;
        const at = this.due.get(m.id);
        this.due.delete(m.id);
        if (at !== undefined && this.measuring) this.latency.record(performance.now() - at);
      });
      this.sockets.push(ws);
      let next = performance.now() + (i * EVERY_MS) / SOCKETS;
      const tick = () => {
        const id = this.seq++;
        this.due.set(id, next);
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping', id }));
        next += EVERY_MS;
        this.timers[i] = setTimeout(tick, Math.max(0, next - performance.now()));
      };
      this.timers[i] = setTimeout(tick, Math.max(0, next - performance.now()));
    }
  }

  openWindow(): void {
    this.latency.reset();
    this.measuring = true;
  }

  closeWindow(): void {
    this.measuring = false;
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    for (const ws of this.sockets) ws.terminate();
  }
}
