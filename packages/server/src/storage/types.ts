/**
 * The storage interface: everything the server keeps, behind one seam with two implementations
 * (SQLite by default, PostgreSQL for a `postgres://` URL; `openStorage` in open.ts picks one).
 * Every method is one transaction; the write path of live play is `commit(ops)`, which applies a
 * whole batch atomically (the group commit of one tick) and resolves only once it is durable.
 * A database failure rejects with an Error whose message names the method
 * (`storage commit failed: …`); the one expected failure, a taken user name, is a value.
 * Text of any length round-trips on both backends, except the character U+0000, which PostgreSQL
 * refuses in text (bounding and cleaning input is the server's job). Ratings, RDs, volatilities and
 * rating changes are stored as given (floating point); times, counts and `seq` must be integers.
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

/** One rated game's rating change for one of its players (a point of a rating history). */
export interface RatingChangeRow {
  readonly gameId: string;
  readonly category: RatingCategory;
  /** When the game ended (wall-clock ms). */
  readonly endedAt: number;
  /** The player's rating at the start of the game. */
  readonly rating: number;
  /** The change the game made to it (the rating after is `rating + ratingDiff`, to rounding). */
  readonly ratingDiff: number;
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

/** Why a user could not be created: the id (the name in lower case) is already an account's. */
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
  /** Closes connections after pending work; further calls reject. Closing twice is harmless. */
  close(): Promise<void>;

  /** Stores a new account (its id in lower case); a taken id is `{ ok: false, error: { code: 'taken' } }`. */
  createUser(user: UserRow): Promise<{ ok: true } | { ok: false; error: CreateUserError }>;
  /** The account, looked up in lower case (`Magnus` finds `magnus`), or null. */
  userById(id: UserId): Promise<UserRow | null>;
  /** Replaces the account's password hash; rejects when there is no such account. */
  setPassword(id: UserId, passwordHash: string): Promise<void>;
  /** Sets the account's title (`BOT` when it becomes a bot account); rejects when there is no such account. */
  setTitle(id: UserId, title: string | null): Promise<void>;

  /** Stores a token; rejects for an unknown user or a hash already stored. */
  createToken(token: TokenRow): Promise<void>;
  tokenByHash(hash: string): Promise<TokenRow | null>;

  /** Stores a session; rejects for an unknown user or a hash already stored. */
  createSession(session: SessionRow): Promise<void>;
  /** The session if it exists and `now` is before its expiry (`now < expiresAt`). */
  sessionByHash(hash: string, now: number): Promise<SessionRow | null>;
  /** Deletes the session if it exists. */
  deleteSession(hash: string): Promise<void>;

  /** The user's ratings (only categories with a stored row), by category name. */
  ratings(userId: UserId): Promise<RatingRow[]>;

  /**
   * Applies every op in one transaction, in order; resolves once committed (durable). If any op
   * fails (an `append` whose (gameId, seq) exists, a `create-game` naming an unknown account, a
   * `finish-game` of an unknown game), nothing of the batch is kept and the Promise rejects with
   * an error naming the op. An empty batch does nothing.
   */
  commit(ops: readonly WriteOp[]): Promise<void>;

  /** The game with its whole log in `seq` order, or null. */
  game(id: string): Promise<StoredGame | null>;
  /** Every game with status `live`, oldest first, each with its log in `seq` order (for a restart). */
  liveGames(): Promise<StoredGame[]>;
  /**
   * Finished (`over`) games where the user played either side, newest first (by `createdAt`,
   * then id). A limit outside 1–1000 is a caller's bug and rejects.
   */
  gamesOfUser(query: GamesQuery): Promise<GameRow[]>;
  /**
   * The user's rated finished games, one change each, oldest first (by `endedAt`, then id): only
   * games with a stored rating and rating change for the user's side (the server sets a change
   * only when a rated game between two accounts ends). A game against oneself counts once, as White.
   */
  ratingChanges(userId: UserId): Promise<RatingChangeRow[]>;
  /** The last heartbeat written, or null. */
  lastHeartbeat(): Promise<number | null>;

  /**
   * The account's preferences as stored: the JSON text of an object naming the fields the player
   * set (storage does not check their names or values), or null when they never set any.
   */
  preferences(userId: UserId): Promise<string | null>;
  /**
   * Sets each top-level field of `patch` over the account's stored object (an empty one when
   * there is none), in one statement, so two merges at once both land, and returns the stored
   * text that results (the same JSON object, though not necessarily the same spelling, on both
   * backends). `patch` is the JSON text of an object whose values are neither objects nor null;
   * any other text is a caller's bug and rejects, as does an unknown account.
   */
  mergePreferences(userId: UserId, patch: string, at: number): Promise<string>;
}
