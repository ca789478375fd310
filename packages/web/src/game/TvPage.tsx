/** TV: follows the top live game, switching when the server names a new one. */
import { useEffect } from 'preact/hooks';
import { signal } from '@preact/signals';
import { connection } from '../app/session.js';
import { t } from '../i18n/i18n.js';
import { GamePage } from './GamePage.js';

const tvGame = signal<string | null>(null);
const tvEmpty = signal(false);

/** The TV page. */
export function TvPage() {
  useEffect(() => {
    const off = connection.subscribe((m) => {
      if (m.type === 'tv.game') {
        tvGame.value = m.gameId;
        tvEmpty.value = false;
      }
      if (m.type === 'error' && m.ref?.type === 'tv.watch') tvEmpty.value = true;
    });
    const offOpen = connection.onOpen(() => connection.send({ type: 'tv.watch' }));
    return () => {
      off();
      offOpen();
    };
  }, []);
  const id = tvGame.value;
  if (id === null || tvEmpty.value) {
    return (
      <main class="page narrow">
        <h1>{t('tv.title')}</h1>
        <p class="muted" data-testid="tv-empty">
          {tvEmpty.value ? t('tv.none') : t('game.loading')}
        </p>
      </main>
    );
  }
  return <GamePage key={id} gameId={id} />;
}
