/**
 * Opening the storage a target names: the one entry point the server and the CLI use.
 */
import type { Result } from '@flagfall/core';
import type { StorageError } from './errors.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';
import type { Storage } from './types.js';

/** Whether `target` names a PostgreSQL database (`postgres://` or `postgresql://`, any case). */
export function isPostgresTarget(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/**
 * Opens and migrates the storage at `target`: a `postgres://` or `postgresql://` URL is a
 * PostgreSQL database (`?schema=name` for a schema of its own), anything else the path of a SQLite
 * file (created with its directory if missing). Never rejects: a failure is a `StorageError`
 * whose message names the target, with any password in a URL replaced by `***`.
 */
export function openStorage(target: string): Promise<Result<Storage, StorageError>> {
  return isPostgresTarget(target) ? openPostgres(target) : openSqlite(target);
}
