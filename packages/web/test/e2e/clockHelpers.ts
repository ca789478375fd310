/**
 * Driving the over-the-board clock page (`/clock`) on Playwright's fake clock: the page's time is
 * moved only by the test (`page.clock.runFor`), so every press happens at an exact millisecond and
 * nothing sleeps. The page's game time `t` is the fake `performance.now()` less its value when the
 * clock was started. Waits are for conditions checked from the test (the locator API), never on the
 * page's own timers, which stand still while the fake clock is paused.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tid } from './ui.js';

/** A fixed wall-clock date for the fake clock (a Saturday morning). */
export const FAKE_DATE = new Date('2025-03-01T09:00:00Z');

/** Opens the clock's setup screen on a fake clock, paused an hour after `FAKE_DATE` (far from the real event time stamps). */
export async function openClock(page: Page): Promise<void> {
  await page.clock.install({ time: FAKE_DATE });
  await page.goto('/clock');
  await tid(page, 'clock-setup').waitFor({ timeout: 15_000 });
  await page.clock.pauseAt(new Date(FAKE_DATE.getTime() + 3_600_000));
  await page.clock.runFor(200); // lets the page's effects run (Preact runs them after a frame)
}

/** What the setup screen is given. */
export interface ClockSetupInput {
  readonly tc: string;
  readonly tcBlack?: string;
  readonly rules: string;
  readonly record?: 'clock' | 'moves';
  readonly clock?: 'digital' | 'analog';
  readonly arbiter?: 'absent' | 'present';
  readonly white?: string;
  readonly black?: string;
}

/** Fills the setup screen and sets the clock; the clock screen waits for the first press. */
export async function setUp(page: Page, s: ClockSetupInput): Promise<void> {
  await tid(page, 'clock-tc').fill(s.tc);
  const odds = tid(page, 'clock-odds');
  if (s.tcBlack !== undefined) {
    await odds.check();
    await tid(page, 'clock-tc-black').fill(s.tcBlack);
  } else if (await odds.isChecked()) await odds.uncheck();
  await tid(page, 'clock-rules').selectOption(s.rules);
  await tid(page, `clock-record-${s.record ?? 'clock'}`).click();
  await tid(page, `clock-kind-${s.clock ?? 'digital'}`).click();
  await tid(page, `clock-arbiter-${s.arbiter ?? 'absent'}`).click();
  await tid(page, 'clock-white').fill(s.white ?? '');
  await tid(page, 'clock-black').fill(s.black ?? '');
  await tid(page, 'clock-begin').click();
  await tid(page, 'clock-running').waitFor({ timeout: 5_000 });
  await page.clock.runFor(100);
}

/** The fake monotonic clock of the page (`performance.now()`). */
export function ticks(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * A game on the page's fake clock: it starts the clock on a frame boundary (so the page's
 * animation frames fall at `t` = 16, 32, …) and then moves time to exact game instants.
 */
export class FakeGame {
  private origin = 0;

  constructor(readonly page: Page) {}

  /** Starts the first mover's clock with the Start button or the second mover's half, at `t = 0`. */
  async start(how: 'button' | 'black-half'): Promise<void> {
    const now = await ticks(this.page);
    await this.page.clock.runFor((16 - (now % 16)) % 16);
    this.origin = await ticks(this.page);
    assert.equal(this.origin % 16, 0);
    if (how === 'button') await tid(this.page, 'clock-start').click();
    else await tid(this.page, 'press-black').click();
    await tid(this.page, 'clock-running').and(this.page.locator('[data-status="running"]')).waitFor({ timeout: 5_000 });
  }

  /** The game time now. */
  async t(): Promise<number> {
    return (await ticks(this.page)) - this.origin;
  }

  /** Moves the fake clock on to game time `t` (running the page's frames and timers on the way). */
  async at(t: number): Promise<void> {
    const now = await this.t();
    assert.ok(t >= now, `the game is at ${now} ms, cannot go back to ${t}`);
    if (t > now) await this.page.clock.runFor(t - now);
  }

  /** `side` presses its half (the mouse goes down on it) at game time `t`. */
  async press(side: 'white' | 'black', t: number): Promise<void> {
    await this.at(t);
    await tid(this.page, `press-${side}`).click();
  }

