/**
 * The building blocks of messages: ids, moves, colours, time controls, as zod schemas with the
 * exact shapes the server accepts.
 */
import { RULESET_NAMES } from '@flagfall/core/rules';
import { z } from 'zod';
import { PROTOCOL_LIMITS } from './limits.js';

/** A game id: 8 characters from [A-Za-z0-9]. */
export const GameId = z.string().regex(/^[A-Za-z0-9]{8}$/, 'a game id is 8 letters or digits');
/** A seek or challenge id: 8 characters from [A-Za-z0-9]. */
export const OfferId = z.string().regex(/^[A-Za-z0-9]{8}$/, 'an id is 8 letters or digits');
/** A move in UCI (`e2e4`, `e7e8q`). */
export const Uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'a move in UCI, like e2e4 or e7e8q');
/** A client's id for a move it sends, so a resent move is recognised: letters, digits, `-`, `_`. */
export const ClientMoveId = z
  .string()
  .min(1)
  .max(PROTOCOL_LIMITS.maxCidChars)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');
export const Color = z.enum(['white', 'black']);
export type Color = z.infer<typeof Color>;
/** A time control in any notation the core reads (`3+2`, `G/5;d3`, `40/90+30, 30+30`). */
export const TimeControlText = z.string().min(1).max(PROTOCOL_LIMITS.maxTcChars);
/** A username: 2–20 characters, letters, digits, `_` and `-`, starting with a letter or digit. */
export const Username = z
  .string()
  .min(2)
  .max(PROTOCOL_LIMITS.maxUsernameChars)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, _ and -, starting with a letter or digit');
/** A whole number of milliseconds, 0 to one hour (think time, reported lag). */
export const Millis = z
  .number()
  .int()
  .min(0)
  .max(60 * 60 * 1000);
/** The rulesets a game can be played under (`online` by default). */
export const RulesetName = z.enum(RULESET_NAMES);
