/**
 * The one WebSocket to the server, kept open: it reconnects by itself with back-off (0.5 s, ×1.6,
 * at most 8 s, with jitter), measures the round trip with `ping`/`pong` every 3 s, validates every
 * message with the protocol's parser, and tells subscribers when it is (re)connected so they can
 * resubscribe and resync their games from the version they hold.
 */
import { signal } from '@preact/signals';
import { parseServerMessage, type ClientMessage, type ServerMessage } from '@flagfall/protocol';

/** Where the connection stands. */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** A listener for validated server messages, called synchronously in the socket's `message` task. */
export type MessageListener = (message: ServerMessage, receivedAtMs: number) => void;

const PING_EVERY_MS = 3000;
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 8000;

/** The client's connection: one per page. */
export class Connection {
  /** Whether the socket is open. */
  readonly state = signal<ConnectionState>('connecting');
  /** The average round trip in ms (the first sample, then 0.8 × average + 0.2 × sample), or null before one. */
  readonly lagMs = signal<number | null>(null);
  /** Whether the server announced a shutdown (the page says so while it reconnects). */
  readonly serverRestarting = signal(false);

  private ws: WebSocket | null = null;
  private readonly listeners = new Set<MessageListener>();
  private readonly openListeners = new Set<() => void>();
  private attempt = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingId = 0;
  private readonly pingsSent = new Map<number, number>();
  private closed = false;

  constructor(private readonly url: string) {}

  /** Opens the socket (and keeps reopening it until `close`). */
  connect(): void {
    this.closed = false;
    this.open();
  }

  /** Drops the socket and opens a new one at once (after signing in or out: the server identifies at upgrade). */
  reconnect(): void {
    const ws = this.ws;
    this.ws = null;
    this.stopPing();
    ws?.close(1000);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.open();
  }

  /** Closes for good (no reconnection). */
  close(): void {
    this.closed = true;
    this.stopPing();
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.ws?.close(1000);
  }

  /** Sends a message now; false when the socket is not open (the caller decides what to keep). */
  send(message: ClientMessage): boolean {
    const ws = this.ws;
    if (ws === null || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }

  /** Listens to every valid server message; returns the unsubscribe function. */
  subscribe(listener: MessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called on every open (the first and each reconnection), and at once if already open. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    if (this.state.peek() === 'online') listener();
    return () => this.openListeners.delete(listener);
  }

  private open(): void {
    this.state.value = 'connecting';
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.serverRestarting.value = false;
      this.state.value = 'online';
      this.startPing();
      for (const l of this.openListeners) l();
    };
    ws.onmessage = (e: MessageEvent) => {
      const at = performance.now();
      if (typeof e.data !== 'string') return;
      const parsed = parseServerMessage(e.data);
      if (!parsed.ok) {
        console.warn('flagfall: unreadable server message', parsed.error.message);
        return;
      }
      const m = parsed.value;
      if (m.type === 'pong') this.onPong(m.id, at);
      if (m.type === 'server.shutdown') this.serverRestarting.value = true;
      for (const l of this.listeners) l(m, at);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopPing();
      this.state.value = 'offline';
      if (!this.closed) this.retry();
    };
  }

  private retry(): void {
    const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 1.6 ** this.attempt);
    this.attempt++;
    const delay = base * (0.75 + Math.random() * 0.5);
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private startPing(): void {
    this.stopPing();
    const ping = () => {
      const id = ++this.pingId;
      this.pingsSent.set(id, performance.now());
      const lag = this.lagMs.peek();
      this.send({ type: 'ping', id, ...(lag !== null ? { lagMs: Math.min(3_600_000, Math.round(lag)) } : {}) });
    };
    ping();
    this.pingTimer = setInterval(ping, PING_EVERY_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.pingsSent.clear();
  }

  private onPong(id: number | undefined, at: number): void {
    if (id === undefined) return;
    const sent = this.pingsSent.get(id);
    if (sent === undefined) return;
    this.pingsSent.delete(id);
    const sample = at - sent;
    const avg = this.lagMs.peek();
    this.lagMs.value = avg === null ? sample : avg * 0.8 + sample * 0.2;
  }
}

/** The socket URL for this page's origin (`ws:` or `wss:`). */
export function socketUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}
