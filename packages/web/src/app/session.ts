/**
 * Who is using the page and how they like it: the account (or guest) from `GET /api/account`,
 * and the preferences — kept per account on the server, in `localStorage` for a guest. The
 * connection is one per page and lives here too.
 */
import { computed, effect, signal } from '@preact/signals';
import { DEFAULT_PREFERENCES, parsePreferences, type Preferences } from '@flagfall/protocol';
import { getJson, postJson, putJson, type AccountInfo, type ApiResult } from '../net/api.js';
import { Connection, socketUrl } from '../net/socket.js';
import { detectLanguage, language } from '../i18n/i18n.js';

const GUEST_PREFS_KEY = 'flagfall.preferences';

/** The account or guest, once known. */
export const account = signal<AccountInfo | null>(null);
/** Whether the user is signed in to an account. */
export const signedIn = computed(() => account.value !== null && !account.value.guest);
/** The preferences in force. */
export const prefs = signal<Preferences>(DEFAULT_PREFERENCES);
/** The page's connection to the server. */
export const connection = new Connection(socketUrl(location));

function readGuestPrefs(): Preferences {
  try {
    const raw = localStorage.getItem(GUEST_PREFS_KEY);
    if (raw === null) return DEFAULT_PREFERENCES;
    const parsed = parsePreferences(JSON.parse(raw));
    return parsed.ok ? parsed.value : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Loads who the user is (and their preferences); call at start and after signing in or out. */
export async function loadAccount(): Promise<void> {
  const r = await getJson<AccountInfo>('/api/account');
  if (!r.ok) return;
  account.value = r.value;
  if (r.value.guest) prefs.value = readGuestPrefs();
  else {
    const p = parsePreferences(r.value.preferences ?? {});
    prefs.value = p.ok ? p.value : DEFAULT_PREFERENCES;
  }
}

/** Changes preferences: stored on the server for an account (the answer is the truth), locally for a guest. */
export async function savePrefs(change: Partial<Preferences>): Promise<ApiResult<Preferences>> {
  const next = { ...prefs.value, ...change };
  prefs.value = next;
  if (!signedIn.value) {
    try {
      localStorage.setItem(GUEST_PREFS_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the settings last for this page only.
    }
    return { ok: true, value: next };
  }
  const r = await putJson<Preferences>('/api/account/preferences', change);
  if (r.ok) prefs.value = r.value;
  return r;
}

/** Signs in (or up) and reconnects the socket so it speaks for the account. */
export async function signIn(kind: 'login' | 'register', username: string, password: string): Promise<ApiResult<unknown>> {
  const r = await postJson<unknown>(`/api/account/${kind}`, { username, password });
  if (r.ok) {
    await loadAccount();
    connection.reconnect();
  }
  return r;
}

/** Signs out and reconnects as a guest. */
export async function signOut(): Promise<void> {
  await postJson('/api/account/logout', {});
  await loadAccount();
  connection.reconnect();
}

// The language: the preference, or the browser's.
effect(() => {
  const p = prefs.value.language;
  language.value = p === 'auto' ? detectLanguage(navigator.languages) : p;
  document.documentElement.lang = language.value;
});

// The theme: a class on <html> the CSS reads.
effect(() => {
  const theme = prefs.value.theme;
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
});
