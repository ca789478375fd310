/**
 * Editing one event (or inserting one): its time and its fields as JSON, checked by the core's
 * `readEvent` exactly as a line of a log is; the start line is edited the same way. Nothing is
 * ruled while typing: the case changes only when the edit is applied.
 */
import { useState } from 'preact/hooks';
import { makeEventLine, readEvent, type GameEvent, type StartEvent } from '@flagfall/core/arbiter';
import type { Color } from '@flagfall/core';
import { t } from '../../i18n/i18n.js';
import { startError } from './caseText.js';
import { EVENT_LIMITS } from '@flagfall/core/arbiter';
import { clockTimeText, parseClockTime } from '../clockTime.js';
import { TEMPLATES, untimed } from './templates.js';

const pretty = (value: unknown): string => JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');

/** Reads the editor's JSON and time into an event, or says what is wrong (the core's words for the fields). */
function readTimed(json: string, timeText: string, line: number): { ok: true; value: GameEvent } | { ok: false; error: string } {
  const t0 = parseClockTime(timeText, EVENT_LIMITS.maxT);
  if (t0 === null) return { ok: false, error: t('console.editor.badTime', { text: timeText }) };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, error: t('console.editor.badJson', { why: e instanceof Error ? e.message : String(e) }) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: t('console.editor.notObject') };
  const r = readEvent({ ...(value as object), t: t0 }, line);
  if (!r.ok) return { ok: false, error: r.error.message };
  if (r.value.type === 'start') return { ok: false, error: t('console.editor.notStart') };
  const { line: _line, ...event } = r.value;
  return { ok: true, value: event as GameEvent };
}

/** Props of the event editor: the event edited (or the place of an insertion), and what to do with the result. */
export interface EventEditorProps {
  /** The event edited; absent for an insertion. */
  readonly event?: GameEvent;
  /** The time an insertion starts from, and the side whose turn it is (for the kinds' starting values). */
  readonly at: number;
  readonly side: Color;
  /** The line the event will have in the log (for the core's messages). */
  readonly line: number;
  readonly onApply: (e: GameEvent) => void;
  readonly onCancel: () => void;
}

/** The editor of one timed event. */
export function EventEditor({ event, at, side, line, onApply, onCancel }: EventEditorProps) {
  // The exact instant, so an edit of the fields alone keeps it to the millisecond.
  const [time, setTime] = useState(clockTimeText(event?.t ?? at));
  const [json, setJson] = useState(pretty(event !== undefined ? untimed(event) : TEMPLATES[0]!.make(side)));
  const [error, setError] = useState<string | null>(null);
  const id = `console-editor-${line}`;
  return (
    <form
      class="console-editor"
      data-testid="console-editor"
      onSubmit={(e) => {
        e.preventDefault();
        const r = readTimed(json, time, line);
        if (r.ok) onApply(r.value);
        else setError(r.error);
      }}
    >
      {event === undefined && (
        <label class="field">
          <span>{t('console.editor.kind')}</span>
          <select
            data-testid="console-editor-kind"
            onChange={(e) => {
              const tpl = TEMPLATES.find((x) => x.id === e.currentTarget.value);
              if (tpl !== undefined) setJson(pretty(tpl.make(side)));
            }}
          >
            {TEMPLATES.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {t(tpl.label)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label class="field">
        <span>{t('console.editor.time')}</span>
        <input
          type="text"
          inputMode="decimal"
          data-testid="console-editor-time"
          value={time}
          aria-describedby={`${id}-time-help`}
          onInput={(e) => setTime(e.currentTarget.value)}
        />
        <span id={`${id}-time-help`} class="muted small">
          {t('console.editor.timeHelp')}
        </span>
      </label>
      <JsonFields label={t('console.editor.json')} rows={3} json={json} setJson={setJson} error={error} onCancel={onCancel} />
    </form>
  );
}

/** The editor of the start line: its JSON, checked by `readEvent`. */
export function StartEditor({
  start,
  onApply,
  onCancel,
}: {
  readonly start: StartEvent;
  readonly onApply: (s: StartEvent) => void;
  readonly onCancel: () => void;
}) {
  const [json, setJson] = useState(makeEventLine(start));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="console-editor"
      data-testid="console-editor"
      onSubmit={(e) => {
        e.preventDefault();
        let value: unknown;
        try {
          value = JSON.parse(json);
        } catch (err) {
          setError(t('console.editor.badJson', { why: err instanceof Error ? err.message : String(err) }));
          return;
        }
        const r = readEvent(value, 1);
        if (!r.ok) setError(r.error.message);
        else if (r.value.type !== 'start') setError(t('console.editor.mustStart'));
        else {
          // The shape is the parser's business, the position the game's: a FEN no game starts from is refused here.
          const why = startError(r.value);
          if (why !== null) setError(why);
          else onApply(r.value);
        }
      }}
    >
      <JsonFields label={t('console.editor.startJson')} rows={4} json={json} setJson={setJson} error={error} onCancel={onCancel} />
    </form>
  );
}

/** An editor's JSON text area, its error (announced) and its apply and cancel buttons. */
function JsonFields({
  label,
  rows,
  json,
  setJson,
  error,
  onCancel,
}: {
  readonly label: string;
  readonly rows: number;
  readonly json: string;
  readonly setJson: (text: string) => void;
  readonly error: string | null;
  readonly onCancel: () => void;
}) {
  return (
    <>
      <label class="field">
        <span>{label}</span>
        <textarea
          rows={rows}
          spellcheck={false}
          data-testid="console-editor-json"
          value={json}
          aria-invalid={error !== null ? 'true' : undefined}
          onInput={(e) => setJson(e.currentTarget.value)}
        />
      </label>
      {error !== null && (
        <p class="error" role="alert" data-testid="console-editor-error">
          {error}
        </p>
      )}
      <div class="row">
        <button type="submit" class="button primary small" data-testid="console-editor-apply">
          {t('console.editor.apply')}
        </button>
        <button type="button" class="button small" onClick={onCancel}>
          {t('console.editor.cancel')}
        </button>
      </div>
    </>
  );
}
