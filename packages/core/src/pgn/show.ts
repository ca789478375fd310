/**
 * Input text inside the reader's and replayer's messages: bounded and on one line, whatever the
 * input held (a hostile file's tokens can be a megabyte long, or hold control characters and
 * lone surrogates).
 */
import { quote } from '../text.js';

/** Longest token shown as written; longer ones are quoted and cut by `quote`. */
const PLAIN_MAX_CHARS = 24;

/**
 * A token or name as it reads in a message: as written when it is short printable ASCII without
 * spaces (`Ke3`, `Event`), else quoted, escaped and cut short by {@link quote}.
 */
export function showToken(text: string): string {
  if (text.length > PLAIN_MAX_CHARS) return quote(text);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 127) return quote(text);
  }
  return text;
}
