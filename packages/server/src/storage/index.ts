/** The storage layer: the interface, its SQLite and PostgreSQL implementations, and the migrations. */
export * from './types.js';
export { redactTarget, type StorageError } from './errors.js';
export { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations.js';
export { openStorage, isPostgresTarget } from './open.js';
export { openSqlite, SQLITE_BUSY_TIMEOUT_MS, type SqliteOptions } from './sqlite.js';
export { openPostgres, POSTGRES_POOL_SIZE } from './postgres.js';
