/**
 * Two simulated players who play each other, one game after another: one opens a challenge, the
 * other accepts, and when the game ends they start the next, so the number of games in progress
 * stays constant. A flag pair plays short games in which one of them stops moving after a few
 * moves, so the server's flag timer ends the game. Mutable.
 */
import { Player, type PlayerContext, type PlayerEvents } from './player.js';
import type { Seat, SeatPlan } from './seat.js';

/** How long a pairing may take before it is tried again. */
const PAIRING_TIMEOUT_MS = 15_000;
/** When one side saw the end and the other has not after this long, go on anyway. */
const END_WAIT_MS = 3_000;

export class Pair implements PlayerEvents {
  readonly a: Player;
  readonly b: Player;
  private gameId: string | null = null;
  private ended = new Set<Player>();
  private inProgress = false;
  private watchdog: NodeJS.Timeout | null = null;
  private staller: Player | null = null;

  constructor(
    name: string,
    private readonly flagPair: boolean,
    private readonly ctx: PlayerContext,
  ) {
    this.a = new Player(`${name}a`, ctx, this);
    this.b = new Player(`${name}b`, ctx, this);
  }

  /** Whether a game of this pair is being played now. */
  get playing(): boolean {
    return this.inProgress;
  }

  /** Connects both players and starts the first game; false if a player could not connect. */
  async begin(): Promise<boolean> {
    const [okA, okB] = await Promise.all([this.a.connectWithRetry(), this.b.connectWithRetry()]);
    if (!okA || !okB) return false;
    this.challenge();
    return true;
  }

  private challenge(): void {
    if (this.ctx.stopping()) return;
    this.gameId = null;
    this.ended.clear();
    this.staller = this.flagPair ? (Math.random() < 0.5 ? this.a : this.b) : null;
    const tc = this.flagPair ? this.ctx.config.flagTc : this.ctx.config.tc;
    this.a.send({ type: 'challenge.create', tc, rated: false, color: 'random' });
    this.arm(PAIRING_TIMEOUT_MS, () => {
      this.ctx.tally.example(`pair ${this.a.name}: no game ${PAIRING_TIMEOUT_MS / 1000} s after the challenge; trying again`);
      this.challenge();
    });
  }

  private arm(ms: number, then: () => void): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      then();
    }, ms);
  }

  challengeCreated(player: Player, id: string): void {
    if (player === this.a) this.b.send({ type: 'challenge.accept', id });
  }

  planFor(player: Player, gameId: string): SeatPlan {
    if (this.gameId !== gameId) {
      this.gameId = gameId;
      this.inProgress = true;
      if (this.watchdog !== null) clearTimeout(this.watchdog);
      this.watchdog = null;
    }
    if (player === this.staller) return { stallAfter: 2 + Math.floor(Math.random() * 3), reconnectAfter: null };
    const reconnect = Math.random() < this.ctx.config.reconnectShare;
    return { stallAfter: null, reconnectAfter: reconnect ? 2 + Math.floor(Math.random() * 10) : null };
  }

  gameEnded(player: Player, seat: Seat): void {
    if (seat.gameId !== this.gameId) return;
    this.ended.add(player);
    if (this.ended.size === 2) this.next();
    else this.arm(END_WAIT_MS, () => this.next());
  }

  private next(): void {
    if (!this.inProgress) return;
    this.inProgress = false;
    // A short pause, as people take before the next game.
    this.arm(200 + Math.random() * 800, () => this.challenge());
  }

  refused(_player: Player, type: string, code: string): void {
    this.ctx.tally.example(`pair ${this.a.name}: ${type} refused (${code}); trying again`);
    this.arm(3_000, () => this.challenge());
  }

  stop(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.a.stop();
    this.b.stop();
  }

  close(): void {
    this.a.close();
    this.b.close();
  }
}
