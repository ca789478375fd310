/**
 * The arbiter console (`/arbiter`) in a real browser, with the core as the oracle: every ruling
 * the page shows (its text, code and article) is the one `adjudicate` gives for the same events.
 * A pasted log is ruled; an edited time turns a flag claim incorrect; a switched ruleset changes
 * the verdict and the comparison names what differs; a copied link opens the same case in a fresh
 * browser; a damaged link says so; a PGN with clocks is read; the phone layout is checked. Every
 * page is checked with axe and for sideways scrolling, and photographed.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { adjudicate, eventsFromPgn, makeEventLog, parseEvents, type TracedVerdict } from '@flagfall/core/arbiter';
import { RULESET_NAMES, type RulesetName } from '@flagfall/core/rules';
import type { Page } from 'playwright-core';
import { assertNoHorizontalOverflow, checkAxe, DESKTOP, PageErrors, PHONE, skipReason, Steps, E2eSuite } from './harness.js';
import { tid, waitText, waitVisible } from './ui.js';

const skip = skipReason();
const suite = new E2eSuite('console', skip);
const open = (errors: PageErrors, name: string, o = DESKTOP): Promise<Page> => suite.open(errors, name, o);

/** A lone king's flag claim in blitz: Black's flag fell at 3:07.0, White claims at 3:10.0. */
const LOG = [
  { type: 'start', rules: 'fide-blitz', tc: '3+2', fen: '8/8/8/8/2k5/8/7q/K7 w - - 0 60', white: 'Ann', black: 'Bob' },
  { t: 2000, type: 'move', move: 'Kb1' },
  { t: 30_000, type: 'move', move: 'Qg2' },
  { t: 33_000, type: 'move', move: 'Ka1' },
  { t: 190_000, type: 'claim', by: 'white', claim: 'flag' },
]
  .map((e) => JSON.stringify(e))
  .join('\n');

/** A knight against a pawn, Black's flag claimed: FIDE lets the knight win on time, US Chess does not. */
const KNIGHT = [
  { type: 'start', rules: 'fide-blitz', tc: '3+2', fen: '7k/7p/8/8/8/8/8/4K1N1 b - - 0 60', white: 'Ann', black: 'Bob' },
  { t: 181_000, type: 'claim', by: 'white', claim: 'flag' },
]
  .map((e) => JSON.stringify(e))
  .join('\n');

/** The core's verdict on a log (the oracle), optionally under another ruleset. */
function oracle(text: string, rules?: RulesetName): TracedVerdict {
  const log = parseEvents(text);
  if (!log.ok) throw new Error(log.error.message);
  const start = rules === undefined ? log.value.start : { ...log.value.start, rules };
  const v = adjudicate({ ...log.value, start });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

interface ShownRuling {
  readonly code: string;
  readonly ruling: string;
  readonly rule: string;
}

/** The rulings the timeline shows, in order: the core's text, its code, and the article (also shown). */
function shownRulings(page: Page): Promise<ShownRuling[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="console-ruling"]')].map((li) => ({
      code: li.dataset.code ?? '',
      ruling: li.querySelector('.console-ruling-text')?.textContent ?? '',
      rule: `${li.dataset.rule ?? ''}|${li.querySelector('.console-rule')?.textContent ?? ''}`,
    })),
  );
}

const expected = (v: TracedVerdict): ShownRuling[] =>
  v.rulings.map((r) => ({ code: r.code, ruling: r.ruling, rule: `${r.rule}|${r.rule}` }));

