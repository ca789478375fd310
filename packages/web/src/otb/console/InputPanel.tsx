/**
 * Opening a case: a file (picked or dropped: an event log `.jsonl`/`.txt` or a `.pgn`), pasted
 * text, or one of the built-in samples. Whatever cannot be read is said in the core's words.
 */
import { useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import { readCase } from './caseText.js';
import { SAMPLES } from './samples.js';
import { caseName, dropLink, inputError, open } from './store.js';

/** Opens `text` as a case named `name`, or shows why it cannot be. */
export function openText(text: string, name: string): boolean {
  const r = readCase(text, name);
  if (!r.ok) {
    inputError.value = r.error;
    return false;
  }
  dropLink();
  open(r.value, name.replace(/\.[a-z]+$/i, '') || 'case');
  return true;
}

/** The largest file the console reads (far beyond any game's log or PGN). */
const MAX_FILE_BYTES = 5_000_000;

async function openFile(file: File): Promise<boolean> {
  if (file.size > MAX_FILE_BYTES) {
    inputError.value = { kind: 'log', message: t('console.input.tooBig', { name: file.name }) };
    return false;
  }
  return openText(await file.text(), file.name);
}

/**
 * The input card: the sample cases, always in sight, and a disclosure with the file picker and
 * the paste box — open until a case is, then closed (one line). The whole card takes a dropped file.
 */
export function InputPanel({ compact }: { readonly compact: boolean }) {
  const [pasted, setPasted] = useState('');
  const [over, setOver] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // A case opened from here: the disclosure closes (one line), the case comes into view.
  const opened = (ok: boolean): void => {
    if (ok && details.current !== null) details.current.open = false;
  };
  return (
    <section
      class={`card console-input-card${over ? ' over' : ''}`}
      aria-label={t('console.input.heading')}
      data-testid="console-drop"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer?.files[0];
        if (file !== undefined) void openFile(file).then(opened);
      }}
    >
      <details class="console-input" open={!compact} data-testid="console-input" ref={details}>
        <summary>
          <h2>{t('console.input.heading')}</h2>
        </summary>
        <div class="console-drop">
          <p class="muted">{t('console.input.drop')}</p>
          <label class="button" for="console-file">
            {t('console.input.file')}
          </label>
          <input
            id="console-file"
            class="sr-only"
            type="file"
            accept=".jsonl,.txt,.json,.pgn,text/plain,application/x-chess-pgn"
            data-testid="console-file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file !== undefined) void openFile(file).then(opened);
              e.currentTarget.value = '';
            }}
          />
        </div>
        <form
          class="console-paste"
          onSubmit={(e) => {
            e.preventDefault();
            if (openText(pasted, 'pasted')) {
              setPasted('');
              opened(true);
            }
          }}
        >
          <label class="field">
            <span>{t('console.input.paste')}</span>
            <textarea
              rows={4}
              spellcheck={false}
              data-testid="console-paste"
              value={pasted}
              placeholder='{"type":"start","rules":"fide-blitz","tc":"3+2"}'
              onInput={(e) => setPasted(e.currentTarget.value)}
            />
          </label>
          <button type="submit" class="button primary" data-testid="console-open" disabled={pasted.trim() === ''}>
            {t('console.input.open')}
          </button>
        </form>
      </details>
      <div class="console-samples">
        <h3 id="console-samples-h">{t('console.input.samples')}</h3>
        <ul class="console-sample-list" aria-labelledby="console-samples-h">
          {SAMPLES.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                class="button small"
                data-testid={`console-sample-${s.id}`}
                aria-pressed={caseName.value === s.id}
                onClick={() => openText(s.log, s.id)}
              >
                {t(s.title)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
