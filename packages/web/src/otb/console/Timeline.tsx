/**
 * The game as a timeline: the start and every event in order, each with its time since the
 * start, who acted and what, both clocks right after it, and the rulings it caused with their
 * articles. A row is selected to show its position on the board; each can be edited, deleted or
 * have an event inserted after it.
 */
import { signal } from '@preact/signals';
import type { Ruling } from '@flagfall/core/arbiter';
import { language, t } from '../../i18n/i18n.js';
import { articleText } from '../../game/ruling.js';
import type { Row } from './analysis.js';
import type { Case } from './caseText.js';
import { withEvent, withInserted, withoutEvent, withStart } from './edit.js';
import { EventEditor, StartEditor } from './EventEditor.js';
import { formatMs } from './format.js';
import { change, selected } from './store.js';
import { actorOf, eventText, rulesName, sideName } from './words.js';

/** The row being edited (`edit`) or inserted after (`insert`), by event index (−1: the start). */
const editing = signal<{ readonly mode: 'edit' | 'insert'; readonly index: number } | null>(null);

function Rulings({ rulings }: { readonly rulings: readonly Ruling[] }) {
  if (rulings.length === 0) return null;
  return (
    <ul class="console-rulings" aria-label={t('console.timeline.rulings')}>
      {rulings.map((r, i) => (
        <li
          key={i}
          data-testid="console-ruling"
          data-code={r.code}
          data-rule={r.rule}
          class={r.code === 'game-ends' ? 'decisive' : undefined}
        >
          <span class="console-ruling-text" lang="en">
            {r.ruling}
          </span>{' '}
          <span class="console-rule">{articleText(r.rule, language.value)}</span>
          {r.inconclusive !== undefined && (
            <span class="console-inconclusive"> {t('console.timeline.inconclusive', { nodes: r.inconclusive.nodes })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Clocks({ row }: { readonly row: Row }) {
  const s = row.state;
  return (
    <p class="console-clocks" data-testid="console-clocks">
      {(['white', 'black'] as const).map((side) => (
        <span
          key={side}
          class={`console-clock${s.running === side ? ' running' : ''}${s.flagsDown[side] !== null ? ' fallen' : ''}`}
          data-testid={`console-clock-${side}`}
          data-ms={s.clock[side]}
        >
          {sideName(side)} {formatMs(s.clock[side])}
          {s.running === side && <span class="sr-only"> {t('console.timeline.running')}</span>}
          {s.flagsDown[side] !== null && <span class="console-flag"> {t('console.timeline.flagDown')}</span>}
        </span>
      ))}
    </p>
  );
}

function RowView({ c, row, rows }: { readonly c: Case; readonly row: Row; readonly rows: readonly Row[] }) {
  // The state before this row: rows[0] is the start, rows[k + 1] event k.
  const before = row.index >= 0 ? rows[row.index]!.state : row.state;
  const e = row.event;
  const who = e === null ? null : actorOf(e, before.turn);
  const isSelected = selected.value === row.index;
  const edit = editing.value;
  const testid = row.index === -1 ? 'console-event-start' : `console-event-${row.index}`;
  return (
    <li
      class={`console-row${isSelected ? ' selected' : ''}`}
      data-testid={testid}
      data-t={row.state.t}
      aria-current={isSelected ? 'true' : undefined}
    >
      <button type="button" class="console-row-main" onClick={() => (selected.value = row.index)} aria-pressed={isSelected}>
        <span class="console-time">{formatMs(e === null ? 0 : e.t)}</span>
        <span class={`console-who ${who ?? 'start'}`}>{who === null ? t('console.timeline.start') : sideName(who)}</span>
        <span class="console-what">{e === null ? `${rulesName(c.start.rules)} · ${c.start.tc}` : eventText(e)}</span>
      </button>
      <Clocks row={row} />
      <Rulings rulings={row.rulings} />
      <div class="console-row-actions">
        <button
          type="button"
          class="button small"
          data-testid={`console-edit-${row.index}`}
          onClick={() => (editing.value = { mode: 'edit', index: row.index })}
        >
          {t('console.timeline.edit')}
        </button>
        <button
          type="button"
          class="button small"
          data-testid={`console-insert-${row.index}`}
          onClick={() => (editing.value = { mode: 'insert', index: row.index })}
        >
          {t('console.timeline.insert')}
        </button>
        {e !== null && (
          <button
            type="button"
            class="button small"
            data-testid={`console-delete-${row.index}`}
            onClick={() => {
              editing.value = null;
              change(withoutEvent(c, row.index), row.index - 1);
            }}
          >
            {t('console.timeline.delete')}
          </button>
        )}
      </div>
      {edit !== null && edit.index === row.index && edit.mode === 'edit' && e === null && (
        <StartEditor
          start={c.start}
          onApply={(s) => {
            editing.value = null;
            change(withStart(c, s), selected.peek());
          }}
          onCancel={() => (editing.value = null)}
        />
      )}
      {edit !== null && edit.index === row.index && (edit.mode === 'insert' || e !== null) && (
        <EventEditor
          key={`${edit.mode}-${row.index}`}
          {...(edit.mode === 'edit' && e !== null ? { event: e } : {})}
          at={row.state.t}
          side={row.state.turn}
          line={edit.mode === 'edit' ? row.line : row.line + 1}
          onApply={(next) => {
            editing.value = null;
            const updated = edit.mode === 'edit' ? withEvent(c, row.index, next) : withInserted(c, row.index, next);
            change(updated, updated.events.indexOf(next));
          }}
          onCancel={() => (editing.value = null)}
        />
      )}
    </li>
  );
}

/** The timeline card. */
export function Timeline({ c, rows }: { readonly c: Case; readonly rows: readonly Row[] }) {
  return (
    <section class="card console-timeline" aria-labelledby="console-timeline-h">
      <h2 id="console-timeline-h">{t('console.timeline.heading', { count: c.events.length })}</h2>
      <ol class="console-rows" data-testid="console-timeline">
        {rows.map((row) => (
          <RowView key={row.index} c={c} row={row} rows={rows} />
        ))}
      </ol>
    </section>
  );
}
