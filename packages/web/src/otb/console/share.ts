/**
 * A case in a link: the event log compressed (`deflate-raw`) and written in base64url into the
 * URL fragment, `#c=…`. The fragment never reaches a server, so opening or sharing a case sends
 * nothing anywhere. `makeShareFragment` and `parseShareFragment` are inverses.
 */

/** The fragment's key: `#c=<base64url of the deflated log>`. */
const KEY = 'c=';
/** The longest log a link restores (what a textarea handles at ease; a real game's log is far shorter). */
export const MAX_SHARED_CHARS = 2_000_000;

/** Why a fragment could not be read, in words for the page (`code`) and the browser's own `detail`. */
export interface ShareError {
  readonly code: 'not-base64' | 'not-deflate' | 'too-long';
  readonly detail: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The fragment (with its `#`) that carries `text`. */
export async function makeShareFragment(text: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return `#${KEY}${toBase64Url(packed)}`;
}

/** Whether a location's fragment carries a case (`#c=…`). */
export const hasSharedCase = (hash: string): boolean => hash.replace(/^#/, '').startsWith(KEY);

/** The text a fragment carries, or why it cannot be read (a link cut short, edited by hand …). */
export async function parseShareFragment(hash: string): Promise<{ ok: true; text: string } | { ok: false; error: ShareError }> {
  const data = hash.replace(/^#/, '').slice(KEY.length);
  const bytes = fromBase64Url(data);
  if (bytes === null) return { ok: false, error: { code: 'not-base64', detail: 'characters outside base64url' } };
  let text: string;
  try {
    const unpacked = await through(bytes, new DecompressionStream('deflate-raw'));
    if (unpacked.length > MAX_SHARED_CHARS * 4) return { ok: false, error: { code: 'too-long', detail: `${unpacked.length} bytes` } };
    text = new TextDecoder('utf-8', { fatal: true }).decode(unpacked);
  } catch (e) {
    return { ok: false, error: { code: 'not-deflate', detail: e instanceof Error ? e.message : String(e) } };
  }
  if (text.length > MAX_SHARED_CHARS) return { ok: false, error: { code: 'too-long', detail: `${text.length} characters` } };
  return { ok: true, text };
}
