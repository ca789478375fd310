/**
 * The over-the-board clock (`/clock`) in Debian's Chromium on Playwright's fake clock: no test
 * sleeps, every press lands on an exact millisecond, and every figure is checked against the core
 * (the same events applied to a `Game`, or the page's exported log adjudicated).
 *
 * - 3+2 pressed to a flag: the face reads 0:00.1 one millisecond before the flag and 0:00.0 at it,
 *   the flag is marked on its side, and Black's claim wins by FIDE 6.9.
 * - G/5;d3: the delay counts down before the main time moves.
 * - 40/5, G/1: the 40th press (by keys) completes the period and adds the minute.
 * - An illegal move claimed under fide-blitz (a move entered on the board, the claimant +1 min,
 *   the position reinstated) and under fide-2009-blitz (the illegal move loses).
 * - Both flags down on a digital clock (the first flag marked, and it loses) and an analog one (drawn).
 * The setup and the clock are photographed at phone and desktop sizes and checked with axe.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate, events as ev, Game, parseEvents, type GameEvent, type StartOptions } from '@flagfall/core/arbiter';
import type { Page } from 'playwright-core';
import { claim, consoleRulings, dismissRuling, exportedLog, FakeGame, openClock, readRecord, rulingCard, setUp } from './clockHelpers.js';
import { assertNoHorizontalOverflow, checkAxe, DESKTOP, PageErrors, PHONE, skipReason, Steps, E2eSuite } from './harness.js';
import { clickMove, tid, waitPiece } from './ui.js';

const skip = skipReason();
const suite = new E2eSuite('clock', skip);
const open = (errors: PageErrors, who: string, o = DESKTOP): Promise<Page> => suite.open(errors, who, o);

/** The core's game after `events` (the oracle for what the page must show). */
function oracle(start: StartOptions, events: readonly GameEvent[]): Game {
  const g = Game.start(start);
  assert.ok(g.ok, g.ok ? '' : g.error.message);
  for (const e of events) assert.ok(g.value.apply(e).ok);
  return g.value;
}

/** The page's exported log, adjudicated by the core. */
function adjudicated(log: string) {
  const parsed = parseEvents(log);
  assert.ok(parsed.ok, parsed.ok ? '' : `the exported log reads back: ${parsed.error.message}`);
  const v = adjudicate(parsed.value);
  assert.ok(v.ok);
  return { events: parsed.value.events, verdict: v.value };
}

