/**
 * Starts and stops the server: storage (migrated on open), the hub with its restored live games,
 * Fastify for HTTP and `ws` for the WebSocket at `/ws`. `close()` stops accepting, tells every
 * client, finishes the writes in flight and closes storage.
 */
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { warmUp } from '@flagfall/core';
import { CLOSE_CODES, PROTOCOL_LIMITS } from '@flagfall/protocol';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LocalBus } from './bus.js';
import { ComputerPlayers } from './computer/computer.js';
import { openPicker, type EngineChoice } from './computer/engines.js';
import { GroupCommitter } from './commit.js';
import { Hub } from './hub.js';
import { registerRoutes } from './http/routes.js';
import { WebClient } from './http/web.js';
import { KEEP_ALIVE_MS } from './lichess/ndjson.js';
import { registerLichessRoutes } from './lichess/routes.js';
import { GUEST_COOKIE, guestIdentity, identify, makeCookie, type Identity } from './identity.js';
import { makeSecret } from './ids.js';
import { RateLimiter } from './ratelimit.js';
import { Ratings } from './ratings.js';
import { openStorage } from './storage/open.js';
import type { Storage } from './storage/types.js';
import { systemTime, type TimeSource, type Timer } from './time.js';
import { Connection } from './ws/connection.js';
import { VERSION } from './version.js';

export interface ServerOptions {
  /** 0 for an ephemeral port. */
  readonly port: number;
  readonly host: string;
  /** A SQLite file path or a `postgres://` URL. */
  readonly db: string;
  readonly time?: TimeSource;
  /** Where log lines go (default stderr). Never given secrets. */
  readonly log?: (line: string) => void;
  /** How often the server records that it is alive (ms; default 1000). */
  readonly heartbeatMs?: number;
  /** New WebSockets accepted per second from one address (default 100, burst 2×). */
  readonly socketsPerIpPerS?: number;
  /**
   * The web client's build directory (index.html and `assets/`), served at `/` and the client's
   * routes whenever it holds an index.html; null or absent: none (the plain page at `/`).
   */
  readonly webRoot?: string | null;
  /** Silence before a lichess-API stream's empty keep-alive line (ms; default 6000, under lichess's 7 s). */
  readonly keepAliveMs?: number;
  /** The computer's engine (default `auto`: Stockfish when installed, else the built-in engine). */
  readonly engine?: EngineChoice;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The web client served (its directory, and whether it was built at start), or null for none. */
  readonly web: { readonly directory: string; readonly built: boolean } | null;
  readonly hub: Hub;
  readonly storage: Storage;
  readonly committer: GroupCommitter;
  /** Live games restored at start. */
  readonly restored: number;
  /** What the computer plays with (`Stockfish 15.1`, the built-in engine), or null for no computer. */
  readonly engine: string | null;
  close(reason?: string): Promise<void>;
}

