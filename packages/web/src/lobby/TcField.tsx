/**
 * The time-control field of the lobby's forms (a custom game, the computer) and the clock page's
 * setup: any control the core reads, described and classified as you type (FIDE, US Chess and
 * lichess categories), with the core's message on a bad one. Test hooks are `<id>`, `<id>-label`,
 * `<id>-category` and `<id>-error` (the lobby's ids are `custom-tc` and `ai-tc`).
 */
import { classifyFide, classifyLichess, classifyUscf, parseTimeControl } from '@flagfall/core/clock';
import { language, t } from '../i18n/i18n.js';
import { timeControlLabel } from '../i18n/tcLabel.js';
import type { MessageKey } from '../i18n/en.js';

/** What a form reads from the control text: its label and categories, the core's message, or null when empty. */
export type TcReading = { ok: true; label: string; cats: string } | { ok: false; error: string } | null;

/** Reads the control text in the reader's language; only timed controls (periods, hourglass) are played online. */
export function readTc(text: string): TcReading {
  if (text.trim() === '') return null;
  const r = parseTimeControl(text);
  if (!r.ok) return { ok: false, error: r.error.message };
  const tc = r.value;
  if (tc.kind !== 'periods' && tc.kind !== 'hourglass') return { ok: false, error: t('custom.needsClock') };
  const lang = language.value;
  const fide = classifyFide(tc);
  const uscf = classifyUscf(tc);
  const li = classifyLichess(tc);
  const cats = [
    fide !== null ? `FIDE: ${t(`cat.fide.${fide}` as MessageKey)}` : null,
    uscf !== null ? `US Chess: ${t(`cat.uscf.${uscf}` as MessageKey)}` : null,
    li !== null ? `lichess: ${t(`cat.lichess.${li}` as MessageKey)}` : null,
  ]
    .filter((x) => x !== null)
    .join(' · ');
  return { ok: true, label: timeControlLabel(tc, lang), cats };
}

/**
 * The labelled input and its live description; `reading` is `readTc(value)`, computed by the form
 * that owns the value. `label` and `hint` (shown while empty) default to the lobby's words.
 */
export function TcField({
  id,
  value,
  reading,
  onInput,
  label = t('custom.tc'),
  hint = t('custom.examples'),
}: {
  id: string;
  value: string;
  reading: TcReading;
  onInput: (text: string) => void;
  label?: string;
  hint?: string;
}) {
  const help = `${id}-help`;
  return (
    <>
      <label class="field">
        <span>{label}</span>
        <input
          data-testid={id}
          value={value}
          spellcheck={false}
          autocomplete="off"
          aria-invalid={reading !== null && !reading.ok}
          aria-describedby={help}
          onInput={(e) => onInput(e.currentTarget.value)}
          placeholder="3+2 · G/5;d3 · 40/5, G/1"
        />
      </label>
      <div id={help} aria-live="polite" class="tc-help">
        {reading === null ? (
          <span class="muted">{hint}</span>
        ) : reading.ok ? (
          <>
            <strong data-testid={`${id}-label`}>{reading.label}</strong>
            <span class="muted" data-testid={`${id}-category`}>
              {reading.cats}
            </span>
          </>
        ) : (
          <span class="error" data-testid={`${id}-error`} role="alert">
            {reading.error}
          </span>
        )}
      </div>
    </>
  );
}
