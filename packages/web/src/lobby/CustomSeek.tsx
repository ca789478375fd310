/**
 * The custom game form: any control the core reads (`TcField`: described and classified as you
 * type, with the core's message on a bad one). It posts a seek, or a challenge to a named player,
 * or a challenge by link.
 */
import { useState } from 'preact/hooks';
import { connection, signedIn } from '../app/session.js';
import { t } from '../i18n/i18n.js';
import { readTc, TcField } from './TcField.js';

type ColorChoice = 'random' | 'white' | 'black';

/** The form. */
export function CustomSeek() {
  const [tc, setTc] = useState('3+2');
  const [rated, setRated] = useState(false);
  const [color, setColor] = useState<ColorChoice>('random');
  const [to, setTo] = useState('');
  const d = readTc(tc);
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
      <TcField id="custom-tc" value={tc} reading={d} onInput={setTc} />
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
