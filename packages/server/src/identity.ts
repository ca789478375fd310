/**
 * Who is asking: an account (by session cookie or Bearer token) or a guest (by a guest cookie).
 * Only hashes of secrets are stored or compared; secrets never reach a log.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { hashSecret } from './ids.js';
import type { Storage, UserRow } from './storage/types.js';

export interface Identity {
  /** The account id, or `guest:<hash>`. */
  readonly key: string;
  readonly userId: string | null;
  readonly name: string;
  readonly title: string | null;
  /** Token scopes when authenticated by a token, else null (a session may do everything). */
  readonly scopes: readonly string[] | null;
}

export const SESSION_COOKIE = 'ff_session';
export const GUEST_COOKIE = 'ff_guest';

/** The cookies of a request (first value of each name). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (header === undefined) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!out.has(name)) out.set(name, part.slice(i + 1).trim());
  }
  return out;
}

export const userIdentity = (u: UserRow, scopes: readonly string[] | null): Identity => ({
  key: u.id,
  userId: u.id,
  name: u.username,
  title: u.title,
  scopes,
});

/** A guest's identity from the secret of its cookie: the key is 128 bits of its hash. */
export function guestIdentity(secret: string): Identity {
  const h = hashSecret(secret);
  return { key: `guest:${h.slice(0, 32)}`, userId: null, name: `Guest-${h.slice(0, 6)}`, title: null, scopes: null };
}

/** What the request proves; `bad` when it carried a token or session that is not valid. */
export async function identify(
  headers: IncomingHttpHeaders,
  storage: Storage,
  now: number,
): Promise<{ kind: 'user' | 'guest'; identity: Identity } | { kind: 'none' } | { kind: 'bad'; message: string }> {
  const auth = headers.authorization;
  if (auth !== undefined) {
    const m = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(auth);
    if (m === null) return { kind: 'bad', message: 'Authorization must be "Bearer <token>"' };
    const token = await storage.tokenByHash(hashSecret(m[1]!));
    if (token === null) return { kind: 'bad', message: 'no such token' };
    const user = await storage.userById(token.userId);
    if (user === null) return { kind: 'bad', message: 'no such token' };
    return { kind: 'user', identity: userIdentity(user, token.scopes) };
  }
  const cookies = parseCookies(headers.cookie);
  const session = cookies.get(SESSION_COOKIE);
  if (session !== undefined && session.length <= 200) {
    const row = await storage.sessionByHash(hashSecret(session), now);
    const user = row === null ? null : await storage.userById(row.userId);
    if (user !== null) return { kind: 'user', identity: userIdentity(user, null) };
  }
  const guest = cookies.get(GUEST_COOKIE);
  if (guest !== undefined && /^ffg_[A-Za-z0-9_-]{20,100}$/.test(guest)) return { kind: 'guest', identity: guestIdentity(guest) };
  return { kind: 'none' };
}

/** A Set-Cookie header value: HttpOnly, SameSite=Lax, the whole site. */
export const makeCookie = (name: string, value: string, maxAgeS: number): string =>
  `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}`;
