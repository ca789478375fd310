/**
 * Who calls the lichess-compatible API, and whether they may: an account by Bearer token (or a
 * session cookie, which may do everything), with the scope the endpoint needs. A refusal is
 * `{"error": …}` with 401 (no or bad credentials) or 403 (a scope or an account kind missing).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identify, type Identity } from '../identity.js';
import type { Storage } from '../storage/types.js';
import { bad } from '../http/reply.js';

export type Scope = 'board:play' | 'bot:play' | 'challenge:read' | 'challenge:write';

/** Whether the identity carries `scope` (a session carries every scope). */
export function hasScope(who: Identity, scope: Scope): boolean {
  return who.scopes === null || who.scopes.includes(scope);
}

export const isBot = (who: Identity): boolean => who.title === 'BOT';

/**
 * The account calling, or null once a 401/403 is sent. `scopes`: any one of them is enough.
 * With `guests`, a guest of the web client (by its cookie) is let in too.
 */
export async function needAccount(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  now: number,
  scopes: readonly Scope[] = [],
  o: { readonly guests?: boolean } = {},
): Promise<Identity | null> {
  const r = await identify(req.headers, storage, now);
  if (r.kind === 'bad') {
    void bad(reply, 401, r.message === 'no such token' ? 'No such token' : r.message);
    return null;
  }
  if (r.kind === 'guest' && o.guests === true) return r.identity;
  if (r.kind !== 'user') {
    void bad(reply, 401, 'Missing authorization: send "Authorization: Bearer <token>" (flagfall user add NAME prints one)');
    return null;
  }
  const who = r.identity;
  if (scopes.length > 0 && !scopes.some((s) => hasScope(who, s))) {
    void bad(reply, 403, `Missing scope: this token needs ${scopes.join(' or ')}`);
    return null;
  }
  return who;
}
