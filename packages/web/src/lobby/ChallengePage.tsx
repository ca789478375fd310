/** An open challenge reached by its link: what it is, and a button to accept it. */
import { useEffect, useState } from 'preact/hooks';
import type { ChallengeInfo } from '@flagfall/protocol';
import { connection } from '../app/session.js';
import { getJson } from '../net/api.js';
import { t } from '../i18n/i18n.js';
import { lobbyError } from './store.js';

/** The page of challenge `id`. */
export function ChallengePage({ id }: { id: string }) {
  const [c, setC] = useState<ChallengeInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void getJson<ChallengeInfo>(`/api/challenge/${id}`).then((r) => (r.ok ? setC(r.value) : setError(r.error)));
  }, [id]);
  return (
    <main class="page narrow">
      <div class="card">
        <h1>{t('challenge.title')}</h1>
        {error !== null && (
          <p class="error" role="alert">
            {t('challenge.gone')}
          </p>
        )}
        {c !== null && (
          <>
            <p>{t('lobby.challengeFrom', { name: c.by.name, tc: `${c.tc} (${c.tcLabel})` })}</p>
            <p class="muted">{c.rated ? t('game.rated') : t('game.casual')}</p>
            <button
              type="button"
              class="button primary"
              data-testid={`challenge-accept-${c.id}`}
              onClick={() => connection.send({ type: 'challenge.accept', id: c.id })}
            >
              {t('lobby.accept')}
            </button>
            {lobbyError.value !== null && (
              <p class="error" role="alert">
                {lobbyError.value}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