test('3+2 on a phone: pressed to a flag at the exact millisecond, the flag marked, and claimed', { skip, timeout: 120_000 }, async (t) => {
  const errors = new PageErrors();
  const steps = new Steps(t);
  const page = await open(errors, 'phone', PHONE);
  const game = new FakeGame(page);
  const start: StartOptions = { rules: 'fide-blitz', tc: '3+2', record: 'clock' };

  await steps.step('the setup screen: presets, the control read as typed', async () => {
    await openClock(page);
    await tid(page, 'clock-preset-3+2').click();
    assert.equal(await tid(page, 'clock-tc').inputValue(), '3+2');
    assert.equal(await tid(page, 'clock-tc-label').textContent(), '3 min + 2 s per move');
    await tid(page, 'clock-tc').fill('3+x');
    await tid(page, 'clock-tc-error').waitFor();
  });

  await steps.step('set to 3+2 under FIDE blitz, the clock waits for Black to start White’s clock', async () => {
    await setUp(page, { tc: '3+2', rules: 'fide-blitz', white: 'Ann', black: 'Bob' });
    assert.match((await tid(page, 'clock-ready').textContent()) ?? '', /Black presses to start White/);
    assert.deepEqual([(await game.half('white')).face, (await game.half('black')).face], ['3:00', '3:00']);
    await suite.shots.take(page, 'ready-phone');
  });

  await steps.step('White’s own half does not start the clock; Black’s press does, at t = 0', async () => {
    await tid(page, 'press-white').click();
    assert.equal(await tid(page, 'clock-running').getAttribute('data-status'), 'ready');
    await game.start('black-half');
    await game.at(1_000);
    const frame = await game.half('white');
    assert.deepEqual([frame.face, frame.running, frame.at], ['3:00', true, 992], 'the last frame (t = 992): 2:59.008 left, rounded up');
    await game.redraw();
    assert.deepEqual([(await game.half('white')).face, (await game.half('white')).at], ['2:59', 1_000]);
  });

  await steps.step('presses at 5 000 and 8 008 ms: increments added, a tap on the waiting half ignored', async () => {
    await game.press('black', 3_000); // not Black's clock: nothing happens
    await game.press('white', 5_000);
    await game.press('black', 8_008);
    await game.redraw();
    const w = await game.half('white');
    const b = await game.half('black');
    const expected = oracle(start, [ev.press(5_000, 'white'), ev.press(8_008, 'black')]).clockAt(8_008);
    assert.deepEqual([w.ms, b.ms], [expected.remainingMs.white, expected.remainingMs.black]);
    assert.deepEqual([w.face, b.face, w.moves, b.moves], ['2:57', '2:59', '1 move', '1 move']);
    assert.equal(expected.flagAt, 185_008);
    await suite.shots.take(page, 'running-phone');
  });

  await steps.step('the face reads 0:00.1 one millisecond before the flag and 0:00.0 at it, the flag marked', async () => {
    await game.at(185_007);
    await game.redraw();
    const before = await game.half('white');
    assert.deepEqual([before.face, before.ms, before.at, before.flagMark], ['0:00.1', 1, 185_007, '']);
    await game.at(185_008);
    await game.redraw();
    const fell = await game.half('white');
    assert.deepEqual([fell.face, fell.ms, fell.at, fell.flagMark, fell.flag], ['0:00.0', 0, 185_008, 'down', 'Flag']);
    assert.equal(fell.name, 'White · Ann 0:00.0 running 1 move Flag');
    // The flagged clock runs on (FIDE 6.8: a flag counts once claimed); Black's waits.
    await game.at(190_000);
    const later = await game.half('white');
    assert.deepEqual([later.running, later.flagMark, (await game.half('black')).face], [true, 'down', '2:59']);
    await suite.shots.take(page, 'flag-phone');
  });

  await steps.step('Black claims the flag: Black wins, FIDE 6.9, with the core’s rulings', async () => {
    const asked = await claim(page, 'flag', 'black');
    assert.deepEqual(asked, [], 'a flag claim moves no time under FIDE blitz: nothing to confirm');
    const card = await rulingCard(page);
    assert.ok(card !== null, 'the ruling card shows');
    assert.equal(card.result, '0-1');
    assert.match(card.headline ?? '', /^Black wins: White's flag fell and Black claimed it — FIDE 6\.9$/);
    const log = await exportedLog(page);
    const { verdict, events } = adjudicated(log);
    assert.deepEqual(
      events.map((e) => [e.type, e.t]),
      [
        ['press', 5_000],
        ['press', 8_008],
        ['claim', 190_000],
      ],
    );
    assert.equal(verdict.result, '0-1');
    assert.deepEqual(
      card.lines,
      verdict.rulings.filter((r) => r.t === 190_000).map((r) => `${r.ruling} — ${r.rule}`),
    );
    await suite.shots.take(page, 'claimed-phone');
  });

  await steps.step('the exported log, opened in the arbiter console by the clock’s link, gets the same rulings', async () => {
    const record = await readRecord(page, { fakeClock: true });
    const { verdict } = adjudicated(record.log);
    assert.deepEqual(
      record.rulings,
      verdict.rulings.map((r) => `${r.ruling} — ${r.rule}`),
      'the clock lists every ruling the core makes of its log',
    );
    assert.match(record.consoleHref, /^\/arbiter#c=[A-Za-z0-9_-]+$/);
    const arbiter = await open(errors, 'console');
    await arbiter.goto(record.consoleHref);
    await tid(arbiter, 'console-verdict').waitFor({ timeout: 15_000 });
    assert.equal(await tid(arbiter, 'console-verdict').getAttribute('data-result'), verdict.result);
    assert.equal(await tid(arbiter, 'console-verdict-rule').getAttribute('data-rule'), verdict.rule);
    assert.deepEqual(
      await consoleRulings(arbiter),
      verdict.rulings.map((r) => [r.code, r.rule, r.ruling]),
    );
    await suite.shots.take(arbiter, 'console-from-clock');
  });
  errors.assertNone();
});

test('G/5;d3 on a desktop: the delay counts down before the main time', { skip, timeout: 90_000 }, async (t) => {
  const errors = new PageErrors();
  const steps = new Steps(t);
  const page = await open(errors, 'desktop');
  const game = new FakeGame(page);

  await steps.step('set to G/5;d3 under US Chess blitz and started with the Start button', async () => {
    await openClock(page);
    await tid(page, 'clock-rules').selectOption('uscf-blitz');
    await tid(page, 'clock-preset-G/5;d3').click();
    assert.equal(await tid(page, 'clock-rules').inputValue(), 'uscf-blitz');
    await setUp(page, { tc: 'G/5;d3', rules: 'uscf-blitz' });
    await game.start('button');
  });

  await steps.step('the delay runs first: 3.0 → 0.1, the main time standing at 5:00; then the main time', async () => {
    const seen: [number, string, string][] = [];
    for (const at of [0, 1_000, 2_999, 3_000, 3_001, 4_000]) {
      await game.at(at);
      await game.redraw();
      const w = await game.half('white');
      seen.push([at, w.face, w.delay]);
    }
    assert.deepEqual(seen, [
      [0, '5:00', 'delay 3.0'],
      [1_000, '5:00', 'delay 2.0'],
      [2_999, '5:00', 'delay 0.1'],
      [3_000, '5:00', ''],
      [3_001, '5:00', ''],
      [4_000, '4:59', ''],
    ]);
  });

  await steps.step('White presses at 4 500: the delay is not given back (simple delay); Black’s delay starts', async () => {
    await game.press('white', 4_500);
    await game.at(5_000);
    await game.redraw();
    const w = await game.half('white');
    const b = await game.half('black');
    assert.deepEqual([w.ms, w.delay, b.face, b.delay], [298_500, '', '5:00', 'delay 2.5']);
    await suite.shots.take(page, 'delay-desktop');
  });
  errors.assertNone();
});

test('a device asleep is charged to the running clock; a reload rebuilds the game from storage', { skip, timeout: 90_000 }, async (t) => {
  const errors = new PageErrors();
  const steps = new Steps(t);
  const page = await open(errors, 'desktop');
  const game = new FakeGame(page);
  const start: StartOptions = { rules: 'fide-blitz', tc: '3+0', record: 'clock' };

  await steps.step('White’s clock runs; the wall clock jumps a minute ahead of the monotonic one (the device slept)', async () => {
    await openClock(page);
    await setUp(page, { tc: '3+0', rules: 'fide-blitz' });
    await game.start('button');
    await game.press('white', 4_000);
    await game.at(10_000);
    // Playwright's setSystemTime moves Date.now() alone: exactly what a phone's sleep does to performance.now().
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 60_000);
    await game.redraw();
    const notice = tid(page, 'clock-notice');
    await notice.waitFor();
    assert.equal(await notice.getAttribute('data-kind'), 'slept');
    assert.match((await notice.textContent()) ?? '', /The device slept for 60\.0 s; Black's clock ran on and was charged for it/);
    const b = await game.half('black');
    assert.deepEqual([b.at, b.ms], [70_000, 180_000 - 66_000]);
    const noted = (await exportedLog(page))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; t?: number; text?: string });
    assert.deepEqual(
      noted.filter((e) => e.type === 'note').map((e) => [e.t, /slept: 60\.0 s .* charged to Black's running clock/.test(e.text ?? '')]),
      [[70_000, true]],
      'the exported log notes the sleep for the arbiter',
    );
    await suite.shots.take(page, 'slept-desktop');
  });

  await steps.step(
    'after a reload the same events are replayed and the clock reads the time since the start from the wall clock',
    async () => {
      await tid(page, 'clock-notice-ok').click();
      await page.reload();
      await tid(page, 'clock-running').waitFor({ timeout: 15_000 });
      await page.clock.runFor(100);
      const notice = tid(page, 'clock-notice');
      assert.equal(await notice.getAttribute('data-kind'), 'restored');
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const b = await new FakeGame(page).half('black');
      assert.ok(b.at >= 70_000, `the game time after the reload (${b.at}) is not before the sleep's end`);
      const expected = oracle(start, [ev.press(4_000, 'white'), ev.note(70_000, 'the sleep')]).clockAt(b.at);
      assert.deepEqual(
        [b.ms, b.running, (await new FakeGame(page).half('white')).ms],
        [expected.remainingMs.black, true, expected.remainingMs.white],
      );
      const record = await readRecord(page, { fakeClock: true });
      assert.deepEqual(
        adjudicated(record.log).events.map((e) => [e.type, e.t]),
        [
          ['press', 4_000],
          ['note', 70_000],
        ],
      );
    },
  );
  errors.assertNone();
});

test('40/5, G/1: the 40th press completes the period and adds the minute', { skip, timeout: 120_000 }, async (t) => {
  const errors = new PageErrors();
  const steps = new Steps(t);
  const page = await open(errors, 'desktop');
  const game = new FakeGame(page);
  const start: StartOptions = { rules: 'fide-blitz', tc: '40/5, G/1', record: 'clock' };
  const done: GameEvent[] = [];

  await steps.step('39 moves each by the keys (left Shift for White, right Shift for Black)', async () => {
    await openClock(page);
    await setUp(page, { tc: '40/5, G/1', rules: 'fide-blitz' });
    await game.start('button');
    let at = 0;
    for (let i = 0; i < 39; i++) {
      for (const [side, key] of [
        ['white', 'ShiftLeft'],
        ['black', 'ShiftRight'],
      ] as const) {
        at += side === 'white' ? 1_500 : 2_250;
        await game.at(at);
        await page.keyboard.press(key);
        done.push(ev.press(at, side));
      }
    }
    await game.redraw();
    const w = await game.half('white');
    const expected = oracle(start, done).clockAt(at);
    assert.deepEqual([w.period, w.moves, w.ms], ['Period 1 · 1 to go', '39 moves', expected.remainingMs.white]);
    assert.equal(w.ms, 300_000 - 39 * 1_500);
  });

  await steps.step('the 40th press adds a minute and the second period begins', async () => {
    const at = (await game.t()) + 1_000;
    await game.at(at);
    await page.keyboard.press('ShiftLeft');
    done.push(ev.press(at, 'white'));
    await game.redraw();
    const w = await game.half('white');
    const expected = oracle(start, done).clockAt(at);
    assert.deepEqual([w.period, w.moves, w.ms], ['Period 2', '40 moves', expected.remainingMs.white]);
    assert.equal(w.ms, 300_000 - 39 * 1_500 - 1_000 + 60_000);
    assert.equal((await game.half('black')).period, 'Period 1 · 1 to go');
    await suite.shots.take(page, 'period-desktop');
  });
  errors.assertNone();
});

test(
  'an illegal move claimed: +1 min under FIDE blitz (entered on the board), a loss under FIDE 2009 blitz',
  { skip, timeout: 120_000 },
  async (t) => {
    const errors = new PageErrors();
    const steps = new Steps(t);
    const page = await open(errors, 'desktop');
    const game = new FakeGame(page);
    const start: StartOptions = { rules: 'fide-blitz', tc: '3+2', record: 'moves' };
    const done: GameEvent[] = [];

    await steps.step('FIDE blitz with the moves recorded: 1. e4 e5 entered on the board, each completed by the press', async () => {
      await openClock(page);
      await setUp(page, { tc: '3+2', rules: 'fide-blitz', record: 'moves' });
      await game.start('button');
      await game.at(2_000);
      await clickMove(page, 'e2', 'e4');
      assert.match((await tid(page, 'clock-pending').textContent()) ?? '', /e2e4/);
      await game.press('white', 2_000);
      done.push(ev.move(2_000, 'e2e4'));
      await game.at(3_000);
      await clickMove(page, 'e7', 'e5');
      await game.press('black', 4_000);
      done.push(ev.move(4_000, 'e7e5'));
      await waitPiece(page, 'e5', 'black pawn');
    });

    await steps.step('White’s king goes e1–e3 (illegal moves allowed) and White presses', async () => {
      await tid(page, 'clock-allow-illegal').check();
      await game.at(5_000);
      await clickMove(page, 'e1', 'e3');
      await game.press('white', 6_000);
      done.push(ev.move(6_000, 'e1e3'));
      await waitPiece(page, 'e3', 'white king');
      await suite.shots.take(page, 'illegal-entered-desktop');
    });

    await steps.step(
      'Black claims it: the panel says Black gets 1:00 by the table, and after one confirmation the clock gives it',
      async () => {
        await game.at(7_000);
        const asked = await claim(page, 'illegal-move', 'black');
        assert.deepEqual(asked, [
          'If the claim is correct, Black gets 1:00 (FIDE B.3, A.3, 7.5.5).',
          'A player who completes 2 illegal moves loses the game (FIDE A.5.2, 7.5.5).',
        ]);
        done.push(ev.claim(7_000, 'black', 'illegal-move'));
        const expected = oracle(start, done);
        const reading = expected.clockAt(7_000);
        await game.redraw();
        const w = await game.half('white');
        const b = await game.half('black');
        assert.deepEqual([w.ms, b.ms, w.running], [reading.remainingMs.white, reading.remainingMs.black, true]);
        // Black keeps what he used before claiming (6 000 → 7 000 ms) and gets the minute.
        assert.equal(b.ms, 180_000 - 2_000 + 2_000 - 1_000 + 60_000);
        const card = await rulingCard(page);
        const rulings = expected.rulings.filter((r) => r.t === 7_000);
        assert.ok(
          rulings.some((r) => r.code === 'illegal-move-corrected'),
          'the core corrects the move',
        );
        assert.deepEqual(
          card?.lines,
          rulings.map((r) => `${r.ruling} — ${r.rule}`),
        );
        // The board draws in its next animation frame: the king is back on e1.
        await game.at(7_032);
        await waitPiece(page, 'e1', 'white king');
        await waitPiece(page, 'e3', '');
        await game.at(7_300); // the king's slide home is over
        await suite.shots.take(page, 'illegal-claimed-desktop');
      },
    );

    await steps.step('the exported log agrees with the core, and the arbiter console rules it the same', async () => {
      const record = await readRecord(page, { fakeClock: true });
      const { verdict, events } = adjudicated(record.log);
      assert.deepEqual(
        events.map(({ line: _line, ...e }) => e),
        done,
      );
      assert.equal(verdict.result, '*');
      const expected = oracle(start, done).rulings;
      assert.deepEqual(
        verdict.rulings.map((r) => [r.code, r.ruling, r.rule]),
        expected.map((r) => [r.code, r.ruling, r.rule]),
      );
      assert.match(verdict.pgn, /1\. e4 \{ \[%clk 0:03:00\.0\] \[%emt 0:00:02\.0\] \}/);
      const arbiter = await open(errors, 'console', DESKTOP);
      await arbiter.goto(record.consoleHref);
      await tid(arbiter, 'console-verdict').waitFor({ timeout: 15_000 });
      assert.deepEqual(
        await consoleRulings(arbiter),
        expected.map((r) => [r.code, r.rule, r.ruling]),
      );
    });

    await steps.step('FIDE 2009 blitz, the clock alone: the claim is taken at once and the illegal move loses', async () => {
      await tid(page, 'clock-menu').click();
      await tid(page, 'clock-new').click();
      await tid(page, 'clock-new-confirm').click();
      await tid(page, 'clock-setup').waitFor();
      await page.clock.runFor(100);
      const old: StartOptions = { rules: 'fide-2009-blitz', tc: '3+2', record: 'clock' };
      await setUp(page, { tc: '3+2', rules: 'fide-2009-blitz' });
      const g2 = new FakeGame(page);
      await g2.start('button');
      await g2.press('white', 3_000);
      await g2.at(5_000);
      const asked = await claim(page, 'illegal-move', 'black');
      assert.deepEqual(asked, [], 'no time moves under the 2009 blitz rules: no confirmation');
      const expected = oracle(old, [ev.press(3_000, 'white'), ev.claim(5_000, 'black', 'illegal-move')]).verdict();
      const card = await rulingCard(page);
      assert.equal(card?.result, expected.result);
      assert.equal(expected.result, '0-1');
      assert.equal(card?.headline, `Black wins: White's illegal move — ${expected.rule}`);
      await suite.shots.take(page, 'illegal-2009-desktop');
    });
    errors.assertNone();
  },
);

test('both flags down: a digital clock marks the first and it loses; an analog one draws', { skip, timeout: 120_000 }, async (t) => {
  const errors = new PageErrors();
  const steps = new Steps(t);
  for (const clock of ['digital', 'analog'] as const) {
    const page = await open(errors, clock, clock === 'digital' ? PHONE : DESKTOP);
    const game = new FakeGame(page);
    const start: StartOptions = { rules: 'fide-blitz', tc: '1+0', record: 'clock', clock };
    await steps.step(`${clock}: Black’s flag falls at 61 000 ms, White’s at 129 000 ms`, async () => {
      await openClock(page);
      await setUp(page, { tc: '1+0', rules: 'fide-blitz', clock });
      await game.start('button');
      await game.press('white', 1_000);
      await game.at(61_000);
      await game.redraw();
      assert.equal((await game.half('black')).flagMark, 'down');
      await game.press('black', 70_000);
      await game.at(129_000);
      await game.redraw();
      const w = await game.half('white');
      const b = await game.half('black');
      if (clock === 'digital')
        assert.deepEqual([b.flagMark, b.flag, w.flagMark, w.flag], ['first', 'Flag · first', 'second', 'Flag · second']);
      else assert.deepEqual([b.flagMark, w.flagMark, b.flag, w.flag], ['down', 'down', 'Flag', 'Flag']);
      await suite.shots.take(page, `both-flags-${clock}`);
    });
    await steps.step(`${clock}: White claims at 130 000 ms: the core’s ruling`, async () => {
      await game.at(130_000);
      await claim(page, 'flag', 'white');
      const expected = oracle(start, [ev.press(1_000, 'white'), ev.press(70_000, 'black'), ev.claim(130_000, 'white', 'flag')]).verdict();
      const card = await rulingCard(page);
      assert.equal(card?.result, expected.result);
      const said = expected.rulings.filter((r) => r.t === 130_000).map((r) => `${r.ruling} — ${r.rule}`);
      assert.deepEqual(card?.lines, said);
      if (clock === 'digital') {
        // The first flag loses (FIDE A.5.5 via the flag indicator; the loss itself is 6.9).
        assert.deepEqual([expected.result, expected.termination], ['1-0', 'timeout']);
        assert.equal(card?.headline, `White wins: Black's flag fell and White claimed it — ${expected.rule}`);
        assert.ok(
          said.some((l) => l.startsWith("both flags are down; Black's fell first")),
          said.join('\n'),
        );
      } else {
        assert.deepEqual([expected.result, expected.termination], ['1/2-1/2', 'both-flags']);
        assert.equal(card?.headline, `Draw: both flags fell — ${expected.rule}`);
      }
      await suite.shots.take(page, `both-flags-${clock}-claimed`);
    });
  }
  errors.assertNone();
});

test(
  'the pages on a phone (portrait and landscape) and a desktop, on a real clock: setup, clock, board, panels, the arbiter’s corrections, a declared result',
  { skip, timeout: 120_000 },
  async (t) => {
    const errors = new PageErrors();
    const steps = new Steps(t);
    for (const [size, o] of [
      ['phone', PHONE],
      ['phone-landscape', { ...PHONE, viewport: { width: 844, height: 390 } }],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await open(errors, size, o);
      await steps.step(
        `${size}: the setup screen (a preset suggests the ruleset of its category), axe, no sideways scrolling`,
        async () => {
          await page.goto('/clock');
          await tid(page, 'clock-setup').waitFor({ timeout: 15_000 });
          await tid(page, 'clock-rules').selectOption('fide-blitz');
          await tid(page, 'clock-preset-15+10').click();
          assert.equal(await tid(page, 'clock-rules').inputValue(), 'fide-rapid', '15+10 is rapid under FIDE A.1');
          await tid(page, 'clock-preset-armageddon').click();
          assert.equal(await tid(page, 'clock-tc-black').inputValue(), '4+0', 'Armageddon gives Black his own control');
          await suite.shots.take(page, `setup-${size}`, true);
          await assertNoHorizontalOverflow(page, `the setup screen (${size})`);
          await checkAxe(page, `the setup screen (${size})`);
        },
      );
      await steps.step(`${size}: Armageddon 5 v 4 with the moves recorded: the board, a move, axe`, async () => {
        await setUp(page, { tc: '5+0', tcBlack: '4+0', rules: 'fide-blitz', record: 'moves', white: 'Ann', black: 'Bob' });
        assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.otb-face')].map((e) => e.textContent)), [
          '5:00',
          '4:00',
        ]);
        await tid(page, 'clock-start').click();
        await clickMove(page, 'd2', 'd4');
        await tid(page, 'press-white').click();
        await waitPiece(page, 'd4', 'white pawn');
        await suite.shots.take(page, `clock-board-${size}`);
        await assertNoHorizontalOverflow(page, `the clock with a board (${size})`);
        await checkAxe(page, `the clock with a board (${size})`);
      });
      await steps.step(`${size}: paused, the arbiter sets White’s time and move counter; each change is an event`, async () => {
        await tid(page, 'clock-pause').click();
        await tid(page, 'clock-paused').waitFor();
        await tid(page, 'clock-arbiter').click();
        await tid(page, 'clock-set-time-white').fill('1:00');
        await tid(page, 'clock-set-moves-white').fill('10');
        await suite.shots.take(page, `arbiter-${size}`);
        await assertNoHorizontalOverflow(page, `the arbiter's panel (${size})`);
        await checkAxe(page, `the arbiter's panel (${size})`);
        await tid(page, 'clock-adjust-apply').click();
        assert.equal(await tid(page, 'face-white').textContent(), '1:00');
        assert.equal(await tid(page, 'moves-white').textContent(), '10 moves');
        const log = await exportedLog(page);
        const kinds = log
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { type: string; action?: string });
        assert.deepEqual(
          kinds.slice(-3).map((e) => e.action ?? e.type),
          ['pause', 'add-time', 'set-moves'],
        );
        await dismissRuling(page);
        await tid(page, 'clock-pause').click(); // resume
      });
      await steps.step(`${size}: locked, only the halves respond; the claims panel; the arbiter declares mate`, async () => {
        await tid(page, 'clock-lock').click();
        assert.equal(await tid(page, 'clock-claims').count(), 0, 'no panel buttons while locked');
        await tid(page, 'clock-unlock').click();
        await tid(page, 'clock-unlock-confirm').click();
        await tid(page, 'clock-claims').click();
        await suite.shots.take(page, `claims-${size}`);
        await checkAxe(page, `the claims panel (${size})`);
        await tid(page, 'clock-act-declare').click();
        await tid(page, 'clock-declare-termination').selectOption('checkmate');
        await tid(page, 'clock-declare-result').selectOption('1-0');
        await tid(page, 'clock-confirm').click();
        const card = await rulingCard(page);
        assert.equal(card?.result, '1-0');
        assert.match(card?.headline ?? '', /^White wins: checkmate — FIDE 5\.1\.1$/);
        assert.match((await tid(page, 'clock-final').textContent()) ?? '', /White wins: checkmate/);
        await suite.shots.take(page, `declared-${size}`);
        await assertNoHorizontalOverflow(page, `the result (${size})`);
        await checkAxe(page, `the ruling card (${size})`);
      });
    }
    errors.assertNone();
  },
);
