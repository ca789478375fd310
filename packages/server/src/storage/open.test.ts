import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isPostgresTarget, openStorage } from './open.js';
import { redactTarget } from './errors.js';
import { parsePostgresUrl } from './postgresUrl.js';

describe('openStorage: the target', () => {
  test('postgres:// and postgresql:// URLs are PostgreSQL, anything else a SQLite path', () => {
    for (const t of ['postgres://localhost/x', 'postgresql://u:p@h:5433/db?sslmode=require', 'POSTGRES://h/db'])
      assert.ok(isPostgresTarget(t), t);
    for (const t of ['flagfall.sqlite', '/var/lib/flagfall/db', 'postgres.sqlite', 'sqlite://x', './postgres://x'])
      assert.ok(!isPostgresTarget(t), t);
  });

  test('a password in a URL is never shown', () => {
    assert.equal(redactTarget('postgres://ann:s3cret@db.example:5432/flagfall'), 'postgres://ann:***@db.example:5432/flagfall');
    assert.equal(redactTarget('postgres://ann@db.example/flagfall'), 'postgres://ann@db.example/flagfall');
    assert.equal(redactTarget('postgres://db.example/flagfall?schema=x'), 'postgres://db.example/flagfall?schema=x');
    assert.equal(redactTarget('postgres://ann:p@ss/w#rd@db.example/flagfall'), 'postgres://ann:***@db.example/flagfall');
    assert.equal(redactTarget('/tmp/a:b@c.sqlite'), '/tmp/a:b@c.sqlite');
  });

  test('an unreachable server is open_failed, naming the URL without its password', async () => {
    // Port 1 is closed on any ordinary machine: the connection is refused at once.
    const r = await openStorage('postgres://ann:s3cret@127.0.0.1:1/test?schema=flagfall_x');
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'open_failed');
    assert.equal(r.error.target, 'postgres://ann:***@127.0.0.1:1/test?schema=flagfall_x');
    assert.match(r.error.message, /^cannot open the PostgreSQL database postgres:\/\/ann:\*\*\*@127\.0\.0\.1:1\/test\?schema=flagfall_x: /);
    assert.doesNotMatch(JSON.stringify(r.error), /s3cret/);
  });

  test('a malformed URL or schema name is bad_target, before any connection', async () => {
    const bad = [
      ['postgres://ann:s3cret@[::1/x', /does not parse/],
      ["postgres://ann:s3cret@127.0.0.1:1/test?schema=x');DROP", /the schema "x'\);DROP" is not a lower-case identifier/],
      ['postgres://127.0.0.1:1/test?schema=Upper', /not a lower-case identifier/],
    ] as const;
    for (const [target, why] of bad) {
      const r = await openStorage(target);
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'bad_target', target);
      assert.match(r.error.message, why);
      assert.doesNotMatch(r.error.message, /s3cret/);
    }
  });

  test('the schema parameter becomes the search path; other parameters pass through', () => {
    const r = parsePostgresUrl('postgresql://u:pw@h:5433/db?sslmode=disable&schema=flagfall_t1&options=-c%20statement_timeout%3D5000');
    assert.ok(r.ok);
    assert.deepEqual(r.value, {
      connectionString: 'postgresql://u:pw@h:5433/db?sslmode=disable',
      schema: 'flagfall_t1',
      options: '-c statement_timeout=5000 -c search_path=flagfall_t1',
      shown: 'postgresql://u:***@h:5433/db?sslmode=disable&schema=flagfall_t1&options=-c%20statement_timeout%3D5000',
    });
    const plain = parsePostgresUrl('postgres://h/db');
    assert.ok(plain.ok);
    assert.deepEqual([plain.value.connectionString, plain.value.schema, plain.value.options], ['postgres://h/db', null, undefined]);
  });
});