/** Waits until the page shows the verdict and every ruling of `v`, then checks them one by one. */
async function waitForVerdict(page: Page, v: TracedVerdict, what: string): Promise<void> {
  const want = expected(v);
  try {
    await page.waitForFunction(
      ({ result, codes }) => {
        const verdict = document.querySelector<HTMLElement>('[data-testid="console-verdict"]');
        const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="console-ruling"]')].map((li) => li.dataset.code);
        return verdict?.dataset.result === result && shown.join() === codes.join();
      },
      { result: v.result, codes: want.map((r) => r.code) },
      { timeout: 10_000, polling: 'raf' },
    );
  } catch {
    assert.fail(
      `${what}: the page should show ${v.result} with rulings ${want.map((r) => r.code).join(', ')}; it shows ${JSON.stringify(await shownRulings(page))}`,
    );
  }
  assert.deepEqual(await shownRulings(page), want, what);
  const rule = await tid(page, 'console-verdict').getAttribute('data-result');
  assert.equal(rule, v.result);
  if (v.rule !== null)
    assert.equal(await tid(page, 'console-verdict-rule').getAttribute('data-rule'), v.rule, `${what}: the deciding article`);
}

/** Opens the input card's file and paste part (closed once a case is open). */
async function showInput(page: Page): Promise<void> {
  if ((await tid(page, 'console-input').getAttribute('open')) === null)
    await page.locator('[data-testid="console-input"] > summary').click();
  await waitVisible(page, 'console-paste');
}

/** Waits until the comparison has ruled under every other ruleset. */
async function waitCompared(page: Page): Promise<void> {
  await page.locator('[data-testid="console-compare"][data-done="true"]').waitFor({ timeout: 30_000 });
}

