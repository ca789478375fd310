/**
 * What happens to one person, as objects, for the lichess-compatible streams (`/api/stream/event`,
 * seeks): their games starting and finishing, challenges made, declined or cancelled, seeks
 * removed. In-process, like the lobby that produces most of it; the WebSocket clients hear the
 * same things as protocol messages on the bus.
 */
import type { LiveGame } from './game/live.js';
import type { Challenge, DeclineReason } from './lobby/lobby.js';

export type FeedEvent =
  | { readonly kind: 'gameStart'; readonly game: LiveGame }
  | { readonly kind: 'gameFinish'; readonly game: LiveGame }
  | { readonly kind: 'challenge'; readonly challenge: Challenge }
  | { readonly kind: 'challengeDeclined'; readonly challenge: Challenge; readonly reason: DeclineReason }
  | { readonly kind: 'challengeCanceled'; readonly challenge: Challenge }
  | { readonly kind: 'seekRemoved'; readonly seekId: string };

export type FeedListener = (event: FeedEvent) => void;

export class UserFeed {
  private readonly listeners = new Map<string, Set<FeedListener>>();

  /** Listens to `key`'s events until the returned function is called. */
  listen(key: string, listener: FeedListener): () => void {
    let set = this.listeners.get(key);
    if (set === undefined) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      const s = this.listeners.get(key);
      if (s === undefined) return;
      s.delete(listener);
      if (s.size === 0) this.listeners.delete(key);
    };
  }

  /** Tells `key`'s listeners; a listener that throws does not stop the others. */
  publish(key: string, event: FeedEvent): void {
    const set = this.listeners.get(key);
    if (set === undefined) return;
    for (const l of [...set]) {
      try {
        l(event);
      } catch {
        // A listener's failure is its own (a closed stream); the others still hear.
      }
    }
  }
}
