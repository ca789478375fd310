/** What the lichess-compatible routes need from the server. */
import type { Bus } from '../bus.js';
import type { Participant } from '../game/participants.js';
import type { Hub } from '../hub.js';
import type { RateLimiter } from '../ratelimit.js';
import type { Ratings } from '../ratings.js';
import type { Storage } from '../storage/types.js';
import type { TimeSource } from '../time.js';

/** The computer as an opponent: its participant at a level (1–8). */
export interface ComputerOpponent {
  /** What plays (`Stockfish 15.1`, `Flagfall engine`). */
  readonly engineName: string;
  participant(level: number): Participant;
}

export interface LichessDeps {
  readonly storage: Storage;
  readonly hub: Hub;
  readonly bus: Bus;
  readonly ratings: Ratings;
  readonly limiter: RateLimiter;
  readonly time: TimeSource;
  /** Silence before a stream's empty keep-alive line (ms). */
  readonly keepAliveMs: number;
  /** The computer, or null when none is available. */
  readonly computer: ComputerOpponent | null;
}
