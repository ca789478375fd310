/**
 * The server's own HTML: the headers every page gets (the web client's index.html too), and the
 * plain page shown at `/` when the web client is not built — it says the server runs, how to build
 * the client and where the docs are, with no script (so nothing on it can break).
 */

/**
 * The Content-Security-Policy of every page: scripts, styles, fonts and connections from this
 * origin only (styles may also be inline: the client sets element styles, and this page has a
 * `<style>`), WebSockets to any host (a browser's `'self'` did not always cover `ws:`), images
 * and sounds also from `data:` and `blob:` URLs; no plugins, no `<base>` elsewhere, forms post
 * here only, and no other site may frame the page (a resign button under someone else's click).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers of every HTML page: the policy above, no MIME sniffing, no referrer to other sites, revalidated on every load. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
};

const escapeHtml = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain page: the server's version, an optional notice (escaped), and how to get the web client. */
export function homePage(version: string, notice?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flagfall</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1d1d1f; background: #fafaf7; }
h1 { font-size: 2rem; margin-bottom: 0.25rem; }
code { background: #eee; padding: 0 0.25rem; border-radius: 3px; }
.ok { color: #1a7f37; font-weight: 600; }
</style>
</head>
<body>
<h1>Flagfall</h1>
<p class="ok">The server is running (version ${escapeHtml(version)}).</p>
${notice === undefined ? '' : `<p>${escapeHtml(notice)}</p>`}
<p>The web client is not built. Build it with <code>npm run build</code> in the repository (it lands in
<code>packages/web/dist</code>), then reload this page; or point the server at a build with
<code>--web DIR</code> or <code>FLAGFALL_WEB_ROOT</code>. Meanwhile, play through the WebSocket protocol at
<code>/ws</code>: see <code>docs/protocol.md</code> and <code>docs/server.md</code>.</p>
<ul>
<li><a href="/api/health">/api/health</a> — is the server up</li>
<li><code>/game/export/{id}</code> — a game's PGN</li>
<li><code>/api/games/user/{name}</code> — a player's games as one PGN</li>
</ul>
</body>
</html>
`;
}
