/**
 * A panel over the clock (claims, the arbiter's corrections, the record, settings): a modal dialog
 * with a heading and a close button; Escape closes it and focus moves into it when it opens. The
 * halves stay outside it, so a press is never blocked by a panel left open.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';

/** The panel. `id` names its test hook (`clock-sheet-<id>`) and heading. */
export function Sheet({ id, title, onClose, children }: { id: string; title: string; onClose: () => void; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.querySelector<HTMLElement>('h2')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    el?.addEventListener('keydown', onKey);
    return () => el?.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div
      class="otb-sheet"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`clock-sheet-${id}-h`}
      data-testid={`clock-sheet-${id}`}
      ref={ref}
    >
      <div class="otb-sheet-head">
        <h2 id={`clock-sheet-${id}-h`} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" class="button small" data-testid="clock-sheet-close" onClick={onClose}>
          {t('clock.close')}
        </button>
      </div>
      <div class="otb-sheet-body">{children}</div>
    </div>
  );
}
