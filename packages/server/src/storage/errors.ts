/**
 * Why a storage could not be opened, and the wording of the errors the storage layer raises.
 * Every message names the target with any password replaced by `***` (see `redactTarget`).
 */

/**
 * Why `openStorage` (or `openSqlite`, `openPostgres`) failed. `target` is the file or URL as given,
 * redacted; `message` is one line that names it.
 * - `bad_target`: the target cannot be a database (a malformed URL, a bad `schema` parameter).
 * - `open_failed`: the file or server could not be opened or reached, or refused the settings.
 * - `newer_schema`: the database was migrated by a newer Flagfall (`databaseVersion` > `knownVersion`);
 *   nothing was changed.
 * - `migration_failed`: a migration failed and was rolled back (earlier ones stay applied).
 */
export type StorageError =
  | { readonly code: 'bad_target'; readonly target: string; readonly message: string }
  | { readonly code: 'open_failed'; readonly target: string; readonly message: string }
  | {
      readonly code: 'newer_schema';
      readonly target: string;
      readonly message: string;
      readonly databaseVersion: number;
      readonly knownVersion: number;
    }
  | { readonly code: 'migration_failed'; readonly target: string; readonly message: string; readonly version: number };

/**
 * The target as it may be shown: in a URL with a password (`postgres://ann:secret@host/db`),
 * everything from the colon after the user name to the last `@` becomes `***`. Working on the
 * text rather than a parsed URL means a password with an unencoded `@`, `/` or `#` never leaks
 * either (at worst, more is hidden than needed). A target without `://` (a path) is unchanged.
 */
export function redactTarget(target: string): string {
  const scheme = target.indexOf('://');
  if (scheme < 0) return target;
  const start = scheme + 3;
  const at = target.lastIndexOf('@');
  if (at < start) return target;
  const colon = target.slice(start, at).indexOf(':');
  if (colon < 0) return target;
  return `${target.slice(0, start + colon)}:***${target.slice(at)}`;
}

/** The message of an unknown thrown value, on one line. */
export function messageOf(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The error a storage method rejects with when the database fails: its message names the
 * operation (`storage commit failed: UNIQUE constraint failed: game_records.game_id, …`) and
 * `cause` is the driver's error; `text` replaces the error's own message when given.
 */
export function operationError(operation: string, e: unknown, text: string = messageOf(e)): Error {
  return new Error(`storage ${operation} failed: ${text}`, { cause: e });
}

/** The error every method rejects with once `close()` was called. */
export function closedError(operation: string): Error {
  return new Error(`storage ${operation} failed: the storage is closed`);
}
