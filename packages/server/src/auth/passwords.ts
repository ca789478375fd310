/**
 * Passwords: scrypt from node:crypto with a random 16-byte salt, stored as
 * `scrypt$N$r$p$salt$hash` (base64url), checked in constant time.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
/** Longest password accepted (bytes of UTF-8): scrypt cost does not depend on it, but input stays bounded. */
export const MAX_PASSWORD_BYTES = 256;
export const MIN_PASSWORD_CHARS = 8;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key)));
  });
}

/** A problem with a password as chosen, or null. */
export function checkPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_CHARS) return `a password needs at least ${MIN_PASSWORD_CHARS} characters`;
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return `a password may have at most ${MAX_PASSWORD_BYTES} bytes`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `password` matches `stored` (false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((x) => Number.isSafeInteger(x) && x > 0)) return false;
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const key = await scrypt(password, Buffer.from(parts[4]!, 'base64url'), { N: n, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
