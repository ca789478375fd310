/**
 * The built web client: its files under their own paths, and its index.html for the client's
 * routes (`/game/:id`, `/@/:name`, `/settings` …: the client routes in the browser). The build is
 * looked for on every request, so building it while the server runs needs no restart.
 *
 * Guarantees: nothing outside the web root is ever read — a path with a `.` or `..` segment, a
 * backslash, a NUL or bad percent-encoding is refused (400), hidden files (a segment starting with
 * `.`) are not served, and a file whose real path (symbolic links resolved) leaves the root is not
 * served. Paths of the server (`/api/…`, `/ws`, `/game/export/…`) are never answered with the
 * client. A missing file with an extension is a JSON 404, never index.html, unless the request is
 * a browser navigating (its `Accept` names `text/html`): a missing script must not come back as HTML.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_HEADERS } from './page.js';
import { bad } from './reply.js';

/** The cache policy of `/assets/*`: hashed names, so a name's content never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content types by extension; anything else is `application/octet-stream`. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

/** The content type of a file name, by its extension (case-insensitive). */
export const contentType = (name: string): string => CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';

/**
 * What a URL path (without its query) names under the web root: `file` with its segments (each
 * non-empty, without `/`, `\`, NUL, and not `.` or `..` nor starting with `.`; empty segments from
 * `//` or a trailing `/` are dropped), `hidden` when a segment starts with `.`, or `bad`.
 */
export type WebPath =
  { readonly kind: 'file'; readonly segments: readonly string[] } | { readonly kind: 'hidden' } | { readonly kind: 'bad' };

/** Reads a URL path as `WebPath` (percent-decoded; `%2F` splits like `/`). */
export function parseWebPath(urlPath: string): WebPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'bad' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad' };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return { kind: 'bad' };
  if (segments.some((s) => s.startsWith('.'))) return { kind: 'hidden' };
  return { kind: 'file', segments };
}

/** Whether a path belongs to the server (a miss there is a JSON 404, never the client). */
export function isServerPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/ws' ||
    path.startsWith('/ws/') ||
    path === '/game/export' ||
    path.startsWith('/game/export/')
  );
}

/** Whether an `Accept` header names `text/html` itself (a browser navigating), not only through a wildcard or with q=0. */
export function namesHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return type === 'text/html' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** A regular file found under the root. */
interface Found {
  /** Its path as asked for (its name gives the content type). */
  readonly path: string;
  /** Its real path (what is read). */
  readonly real: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/** The web client's files and pages, from one build directory. Holds no state: every answer reads the disk. */
export class WebClient {
  private readonly root: string | null;

  /** `root`: the build directory (resolved against the working directory), or null for none. */
  constructor(root: string | null) {
    this.root = root === null ? null : resolve(root);
  }

  /** The build directory in use, or null. */
  get directory(): string | null {
    return this.root;
  }

  /** Whether the build is there now (its index.html is a file). */
  async isBuilt(): Promise<boolean> {
    return (await this.find(['index.html'])) !== null;
  }

  /**
   * Sends the client's index.html (200, the page headers) and resolves true; resolves false,
   * sending nothing, when there is no build.
   */
  async sendIndex(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const index = await this.find(['index.html']);
    if (index === null) return false;
    this.sendFile(req, reply.code(200), index, PAGE_HEADERS);
    return true;
  }

  /**
   * Answers a request no route took: a file of the build, or index.html for a client route (a GET
   * or HEAD for a path without an extension, or a navigation), or `{"error"}` with 400 (a refused
   * path) or 404. Other methods are always 404.
   */
  async answer(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = req.url.split('?', 1)[0]!;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(path)) return bad(reply, 404, 'not found');
    const parsed = parseWebPath(path);
    if (parsed.kind === 'bad') return bad(reply, 400, 'bad path');
    if (parsed.kind === 'hidden') return bad(reply, 404, 'not found');
    const file = await this.find(parsed.segments);
    if (file !== null) {
      const page = extname(file.path).toLowerCase() === '.html';
      const cache = parsed.segments[0] === 'assets' ? IMMUTABLE : 'no-cache';
      return this.sendFile(req, reply, file, page ? PAGE_HEADERS : { 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' });
    }
    const last = parsed.segments.at(-1) ?? '';
    if ((extname(last) === '' || namesHtml(req.headers.accept)) && (await this.sendIndex(req, reply))) return reply;
    return bad(reply, 404, 'not found');
  }

  /** The regular file at `segments` under the root, if it is there and really inside the root. */
  private async find(segments: readonly string[]): Promise<Found | null> {
    if (this.root === null) return null;
    const path = join(this.root, ...segments);
    try {
      const s = await stat(path);
      if (!s.isFile()) return null;
      // A symbolic link may point anywhere: the real path must stay under the real root.
      const [real, realRoot] = await Promise.all([realpath(path), realpath(this.root)]);
      if (!real.startsWith(realRoot + sep)) return null;
      return { path, real, size: s.size, mtimeMs: s.mtimeMs };
    } catch {
      // Missing, or unreadable: not a file of the build.
      return null;
    }
  }

  /** Sends `file` with its type, length, a weak ETag and `headers`; 304 when the client has it; no body for HEAD. */
  private sendFile(req: FastifyRequest, reply: FastifyReply, file: Found, headers: Readonly<Record<string, string>>): FastifyReply {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    void reply.headers(headers).header('ETag', etag);
    const match = req.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
    void reply.type(contentType(file.path)).header('Content-Length', file.size);
    return req.method === 'HEAD' ? reply.send() : reply.send(createReadStream(file.real));
  }
}