test(
  'a pasted log is ruled as the core rules it; an edited time, a switched ruleset and a shared link',
  { skip, timeout: 120_000 },
  async (t) => {
    const errors = new PageErrors();
    const steps = new Steps(t);
    const page = await open(errors, 'arbiter');
    let link = '';

    await steps.step('the console opens with a sample ruled, and a malformed log is refused in the core’s words', async () => {
      await page.goto('/arbiter');
      await waitText(page, 'console-verdict-rule', 'FIDE 6.9');
      await showInput(page);
      await tid(page, 'console-paste').fill(`${LOG.split('\n')[0]}\n{"t":1000,"type":"move"}`);
      await tid(page, 'console-open').click();
      const error = await waitText(page, 'console-input-error', /line 2/);
      const core = parseEvents(`${LOG.split('\n')[0]}\n{"t":1000,"type":"move"}`);
      assert.ok(!core.ok);
      assert.ok(error.includes(core.error.message), `${error} names the core's ${core.error.message}`);
      await checkAxe(page, 'the console with a sample');
      await suite.shots.take(page, 'desktop-first');
    });

    await steps.step('a pasted log: the verdict and every ruling with its article, as adjudicate gives them', async () => {
      await tid(page, 'console-paste').fill(LOG);
      await tid(page, 'console-open').click();
      const v = oracle(LOG);
      assert.equal(v.result, '1/2-1/2', 'the oracle: a lone king cannot win on time');
      await waitForVerdict(page, v, 'the pasted log');
      await waitText(page, 'console-event-3', '3:10.0');
      await waitCompared(page);
      await checkAxe(page, 'a ruled case');
      await assertNoHorizontalOverflow(page, 'a ruled case');
      await suite.shots.take(page, 'desktop-ruled', true);
    });

    await steps.step('the claim moved before the flag fell: the claim is incorrect, and the rulings follow', async () => {
      await tid(page, 'console-edit-3').click();
      await (await waitVisible(page, 'console-editor-time')).fill('3:05.0');
      await tid(page, 'console-editor-apply').click();
      const edited = LOG.replace('"t":190000', '"t":185000');
      const v = oracle(edited);
      assert.equal(v.result, '*');
      assert.ok(v.rulings.some((r) => r.code === 'claim-incorrect'));
      await waitForVerdict(page, v, 'the claim at 3:05.0');
      await suite.shots.take(page, 'desktop-edited');
      // Back to the claim that counts.
      await tid(page, 'console-edit-3').click();
      await (await waitVisible(page, 'console-editor-time')).fill('190');
      await tid(page, 'console-editor-apply').click();
      await waitForVerdict(page, oracle(LOG), 'the claim at 3:10.0 again');
    });

    await steps.step('a deleted claim lets the game go on; an event inserted as JSON is ruled in its place', async () => {
      await tid(page, 'console-delete-3').click();
      const without = LOG.split('\n').slice(0, 4).join('\n');
      await waitForVerdict(page, oracle(without), 'the claim deleted');
      await tid(page, 'console-insert-2').click();
      await (await waitVisible(page, 'console-editor-kind')).selectOption('claim-flag');
      await tid(page, 'console-editor-time').fill('3:10');
      await tid(page, 'console-editor-json').fill('{"type":"claim","by":"white","claim":"flag","extra":1}');
      await tid(page, 'console-editor-apply').click();
      await waitText(page, 'console-editor-error', 'unknown field "extra"');
      await tid(page, 'console-editor-json').fill('{"type":"claim","by":"white","claim":"flag"}');
      await tid(page, 'console-editor-apply').click();
      await waitForVerdict(page, oracle(LOG), 'the claim inserted again');
    });

    await steps.step('another ruleset: the verdict follows, and the comparison names each ruleset that rules otherwise', async () => {
      await showInput(page);
      await tid(page, 'console-paste').fill(KNIGHT);
      await tid(page, 'console-open').click();
      await waitForVerdict(page, oracle(KNIGHT), 'the knight case');
      await page.selectOption('[data-testid="console-rules"]', 'uscf-blitz');
      const us = oracle(KNIGHT, 'uscf-blitz');
      assert.equal(us.result, '1/2-1/2');
      await waitForVerdict(page, us, 'the knight case under US Chess blitz');
      await waitCompared(page);
      for (const rules of RULESET_NAMES.filter((r) => r !== 'uscf-blitz')) {
        const other = oracle(KNIGHT, rules);
        const item = tid(page, `console-compare-${rules}`);
        assert.equal(await item.getAttribute('data-result'), other.result, `${rules} in the comparison`);
        const differs: boolean = other.result !== us.result || other.termination !== us.termination;
        assert.equal(await item.getAttribute('data-difference'), differs ? 'result' : other.rule !== us.rule ? 'article' : 'same', rules);
        if (differs) {
          const words = (await item.textContent()) ?? '';
          // The deciding ruling and its article, when the game ended (online, the clock has not started: it goes on).
          const deciding = [...other.rulings].reverse().find((r) => r.code === 'game-ends');
          if (deciding !== undefined) assert.ok(words.includes(deciding.ruling) && words.includes(deciding.rule), `${rules}: ${words}`);
          else assert.equal(other.result, '*', rules);
        }
      }
      assert.equal(
        await tid(page, 'console-compare-fide-blitz').getAttribute('data-difference'),
        'result',
        'FIDE blitz lets the knight win',
      );
      await suite.shots.take(page, 'desktop-compare', true);
    });

    await steps.step('the link to the case opens the same verdict in a fresh browser; a damaged link says so', async () => {
      await tid(page, 'console-share').click();
      const input = await waitVisible(page, 'console-share-link');
      link = await input.inputValue();
      assert.match(link, /\/arbiter#c=[A-Za-z0-9_-]+$/);
      assert.equal(new URL(page.url()).hash, new URL(link).hash, 'the page’s own address carries the case too');
      const fresh = await open(errors, 'fresh');
      await fresh.goto(link);
      const shown = await shownRulings(page);
      await waitForVerdict(fresh, oracle(KNIGHT, 'uscf-blitz'), 'the shared link');
      assert.deepEqual(await shownRulings(fresh), shown, 'the same rulings');
      assert.equal(await fresh.inputValue('[data-testid="console-rules"]'), 'uscf-blitz', 'the ruleset chosen travels with the case');
      // Edited, the case is no longer the link's: the address lets go of it (a reload must not bring the old case back).
      await fresh.selectOption('[data-testid="console-rules"]', 'fide-blitz');
      await waitForVerdict(fresh, oracle(KNIGHT), 'the shared case edited');
      assert.equal(new URL(fresh.url()).hash, '');
      const damaged = await open(errors, 'damaged');
      await damaged.goto(link.slice(0, -7) + '!!');
      await waitText(damaged, 'console-input-error', /link’s case cannot be opened: the link is damaged/);
      await checkAxe(damaged, 'a damaged link');
    });

    errors.assertNone();
  },
);

test('a PGN with clock comments is read into events and ruled as the core rules it', { skip, timeout: 60_000 }, async () => {
  const errors = new PageErrors();
  const page = await open(errors, 'pgn');
  const pgn = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[TimeControl "180+0"]
[Termination "Time forfeit"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 { [%clk 0:02:58] } 2... Nc6 { [%clk 0:02:55] }
3. Bb5 { [%clk 0:02:50] } 3... a6 { [%clk 0:00:30] } 4. Ba4 { [%clk 0:02:40] } 1-0
`;
  await page.goto('/arbiter');
  await tid(page, 'console-file').setInputFiles({ name: 'game.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn) });
  const read = eventsFromPgn(pgn);
  assert.ok(read.ok);
  const text = makeEventLog(read.value.start, read.value.events);
  const v = oracle(text);
  assert.equal(v.result, '1-0');
  await waitForVerdict(page, v, 'the PGN');
  const notes = await waitText(page, 'console-notes', 'flag claim');
  for (const n of read.value.notes) assert.ok(notes.includes(n), `the note "${n}" is shown`);
  // The event log it became is the one the core writes for the same events.
  const download = page.waitForEvent('download');
  await tid(page, 'console-download-jsonl').click();
  const file = await (await download).path();
  assert.equal(readFileSync(file, 'utf8'), text);
  await checkAxe(page, 'a PGN read');
  await suite.shots.take(page, 'desktop-pgn', true);
  // A log dropped on the page opens too.
  const dropped = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'case.jsonl', { type: 'application/x-ndjson' }));
    return dt;
  }, LOG);
  await tid(page, 'console-drop').dispatchEvent('drop', { dataTransfer: dropped });
  await waitForVerdict(page, oracle(LOG), 'the dropped log');
  errors.assertNone();
});

test('on a phone: a sample case, the board after the selected event, no sideways scrolling', { skip, timeout: 60_000 }, async () => {
  const errors = new PageErrors();
  const page = await open(errors, 'phone', PHONE);
  await page.goto('/arbiter');
  await waitVisible(page, 'console-verdict');
  await suite.shots.take(page, 'phone-first');
  await assertNoHorizontalOverflow(page, 'the console on a phone');
  await tid(page, 'console-sample-illegal-move').click();
  await waitCompared(page);
  // Under FIDE 2023 the first illegal move costs a minute; under the 2009 blitz rules it loses.
  assert.equal(await tid(page, 'console-verdict').getAttribute('data-result'), '*');
  assert.equal(await tid(page, 'console-compare-fide-2009-blitz').getAttribute('data-result'), '1-0');
  await tid(page, 'console-event-5').locator('.console-row-main').click();
  await waitText(page, 'console-board-caption', 'f7f5');
  // The board draws in the next animation frame: wait for the pawn the illegal move left on f5.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="console-board"] [data-square="f5"]')?.getAttribute('aria-label') === 'f5, black pawn',
    undefined,
    { timeout: 5000, polling: 'raf' },
  );
  await checkAxe(page, 'a sample on a phone');
  await assertNoHorizontalOverflow(page, 'a sample on a phone');
  await suite.shots.take(page, 'phone-sample');
  await tid(page, 'console-board').scrollIntoViewIfNeeded();
  await suite.shots.take(page, 'phone-board');
  await tid(page, 'console-timeline').scrollIntoViewIfNeeded();
  await suite.shots.take(page, 'phone-timeline');
  // A malformed paste: the refusal stands below the input card, off a phone's screen, so it is scrolled to.
  await showInput(page);
  await tid(page, 'console-paste').fill('{"type":"start", oops');
  await tid(page, 'console-open').click();
  await waitText(page, 'console-input-error', /line 1/);
  await page.waitForFunction(
    () => {
      const box = document.querySelector('[data-testid="console-input-error"]')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    },
    undefined,
    { timeout: 5000, polling: 'raf' },
  );
  await suite.shots.take(page, 'phone-input-error');
  errors.assertNone();
});
