/**
 * Settings: premoves, auto-queen, sounds, move confirmation, board orientation, animation speed,
 * piece set, theme, language, tenths. Kept on the server for an account, in this browser for a
 * guest; each change is saved at once and confirmed.
 */
import { useState } from 'preact/hooks';
import type { Preferences } from '@flagfall/protocol';
import { prefs, savePrefs, signedIn } from '../app/session.js';
import { t } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';

type BoolKey = { [K in keyof Preferences]: Preferences[K] extends boolean ? K : never }[keyof Preferences];

const BOOLS: readonly BoolKey[] = ['premoves', 'autoQueen', 'confirmMoves', 'confirmResign', 'sounds', 'lowTimeSound', 'showCoordinates'];

/** The settings page. */
export function SettingsPage() {
  const p = prefs.value;
  const [state, setState] = useState<'idle' | 'saved' | string>('idle');
  const save = async (change: Partial<Preferences>) => {
    const r = await savePrefs(change);
    setState(r.ok ? 'saved' : r.error);
  };
  const choice = <K extends keyof Preferences>(key: K, options: readonly Preferences[K][]) => (
    <label class="field inline" key={key}>
      <span>{t(`pref.${key}` as MessageKey)}</span>
      <select
        data-testid={`pref-${key}`}
        value={String(p[key])}
        onChange={(e) => void save({ [key]: options.find((o) => String(o) === e.currentTarget.value) } as Partial<Preferences>)}
      >
        {options.map((o) => (
          <option value={String(o)} key={String(o)}>
            {t(`pref.${key}.${String(o)}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <main class="page narrow">
      <h1>{t('nav.settings')}</h1>
      <p class="muted">{signedIn.value ? t('pref.account') : t('pref.guest')}</p>
      <section class="card settings">
        {BOOLS.map((k) => (
          <label class="check" key={k}>
            <input
              type="checkbox"
              data-testid={`pref-${k}`}
              checked={p[k]}
              onChange={(e) => void save({ [k]: e.currentTarget.checked } as Partial<Preferences>)}
            />
            <span>{t(`pref.${k}` as MessageKey)}</span>
          </label>
        ))}
        {choice('orientation', ['auto', 'white', 'black'])}
        {choice('tenths', ['never', 'below10', 'always'])}
        {choice('theme', ['system', 'light', 'dark'])}
        {choice('language', ['auto', 'en', 'ru'])}
        {choice('pieceSet', ['flagfall'])}
        <label class="field inline">
          <span>{t('pref.animationMs')}</span>
          <input
            type="range"
            data-testid="pref-animationMs"
            min={0}
            max={500}
            step={50}
            value={p.animationMs}
            onChange={(e) => void save({ animationMs: Number(e.currentTarget.value) })}
          />
          <output>{p.animationMs} ms</output>
        </label>
      </section>
      <p role="status" data-testid="settings-saved" class={state === 'saved' ? 'ok' : state === 'idle' ? 'muted' : 'error'}>
        {state === 'saved' ? t('pref.saved') : state === 'idle' ? '' : state}
      </p>
    </main>
  );
}
