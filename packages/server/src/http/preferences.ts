/**
 * An account's preferences over HTTP (`/api/account/preferences`). The server keeps only the
 * fields a player set, so a field never set follows the defaults of the day; what it answers is
 * always the complete set (`Preferences` of @flagfall/protocol). Guests keep theirs in the browser:
 * the server gives them the defaults and refuses to store anything.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PREFERENCES, parsePreferencesPatch, preferencesOrDefaults, type Preferences } from '@flagfall/protocol';
import { identify, type Identity } from '../identity.js';
import type { Storage } from '../storage/types.js';
import type { TimeSource } from '../time.js';
import { bad } from './reply.js';

/** The token scope that lets a token read its account's preferences. */
export const PREFERENCE_READ_SCOPE = 'preference:read';

/** Whether `who` may read its account's preferences: a session may, a token with `preference:read` may. */
export const mayReadPreferences = (who: Identity): boolean => who.scopes === null || who.scopes.includes(PREFERENCE_READ_SCOPE);

/** The account's complete preferences: what it stored over the defaults. */
export async function accountPreferences(storage: Storage, userId: string): Promise<Preferences> {
  const stored = await storage.preferences(userId);
  // The text is what the database's own JSON merge wrote: valid JSON by construction.
  return stored === null ? { ...DEFAULT_PREFERENCES } : preferencesOrDefaults(JSON.parse(stored));
}

/**
 * `GET /api/account/preferences`: the complete preferences of the account (a session, or a token
 * with `preference:read`: 403 without it), or the defaults for a guest or a new visitor (no cookie
 * is set). `PUT` with some fields: a session only (a guest 401, a token 403); the body is checked
 * strictly (400 naming the unknown or bad field, as `{error, field}`), merged over what is stored,
 * and the complete preferences are the answer. A bad token or session is 401 on both.
 */
export function registerPreferenceRoutes(app: FastifyInstance, d: { readonly storage: Storage; readonly time: TimeSource }): void {
  app.get('/api/account/preferences', async (req, reply) => {
    const r = await identify(req.headers, d.storage, d.time.wallMs());
    if (r.kind === 'bad') return bad(reply, 401, r.message);
    if (r.kind !== 'user') return { ...DEFAULT_PREFERENCES };
    if (!mayReadPreferences(r.identity)) return bad(reply, 403, `this token lacks the scope ${PREFERENCE_READ_SCOPE}`);
    return accountPreferences(d.storage, r.identity.userId!);
  });

  app.put('/api/account/preferences', async (req, reply) => {
    const r = await identify(req.headers, d.storage, d.time.wallMs());
    if (r.kind === 'bad') return bad(reply, 401, r.message);
    if (r.kind !== 'user') return bad(reply, 401, 'sign in to keep settings');
    if (r.identity.scopes !== null) return bad(reply, 403, 'preferences are changed by a signed-in session, not a token');
    const patch = parsePreferencesPatch(req.body);
    if (!patch.ok) return bad(reply, 400, patch.error.message, { field: patch.error.field });
    const stored = await d.storage.mergePreferences(r.identity.userId!, JSON.stringify(patch.value), d.time.wallMs());
    return preferencesOrDefaults(JSON.parse(stored));
  });
}
