/**
 * Every statement of the storage layer, written once and rendered per dialect (they differ in
 * parameter markers, `?` in SQLite and `$n` in PostgreSQL, and in the one JSON function, the
 * merge of preferences). Each statement's parameters are listed in the comment beside it, in
 * binding order; a value used twice is bound twice.
 */
import type { Dialect } from './migrations.js';
import {
  FINISH_COLUMNS,
  GAME_COLUMNS,
  RATING_COLUMNS,
  RECORD_COLUMNS,
  SESSION_COLUMNS,
  TOKEN_COLUMNS,
  USER_COLUMNS,
  insertSql,
  placeholders,
} from './rows.js';

/** The SQL text of every statement, for one dialect. */
export interface Queries {
  /** USER_COLUMNS values. */
  readonly insertUser: string;
  /** id. */
  readonly userById: string;
  /** password_hash, id. */
  readonly setPassword: string;
  /** title, id. */
  readonly setTitle: string;
  /** TOKEN_COLUMNS values. */
  readonly insertToken: string;
  /** hash. */
  readonly tokenByHash: string;
  /** SESSION_COLUMNS values. */
  readonly insertSession: string;
  /** hash, now. */
  readonly sessionByHash: string;
  /** hash. */
  readonly deleteSession: string;
  /** user id. */
  readonly ratingsOfUser: string;
  /** RATING_COLUMNS values; replaces the row of the same (user, category). */
  readonly upsertRating: string;
  /** GAME_COLUMNS values. */
  readonly insertGame: string;
  /** RECORD_COLUMNS values. */
  readonly insertRecord: string;
  /** FINISH_COLUMNS values, then the game id. */
  readonly finishGame: string;
  /** key, value. */
  readonly upsertState: string;
  /** key. */
  readonly stateByKey: string;
  /** game id. */
  readonly gameById: string;
  /** game id. */
  readonly recordsOfGame: string;
  /** (none) */
  readonly liveGames: string;
  /** (none): the records of every live game, by game then seq. */
  readonly liveRecords: string;
  /** user id, before, limit, user id, before, user id, limit, limit. */
  readonly gamesOfUser: string;
  /** user id, user id, user id. */
  readonly ratingChanges: string;
  /** user id. */
  readonly preferencesOfUser: string;
  /** user id, patch (JSON object text), updated at; returns the stored `data`. */
  readonly mergePreferences: string;
}

const cols = (names: readonly string[], prefix = '') => names.map((c) => prefix + c).join(', ');

/** The statements for `dialect`. */
export function queries(dialect: Dialect): Queries {
  const one = placeholders(dialect, 1);
  const p = (n: number) => placeholders(dialect, 1, n);
  const games = cols(GAME_COLUMNS);
  // One page of a user's finished games: each side is read newest first through its own
  // (user, created_at) index and cut at the limit before the two are merged. The black side skips
  // games the user also played as White, so UNION ALL counts each game once without comparing rows.
  const page = `SELECT ${games} FROM games WHERE white_user_id = ${p(1)} AND status = 'over' AND created_at < ${p(2)}
     ORDER BY created_at DESC, id DESC LIMIT ${p(3)}`;
  const blackPage = `SELECT ${games} FROM games WHERE black_user_id = ${p(4)} AND status = 'over' AND created_at < ${p(5)}
     AND (white_user_id IS NULL OR white_user_id <> ${p(6)})
     ORDER BY created_at DESC, id DESC LIMIT ${p(7)}`;
  // A user's rated results, each side through its own (user, created_at) index, as in `page`.
  const rated = (side: 'white' | 'black') =>
    `SELECT id, category, ended_at, ${side}_rating AS rating, ${side}_rating_diff AS rating_diff FROM games
     WHERE ${side}_user_id = ${p(side === 'white' ? 1 : 2)} AND status = 'over' AND category IS NOT NULL AND ended_at IS NOT NULL
     AND ${side}_rating IS NOT NULL AND ${side}_rating_diff IS NOT NULL`;
  // A top-level merge of two JSON objects: the same result for the values `mergePreferences` admits.
  const merged =
    dialect === 'sqlite' ? 'json_patch(preferences.data, excluded.data)' : '(preferences.data::jsonb || excluded.data::jsonb)::text';
  return {
    insertUser: insertSql(dialect, 'users', USER_COLUMNS),
    userById: `SELECT ${cols(USER_COLUMNS)} FROM users WHERE id = ${one}`,
    setPassword: `UPDATE users SET password_hash = ${p(1)} WHERE id = ${p(2)}`,
    setTitle: `UPDATE users SET title = ${p(1)} WHERE id = ${p(2)}`,
    insertToken: insertSql(dialect, 'tokens', TOKEN_COLUMNS),
    tokenByHash: `SELECT ${cols(TOKEN_COLUMNS)} FROM tokens WHERE hash = ${one}`,
    insertSession: insertSql(dialect, 'sessions', SESSION_COLUMNS),
    sessionByHash: `SELECT ${cols(SESSION_COLUMNS)} FROM sessions WHERE hash = ${p(1)} AND expires_at > ${p(2)}`,
    deleteSession: `DELETE FROM sessions WHERE hash = ${one}`,
    ratingsOfUser: `SELECT ${cols(RATING_COLUMNS)} FROM ratings WHERE user_id = ${one} ORDER BY category`,
    upsertRating: `${insertSql(dialect, 'ratings', RATING_COLUMNS)}
      ON CONFLICT (user_id, category) DO UPDATE SET
      ${RATING_COLUMNS.slice(2)
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}`,
    insertGame: insertSql(dialect, 'games', GAME_COLUMNS),
    insertRecord: insertSql(dialect, 'game_records', RECORD_COLUMNS),
    finishGame: `UPDATE games SET ${FINISH_COLUMNS.map((c, i) => `${c} = ${p(i + 1)}`).join(', ')}
      WHERE id = ${p(FINISH_COLUMNS.length + 1)}`,
    upsertState: `INSERT INTO server_state (key, value) VALUES (${placeholders(dialect, 2)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    stateByKey: `SELECT value FROM server_state WHERE key = ${one}`,
    gameById: `SELECT ${games} FROM games WHERE id = ${one}`,
    recordsOfGame: `SELECT ${cols(RECORD_COLUMNS)} FROM game_records WHERE game_id = ${one} ORDER BY seq`,
    liveGames: `SELECT ${games} FROM games WHERE status = 'live' ORDER BY created_at, id`,
    liveRecords: `SELECT ${cols(RECORD_COLUMNS, 'r.')} FROM game_records r JOIN games g ON g.id = r.game_id
      WHERE g.status = 'live' ORDER BY r.game_id, r.seq`,
    gamesOfUser: `SELECT * FROM (${page}) AS w
      UNION ALL SELECT * FROM (${blackPage}) AS b
      ORDER BY created_at DESC, id DESC LIMIT ${p(8)}`,
    ratingChanges: `SELECT * FROM (${rated('white')}) AS w
      UNION ALL SELECT * FROM (${rated('black')} AND (white_user_id IS NULL OR white_user_id <> ${p(3)})) AS b
      ORDER BY ended_at, id`,
    preferencesOfUser: `SELECT data FROM preferences WHERE user_id = ${one}`,
    mergePreferences: `INSERT INTO preferences (user_id, data, updated_at) VALUES (${placeholders(dialect, 3)})
      ON CONFLICT (user_id) DO UPDATE SET data = ${merged}, updated_at = excluded.updated_at
      RETURNING data`,
  };
}
