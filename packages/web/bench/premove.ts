/**
 * Premove reaction time of the real page in the real browser against a real server. Player A
 * (probed) queues two premoves on B's turn; the server holds the first and plays it the moment B
 * moves; A's page must send the second as soon as the move event of the first arrives. One trial
 * measures, in A's page, that arrival → that send, and whether a frame was drawn in between.
 *
 * The moves are pawn pushes that can never be illegal, repeat a position or capture: White pushes
 * every pawn one square then every pawn a second square, Black likewise, so White's pawns stop on
 * the fourth rank and Black's on the fifth. That gives 7 trials per game when A is White and 8 when
 * A is Black; then A resigns and a new game starts from the lobby.
 */
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../test/e2e/harness.js';
import { clickMove, plyCount, tid, waitPath, waitVisible } from '../test/e2e/ui.js';
import { installProbe, type ProbeLog, type Reaction } from './probe.js';

const FILES = 'abcdefgh';
/** White's 16 pushes and Black's, in order. */
const PUSHES = {
  white: [...[...FILES].map((f) => `${f}2${f}3`), ...[...FILES].map((f) => `${f}3${f}4`)],
  black: [...[...FILES].map((f) => `${f}7${f}6`), ...[...FILES].map((f) => `${f}6${f}5`)],
};

/** The bench's game: long enough that no clock matters. */
const CONTROL = '5+0';

async function play(page: Page, uci: string): Promise<void> {
  await clickMove(page, uci.slice(0, 2), uci.slice(2, 4));
}

/** Waits until the page's move list has `n` moves. */
async function waitPlies(page: Page, n: number, who: string): Promise<void> {
  await page
    .waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length >= n, n, { timeout: 10_000 })
    .catch(async () => {
      assert.fail(`${who}: the move list should reach ${n} moves; it has ${await plyCount(page)} at ${page.url()}`);
    });
}

/** Waits until the probe in A's page has logged a sent message carrying `uci`. */
async function waitSent(page: Page, uci: string, what: string): Promise<void> {
  await page
    .waitForFunction((uci) => (window as unknown as { __ffProbe: ProbeLog }).__ffProbe.sent.some((s) => s.data.includes(`"${uci}"`)), uci, {
      timeout: 10_000,
    })
    .catch(() => assert.fail(`A's page never sent ${uci} (${what})`));
}

/** Reads and empties A's probe log. */
function takeLog(page: Page): Promise<ProbeLog> {
  return page.evaluate(() => {
    const p = (window as unknown as { __ffProbe: ProbeLog }).__ffProbe;
    const copy = { frame: p.frame, received: p.received, sent: p.sent };
    p.received = [];
    p.sent = [];
    return copy;
  });
}

/** From A's log: receipt of the move event that played `first` → the send carrying `second`. */
function reactionOf(log: ProbeLog, first: string, second: string): Reaction {
  const played = log.received.find((r) => {
    const m = JSON.parse(r.data) as { type?: string; event?: { kind?: string; uci?: string } };
    return m.type === 'game.event' && m.event?.kind === 'move' && m.event.uci === first;
  });
  assert.ok(played !== undefined, `A's page never received the move event of its premove ${first}`);
  const sent = log.sent.find((s) => (JSON.parse(s.data) as { uci?: string }).uci === second);
  assert.ok(sent !== undefined, `A's page never sent its second premove ${second}`);
  return { ms: sent.t - played.t, sameFrame: sent.frame === played.frame };
}

/** The colour the page plays, from the board's orientation (a player's own side is at the bottom). */
async function colourOf(page: Page): Promise<'white' | 'black'> {
  const a1 = await page.locator('[data-testid="board"] [data-square="a1"]').boundingBox();
  const a8 = await page.locator('[data-testid="board"] [data-square="a8"]').boundingBox();
  assert.ok(a1 !== null && a8 !== null, 'the board shows no squares a1 and a8');
  return a1.y > a8.y ? 'white' : 'black';
}

/** Two players in the lobby of the server at `url`; A carries the probe. */
export class PremoveBench {
  /** The CPU slowdown applied to A's page (CDP `Emulation.setCPUThrottlingRate`), 1 for none. */
  throttle = 1;
  private cdp: CDPSession | undefined;

