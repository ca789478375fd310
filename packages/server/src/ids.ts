/** Random ids and secrets from `node:crypto`. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An 8-character id from [A-Za-z0-9] (games, seeks, challenges). */
export function makeId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A secret for a cookie or a token: 32 random bytes, base64url, with a prefix naming its use. */
export const makeSecret = (prefix: string): string => `${prefix}_${randomBytes(32).toString('base64url')}`;

/** The SHA-256 of a secret (hex): what is stored in its place. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
