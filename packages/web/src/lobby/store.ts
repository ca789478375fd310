/**
 * The lobby as the page knows it: open seeks, live games, counts, the pool you wait in, your
 * seeks and challenges, and challenges to you. Fed by the server's lobby messages while a lobby
 * view is mounted (`lobby.subscribe` on mount and on every reconnection); challenges to you
 * arrive on any page.
 */
import { signal } from '@preact/signals';
import type { ChallengeInfo, LiveGameInfo, Pool, SeekInfo, ServerMessage } from '@flagfall/protocol';
import { connection } from '../app/session.js';

export const seeks = signal<readonly SeekInfo[]>([]);
export const games = signal<readonly LiveGameInfo[]>([]);
export const counts = signal<{ players: number; games: number } | null>(null);
/** The pool you wait in, or null. */
export const pool = signal<Pool | null>(null);
/** Ids of your own open seeks. */
export const mySeeks = signal<ReadonlySet<string>>(new Set());
/** Your open challenges (direct or by link). */
export const myChallenges = signal<readonly (ChallengeInfo & { readonly declined?: boolean })[]>([]);
/** Challenges to you. */
export const incoming = signal<readonly ChallengeInfo[]>([]);
/** The last refusal of a lobby request, for the page to show. */
export const lobbyError = signal<string | null>(null);

const LOBBY_REFS = new Set([
  'seek.create',
  'seek.accept',
  'seek.cancel',
  'pool.join',
  'pool.leave',
  'challenge.create',
  'challenge.accept',
  'challenge.decline',
  'challenge.cancel',
]);

function onMessage(m: ServerMessage): void {
  switch (m.type) {
    case 'lobby.state':
      seeks.value = m.seeks;
      games.value = m.games;
      counts.value = { players: m.players, games: m.gamesCount };
      break;
    case 'lobby.seek.add':
      seeks.value = [...seeks.value.filter((s) => s.id !== m.seek.id), m.seek];
      break;
    case 'lobby.seek.remove': {
      seeks.value = seeks.value.filter((s) => s.id !== m.seekId);
      if (mySeeks.value.has(m.seekId)) {
        const next = new Set(mySeeks.value);
        next.delete(m.seekId);
        mySeeks.value = next;
      }
      break;
    }
    case 'lobby.game.add':
      games.value = [m.game, ...games.value.filter((g) => g.id !== m.game.id)].slice(0, 100);
      break;
    case 'lobby.game.remove':
      games.value = games.value.filter((g) => g.id !== m.gameId);
      break;
    case 'lobby.counts':
      counts.value = { players: m.players, games: m.gamesCount };
      break;
    case 'seek.created':
      mySeeks.value = new Set([...mySeeks.value, m.seek.id]);
      break;
    case 'pool.joined':
      pool.value = m.pool as Pool;
      break;
    case 'pool.left':
      pool.value = null;
      break;
    case 'challenge.created':
      myChallenges.value = [...myChallenges.value, m.challenge];
      break;
    case 'challenge.incoming':
      incoming.value = [...incoming.value.filter((c) => c.id !== m.challenge.id), m.challenge];
      break;
    case 'challenge.canceled':
      incoming.value = incoming.value.filter((c) => c.id !== m.id);
      break;
    case 'challenge.declined':
      myChallenges.value = myChallenges.value.map((c) => (c.id === m.id ? { ...c, declined: true } : c));
      break;
    case 'game.start':
      // A pairing takes you out of the pool; the server drops your seeks and challenges that led to it.
      pool.value = null;
      myChallenges.value = [];
      incoming.value = [];
      break;
    case 'error':
      if (m.ref !== undefined && LOBBY_REFS.has(m.ref.type)) lobbyError.value = m.message;
      break;
    default:
      break;
  }
}

connection.subscribe(onMessage);
// A reconnection forgets the pool and seeks (the server drops them with the socket).
connection.onOpen(() => {
  pool.value = null;
  mySeeks.value = new Set();
});

/** Subscribes to the lobby while a lobby view is shown; returns the cleanup. */
export function followLobby(): () => void {
  const off = connection.onOpen(() => connection.send({ type: 'lobby.subscribe' }));
  return () => {
    off();
    connection.send({ type: 'lobby.unsubscribe' });
  };
}
