/**
 * Reading messages off the wire: size, JSON, then the schema. Errors name what is wrong
 * (`'uci': a move in UCI, like e2e4 or e7e8q`) and never echo more than a short quote of the
 * input.
 */
import { ok, err, oneLine, type Result } from '@flagfall/core';
import type { z } from 'zod';
import { ClientMessage } from './client.js';
import { ServerMessage } from './server.js';
import { PROTOCOL_LIMITS } from './limits.js';

/** Why a message was refused. `type` is the message's type when it had a readable one. */
export interface ProtocolError {
  readonly code: 'too_big' | 'bad_json' | 'bad_message';
  readonly message: string;
  readonly type?: string;
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (first === undefined) return 'not a valid message';
  const path = first.path.map(String).join('.');
  if (first.code === 'unrecognized_keys')
    return `unknown field${first.keys.length > 1 ? 's' : ''} ${first.keys.map((k) => `'${oneLine(k, 40)}'`).join(', ')}`;
  if (first.code === 'invalid_union' && path === 'type') return `unknown message type`;
  return path === '' ? first.message : `'${path}': ${first.message}`;
}

function parseWith<T>(schema: z.ZodType<T>, text: string): Result<T, ProtocolError> {
  if (text.length > PROTOCOL_LIMITS.maxFrameBytes) {
    return err({ code: 'too_big', message: `a message may have at most ${PROTOCOL_LIMITS.maxFrameBytes} bytes` });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ code: 'bad_json', message: 'not JSON' });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err({ code: 'bad_message', message: 'a message is a JSON object with a "type"' });
  }
  const rawType = (json as Record<string, unknown>).type;
  const type = typeof rawType === 'string' ? oneLine(rawType, 40) : undefined;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = `${type === undefined ? 'a message needs a "type"' : describe(parsed.error.issues)}`;
    return err({ code: 'bad_message', message, ...(type !== undefined ? { type } : {}) });
  }
  return ok(parsed.data);
}

/** Reads a client message (the server's side). */
export const parseClientMessage = (text: string): Result<ClientMessage, ProtocolError> => parseWith(ClientMessage, text);

/** Reads a server message (a client's side). Not size-limited by the client frame limit. */
export function parseServerMessage(text: string): Result<ServerMessage, ProtocolError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ code: 'bad_json', message: 'not JSON' });
  }
  const parsed = ServerMessage.safeParse(json);
  if (!parsed.success) return err({ code: 'bad_message', message: describe(parsed.error.issues) });
  return ok(parsed.data);
}

/** Writes a message for the wire. */
export const makeMessage = (message: ClientMessage | ServerMessage): string => JSON.stringify(message);
