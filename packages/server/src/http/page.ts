/**
 * The page at `/` until the web client lands: it says the server runs and where the docs are,
 * with no script (so nothing on it can break).
 */
const escapeHtml = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
<p>The web client comes next. Until then, play through the WebSocket protocol at <code>/ws</code>:
see <code>docs/protocol.md</code> and <code>docs/server.md</code> in the repository.</p>
<ul>
<li><a href="/api/health">/api/health</a> — is the server up</li>
<li><code>/game/export/{id}</code> — a game's PGN</li>
<li><code>/api/games/user/{name}</code> — a player's games as one PGN</li>
</ul>
</body>
</html>
`;
}
