/**
 * The mapping between the storage interface's rows and the tables of the migrations, shared by both
 * backends: column lists in one order, the values to bind in that order, and the checked reading
 * of a database row. A column of an unexpected type is a broken invariant (a schema the code does
 * not match) and throws.
 */
import type { Dialect, SqlValue } from './migrations.js';
import type {
  GameRecordRow,
  GameRow,
  GamesQuery,
  GameStatus,
  RatingCategory,
  RatingChangeRow,
  RatingRow,
  SessionRow,
  StoredPlayer,
  TokenRow,
  UserRow,
  WriteOp,
} from './types.js';

/** A row as a driver returns it. */
export type DbRow = Record<string, unknown>;

/** `count` parameter markers from the `from`-th: `?, ?` in SQLite, `$3, $4` in PostgreSQL. */
export function placeholders(dialect: Dialect, count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => (dialect === 'sqlite' ? '?' : `$${from + i}`)).join(', ');
}

/** `INSERT INTO table (columns) VALUES (markers)` for one row. */
export function insertSql(dialect: Dialect, table: string, columns: readonly string[]): string {
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(dialect, columns.length)})`;
}

function column(row: DbRow, name: string): unknown {
  if (!(name in row)) throw new Error(`storage: column ${name} missing from a row`);
  return row[name];
}
function str(row: DbRow, name: string): string {
  const v = column(row, name);
  if (typeof v !== 'string') throw new Error(`storage: column ${name} is ${typeof v}, expected text`);
  return v;
}
function strOrNull(row: DbRow, name: string): string | null {
  return column(row, name) === null ? null : str(row, name);
}
function num(row: DbRow, name: string): number {
  const v = column(row, name);
  if (typeof v !== 'number') throw new Error(`storage: column ${name} is ${typeof v}, expected a number`);
  return v;
}
function numOrNull(row: DbRow, name: string): number | null {
  return column(row, name) === null ? null : num(row, name);
}
/** SQLite stores booleans as 0/1, PostgreSQL as BOOLEAN. */
function bool(row: DbRow, name: string): boolean {
  const v = column(row, name);
  if (v === true || v === 1) return true;
  if (v === false || v === 0) return false;
  throw new Error(`storage: column ${name} is ${String(v)}, expected a boolean`);
}

/** The columns of `users`, in binding order. */
export const USER_COLUMNS = ['id', 'username', 'title', 'password_hash', 'created_at'] as const;
/** The values of a user, in `USER_COLUMNS` order (the id in lower case). */
export function userValues(u: UserRow): SqlValue[] {
  return [u.id.toLowerCase(), u.username, u.title, u.passwordHash, u.createdAt];
}
export function toUserRow(r: DbRow): UserRow {
  return {
    id: str(r, 'id'),
    username: str(r, 'username'),
    title: strOrNull(r, 'title'),
    passwordHash: strOrNull(r, 'password_hash'),
    createdAt: num(r, 'created_at'),
  };
}

/** The columns of `tokens`, in binding order; scopes are stored as a JSON array. */
export const TOKEN_COLUMNS = ['hash', 'user_id', 'scopes', 'description', 'created_at'] as const;
export function tokenValues(t: TokenRow): SqlValue[] {
  return [t.hash, t.userId, JSON.stringify(t.scopes), t.description, t.createdAt];
}
export function toTokenRow(r: DbRow): TokenRow {
  const scopes: unknown = JSON.parse(str(r, 'scopes'));
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string'))
    throw new Error('storage: tokens.scopes is not a list of text');
  return { hash: str(r, 'hash'), userId: str(r, 'user_id'), scopes, description: str(r, 'description'), createdAt: num(r, 'created_at') };
}

/** The columns of `sessions`, in binding order. */
export const SESSION_COLUMNS = ['hash', 'user_id', 'created_at', 'expires_at'] as const;
export function sessionValues(s: SessionRow): SqlValue[] {
  return [s.hash, s.userId, s.createdAt, s.expiresAt];
}
export function toSessionRow(r: DbRow): SessionRow {
  return { hash: str(r, 'hash'), userId: str(r, 'user_id'), createdAt: num(r, 'created_at'), expiresAt: num(r, 'expires_at') };
}

/** The columns of `ratings`, in binding order. */
export const RATING_COLUMNS = ['user_id', 'category', 'rating', 'rd', 'volatility', 'games', 'updated_at'] as const;
export function ratingValues(r: RatingRow): SqlValue[] {
  return [r.userId, r.category, r.rating, r.rd, r.volatility, r.games, r.updatedAt];
}
export function toRatingRow(r: DbRow): RatingRow {
  return {
    userId: str(r, 'user_id'),
    // The category is whatever the server stored; the table does not constrain it (migrations.ts).
    category: str(r, 'category') as RatingCategory,
    rating: num(r, 'rating'),
    rd: num(r, 'rd'),
    volatility: num(r, 'volatility'),
    games: num(r, 'games'),
    updatedAt: num(r, 'updated_at'),
  };
}

/** The columns of `games`, in binding order. */
export const GAME_COLUMNS = [
  'id',
  'white_user_id',
  'white_name',
  'white_rating',
  'white_rating_diff',
  'black_user_id',
  'black_name',
  'black_rating',
  'black_rating_diff',
  'rated',
  'rules',
  'tc',
  'category',
  'fen',
  'status',
  'result',
  'termination',
  'rule',
  'ruling',
  'pgn',
  'created_at',
  'ended_at',
] as const;

/** The values of a game header, in `GAME_COLUMNS` order (`rated` as 0/1 for SQLite). */
export function gameValues(g: GameRow, dialect: Dialect): (SqlValue | boolean)[] {
  const p = (s: StoredPlayer) => [s.userId, s.name, s.rating, s.ratingDiff];
  return [
    g.id,
    ...p(g.white),
    ...p(g.black),
    dialect === 'sqlite' ? (g.rated ? 1 : 0) : g.rated,
    g.rules,
    g.tc,
    g.category,
    g.fen,
    g.status,
    g.result,
    g.termination,
    g.rule,
    g.ruling,
    g.pgn,
    g.createdAt,
    g.endedAt,
  ];
}

function player(r: DbRow, side: 'white' | 'black'): StoredPlayer {
  return {
    userId: strOrNull(r, `${side}_user_id`),
    name: str(r, `${side}_name`),
    rating: numOrNull(r, `${side}_rating`),
    ratingDiff: numOrNull(r, `${side}_rating_diff`),
  };
}
export function toGameRow(r: DbRow): GameRow {
  return {
    id: str(r, 'id'),
    white: player(r, 'white'),
    black: player(r, 'black'),
    rated: bool(r, 'rated'),
    rules: str(r, 'rules'),
    tc: str(r, 'tc'),
    category: strOrNull(r, 'category') as RatingCategory | null,
    fen: strOrNull(r, 'fen'),
    // The table's CHECK admits only the three statuses.
    status: str(r, 'status') as GameStatus,
    result: str(r, 'result'),
    termination: strOrNull(r, 'termination'),
    rule: strOrNull(r, 'rule'),
    ruling: strOrNull(r, 'ruling'),
    pgn: strOrNull(r, 'pgn'),
    createdAt: num(r, 'created_at'),
    endedAt: numOrNull(r, 'ended_at'),
  };
}

/** A row of `queries().ratingChanges`. */
export function toRatingChangeRow(r: DbRow): RatingChangeRow {
  return {
    gameId: str(r, 'id'),
    // Only games with a category are selected; its value is whatever the server stored (as for ratings).
    category: str(r, 'category') as RatingCategory,
    endedAt: num(r, 'ended_at'),
    rating: num(r, 'rating'),
    ratingDiff: num(r, 'rating_diff'),
  };
}

/** The `data` of a `preferences` row (JSON text, not read here). */
export function toPreferencesText(r: DbRow): string {
  return str(r, 'data');
}

/** The columns of `game_records`, in binding order. */
export const RECORD_COLUMNS = ['game_id', 'seq', 'data', 'at'] as const;
export function recordValues(r: GameRecordRow): SqlValue[] {
  return [r.gameId, r.seq, r.data, r.at];
}
export function toRecordRow(r: DbRow): GameRecordRow {
  return { gameId: str(r, 'game_id'), seq: num(r, 'seq'), data: str(r, 'data'), at: num(r, 'at') };
}

/** The `finish-game` update: the columns set, in binding order, then the game id. */
export const FINISH_COLUMNS = [
  'status',
  'result',
  'termination',
  'rule',
  'ruling',
  'pgn',
  'ended_at',
  'white_rating_diff',
  'black_rating_diff',
] as const;

/** The values of `queries().finishGame`: `FINISH_COLUMNS`, then the game id. */
export function finishValues(op: Extract<WriteOp, { op: 'finish-game' }>): SqlValue[] {
  return [op.status, op.result, op.termination, op.rule, op.ruling, op.pgn, op.endedAt, op.whiteRatingDiff, op.blackRatingDiff, op.gameId];
}

/** The key under which `server_state` keeps the heartbeat (wall ms as decimal text). */
export const HEARTBEAT_KEY = 'heartbeat';

/** Groups records (sorted by game, then seq) under their games, keeping the games' order. */
export function withRecords(games: readonly GameRow[], records: readonly GameRecordRow[]): { game: GameRow; records: GameRecordRow[] }[] {
  const byGame = new Map<string, GameRecordRow[]>(games.map((g) => [g.id, []]));
  for (const r of records) byGame.get(r.gameId)?.push(r);
  return games.map((game) => ({ game, records: byGame.get(game.id) ?? [] }));
}

/** The most games one `gamesOfUser` page may ask for. */
export const MAX_GAMES_PAGE = 1000;

/**
 * The parameters of `queries().gamesOfUser` for a page. A limit outside 1–1000 (or not an integer)
 * is a caller's bug and throws a RangeError.
 */
export function gamesOfUserParams(q: GamesQuery): SqlValue[] {
  if (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > MAX_GAMES_PAGE) {
    throw new RangeError(`gamesOfUser: limit must be an integer from 1 to ${MAX_GAMES_PAGE}, got ${q.limit}`);
  }
  const before = q.before ?? Number.MAX_SAFE_INTEGER;
  return [q.userId, before, q.limit, q.userId, before, q.userId, q.limit, q.limit];
}

/**
 * `patch` when it is what `mergePreferences` takes: the JSON text of an object whose values are
 * neither objects nor null, the shape on which SQLite's `json_patch` and PostgreSQL's `jsonb ||`
 * agree (a top-level merge). Anything else is a caller's bug and throws a RangeError.
 */
export function preferencesPatchText(patch: string): string {
  let json: unknown;
  try {
    json = JSON.parse(patch);
  } catch {
    throw new RangeError('mergePreferences: the patch is not JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new RangeError('mergePreferences: the patch is not a JSON object');
  for (const [k, v] of Object.entries(json)) {
    if (v === null || typeof v === 'object') throw new RangeError(`mergePreferences: the patch's field ${k} is an object or null`);
  }
  return patch;
}

/** A write op in words, for error messages (`append game abcd1234 seq 3`). */
export function describeOp(op: WriteOp): string {
  switch (op.op) {
    case 'create-game':
      return `create-game ${op.game.id}`;
    case 'append':
      return `append game ${op.record.gameId} seq ${op.record.seq}`;
    case 'finish-game':
      return `finish-game ${op.gameId}`;
    case 'heartbeat':
      return `heartbeat ${op.at}`;
  }
}
