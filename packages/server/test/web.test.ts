/**
 * The web client served by a real server process (`--web DIR`): the plain page until the build
 * appears, then index.html for the client's routes with the page headers, hashed assets cached
 * for a year, conditional requests, and nothing outside the directory, however the path is
 * spelled. The server's own paths stay JSON.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServerProcess } from './client.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request with the path sent exactly as written (fetch would normalise `..` away). */
function raw(url: string, path: string, o: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: o.method ?? 'GET', headers: o.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const INDEX = '<!doctype html><title>Flagfall test build</title><div id="app"></div><script type="module" src="/assets/app.js"></script>';
const APP_JS = 'console.log("flagfall test build");\n';
const SECRET = 'the file beside the build that must never be served';

/** The headers every HTML page carries. */
function assertPageHeaders(a: Answer, what: string): void {
  assert.match(String(a.headers['content-type']), /^text\/html; charset=utf-8/, what);
  const csp = String(a.headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/, what);
  assert.match(csp, /script-src 'self'(;|$)/, `${what}: scripts from this origin only`);
  assert.match(csp, /connect-src 'self' ws: wss:/, what);
  assert.equal(a.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(a.headers['referrer-policy'], 'same-origin', what);
  assert.equal(a.headers['cache-control'], 'no-cache', what);
}

test('the web client: plain page until built, then index.html for client routes, assets, and no way out of the directory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-web-'));
  const web = join(dir, 'dist');
  mkdirSync(web);
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  writeFileSync(join(dir, 'package.json'), SECRET);
  const server = await startServerProcess(join(dir, 'db.sqlite'), {}, ['--web', web]);
  try {
    assert.match(server.stderr(), new RegExp(`web client: ${web.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(not built yet`));

    // Not built yet: the plain page says so and how to build it; client routes are not found.
    const plain = await raw(server.url, '/');
    assert.equal(plain.status, 200);
    assertPageHeaders(plain, 'the plain page');
    assert.match(plain.body, /The web client is not built/);
    assert.match(plain.body, /npm run build/);
    assert.equal((await raw(server.url, '/game/abcdEFGH')).status, 404);

    // The build lands while the server runs.
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'assets', 'app.js'), APP_JS);
    writeFileSync(join(web, 'assets', 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Flagfall"}');
    writeFileSync(join(web, '.env'), SECRET);
    symlinkSync(join(dir, 'secret.txt'), join(web, 'leak.txt'));

    for (const path of [
      '/',
      '/game/abcdEFGH',
      '/game/abcdEFGH/white',
      '/tv',
      '/@/someone',
      '/login',
      '/signup',
      '/settings',
      '/profile',
      '/challenge/Xy12Ab34',
      '/settings/',
      '/tv?from=header',
    ]) {
      const page = await raw(server.url, path);
      assert.equal(page.status, 200, path);
      assert.equal(page.body, INDEX, path);
      assertPageHeaders(page, path);
    }

    const js = await raw(server.url, '/assets/app.js');
    assert.equal(js.status, 200);
    assert.equal(js.body, APP_JS);
    assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(js.headers['x-content-type-options'], 'nosniff');
    assert.equal(js.headers['content-length'], String(Buffer.byteLength(APP_JS)));
    const etag = String(js.headers.etag);
    const again = await raw(server.url, '/assets/app.js', { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.body, '');
    const head = await raw(server.url, '/assets/app.js', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-length'], String(Buffer.byteLength(APP_JS)));
    assert.equal(head.body, '');

    const types: [string, string, string][] = [
      ['/assets/font.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
      ['/favicon.svg', 'image/svg+xml', 'no-cache'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ];
    for (const [path, type, cache] of types) {
      const a = await raw(server.url, path);
      assert.equal(a.status, 200, path);
      assert.equal(a.headers['content-type'], type, path);
      assert.equal(a.headers['cache-control'], cache, path);
    }
    assertPageHeaders(await raw(server.url, '/index.html'), '/index.html');

    // However the way out is spelled, it is refused and the file beside the build is never sent.
    for (const path of [
      '/assets/../../package.json',
      '/assets/../../secret.txt',
      '/../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/app.js%00.png',
      '/assets/%E0%A4%A',
      '/./index.html',
    ]) {
      const a = await raw(server.url, path);
      assert.equal(a.status, 400, path);
      assert.ok(!a.body.includes(SECRET), path);
      // Fastify refuses bad percent-encoding itself, before any route; everything else is ours.
      const error = (JSON.parse(a.body) as { error: unknown }).error;
      assert.equal(error, path.includes('%A4%A') ? 'Bad Request' : 'bad path', path);
    }
    for (const path of ['/.env', '/leak.txt', '/assets/.hidden']) {
      const a = await raw(server.url, path);
      assert.equal(a.status, 404, path);
      assert.ok(!a.body.includes(SECRET), path);
    }

    // A missing file is a JSON 404 (a missing script never comes back as HTML), unless a browser navigates to it.
    const missing = await raw(server.url, '/nope.js');
    assert.equal(missing.status, 404);
    assert.match(String(missing.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(missing.body), { error: 'not found' });
    assert.equal((await raw(server.url, '/assets/index-0ld.css', { headers: { accept: 'text/css,*/*;q=0.1' } })).status, 404);
    const navigated = await raw(server.url, '/nope.js', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    assert.equal(navigated.status, 200);
    assert.equal(navigated.body, INDEX);

    // The server's own paths stay the server's.
    const health = await raw(server.url, '/api/health');
    assert.equal(health.status, 200);
    assert.equal((JSON.parse(health.body) as { ok: boolean }).ok, true);
    for (const [path, status] of [
      ['/api/nope', 404],
      ['/api', 404],
      ['/ws', 404],
      // Trailing slashes are ignored (berserk posts to …/claim-victory/): this is /game/export, no route.
      ['/game/export/', 404],
      ['/game/export/abcdEFGH', 404],
    ] as const) {
      const a = await raw(server.url, path, { headers: { accept: 'text/html' } });
      assert.equal(a.status, status, path);
      assert.match(String(a.headers['content-type']), /^application\/json/, path);
      assert.notEqual(a.body, INDEX, path);
    }
    const posted = await raw(server.url, '/game/abcdEFGH', { method: 'POST' });
    assert.equal(posted.status, 404);
    assert.deepEqual(JSON.parse(posted.body), { error: 'not found' });
  } catch (e) {
    throw new Error(`${String(e)}\nserver stderr: ${server.stderr()}`, { cause: e });
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('serve finds the web client beside the server package by default, and FLAGFALL_WEB_ROOT empty turns it off', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-web-default-'));
  const byDefault = await startServerProcess(join(dir, 'a.sqlite'), { FLAGFALL_WEB_ROOT: undefined });
  const none = await startServerProcess(join(dir, 'b.sqlite'), { FLAGFALL_WEB_ROOT: '' });
  try {
    // Whether packages/web is built here or not, the directory is the repository's packages/web/dist.
    assert.match(
      byDefault.stderr(),
      new RegExp(`web client: ${join(ROOT, 'packages', 'web', 'dist').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?( |\\)|;)`),
    );
    assert.match(none.stderr(), /web client: none/);
    const plain = await raw(none.url, '/');
    assert.match(plain.body, /The web client is not built/);
    assertPageHeaders(plain, 'the plain page');
  } finally {
    for (const s of [byDefault, none]) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
