/** Sign up and log in: a name and a password; the server's refusal is shown as it says it. */
import { useState } from 'preact/hooks';
import { signIn } from '../app/session.js';
import { navigate } from '../app/router.js';
import { t } from '../i18n/i18n.js';

/** The form, for `login` or `signup`. */
export function AuthPage({ kind }: { kind: 'login' | 'signup' }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = kind === 'login' ? 'login' : 'signup';
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const r = await signIn(kind === 'login' ? 'login' : 'register', username.trim(), password);
    setBusy(false);
    if (r.ok) navigate('/');
    else setError(r.error);
  };
  return (
    <main class="page narrow">
      <form class="card auth" onSubmit={(e) => void submit(e)} aria-labelledby="auth-h">
        <h1 id="auth-h">{kind === 'login' ? t('auth.login') : t('auth.signup')}</h1>
        <label class="field">
          <span>{t('auth.username')}</span>
          <input
            data-testid={`${id}-username`}
            name="username"
            autocomplete="username"
            required
            minLength={2}
            maxLength={20}
            pattern="[A-Za-z0-9][A-Za-z0-9_\-]{1,19}"
            value={username}
            onInput={(e) => setUsername(e.currentTarget.value)}
          />
        </label>
        <label class="field">
          <span>{t('auth.password')}</span>
          <input
            data-testid={`${id}-password`}
            name="password"
            type="password"
            autocomplete={kind === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={8}
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {kind === 'signup' && <p class="muted small">{t('auth.rules')}</p>}
        {error !== null && (
          <p class="error" role="alert" data-testid="form-error">
            {error}
          </p>
        )}
        <button type="submit" class="button primary" data-testid={`${id}-submit`} disabled={busy}>
          {kind === 'login' ? t('auth.login') : t('auth.signup')}
        </button>
        <p class="small">{kind === 'login' ? <a href="/signup">{t('auth.toSignup')}</a> : <a href="/login">{t('auth.toLogin')}</a>}</p>
      </form>
    </main>
  );
}
