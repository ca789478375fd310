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
 * as in JSON, lone surrogates, Unicode line separators and bidirectional controls as `\uXXXX`, and cut after `maxChars` characters with `…` and the
 * full length (`"aaaa…" (5000 characters)`).
 */
export function quote(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const cut = text.length > maxChars;
  let shown = cut ? text.slice(0, maxChars) : text;
  // Do not cut a surrogate pair in half.
  if (cut && isHighSurrogate(shown.charCodeAt(shown.length - 1))) shown = shown.slice(0, -1);
  const body = JSON.stringify(shown)
    .slice(1, -1)
    .replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
    case 'symbol':
    case 'function':
      return `a ${typeof value}`;
  }
}

/**
 * A message made safe as one line: line breaks and tabs become `\n`, `\r`, `\t`; other control
 * characters, line separators, bidirectional controls and lone surrogates become `\uXXXX`; and text past `maxChars` characters is cut with `…`.
 * For messages that embed fragments of input already (a time control's offending part).
 */
export function oneLine(text: string, maxChars = 400): string {
  let shown = text.length > maxChars ? text.slice(0, maxChars) : text;
  if (shown.length < text.length && isHighSurrogate(shown.charCodeAt(shown.length - 1))) shown = shown.slice(0, -1);
  const safe = shown.replace(LINE_UNSAFE, (ch) =>
    ch === '\n' ? '\\n' : ch === '\r' ? '\\r' : ch === '\t' ? '\\t' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return shown.length < text.length ? `${safe}…` : safe;
}

/** Characters `oneLine` escapes: C0 controls, DEL, C1 controls, and what `UNSAFE` lists, and lone surrogates. */
const LINE_UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What JSON leaves raw but a terminal or log treats as a line break or a direction change. */
const UNSAFE = /[\u0085\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
