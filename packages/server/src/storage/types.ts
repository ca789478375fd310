/**
 * The storage interface: everything the server keeps, behind one seam with two implementations
 * (SQLite by default, PostgreSQL for a `postgres://` URL). Every method is one transaction; the
 * write path of live play is `commit(ops)`, which applies a whole batch atomically (the group
 * commit of one tick) and resolves only once it is durable.
 */

/** A user id: the username in lower case (`Magnus` → `magnus`). */
export type UserId = string;

/** The rating categories (lichess's speeds by estimated duration, base + 40 × increment). */
export const RATING_CATEGORIES = ['bullet', 'blitz', 'rapid', 'classical'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/** An account as stored. */
export interface UserRow {
  readonly id: UserId;
  /** The name as the user spelled it. */
  readonly username: string;
  /** `BOT` for bot accounts, else null. */
  readonly title: string | null;
  /** scrypt hash in the form written by auth/passwords.ts, or null (token-only account). */
  readonly passwordHash: string | null;
  /** Wall-clock ms. */
  readonly createdAt: number;
}

/** A Glicko-2 rating as stored (rating scale, not the internal one). */
export interface RatingRow {
  readonly userId: UserId;
  readonly category: RatingCategory;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  /** Rated games played in this category. */
  readonly games: number;
  /** Wall-clock ms of the last rated game (RD grows with idle time from here). */
  readonly updatedAt: number;
}

/** A personal API token (only its SHA-256 hash is stored). */
export interface TokenRow {
  readonly hash: string;
  readonly userId: UserId;
  /** Scopes, e.g. `['board:play', 'challenge:write']`. */
  readonly scopes: readonly string[];
  readonly description: string;
  readonly createdAt: number;
}

/** A login session (only the SHA-256 hash of the cookie value is stored). */
export interface SessionRow {
  readonly hash: string;
  readonly userId: UserId;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** One side of a stored game: an account or a guest. */
export interface StoredPlayer {
  /** The account, or null for a guest. */
  readonly userId: UserId | null;
  /** The display name (the username, or `Guest-xxxx`). */
  readonly name: string;
  /** The rating at the start (rated and casual games of accounts), or null. */
  readonly rating: number | null;
  /** The rating change once a rated game is over, or null. */
  readonly ratingDiff: number | null;
}

export type GameStatus = 'live' | 'over' | 'aborted';

/** The header of a game: what it is and, once over, how it ended. */
export interface GameRow {
  /** 8 characters, [A-Za-z0-9]. */
  readonly id: string;
  readonly white: StoredPlayer;
  readonly black: StoredPlayer;
  readonly rated: boolean;
  /** The ruleset name (`online` by default). */
  readonly rules: string;
  /** The time control as written (`3+2`, `G/5;d3` …). */
  readonly tc: string;
  /** The rating category, or null when the control has none. */
  readonly category: RatingCategory | null;
  /** The start position as FEN, or null for the standard one. */
  readonly fen: string | null;
  readonly status: GameStatus;
  /** `1-0`, `0-1`, `1/2-1/2`, or `*` while live or when aborted. */
  readonly result: string;
  /** The core's termination (`checkmate`, `timeout` …), or null. */
  readonly termination: string | null;
  /** The article of the deciding ruling (`FIDE Online 4.4`), or null. */
  readonly rule: string | null;
  /** The ruling in words, or null. */
  readonly ruling: string | null;
  /** The PGN the core wrote, once over. */
  readonly pgn: string | null;
  /** Wall-clock ms. */
  readonly createdAt: number;
  readonly endedAt: number | null;
}

/**
 * One record of a game's log, in order (`seq` from 0, no gaps). `data` is the server's record
 * as JSON text (game/records.ts says what it holds); storage never looks inside.
 */
export interface GameRecordRow {
  readonly gameId: string;
  readonly seq: number;
  readonly data: string;
  /** Wall-clock ms when it was written. */
  readonly at: number;
}

/** A game with its whole log. */
export interface StoredGame {
  readonly game: GameRow;
  readonly records: readonly GameRecordRow[];
}

/** One write of a group commit. */
export type WriteOp =
  | { readonly op: 'create-game'; readonly game: GameRow }
  | { readonly op: 'append'; readonly record: GameRecordRow }
  /** Ends a game: its header fields change and the rating rows are written (insert or replace). */
  | {
      readonly op: 'finish-game';
      readonly gameId: string;
      readonly status: 'over' | 'aborted';
      readonly result: string;
      readonly termination: string | null;
      readonly rule: string | null;
      readonly ruling: string | null;
      readonly pgn: string | null;
      readonly endedAt: number;
      readonly whiteRatingDiff: number | null;
      readonly blackRatingDiff: number | null;
      readonly ratings: readonly RatingRow[];
    }
  /** The server is alive at `at` (wall ms): a restart charges time only up to the last heartbeat. */
  | { readonly op: 'heartbeat'; readonly at: number };

/** Why a user could not be created. */
export type CreateUserError = { readonly code: 'taken'; readonly message: string };

/** A page of a user's finished games, newest first. */
export interface GamesQuery {
  readonly userId: UserId;
  /** At most this many (1–1000). */
  readonly limit: number;
  /** Only games created before this wall-clock ms. */
  readonly before?: number;
}

export interface Storage {
  /** `sqlite` or `postgres`. */
  readonly kind: 'sqlite' | 'postgres';
  /** Closes connections after pending work; further calls fail. */
  close(): Promise<void>;

  createUser(user: UserRow): Promise<{ ok: true } | { ok: false; error: CreateUserError }>;
  userById(id: UserId): Promise<UserRow | null>;
  setPassword(id: UserId, passwordHash: string): Promise<void>;

  createToken(token: TokenRow): Promise<void>;
  tokenByHash(hash: string): Promise<TokenRow | null>;

  createSession(session: SessionRow): Promise<void>;
  /** The session if it exists and `now` is before its expiry. */
  sessionByHash(hash: string, now: number): Promise<SessionRow | null>;
  deleteSession(hash: string): Promise<void>;

  /** The user's ratings (only categories with a stored row). */
  ratings(userId: UserId): Promise<RatingRow[]>;

  /** Applies every op in one transaction, in order; resolves once committed (durable). */
  commit(ops: readonly WriteOp[]): Promise<void>;

  game(id: string): Promise<StoredGame | null>;
  /** Every game with status `live`, with its log (for a restart). */
  liveGames(): Promise<StoredGame[]>;
  /** Finished (`over`) games where the user played, newest first. */
  gamesOfUser(query: GamesQuery): Promise<GameRow[]>;
  /** The last heartbeat written, or null. */
  lastHeartbeat(): Promise<number | null>;
}
