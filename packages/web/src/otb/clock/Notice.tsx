/**
 * A notice the players must see once: the device slept and the running clock was charged for it,
 * the game was restored after a reload, or a stored record could not be read.
 */
import { t } from '../../i18n/i18n.js';
import type { ClockController, Notice as NoticeValue } from './controller.js';

/** The notice and its dismiss button. */
export function Notice({ ctl, notice }: { ctl: ClockController; notice: NoticeValue }) {
  const text =
    notice.kind === 'slept'
      ? notice.side === null
        ? t('clock.notice.sleptIdle', { s: (notice.ms / 1000).toFixed(1) })
        : t('clock.notice.slept', { s: (notice.ms / 1000).toFixed(1), side: t(notice.side === 'white' ? 'color.White' : 'color.Black') })
      : notice.kind === 'restored'
        ? t('clock.notice.restored')
        : t('clock.notice.corrupt', { message: notice.message });
  return (
    <div class="otb-notice" role="status" data-testid="clock-notice" data-kind={notice.kind}>
      <span>{text}</span>
      <button type="button" class="button small" data-testid="clock-notice-ok" onClick={() => ctl.dismissNotice()}>
        {t('clock.ok')}
      </button>
    </div>
  );
}
