import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_MESSAGE_TYPES } from './client.js';
import { GAME_EVENT_KINDS, SERVER_MESSAGE_TYPES } from './server.js';

/**
 * docs/protocol.md, found by walking up from this file: the tests run from source (src/) or from
 * the dev build (build/src/), so the depth is not fixed.
 */
function readProtocolDoc(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const path = join(dir, 'docs', 'protocol.md');
    if (existsSync(path)) return readFileSync(path, 'utf8');
    const up = dirname(dir);
    if (up === dir) throw new Error('no docs/protocol.md above this test file');
    dir = up;
  }
}

interface Heading {
  readonly level: number;
  readonly text: string;
  /** The text of the `##` heading it falls under ('' before the first). */
  readonly section: string;
}

/** The ATX headings of a Markdown text, outside fenced code blocks. */
function headingsOf(markdown: string): Heading[] {
  const out: Heading[] = [];
  let section = '';
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m === null) continue;
    const level = m[1]!.length;
    const text = m[2]!;
    if (level === 2) section = text;
    out.push({ level, text, section });
  }
  return out;
}

/** The names written in backticks in a heading. */
const backticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * What the doc fails to document, one line each: a client message type needs a heading naming it
 * in backticks under "## Client messages", a server message type one under "## Server messages",
 * and a game event kind a heading "`kind` event".
 */
function undocumented(markdown: string): string[] {
  const headings = headingsOf(markdown);
  const named = (section: string): Set<string> =>
    new Set(headings.filter((h) => h.level > 2 && h.section === section).flatMap((h) => backticked(h.text)));
  const client = named('Client messages');
  const server = named('Server messages');
  const events = new Set(headings.flatMap((h) => [...h.text.matchAll(/`([^`]+)` event\b/g)].map((m) => m[1]!)));
  return [
    ...CLIENT_MESSAGE_TYPES.filter((t) => !client.has(t)).map((t) => `client message \`${t}\`: no heading under "## Client messages"`),
    ...SERVER_MESSAGE_TYPES.filter((t) => !server.has(t)).map((t) => `server message \`${t}\`: no heading under "## Server messages"`),
    ...GAME_EVENT_KINDS.filter((k) => !events.has(k)).map((k) => `game event \`${k}\`: no heading "\`${k}\` event"`),
  ];
}

test('docs/protocol.md has a heading for every client message, server message and game event kind', () => {
  const missing = undocumented(readProtocolDoc());
  assert.deepEqual(missing, [], `docs/protocol.md does not document:\n${missing.join('\n')}`);
});

test('the check names a type whose heading is removed, even when another section names it', () => {
  const doc = readProtocolDoc();
  const without = (heading: string): string => {
    assert.ok(doc.includes(`\n${heading}\n`), `the doc has the heading ${heading}`);
    return doc.replace(`\n${heading}\n`, '\n');
  };
  // `move` is a client message and an event kind; `chat` too; `ack` is only a server message.
  assert.deepEqual(undocumented(without('### `move`')), ['client message `move`: no heading under "## Client messages"']);
  assert.deepEqual(undocumented(without('#### `move` event')), ['game event `move`: no heading "`move` event"']);
  assert.deepEqual(undocumented(without('### `ack`')), ['server message `ack`: no heading under "## Server messages"']);
  assert.deepEqual(undocumented(without('#### `chat` event')), ['game event `chat`: no heading "`chat` event"']);
});

test('headings inside code blocks do not count', () => {
  const fenced = '## Client messages\n\n```md\n### `ping`\n```\n';
  assert.ok(undocumented(fenced).includes('client message `ping`: no heading under "## Client messages"'));
});

test('the type lists are the schemas’ own, without repeats', () => {
  for (const list of [CLIENT_MESSAGE_TYPES, SERVER_MESSAGE_TYPES, GAME_EVENT_KINDS]) {
    assert.ok(list.length > 0);
    assert.equal(new Set(list).size, list.length);
  }
  assert.ok(CLIENT_MESSAGE_TYPES.includes('move'));
  assert.ok(SERVER_MESSAGE_TYPES.includes('game.event'));
  assert.ok(GAME_EVENT_KINDS.includes('end'));
});
