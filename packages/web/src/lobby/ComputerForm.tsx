/**
 * "Play the computer" (the lobby at `/computer`): the level (1–8, a word on each), any time
 * control the core reads (`TcField`, with the quick-pairing controls one press away) and your
 * colour. It posts `POST /api/challenge/ai` and opens the game; a refusal is shown in the form.
 * The last choice is remembered in this browser.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { POOLS } from '@flagfall/protocol';
import { navigate } from '../app/router.js';
import { t } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';
import { postJson } from '../net/api.js';
import { AI_COLORS, AI_LEVELS, aiChallengeBody, readAiChoice, type AiChoice, type AiLevel } from './computer.js';
import { readTc, TcField } from './TcField.js';

const STORE_KEY = 'flagfall.computer';

function loadChoice(): AiChoice {
  try {
    return readAiChoice(localStorage.getItem(STORE_KEY));
  } catch {
    // Storage refused (private mode): the defaults.
    return readAiChoice(null);
  }
}

function saveChoice(c: AiChoice): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(c));
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/** A level in words: "Level 3 — casual player". */
export const levelLine = (n: AiLevel): string => t('ai.levelLine', { level: n, what: t(`ai.level.${n}` as MessageKey) });

/** The form. */
export function ComputerForm() {
  const [choice, setChoice] = useState<AiChoice>(loadChoice);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const reading = readTc(choice.tc);
  const can = reading !== null && reading.ok && !busy;
  const set = (change: Partial<AiChoice>) => {
    setChoice((c) => ({ ...c, ...change }));
    setError(null);
  };

  // Opened (from the lobby's tile or at /computer): the form comes to the top of the window, and
  // the chosen level takes the focus so the arrows change it at once.
  useEffect(() => {
    const f = form.current;
    if (f === null) return;
    f.scrollIntoView({ block: 'start' });
    f.querySelector<HTMLInputElement>('input[name=ai-level]:checked')?.focus({ preventScroll: true });
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!can) return;
    setBusy(true);
    setError(null);
    saveChoice(choice);
    const r = await postJson<{ id?: unknown }>('/api/challenge/ai', aiChallengeBody(choice));
    if (r.ok && typeof r.value.id === 'string') {
      // The server's game.start may have opened the game already; navigate() then does nothing.
      navigate(`/game/${r.value.id}`);
      return;
    }
    setBusy(false);
    setError(r.ok ? t('ai.failed') : r.status === 404 ? t('ai.unavailable') : r.error);
  };

  return (
    <form ref={form} class="card computer" onSubmit={(e) => void submit(e)} aria-labelledby="ai-h" data-testid="ai-form">
      <h2 id="ai-h">{t('ai.title')}</h2>
      <fieldset class="segmented">
        <legend>{t('ai.level')}</legend>
        <div class="segments levels">
          {AI_LEVELS.map((n) => (
            <label key={n} class="segment" data-testid={`ai-level-${n}`} title={levelLine(n)}>
              <input
                type="radio"
                name="ai-level"
                value={n}
                checked={choice.level === n}
                aria-label={levelLine(n)}
                onChange={() => set({ level: n })}
              />
              <span aria-hidden="true">{n}</span>
            </label>
          ))}
        </div>
        <p class="level-desc" data-testid="ai-level-desc" aria-hidden="true">
          {levelLine(choice.level)}
        </p>
      </fieldset>
      <TcField id="ai-tc" value={choice.tc} reading={reading} onInput={(tc) => set({ tc })} />
      <div class="presets" role="group" aria-label={t('ai.presets')}>
        {POOLS.map((p) => (
          <button
            type="button"
            key={p}
            class="button small"
            data-testid={`ai-tc-${p}`}
            aria-pressed={choice.tc.trim() === p}
            onClick={() => set({ tc: p })}
          >
            {p}
          </button>
        ))}
      </div>
      <fieldset class="segmented">
        <legend>{t('ai.color')}</legend>
        <div class="segments colors">
          {AI_COLORS.map((c) => (
            <label key={c} class="segment" data-testid={`ai-color-${c}`}>
              <input type="radio" name="ai-color" value={c} checked={choice.color === c} onChange={() => set({ color: c })} />
              <span>
                <i class={`swatch ${c}`} aria-hidden="true" />
                {t(`color.${c}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p class="muted small">{t('ai.casual')}</p>
      {error !== null && (
        <p class="error" role="alert" data-testid="ai-error">
          {error}
        </p>
      )}
      <div class="row">
        <button type="submit" class="button primary" data-testid="ai-submit" disabled={!can}>
          {busy ? t('ai.starting') : t('ai.submit')}
        </button>
        <a class="button" href="/" data-testid="ai-close">
          {t('ai.close')}
        </a>
      </div>
    </form>
  );
}
