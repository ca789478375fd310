/**
 * Quoting untrusted input inside error messages. A message is one line of text a person reads
 * (a terminal, a log, a JSON field): whatever a client sent, the quoted form never contains a
 * line break, a control character or a lone surrogate, and never grows past a few dozen
 * characters, so a hostile value cannot forge log lines, break a terminal or fill memory.
 */

/** How many characters of a value a message shows before it cuts it short. */
export const QUOTE_MAX_CHARS = 60;

/**
 * `text` in double quotes for a message: control characters, line breaks, `"` and `\` escaped
 * as in JSON, lone surrogates as `\uXXXX`, and cut after `maxChars` characters with `…` and the
 * full length (`"aaaa…" (5000 characters)`).
 */
export function quote(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const cut = text.length > maxChars;
  let shown = cut ? text.slice(0, maxChars) : text;
  // Do not cut a surrogate pair in half.
  if (cut && isHighSurrogate(shown.charCodeAt(shown.length - 1))) shown = shown.slice(0, -1);
  // JSON leaves the Unicode line and paragraph separators raw: they break lines too.
  const body = JSON.stringify(shown)
    .slice(1, -1)
    .replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return cut ? `"${body}…" (${text.length} characters)` : `"${body}"`;
}

/**
 * Any JSON-like value for a message, bounded in depth and length: strings quoted as by
 * {@link quote}, arrays and objects shown to depth 2 (`[[[…]]]`), at most `maxChars` characters.
 * Never throws, whatever the value (cycles, 5,000-deep nesting, getters are not called).
 */
export function showValue(value: unknown, maxChars = QUOTE_MAX_CHARS): string {
  const text = show(value, 0);
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}…`;
}

const MAX_DEPTH = 2;
const MAX_ITEMS = 4;

function show(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'undefined':
      return 'nothing';
    case 'string':
      return quote(value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        if (depth >= MAX_DEPTH) return value.length === 0 ? '[]' : '[…]';
        const items = value.slice(0, MAX_ITEMS).map((v: unknown) => show(v, depth + 1));
        if (value.length > MAX_ITEMS) items.push('…');
        return `[${items.join(',')}]`;
      }
      if (depth >= MAX_DEPTH) return '{…}';
      const keys = Object.keys(value);
      const items = keys.slice(0, MAX_ITEMS).map((k) => {
        const d = Object.getOwnPropertyDescriptor(value, k);
        return `${quote(k, 20)}:${d !== undefined && 'value' in d ? show(d.value, depth + 1) : '…'}`;
      });
      if (keys.length > MAX_ITEMS) items.push('…');
      return `{${items.join(',')}}`;
    }
    default:
      return `a ${typeof value}`;
  }
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
