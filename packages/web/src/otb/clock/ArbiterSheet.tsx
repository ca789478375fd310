/**
 * The arbiter's corrections (FIDE 6.10.2; the DGT adjust mode), with the clocks stopped: each
 * side's time and move counter. Nothing is changed silently: a time becomes an `add-time` event of
 * the exact difference, a counter a `set-moves` event, both in the record with the core's ruling.
 */
import { useState } from 'preact/hooks';
import type { Color } from '@flagfall/core';
import { t } from '../../i18n/i18n.js';
import { clockTimeText, MAX_SET_MS, parseClockTime } from '../clockTime.js';
import type { ClockController } from './controller.js';
import { Sheet } from './Sheet.js';

const sideName = (c: Color) => t(c === 'white' ? 'color.White' : 'color.Black');

/** The panel. */
export function ArbiterSheet({ ctl, onClose }: { ctl: ClockController; onClose: () => void }) {
  ctl.watch();
  const reading = ctl.reading();
  const paused = reading?.status === 'paused';
  const [times, setTimes] = useState(() => ({
    white: clockTimeText(reading?.remainingMs.white ?? 0),
    black: clockTimeText(reading?.remainingMs.black ?? 0),
  }));
  const [moves, setMoves] = useState(() => ({ white: String(reading?.moves.white ?? 0), black: String(reading?.moves.black ?? 0) }));
  const parsedTime = (c: Color) => parseClockTime(times[c], MAX_SET_MS);
  const parsedMoves = (c: Color) => (/^\d{1,4}$/.test(moves[c].trim()) ? Number(moves[c].trim()) : null);
  const valid = (['white', 'black'] as const).every((c) => parsedTime(c) !== null && parsedMoves(c) !== null);

  const apply = (e: Event) => {
    e.preventDefault();
    if (!valid || reading === null) return;
    const stamp = performance.now();
    for (const c of ['white', 'black'] as const) {
      const ms = parsedTime(c)!;
      // An unchanged field keeps the exact time (a flagged clock's negative time is not reset to zero by accident).
      if (times[c] !== clockTimeText(reading.remainingMs[c])) ctl.setTime(c, ms, stamp);
      const n = parsedMoves(c)!;
      if (n !== reading.moves[c]) ctl.setMoves(c, n, stamp);
    }
    onClose();
  };

  return (
    <Sheet id="arbiter" title={t('clock.adjust.title')} onClose={onClose}>
      {!paused ? (
        <p data-testid="clock-adjust-paused">{t('clock.adjust.onlyPaused')}</p>
      ) : (
        <form onSubmit={apply} class="otb-adjust">
          <p class="muted small">{t('clock.adjust.note')}</p>
          {(['white', 'black'] as const).map((c) => (
            <fieldset key={c} class="otb-adjust-side">
              <legend>{sideName(c)}</legend>
              <label class="field">
                <span>{t('clock.adjust.time')}</span>
                <input
                  data-testid={`clock-set-time-${c}`}
                  value={times[c]}
                  inputMode="decimal"
                  autocomplete="off"
                  aria-invalid={parsedTime(c) === null}
                  onInput={(e) => setTimes({ ...times, [c]: e.currentTarget.value })}
                />
              </label>
              <label class="field">
                <span>{t('clock.adjust.moves')}</span>
                <input
                  data-testid={`clock-set-moves-${c}`}
                  value={moves[c]}
                  inputMode="numeric"
                  autocomplete="off"
                  aria-invalid={parsedMoves(c) === null}
                  onInput={(e) => setMoves({ ...moves, [c]: e.currentTarget.value })}
                />
              </label>
            </fieldset>
          ))}
          {!valid && (
            <p class="error" role="alert">
              {t('clock.adjust.bad')}
            </p>
          )}
          <button type="submit" class="button primary" data-testid="clock-adjust-apply" disabled={!valid}>
            {t('clock.adjust.apply')}
          </button>
        </form>
      )}
    </Sheet>
  );
}