export async function startServer(o: ServerOptions): Promise<RunningServer> {
  // Every move of every game goes through the move generator: its type feedback is primed before
  // the first (see warmUp; tens of milliseconds).
  warmUp();
  const time = o.time ?? systemTime;
  const log = o.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const opened = await openStorage(o.db);
  if (!opened.ok) throw new Error(opened.error.message);
  const storage = opened.value;
  const committer = new GroupCommitter(storage);
  const bus = new LocalBus();
  const ratings = new Ratings(storage, () => time.wallMs());
  const limiter = new RateLimiter(() => time.monoMs());
  let baseUrl = '';
  const hub = new Hub({ storage, committer, bus, ratings, time, baseUrl: () => baseUrl, log });
  const picker = await openPicker(o.engine ?? 'auto', log);
  const computer = picker === null ? null : new ComputerPlayers(picker, bus, log);
  hub.computer = computer;
  const restored = await hub.restore();

  // Trailing slashes are ignored: berserk posts to …/claim-victory/.
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024, trustProxy: false, routerOptions: { ignoreTrailingSlash: true } });
  // Fastify's own refusals (bad JSON, a body over the limit, bad encoding) answer like ours: {"error": …}.
  app.setErrorHandler((e: { statusCode?: number; message?: string }, _req, reply) => {
    const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) log(`error: http: ${e.message ?? String(e)}`);
    void reply.code(status).send({ error: status >= 500 ? 'internal error' : (e.message ?? 'bad request') });
  });
  const web = new WebClient(o.webRoot ?? null);
  registerRoutes(app, {
    storage,
    hub,
    ratings,
    limiter,
    time,
    version: VERSION,
    commitStats: () => ({ ...committer.stats }),
    web,
    baseUrl: () => baseUrl,
  });
  registerLichessRoutes(
    app,
    { storage, hub, bus, ratings, limiter, time, keepAliveMs: o.keepAliveMs ?? KEEP_ALIVE_MS, computer },
    () => baseUrl,
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: PROTOCOL_LIMITS.maxFrameBytes });
  const connections = new Set<Connection>();
  const newGuests = new WeakMap<IncomingMessage, string>();
  wss.on('headers', (headers, req) => {
    const secret = newGuests.get(req);
    if (secret !== undefined) headers.push(`Set-Cookie: ${makeCookie(GUEST_COOKIE, secret, 365 * 86_400)}`);
  });
  let closing = false;

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      const refuse = (status: number, text: string) => {
        socket.end(
          `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
        );
      };
      socket.on('error', () => undefined);
      if (closing) return refuse(503, 'Service Unavailable');
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/ws') return refuse(404, 'Not Found');
      const origin = req.headers.origin;
      if (origin !== undefined) {
        let host: string | null;
        try {
          host = new URL(origin).host;
        } catch {
          host = null;
        }
        if (host !== req.headers.host) return refuse(403, 'Forbidden');
      }
      const perS = o.socketsPerIpPerS ?? 100;
      const limited = limiter.take(`ws:${req.socket.remoteAddress ?? '?'}`, { burst: 2 * perS, perSecond: perS });
      if (!limited.ok) return refuse(429, 'Too Many Requests');
      let who: Identity;
      try {
        const r = await identify(req.headers, storage, time.wallMs());
        if (r.kind === 'bad') return refuse(401, 'Unauthorized');
        if (r.kind === 'none') {
          const secret = makeSecret('ffg');
          newGuests.set(req, secret);
          who = guestIdentity(secret);
        } else who = r.identity;
      } catch (e) {
        log(`error: upgrade: ${e instanceof Error ? e.message : String(e)}`);
        return refuse(500, 'Internal Server Error');
      }
      wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
        const c = new Connection(ws, who, { hub, bus, storage, limiter, time, version: VERSION, log });
        connections.add(c);
        ws.on('close', () => connections.delete(c));
      });
    })();
  });

  await app.listen({ port: o.port, host: o.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : o.port;
  baseUrl = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;

  const heartbeatMs = o.heartbeatMs ?? 1000;
  let heartbeat: Timer | null = null;
  const beat = () => {
    void committer
      .commit([{ op: 'heartbeat', at: time.wallMs() }])
      .catch((e: unknown) => log(`error: heartbeat: ${e instanceof Error ? e.message : String(e)}`));
    heartbeat = systemTime.setTimer(beat, heartbeatMs);
  };
  beat();

  let closed: Promise<void> | null = null;
  const close = (reason = 'the server is shutting down') => {
    closed ??= (async () => {
      closing = true;
      heartbeat?.cancel();
      hub.stop();
      await computer?.close();
      await Promise.all([...connections].map((c) => c.shutdown(CLOSE_CODES.goingAway, reason)));
      wss.close();
      await app.close();
      await committer.commit([{ op: 'heartbeat', at: time.wallMs() }]).catch(() => undefined);
      await committer.drain();
      await storage.close();
    })();
    return closed;
  };

  const webDirectory = web.directory;
  const webInfo = webDirectory === null ? null : { directory: webDirectory, built: await web.isBuilt() };
  return { url: baseUrl, port, hub, storage, committer, restored, web: webInfo, engine: picker?.name ?? null, close };
}
