/**
 * What the orchestrator (main.ts) and its load-generating child processes (loadgen.ts,
 * echoLoad.ts) say to each other over the `fork` IPC channel: plain JSON values.
 */

/** How a load worker plays: its share of the games and the behaviour of its players. */
export interface LoadConfig {
  /** The server's base URL (http://127.0.0.1:PORT). */
  readonly url: string;
  /** Pairs of players (one game at a time each) this worker drives. */
  readonly pairs: number;
  /** Of which this many play short games in which one player stops moving (they flag). */
  readonly flagPairs: number;
  /** Spread the pairs' connections over this long (ms). */
  readonly rampMs: number;
  readonly tc: string;
  readonly flagTc: string;
  readonly premoveShare: number;
  readonly reconnectShare: number;
  /** Think time per move (ms): a triangular distribution. */
  readonly think: { readonly minMs: number; readonly modeMs: number; readonly maxMs: number };
  /** A prefix making this worker's move ids its own. */
  readonly name: string;
}

export type ToLoad =
  | { readonly type: 'start'; readonly config: LoadConfig }
  | { readonly type: 'window-start' }
  | { readonly type: 'window-end' }
  | { readonly type: 'stop' };

/** What a load worker measured inside the window. */
export interface WindowStats {
  /** Move acknowledgement latency from the scheduled send (coordinated omission corrected). */
  readonly ack: string;
  /** The same from the actual send. */
  readonly ackRaw: string;
  /** Acks received (moves and premoves). */
  readonly acks: number;
  readonly premoveAcks: number;
  /** Messages sent and received over all sockets. */
  readonly sent: number;
  readonly received: number;
  readonly cpuUserMs: number;
  readonly cpuSystemMs: number;
  readonly wallMs: number;
  /** This process's event-loop delay (ms): how late its timers ran. */
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
  /** Games in progress at the end of the window (as the players see them). */
  readonly gamesInProgress: number;
  readonly sockets: number;
}

/** Correctness figures over the whole run of a level. */
export interface Integrity {
  readonly movesSent: number;
  readonly movesAcked: number;
  /** Acked, never announced to the mover. */
  readonly lost: number;
  /** One move (ply) announced under two versions. */
  readonly doubledAnnounce: number;
  /** One move id acknowledged twice. */
  readonly doubleAcks: number;
  /** A move of ours announced at our ply with another move than the one sent. */
  readonly wrongMove: number;
  /** Announced, never acknowledged (after the drain at the end). */
  readonly unacked: number;
  /** Sent, then neither acknowledged, announced nor refused. */
  readonly unanswered: number;
  /** Events skipped (a version jump) and repeated (a version already had). */
  readonly gaps: number;
  readonly repeats: number;
  readonly reconnects: number;
  /** Reconnections whose replay started exactly after the version the player had. */
  readonly replaysExact: number;
  /** Reconnections answered with a full state instead of the missed events. */
  readonly replaysFull: number;
  readonly premovesSent: number;
  readonly premovesDropped: number;
  readonly games: number;
  readonly flagsSeen: number;
  /** How the games ended (`termination` or `aborted`). */
  readonly endings: Readonly<Record<string, number>>;
  /** `error` messages by code. */
  readonly errors: Readonly<Record<string, number>>;
  readonly connectFailures: number;
  readonly unexpectedCloses: number;
  /** Examples of the problems above, for the report. */
  readonly examples: readonly string[];
}

export type FromLoad =
  | { readonly type: 'ready'; readonly connected: number; readonly failed: number }
  | { readonly type: 'window'; readonly stats: WindowStats }
  | { readonly type: 'final'; readonly integrity: Integrity }
  | { readonly type: 'fatal'; readonly message: string };

/** An echo worker's job: open `sockets` sockets and send `ratePerSocket` messages a second on each. */
export interface EchoConfig {
  readonly url: string;
  readonly sockets: number;
  readonly ratePerSocket: number;
  readonly rampMs: number;
  readonly warmupMs: number;
  readonly windowMs: number;
}

export type ToEcho = { readonly type: 'start'; readonly config: EchoConfig };

export type FromEcho =
  | {
      readonly type: 'result';
      readonly latency: string;
      readonly sent: number;
      readonly received: number;
      readonly failed: number;
      readonly cpuUserMs: number;
      readonly cpuSystemMs: number;
      readonly wallMs: number;
    }
  | { readonly type: 'fatal'; readonly message: string };