  private constructor(
    private readonly a: Page,
    private readonly b: Page,
    private readonly contexts: BrowserContext[],
  ) {}

  static async open(browser: Browser, url: string): Promise<PremoveBench> {
    const ca = await newContext(browser, url, DESKTOP);
    await ca.addInitScript(installProbe);
    const cb = await newContext(browser, url, DESKTOP);
    return new PremoveBench(await ca.newPage(), await cb.newPage(), [ca, cb]);
  }

  /** A's page (to throttle it, or to inspect what it loaded). */
  get pageA(): Page {
    return this.a;
  }

  /** A seeks, B accepts; resolves with the game id and A's colour once both pages show the board. */
  async newGame(): Promise<{ id: string; colour: 'white' | 'black' }> {
    await this.a.goto('/');
    await this.b.goto('/');
    await (await waitVisible(this.a, 'custom-tc', 10_000, 'A: ')).fill(CONTROL);
    await tid(this.a, 'custom-submit').click();
    const accept = this.b.locator('[data-testid="seek-list"] [data-testid^="seek-accept-"]').first();
    await accept
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => assert.fail("B's lobby shows no seek-accept-<id> in seek-list"));
    await accept.click();
    const [m] = await Promise.all([
      waitPath(this.a, /^\/game\/([A-Za-z0-9_-]+)$/, 15_000, 'A: '),
      waitPath(this.b, /^\/game\/([A-Za-z0-9_-]+)$/, 15_000, 'B: '),
    ]);
    await waitVisible(this.a, 'board', 10_000, 'A: ');
    await waitVisible(this.b, 'board', 10_000, 'B: ');
    // Set on every game: a navigation may give the page a new renderer, which starts unthrottled.
    // The session stays attached: its emulation ends when it detaches.
    this.cdp ??= await this.a.context().newCDPSession(this.a);
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: this.throttle });
    return { id: m[1]!, colour: await colourOf(this.a) };
  }

  /** Plays one game of trials (at most `max`), then A resigns. */
  async playGame(colour: 'white' | 'black', max: number): Promise<Reaction[]> {
    const mine = PUSHES[colour];
    const theirs = PUSHES[colour === 'white' ? 'black' : 'white'];
    let ply = 0;
    let next = 0;
    if (colour === 'white') {
      await play(this.a, mine[next++]!);
      ply++;
      await waitPlies(this.b, ply, 'B');
    }
    const out: Reaction[] = [];
    let bMove = 0;
    while (next + 1 < mine.length && out.length < max) {
      const [p1, p2] = [mine[next]!, mine[next + 1]!];
      await waitPlies(this.a, ply, 'A');
      await takeLog(this.a);
      await play(this.a, p1);
      await play(this.a, p2);
      await waitSent(this.a, p1, 'the first premove, sent as soon as it is queued');
      await play(this.b, theirs[bMove++]!);
      ply += 2;
      await waitPlies(this.b, ply, 'B (its move and the premove the server played)');
      await waitSent(this.a, p2, 'the second premove, once the first was played');
      await play(this.b, theirs[bMove++]!);
      ply += 2;
      await waitPlies(this.b, ply, 'B (its move and the second premove)');
      out.push(reactionOf(await takeLog(this.a), p1, p2));
      next += 2;
    }
    await tid(this.a, 'resign').click();
    await this.a.locator('[data-testid="confirm-yes"], [data-testid="result"]').first().waitFor({ timeout: 10_000 });
    if (await tid(this.a, 'confirm-yes').isVisible()) await tid(this.a, 'confirm-yes').click();
    await waitVisible(this.b, 'result', 10_000, 'B after A resigned: ');
    return out;
  }

  /** The last game played (to load its page afresh). */
  lastGameId: string | null = null;

  /** Runs games until `trials` reactions are measured. */
  async run(trials: number): Promise<Reaction[]> {
    const out: Reaction[] = [];
    while (out.length < trials) {
      const { id, colour } = await this.newGame();
      this.lastGameId = id;
      out.push(...(await this.playGame(colour, trials - out.length)));
    }
    return out;
  }

  async close(): Promise<void> {
    for (const c of this.contexts) await c.close();
  }
}
