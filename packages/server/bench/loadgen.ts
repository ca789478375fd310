/**
 * A load-generating process (forked by main.ts): it drives its share of the games over real
 * WebSockets, measures inside the window the orchestrator opens and closes, and at the end checks
 * every seat for lost or doubled moves. It talks to the orchestrator over the IPC channel
 * (`ToLoad` in, `FromLoad` out).
 */
import type { FromLoad, LoadConfig, ToLoad } from './ipc.js';
import { Pair } from './pair.js';
import type { PlayerContext } from './player.js';
import { Tally } from './tally.js';

/** After the stop, how long in-flight moves get to be acknowledged before the check. */
const DRAIN_MS = 2_500;

function tell(message: FromLoad): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) throw new Error('loadgen.js runs as a child of the benchmark (node:child_process fork)');
    process.send(message, undefined, {}, () => resolve());
  });
}

class LoadWorker {
  private readonly tally = new Tally();
  private readonly pairs: Pair[] = [];
  private stopping = false;

  constructor(private readonly config: LoadConfig) {
    const ctx: PlayerContext = { config, tally: this.tally, stopping: () => this.stopping };
    for (let i = 0; i < config.pairs; i++) this.pairs.push(new Pair(`${config.name}p${i}`, i < config.flagPairs, ctx));
  }

  /** Connects the pairs spread over the ramp; resolves when every pair has tried. */
  async start(): Promise<void> {
    const gapMs = this.config.pairs <= 1 ? 0 : this.config.rampMs / this.config.pairs;
    const started = this.pairs.map(
      (pair, i) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => void pair.begin().then(resolve), i * gapMs);
        }),
    );
    const results = await Promise.all(started);
    const connected = results.filter((ok) => ok).length;
    await tell({ type: 'ready', connected: connected * 2, failed: (results.length - connected) * 2 });
  }

  windowStart(): void {
    this.tally.openWindow();
  }

  async windowEnd(): Promise<void> {
    const playing = this.pairs.filter((p) => p.playing).length;
    const sockets = this.pairs.reduce((n, p) => n + (p.a.connected ? 1 : 0) + (p.b.connected ? 1 : 0), 0);
    await tell({ type: 'window', stats: this.tally.closeWindow(playing, sockets) });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const p of this.pairs) p.stop();
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    const perSeat = { lost: 0, unacked: 0, unanswered: 0 };
    const lostExamples: string[] = [];
    for (const p of this.pairs) {
      for (const player of [p.a, p.b]) {
        for (const seat of player.seats()) {
          const c = seat.check();
          perSeat.lost += c.lost;
          perSeat.unacked += c.unacked;
          perSeat.unanswered += c.unanswered;
          for (const e of c.examples) if (lostExamples.length < 12) lostExamples.push(e);
        }
      }
    }
    for (const e of lostExamples) this.tally.example(e);
    for (const p of this.pairs) p.close();
    await tell({ type: 'final', integrity: this.tally.integrity(perSeat) });
  }
}

let worker: LoadWorker | null = null;

process.on('message', (message: ToLoad) => {
  const run = async () => {
    switch (message.type) {
      case 'start':
        worker = new LoadWorker(message.config);
        await worker.start();
        break;
      case 'window-start':
        worker?.windowStart();
        break;
      case 'window-end':
        await worker?.windowEnd();
        break;
      case 'stop':
        await worker?.stop();
        process.disconnect();
        break;
    }
  };
  run().catch(async (e: unknown) => {
    await tell({ type: 'fatal', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    process.exit(1);
  });
});

process.on('uncaughtException', (e) => {
  void tell({ type: 'fatal', message: e.stack ?? e.message }).finally(() => process.exit(1));
});
