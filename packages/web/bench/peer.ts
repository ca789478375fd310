/**
 * The reference figures of the premove bench, measured in the same browser and the same run: a
 * bare page whose socket (mocked with `routeWebSocket`, no server) answers each incoming move
 * either synchronously in the message handler, or the way lila's client does, through two 1 ms
 * timers. The same probe measures them, so the figures compare like for like.
 */
import type { Browser, WebSocketRoute } from 'playwright-core';
import { installProbe, type ProbeLog, type Reaction } from './probe.js';

/** How the bare page answers a move: at once, or after two 1 ms timers (lila). */
export type PeerStrategy = 'sync' | 'two-timers';

/** Runs `trials` round trips on a bare page and returns the reactions. */
export async function peerReactions(browser: Browser, strategy: PeerStrategy, trials: number, throttle: number): Promise<Reaction[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let route: WebSocketRoute | undefined;
    let answered: () => void = () => undefined;
    await page.routeWebSocket('ws://peer.invalid/ws', (ws) => {
      route = ws;
      ws.onMessage(() => answered());
    });
    await page.goto('data:text/html,<title>peer</title><p>peer probe</p>');
    // After the navigation, not as an init script: Playwright's socket mock replaces
    // window.WebSocket at load, and the probe must wrap the mock.
    await page.evaluate(installProbe);
    if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate((strategy) => {
      const ws = new WebSocket('ws://peer.invalid/ws');
      ws.onmessage = () => {
        const send = () => ws.send('{"type":"premove","uci":"e2e4"}');
        if (strategy === 'sync') send();
        else setTimeout(() => setTimeout(send, 1), 1);
      };
      return new Promise((resolve) => ws.addEventListener('open', resolve));
    }, strategy);
    if (route === undefined) throw new Error('the mocked socket was not routed');
    const out: Reaction[] = [];
    for (let i = 0; i < trials; i++) {
      const got = new Promise<void>((resolve) => (answered = resolve));
      route.send('{"type":"game.event","event":{"kind":"move","uci":"e7e5"}}');
      await got;
      out.push(
        await page.evaluate(() => {
          const probe = (window as unknown as { __ffProbe: ProbeLog }).__ffProbe;
          const rec = probe.received.at(-1)!;
          const sent = probe.sent.at(-1)!;
          return { ms: sent.t - rec.t, sameFrame: sent.frame === rec.frame };
        }),
      );
    }
    return out;
  } finally {
    await context.close();
  }
}
