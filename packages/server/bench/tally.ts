/**
 * A load worker's counters: what it measures inside the window (latency histograms, message
 * counts) and the correctness figures it keeps over the whole run. One per worker process,
 * shared by its players. Mutable.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Integrity, WindowStats } from './ipc.js';
import { Latencies } from './stats.js';

const MAX_EXAMPLES = 12;
const LOOP_SAMPLE_MS = 2;

export class Tally {
  /** Whether the measurement window is open: window figures count only then. */
  windowOpen = false;
  private windowStartedAt = 0;
  private cpuAtStart = process.cpuUsage();
  /** Samples every `LOOP_SAMPLE_MS`; a sample is the time between two samples (so at least that). */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });

  // Window figures.
  readonly ack = new Latencies();
  readonly ackRaw = new Latencies();
  acks = 0;
  premoveAcks = 0;
  sent = 0;
  received = 0;

  // Whole-run figures.
  movesSent = 0;
  movesAcked = 0;
  doubledAnnounce = 0;
  doubleAcks = 0;
  wrongMove = 0;
  gaps = 0;
  repeats = 0;
  reconnects = 0;
  replaysExact = 0;
  replaysFull = 0;
  premovesSent = 0;
  premovesDropped = 0;
  games = 0;
  flagsSeen = 0;
  connectFailures = 0;
  unexpectedCloses = 0;
  readonly endings: Record<string, number> = {};
  readonly errors: Record<string, number> = {};
  readonly examples: string[] = [];

  constructor() {
    this.loopDelay.enable();
  }

  /** Keeps a description of a problem for the report (the first few only). */
  example(text: string): void {
    if (this.examples.length < MAX_EXAMPLES) this.examples.push(text);
  }

  count(map: Record<string, number>, key: string): void {
    map[key] = (map[key] ?? 0) + 1;
  }

  openWindow(): void {
    this.ack.reset();
    this.ackRaw.reset();
    this.acks = 0;
    this.premoveAcks = 0;
    this.sent = 0;
    this.received = 0;
    this.loopDelay.reset();
    this.cpuAtStart = process.cpuUsage();
    this.windowStartedAt = performance.now();
    this.windowOpen = true;
  }

  closeWindow(gamesInProgress: number, sockets: number): WindowStats {
    this.windowOpen = false;
    const cpu = process.cpuUsage(this.cpuAtStart);
    return {
      ack: this.ack.encode(),
      ackRaw: this.ackRaw.encode(),
      acks: this.acks,
      premoveAcks: this.premoveAcks,
      sent: this.sent,
      received: this.received,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      wallMs: performance.now() - this.windowStartedAt,
      loopDelayP99Ms: Math.max(0, this.loopDelay.percentile(99) / 1e6 - LOOP_SAMPLE_MS),
      loopDelayMaxMs: Math.max(0, this.loopDelay.max / 1e6 - LOOP_SAMPLE_MS),
      gamesInProgress,
      sockets,
    };
  }

  /** The whole-run figures, with the per-seat ones the players add up at the end. */
  integrity(perSeat: { lost: number; unacked: number; unanswered: number }): Integrity {
    return {
      movesSent: this.movesSent,
      movesAcked: this.movesAcked,
      lost: perSeat.lost,
      doubledAnnounce: this.doubledAnnounce,
      doubleAcks: this.doubleAcks,
      wrongMove: this.wrongMove,
      unacked: perSeat.unacked,
      unanswered: perSeat.unanswered,
      gaps: this.gaps,
      repeats: this.repeats,
      reconnects: this.reconnects,
      replaysExact: this.replaysExact,
      replaysFull: this.replaysFull,
      premovesSent: this.premovesSent,
      premovesDropped: this.premovesDropped,
      games: this.games,
      flagsSeen: this.flagsSeen,
      endings: this.endings,
      errors: this.errors,
      connectFailures: this.connectFailures,
      unexpectedCloses: this.unexpectedCloses,
      examples: this.examples,
    };
  }
}
