/**
 * The custom game form: any control the core reads, described and classified as you type
 * (FIDE, US Chess and lichess categories), with a clear message on a bad one. It posts a seek,
 * or a challenge to a named player, or a challenge by link.
 */
import { useState } from 'preact/hooks';
import { classifyFide, classifyLichess, classifyUscf, parseTimeControl } from '@flagfall/core/clock';
import { connection, signedIn } from '../app/session.js';
import { language, t } from '../i18n/i18n.js';
import { timeControlLabel } from '../i18n/tcLabel.js';
import type { MessageKey } from '../i18n/en.js';

type ColorChoice = 'random' | 'white' | 'black';

/** What the form reads from the control text: its label and categories, or the core's message. */
function describe(text: string): { ok: true; label: string; cats: string } | { ok: false; error: string } | null {
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

/** The form. */
export function CustomSeek() {
  const [tc, setTc] = useState('3+2');
  const [rated, setRated] = useState(false);
  const [color, setColor] = useState<ColorChoice>('random');
  const [to, setTo] = useState('');
  const d = describe(tc);
  const can = d !== null && d.ok;
  const isRated = rated && signedIn.value;

  const seek = (e: Event) => {
    e.preventDefault();
    if (!can) return;
    connection.send({ type: 'seek.create', tc: tc.trim(), rated: isRated, color });
  };
  const challenge = (open: boolean) => {
    if (!can) return;
    const name = to.trim();
    if (!open && name === '') return;
    connection.send({ type: 'challenge.create', tc: tc.trim(), rated: isRated, color, ...(open ? {} : { to: name }) });
  };

  return (
    <form class="card custom" onSubmit={seek} aria-labelledby="custom-h">
      <h2 id="custom-h">{t('custom.title')}</h2>
      <label class="field">
        <span>{t('custom.tc')}</span>
        <input
          data-testid="custom-tc"
          value={tc}
          spellcheck={false}
          autocomplete="off"
          aria-invalid={d !== null && !d.ok}
          aria-describedby="custom-tc-help"
          onInput={(e) => setTc(e.currentTarget.value)}
          placeholder="3+2 · G/5;d3 · 40/5, G/1"
        />
      </label>
      <div id="custom-tc-help" aria-live="polite" class="tc-help">
        {d === null ? (
          <span class="muted">{t('custom.examples')}</span>
        ) : d.ok ? (
          <>
            <strong data-testid="custom-tc-label">{d.label}</strong>
            <span class="muted" data-testid="custom-tc-category">
              {d.cats}
            </span>
          </>
        ) : (
          <span class="error" data-testid="custom-tc-error" role="alert">
            {d.error}
          </span>
        )}
      </div>
      <div class="row">
        <label class="check">
          <input
            type="checkbox"
            data-testid="custom-rated"
            checked={isRated}
            disabled={!signedIn.value}
            onChange={(e) => setRated(e.currentTarget.checked)}
          />
          <span>{signedIn.value ? t('custom.rated') : t('custom.ratedGuest')}</span>
        </label>
        <label class="field inline">
          <span>{t('custom.color')}</span>
          <select data-testid="custom-color" value={color} onChange={(e) => setColor(e.currentTarget.value as ColorChoice)}>
            <option value="random">{t('color.random')}</option>
            <option value="white">{t('color.white')}</option>
            <option value="black">{t('color.black')}</option>
          </select>
        </label>
      </div>
      <div class="row">
        <button type="submit" class="button primary" data-testid="custom-submit" disabled={!can}>
          {t('custom.seek')}
        </button>
        <button type="button" class="button" data-testid="challenge-link" disabled={!can} onClick={() => challenge(true)}>
          {t('custom.link')}
        </button>
      </div>
      <div class="row">
        <label class="field inline grow">
          <span>{t('custom.opponent')}</span>
          <input data-testid="challenge-user" value={to} autocomplete="off" onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
        <button
          type="button"
          class="button"
          data-testid="challenge-submit"
          disabled={!can || to.trim() === ''}
          onClick={() => challenge(false)}
        >
          {t('custom.challenge')}
        </button>
      </div>
    </form>
  );
}
