/**
 * The answer to the last action: the result when the game has ended ("Black wins: White's flag fell
 * and Black claimed it — FIDE 6.9"), and the core's rulings with their articles. A live region, so
 * a screen reader says it; dismissed with OK (the record keeps every ruling).
 */
import { useState } from 'preact/hooks';
import { t, type Language } from '../../i18n/i18n.js';
import type { ClockController } from './controller.js';
import { resultHeadline, rulingLine } from './rulingText.js';

const QUIET: ReadonlySet<string> = new Set(['clock-paused', 'clock-resumed']);

/** The card. */
export function RulingCard({ ctl, lang }: { ctl: ClockController; lang: Language }) {
  ctl.watch();
  // Stopping and restarting the clocks decides nothing: the bar says "Clocks stopped", no card covers it.
  const rulings = ctl.lastRulings.filter((r) => !QUIET.has(r.code));
  const rec = ctl.recorder;
  const verdict = rec?.verdict();
  const headline = verdict === undefined ? null : resultHeadline(verdict, rec?.events.at(-1), lang);
  // Dismissing hides this answer only: the next one (a new array) shows again.
  const [dismissed, setDismissed] = useState<readonly unknown[] | null>(null);
  const hidden = dismissed === ctl.lastRulings;
  const empty = rulings.length === 0 && headline === null;
  return (
    <div class="otb-ruling-slot" aria-live="polite">
      {!empty && !hidden && (
        <section class="otb-ruling" data-testid="clock-ruling" aria-labelledby="clock-ruling-h">
          {headline !== null ? (
            <h2 id="clock-ruling-h" data-testid="clock-result" data-result={verdict?.result}>
              {headline}
            </h2>
          ) : (
            <h2 id="clock-ruling-h" class="sr-only">
              {t('clock.rulingTitle')}
            </h2>
          )}
          {rulings.length > 0 && (
            <ul>
              {rulings.map((r, i) => (
                <li key={i} data-code={r.code} data-testid="clock-ruling-line">
                  {rulingLine(r, lang)}
                </li>
              ))}
            </ul>
          )}
          <button type="button" class="button small" data-testid="clock-ruling-ok" onClick={() => setDismissed(ctl.lastRulings)}>
            {t('clock.ok')}
          </button>
        </section>
      )}
    </div>
  );
}
