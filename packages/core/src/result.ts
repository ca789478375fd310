/**
 * A small `Result<T, E>`: the value of an operation that can fail in an expected way
 * (bad input, a refused move). Callers branch on `ok`; nothing is thrown.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful result carrying `value`. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failed result carrying `error`. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
