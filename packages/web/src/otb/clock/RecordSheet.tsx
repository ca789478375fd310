/**
 * The record, available at any time: the event log (JSON Lines, docs/events.md) and, when the moves
 * are recorded, the PGN with `[%clk]`; the log opened in the arbiter console; and every ruling so
 * far with its article.
 */
import { useEffect, useState } from 'preact/hooks';
import { language, t } from '../../i18n/i18n.js';
import type { ClockController } from './controller.js';
import { consoleLink } from './share.js';
import { rulingLine } from './rulingText.js';
import { Sheet } from './Sheet.js';
import { download } from '../download.js';

/** A file name for the game's exports: `flagfall-clock-2025-03-01-1432.jsonl`. */
export function exportName(wallMs: number, ext: string): string {
  const d = new Date(wallMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `flagfall-clock-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.${ext}`;
}

/** The panel. */
export function RecordSheet({ ctl, onClose }: { ctl: ClockController; onClose: () => void }) {
  ctl.watch();
  const [copied, setCopied] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const rec = ctl.recorder;
  const log = rec?.eventLog() ?? '';
  useEffect(() => {
    let live = true;
    void consoleLink(log).then((href) => live && setLink(href));
    return () => {
      live = false;
    };
  }, [log]);
  if (rec === null) return null;
  const lang = language.value;
  const now = Date.now();
  return (
    <Sheet id="record" title={t('clock.record.title')} onClose={onClose}>
      <p class="muted small" data-testid="clock-event-count">
        {t('clock.record.events', { count: rec.events.length })}
      </p>
      <div class="otb-actions">
        <button
          type="button"
          class="button"
          data-testid="clock-export-jsonl"
          onClick={() => download(log, exportName(now, 'jsonl'), 'application/jsonl')}
        >
          {t('clock.record.jsonl')}
        </button>
        {ctl.setup.record === 'moves' && (
          <button
            type="button"
            class="button"
            data-testid="clock-export-pgn"
            onClick={() => download(rec.pgn(), exportName(now, 'pgn'), 'application/x-chess-pgn')}
          >
            {t('clock.record.pgn')}
          </button>
        )}
        <button
          type="button"
          class="button"
          data-testid="clock-copy-log"
          onClick={() => {
            // Absent on an insecure page: then nothing is copied.
            void (navigator as Partial<Navigator>).clipboard?.writeText(log).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('clock.record.copied') : t('clock.record.copy')}
        </button>
        {link !== null && (
          <a class="button" data-testid="clock-open-console" href={link} target="_blank" rel="noopener">
            {t('clock.record.console')}
          </a>
        )}
      </div>
      <h3 class="otb-sub">{t('clock.record.rulings')}</h3>
      {rec.rulings.length === 0 ? (
        <p class="muted">{t('clock.record.noRulings')}</p>
      ) : (
        <ol class="otb-rulings" data-testid="clock-rulings">
          {rec.rulings.map((r, i) => (
            <li key={i} data-code={r.code}>
              {rulingLine(r, lang)}
            </li>
          ))}
        </ol>
      )}
      <details>
        <summary>{t('clock.record.raw')}</summary>
        <pre class="otb-log" data-testid="clock-log">
          {log}
        </pre>
      </details>
    </Sheet>
  );
}
