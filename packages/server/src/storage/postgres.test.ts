import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';
import { storageSuite } from '../test-support/storageSuite.js';
import { messageOf, redactTarget } from './errors.js';
import { openPostgres } from './postgres.js';

/**
 * A URL without a user name connects as psql would: as PGUSER, else as the OS account (the
 * driver alone would use $USER, which service accounts and containers often lack).
 */
function withDefaultUser(url: string): string {
  try {
    const u = new URL(url);
    if (u.username === '') u.username = process.env['PGUSER'] ?? userInfo().username;
    return u.toString();
  } catch {
    return url;
  }
}

/** The server under test; `FLAGFALL_TEST_POSTGRES_URL` points elsewhere (or at nothing, to see the skips). */
const URL_UNDER_TEST = withDefaultUser(process.env['FLAGFALL_TEST_POSTGRES_URL'] ?? 'postgres://127.0.0.1:5432/test');

/** A client whose int8 columns come back as numbers, like the storage's. */
function client(connectionString: string, schema: string | null = null): pg.Client {
  const c = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 3_000,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
  c.on('error', () => {});
  return c;
}

async function withClient<T>(connectionString: string, schema: string | null, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = client(connectionString, schema);
  try {
    await c.connect();
    return await work(c);
  } finally {
    await c.end().catch(() => {});
  }
}

/** Why PostgreSQL cannot be used for these tests, or null when it can. */
async function unreachable(url: string): Promise<string | null> {
  let where = redactTarget(url);
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port === '' ? '5432' : u.port}`;
  } catch {
    // Shown as given (redacted).
  }
  try {
    await withClient(url, null, (c) => c.query('SELECT 1'));
    return null;
  } catch (e) {
    return `PostgreSQL not reachable at ${where} (${messageOf(e)}); set FLAGFALL_TEST_POSTGRES_URL to test another server`;
  }
}

/** The URL with `schema=name` added, and the name. */
function inSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}
function schemaOf(target: string): { base: string; schema: string } {
  const u = new URL(target);
  const schema = u.searchParams.get('schema');
  assert.ok(schema !== null);
  u.searchParams.delete('schema');
  return { base: u.toString(), schema };
}

const skip = await unreachable(URL_UNDER_TEST);
const schemas: string[] = [];
const newSchema = () => {
  const name = `flagfall_test_${randomBytes(6).toString('hex')}`;
  schemas.push(name);
  return name;
};
const dropAll = async () => {
  if (skip !== null || schemas.length === 0) return;
  await withClient(URL_UNDER_TEST, null, async (c) => {
    for (const s of schemas.splice(0)) await c.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  });
};

storageSuite({
  name: 'postgres',
  skip,
  fresh: () => Promise.resolve(inSchema(URL_UNDER_TEST, newSchema())),
  raw: async (target, sql, params = []) => {
    const { base, schema } = schemaOf(target);
    return withClient(base, schema, async (c) => (await c.query(sql, [...params])).rows as Record<string, unknown>[]);
  },
  cleanup: dropAll,
});

describe('storage on postgres: schemas and types', () => {
  after(dropAll);

  test('?schema=name creates the schema and keeps every table in it', { skip: skip ?? false }, async () => {
    const schema = newSchema();
    const r = await openPostgres(inSchema(URL_UNDER_TEST, schema));
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    await r.value.close();
    const tables = await withClient(URL_UNDER_TEST, null, async (c) =>
      (
        await c.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1', [
          schema,
        ])
      ).rows.map((row) => row.table_name),
    );
    assert.deepEqual(tables, [
      'game_records',
      'games',
      'preferences',
      'ratings',
      'schema_migrations',
      'server_state',
      'sessions',
      'tokens',
      'users',
    ]);
  });

  test('a second schema on the same database is a separate storage', { skip: skip ?? false }, async () => {
    const [a, b] = [newSchema(), newSchema()];
    const ra = await openPostgres(inSchema(URL_UNDER_TEST, a));
    const rb = await openPostgres(inSchema(URL_UNDER_TEST, b));
    assert.ok(ra.ok && rb.ok);
    try {
      await ra.value.commit([{ op: 'heartbeat', at: 1 }]);
      assert.equal(await ra.value.lastHeartbeat(), 1);
      assert.equal(await rb.value.lastHeartbeat(), null);
    } finally {
      await ra.value.close();
      await rb.value.close();
    }
  });
});
