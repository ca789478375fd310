/**
 * The clock's settings and the way out: a beep on a flag (off by default: FIDE 11.5 and US Chess
 * 16B2a want a silent clock in play), vibration on a flag, the pair of keys that press the halves
 * on a laptop, swapping sides before the start, and a new game.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import type { ClockController } from './controller.js';
import { unlockSound } from './device.js';
import { Sheet } from './Sheet.js';

/** A key code as people read it: `ShiftLeft` → `Left Shift`, `KeyZ` → `Z`. */
export function keyName(code: string): string {
  const m = /^(Shift|Control|Alt|Meta)(Left|Right)$/.exec(code);
  if (m !== null) return `${m[2]} ${m[1]}`;
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit\d$/.test(code)) return code.slice(5);
  return code;
}

/** The panel. */
export function MenuSheet({ ctl, onClose }: { ctl: ClockController; onClose: () => void }) {
  ctl.watch();
  const prefs = ctl.prefs;
  const [listening, setListening] = useState<'left' | 'right' | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);

  useEffect(() => {
    if (listening === null) return;
    // The next key pressed becomes the half's key (Escape and Space keep their jobs).
    const onKey = (e: KeyboardEvent) => {
      if (e.code === 'Escape' || e.code === 'Space' || e.code === 'Tab') return;
      e.preventDefault();
      e.stopPropagation();
      ctl.setPrefs({ ...ctl.prefs, keys: { ...ctl.prefs.keys, [listening]: e.code } });
      setListening(null);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [listening]);

  return (
    <Sheet id="menu" title={t('clock.menu.title')} onClose={onClose}>
      <label class="check">
        <input
          type="checkbox"
          data-testid="clock-pref-sound"
          checked={prefs.sound}
          onChange={(e) => {
            if (e.currentTarget.checked) unlockSound();
            ctl.setPrefs({ ...prefs, sound: e.currentTarget.checked });
          }}
        />
        <span>{t('clock.pref.sound')}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="clock-pref-vibrate"
          checked={prefs.vibrate}
          onChange={(e) => ctl.setPrefs({ ...prefs, vibrate: e.currentTarget.checked })}
        />
        <span>{t('clock.pref.vibrate')}</span>
      </label>
      <h3 class="otb-sub">{t('clock.pref.keys')}</h3>
      {(['left', 'right'] as const).map((half) => (
        <p class="row" key={half}>
          <span>{t(half === 'left' ? 'clock.pref.keyLeft' : 'clock.pref.keyRight', { key: keyName(prefs.keys[half]) })}</span>
          <button
            type="button"
            class="button small"
            data-testid={`clock-key-${half}`}
            aria-pressed={listening === half}
            onClick={() => setListening(half)}
          >
            {listening === half ? t('clock.pref.pressKey') : t('clock.pref.change')}
          </button>
        </p>
      ))}
      <p class="muted small">{t('clock.pref.spaceNote')}</p>
      {ctl.phase === 'ready' && (
        <p>
          <button type="button" class="button" data-testid="clock-swap" onClick={() => ctl.swapSides()}>
            {t('clock.swap')}
          </button>
        </p>
      )}
      <h3 class="otb-sub">{t('clock.newGame')}</h3>
      {confirmNew ? (
        <div class="otb-confirm">
          <p>{t('clock.newGameConfirm')}</p>
          <div class="row">
            <button
              type="button"
              class="button danger"
              data-testid="clock-new-confirm"
              onClick={() => {
                ctl.newGame();
                onClose();
              }}
            >
              {t('clock.newGame')}
            </button>
            <button type="button" class="button" onClick={() => setConfirmNew(false)}>
              {t('clock.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          class="button"
          data-testid="clock-new"
          onClick={() => (ctl.phase === 'ready' ? (ctl.newGame(), onClose()) : setConfirmNew(true))}
        >
          {t('clock.newGame')}
        </button>
      )}
    </Sheet>
  );
}
