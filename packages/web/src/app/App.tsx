/**
 * The page: a header (navigation, the connection and its lag, who you are) and the route's view.
 * A `game.start` from the server — a pairing, an accepted challenge, a rematch — opens the game.
 */
import { useEffect } from 'preact/hooks';
import { account, connection, signOut, signedIn } from './session.js';
import { navigate, onLinkClick, route } from './router.js';
import { t } from '../i18n/i18n.js';
import { BrandLink } from './BrandLink.js';
import { Lobby } from '../lobby/Lobby.js';
import { GamePage } from '../game/GamePage.js';
import { TvPage } from '../game/TvPage.js';
import { ProfilePage } from '../profile/ProfilePage.js';
import { SettingsPage } from '../settings/SettingsPage.js';
import { AuthPage } from '../auth/AuthPage.js';
import { ChallengePage } from '../lobby/ChallengePage.js';

function Connectivity() {
  const state = connection.state.value;
  const lag = connection.lagMs.value;
  const label =
    state === 'online'
      ? lag === null
        ? t('net.online')
        : t('net.lag', { ms: Math.round(lag) })
      : state === 'connecting'
        ? connection.serverRestarting.value
          ? t('net.restarting')
          : t('net.connecting')
        : t('net.offline');
  const bars = state !== 'online' ? 0 : lag === null || lag < 150 ? 3 : lag < 400 ? 2 : 1;
  return (
    <span
      class="conn"
      data-testid="connection"
      data-state={state}
      data-lag-ms={lag === null ? '' : String(Math.round(lag))}
      role="status"
      title={label}
    >
      <span class={`bars bars-${bars}`} aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span class="conn-text">{label}</span>
    </span>
  );
}

function Header() {
  const me = account.value;
  return (
    <header class="top">
      <BrandLink testid="nav-lobby" />
      <nav aria-label={t('nav.main')}>
        <a href="/" aria-current={route.value.name === 'lobby' || route.value.name === 'computer' ? 'page' : undefined}>
          {t('nav.play')}
        </a>
        <a href="/tv" data-testid="nav-tv" aria-current={route.value.name === 'tv' ? 'page' : undefined}>
          {t('nav.tv')}
        </a>
        {signedIn.value && me !== null && (
          <a href={`/@/${me.username}`} data-testid="nav-profile" aria-current={route.value.name === 'profile' ? 'page' : undefined}>
            {t('nav.profile')}
          </a>
        )}
        <a href="/settings" data-testid="nav-settings" aria-current={route.value.name === 'settings' ? 'page' : undefined}>
          {t('nav.settings')}
        </a>
        {/* Plain links: the over-the-board pages are loaded whole (router.ts lets them through). */}
        <a href="/clock" data-testid="nav-clock">
          {t('otb.nav.clock')}
        </a>
        <a href="/arbiter" data-testid="nav-arbiter">
          {t('otb.nav.arbiter')}
        </a>
      </nav>
      <div class="who">
        <Connectivity />
        {me !== null && (
          <span class="user-name" data-testid="user-name">
            {me.username}
          </span>
        )}
        {signedIn.value ? (
          <button type="button" class="link" data-testid="logout" onClick={() => void signOut()}>
            {t('nav.logout')}
          </button>
        ) : (
          <>
            <a href="/login" data-testid="nav-login">
              {t('nav.login')}
            </a>
            <a href="/signup" class="button small" data-testid="nav-signup">
              {t('nav.signup')}
            </a>
          </>
        )}
      </div>
    </header>
  );
}

function View() {
  const r = route.value;
  switch (r.name) {
    case 'lobby':
      return <Lobby />;
    case 'computer':
      // The same Lobby element as at `/`, so opening the form keeps the lobby's subscription.
      return <Lobby computer />;
    case 'game':
      return <GamePage key={r.id} gameId={r.id} />;
    case 'tv':
      return <TvPage />;
    case 'profile':
      return <ProfilePage user={r.user ?? account.value?.username ?? null} />;
    case 'settings':
      return <SettingsPage />;
    case 'login':
    case 'signup':
      return <AuthPage kind={r.name} />;
    case 'challenge':
      return <ChallengePage id={r.id} />;
    case 'clock':
    case 'arbiter':
      // Never shown here: main.tsx gives these paths to the over-the-board shell, and the router loads them whole.
      return null;
    case 'notFound':
      return (
        <main class="page narrow">
          <h1>{t('notFound.title')}</h1>
          <p>
            <a href="/">{t('notFound.back')}</a>
          </p>
        </main>
      );
  }
}

/** The whole page. */
export function App() {
  useEffect(
    () =>
      connection.subscribe((m) => {
        if (m.type === 'game.start') {
          const r = route.peek();
          if (!(r.name === 'game' && r.id === m.gameId)) navigate(`/game/${m.gameId}`);
        }
      }),
    [],
  );
  return (
    <div class="app" onClick={onLinkClick}>
      <a class="skip" href="#main">
        {t('nav.skip')}
      </a>
      <Header />
      <div id="main" tabIndex={-1}>
        <View />
      </div>
    </div>
  );
}
