/**
 * Opening a case: a file (picked or dropped: an event log `.jsonl`/`.txt` or a `.pgn`), pasted
 * text, or one of the built-in samples. Whatever cannot be read is said in the core's words.
 */
import { useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import { readCase } from './caseText.js';
import { SAMPLES } from './samples.js';
import { inputError, open } from './store.js';

/** Opens `text` as a case named `name`, or shows why it cannot be. */
export function openText(text: string, name: string): boolean {
  const r = readCase(text, name);
  if (!r.ok) {
    inputError.value = r.error;
    return false;
  }
  open(r.value, name.replace(/\.[a-z]+$/i, '') || 'case');
  return true;
}

/** The largest file the console reads (far beyond any game's log or PGN). */
const MAX_FILE_BYTES = 5_000_000;

async function openFile(file: File): Promise<void> {
  if (file.size > MAX_FILE_BYTES) {
    inputError.value = { kind: 'log', message: t('console.input.tooBig', { name: file.name }) };
    return;
  }
  openText(await file.text(), file.name);
}

/** The input card; once a case is open (`compact`), a disclosure that opens on demand. */
export function InputPanel({ compact }: { readonly compact: boolean }) {
  const [pasted, setPasted] = useState('');
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <details class="card console-input" open={!compact} data-testid="console-input">
      <summary>
        <h2 class="console-input-h">{t(compact ? 'console.input.another' : 'console.input.heading')}</h2>
      </summary>
      <div
        class={`console-drop${over ? ' over' : ''}`}
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
          if (file !== undefined) void openFile(file);
        }}
      >
        <p class="muted">{t('console.input.drop')}</p>
        <label class="button" for="console-file">
          {t('console.input.file')}
        </label>
        <input
          id="console-file"
          ref={fileInput}
          class="sr-only"
          type="file"
          accept=".jsonl,.txt,.json,.pgn,text/plain,application/x-chess-pgn"
          data-testid="console-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file !== undefined) void openFile(file);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <form
        class="console-paste"
        onSubmit={(e) => {
          e.preventDefault();
          if (openText(pasted, 'pasted')) setPasted('');
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
      <div class="console-samples">
        <h3>{t('console.input.samples')}</h3>
        <ul class="console-sample-list">
          {SAMPLES.map((s) => (
            <li key={s.id}>
              <button type="button" class="button small" data-testid={`console-sample-${s.id}`} onClick={() => openText(s.log, s.id)}>
                {t(s.title)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