  /**
   * Has the page draw its faces now, at the exact current instant (a return to the visible page
   * redraws at once), rather than at its last animation frame.
   */
  async redraw(): Promise<void> {
    await this.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  /** What `side`'s half shows: the face, the delay, the move counter, the period, the flag marker, and its state. */
  async half(side: 'white' | 'black'): Promise<HalfShown> {
    return this.page.evaluate((side) => {
      const q = (id: string) => document.querySelector(`[data-testid="${id}-${side}"]`);
      const root = document.querySelector<HTMLElement>(`[data-testid="half-${side}"]`)!;
      return {
        face: q('face')?.textContent ?? '',
        ms: Number(q('face')?.getAttribute('data-ms')),
        at: Number(root.dataset.at),
        delay: q('delay')?.textContent ?? '',
        moves: q('moves')?.textContent ?? '',
        period: q('period')?.textContent ?? '',
        flag: q('flag')?.textContent ?? '',
        running: root.dataset.running === 'true',
        flagMark: root.dataset.flag ?? '',
        name: ((q('press') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      };
    }, side);
  }
}

/** One half as the page shows it. */
export interface HalfShown {
  readonly face: string;
  readonly ms: number;
  readonly at: number;
  readonly delay: string;
  readonly moves: string;
  readonly period: string;
  readonly flag: string;
  readonly running: boolean;
  readonly flagMark: string;
  /** The half's accessible name (its text, with "running" for screen readers). */
  readonly name: string;
}

/** Opens the claims panel, picks `action` and who acts; confirms when the panel asks. Returns the confirmation's lines (empty when none was asked). */
export async function claim(page: Page, action: string, by: 'white' | 'black' | null, confirm = true): Promise<string[]> {
  await dismissRuling(page);
  await tid(page, 'clock-claims').click();
  await tid(page, `clock-act-${action}`).click();
  if (by !== null) await tid(page, `clock-by-${by}`).click();
  const box = tid(page, 'clock-confirm-box');
  if ((await box.count()) === 0) return [];
  const lines = await page.locator('[data-testid="clock-confirm-box"] .otb-effect').allTextContents();
  if (confirm) await tid(page, 'clock-confirm').click();
  return lines;
}

/** The ruling card's headline (the result) and lines, or null when no card shows. */
export async function rulingCard(page: Page): Promise<{ headline: string | null; result: string | null; lines: string[] } | null> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="clock-ruling"]');
    if (card === null) return null;
    const h = card.querySelector('[data-testid="clock-result"]');
    return {
      headline: h?.textContent.trim() ?? null,
      result: h?.getAttribute('data-result') ?? null,
      lines: [...card.querySelectorAll('[data-testid="clock-ruling-line"]')].map((l) => l.textContent.trim()),
    };
  });
}

/** Dismisses the ruling card (OK) when one shows: it lies over the bar. */
export async function dismissRuling(page: Page): Promise<void> {
  const ok = tid(page, 'clock-ruling-ok');
  if ((await ok.count()) > 0) await ok.click();
}

/** The event log the page exports, read from its record panel (which is then closed). */
export async function exportedLog(page: Page): Promise<string> {
  await dismissRuling(page);
  await tid(page, 'clock-record').click();
  const log = await page.evaluate(() => document.querySelector('[data-testid="clock-log"]')?.textContent ?? '');
  await tid(page, 'clock-sheet-close').click();
  return log;
}

/** What the record panel offers: the event log, every ruling as the clock shows it, and the link to the arbiter console. */
export interface RecordShown {
  readonly log: string;
  readonly rulings: string[];
  readonly consoleHref: string;
}

/**
 * Reads the record panel (then closes it). The console link is made in an effect (the log
 * compressed), which on a paused fake clock runs only when time moves: `fakeClock` lets 50 ms pass.
 */
export async function readRecord(page: Page, o: { readonly fakeClock: boolean }): Promise<RecordShown> {
  await dismissRuling(page);
  await tid(page, 'clock-record').click();
  if (o.fakeClock) await page.clock.runFor(50);
  const link = tid(page, 'clock-open-console');
  await link.waitFor({ timeout: 10_000 });
  const shown = await page.evaluate(() => ({
    log: document.querySelector('[data-testid="clock-log"]')?.textContent ?? '',
    rulings: [...document.querySelectorAll('[data-testid="clock-rulings"] li')].map((l) => l.textContent.trim()),
  }));
  const consoleHref = (await link.getAttribute('href')) ?? '';
  await tid(page, 'clock-sheet-close').click();
  return { ...shown, consoleHref };
}

/** The rulings the arbiter console shows for its case: code, article and the core's words, in order. */
export function consoleRulings(page: Page): Promise<[string | null, string | null, string][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="console-ruling"]')].map(
      (e) =>
        [e.getAttribute('data-code'), e.getAttribute('data-rule'), e.querySelector('.console-ruling-text')?.textContent.trim() ?? ''] as [
          string | null,
          string | null,
          string,
        ],
    ),
  );
}
