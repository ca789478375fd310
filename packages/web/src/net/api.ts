/**
 * The HTTP calls the page makes (same origin, cookies included). Each returns a value, never
 * throws: `{ ok: true, value }`, or `{ ok: false, status, error }` with the server's message (or
 * "network error" when the request did not complete).
 */

/** The outcome of a call. */
export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly error: string };

async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      data = text;
    }
    if (!res.ok) {
      const error =
        typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string'
          ? (data as { error: string }).error
          : `${res.status} ${res.statusText}`;
      return { ok: false, status: res.status, error };
    }
    return { ok: true, value: data as T };
  } catch {
    return { ok: false, status: 0, error: 'network error' };
  }
}

/** GET a JSON resource. */
export const getJson = <T>(path: string): Promise<ApiResult<T>> => call<T>('GET', path);
/** POST JSON. */
export const postJson = <T>(path: string, body: unknown): Promise<ApiResult<T>> => call<T>('POST', path, body);
/** PUT JSON. */
export const putJson = <T>(path: string, body: unknown): Promise<ApiResult<T>> => call<T>('PUT', path, body);

/** GET a text resource (a PGN). */
export async function getText(path: string): Promise<ApiResult<string>> {
  try {
    const res = await fetch(path, { credentials: 'same-origin' });
    if (!res.ok) return { ok: false, status: res.status, error: `${res.status} ${res.statusText}` };
    return { ok: true, value: await res.text() };
  } catch {
    return { ok: false, status: 0, error: 'network error' };
  }
}

/** A rating as `GET /api/account` and `/api/user/:name` give it. */
export interface RatingInfo {
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
  readonly provisional: boolean;
}

/** `GET /api/account`. */
export interface AccountInfo {
  readonly id: string | null;
  readonly username: string;
  readonly title: string | null;
  readonly guest: boolean;
  readonly ratings?: Readonly<Record<string, RatingInfo>>;
  readonly preferences?: unknown;
}

/** `GET /api/user/:name`. */
export interface UserProfile {
  readonly id: string;
  readonly username: string;
  readonly title: string | null;
  readonly createdAt: number;
  readonly ratings: Readonly<Record<string, RatingInfo>>;
}

/** One player of a stored game. */
export interface StoredPlayerInfo {
  readonly userId: string | null;
  readonly name: string;
  readonly rating: number | null;
  readonly ratingDiff: number | null;
}

/** A finished game as `GET /api/user/:name/games` lists it. */
export interface GameHeader {
  readonly id: string;
  readonly white: StoredPlayerInfo;
  readonly black: StoredPlayerInfo;
  readonly rated: boolean;
  readonly tc: string;
  readonly category: string | null;
  readonly status: 'live' | 'over' | 'aborted';
  readonly result: string;
  readonly termination: string | null;
  readonly rule: string | null;
  readonly ruling: string | null;
  readonly createdAt: number;
  readonly endedAt: number | null;
}

/** `GET /api/user/:name/rating-history`. */
export interface RatingHistory {
  readonly categories: Readonly<Record<string, readonly { readonly at: number; readonly rating: number }[]>>;
}
