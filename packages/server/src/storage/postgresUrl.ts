/**
 * Reading a PostgreSQL URL for `openPostgres`: Flagfall's own `schema` parameter is taken out
 * (the driver would not know it) and becomes the connection's `search_path`.
 */
import { err, ok, type Result } from '@flagfall/core';
import { redactTarget, type StorageError } from './errors.js';

/** What the pool is built from. */
export interface PostgresTarget {
  /** The URL without the `schema` and `options` parameters, for the driver. */
  readonly connectionString: string;
  /** The schema to use instead of the default search path (created if missing), or null. */
  readonly schema: string | null;
  /** The server options to send (`-c search_path=…` plus any `options` of the URL), or undefined. */
  readonly options: string | undefined;
  /** The URL as it may be shown (password replaced by `***`). */
  readonly shown: string;
}

/** A schema name Flagfall accepts: an unquoted PostgreSQL identifier in lower case. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Parses `postgres://user:password@host:port/database?schema=name` (or `postgresql://`). Other
 * parameters (`sslmode` …) pass through to the driver; an `options` parameter is kept and the
 * search path added to it. Fails with `bad_target` for a URL that does not parse, another scheme,
 * or a schema name that is not `[a-z_][a-z0-9_]*` (at most 63 characters).
 */
export function parsePostgresUrl(target: string): Result<PostgresTarget, StorageError> {
  const shown = redactTarget(target);
  const bad = (why: string): Result<never, StorageError> =>
    err({ code: 'bad_target', target: shown, message: `not a usable PostgreSQL URL: ${shown} (${why})` });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return bad('it does not parse as a URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return bad(`the scheme is ${url.protocol}`);
  const schema = url.searchParams.get('schema');
  const given = url.searchParams.get('options');
  if (schema !== null && !SCHEMA_NAME.test(schema)) return bad(`the schema "${schema}" is not a lower-case identifier`);
  url.searchParams.delete('schema');
  url.searchParams.delete('options');
  const searchPath = schema === null ? null : `-c search_path=${schema}`;
  const options = [given, searchPath].filter((o): o is string => o !== null && o !== '').join(' ');
  return ok({ connectionString: url.toString(), schema, options: options === '' ? undefined : options, shown });
}
