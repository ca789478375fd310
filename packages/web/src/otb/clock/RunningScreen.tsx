/**
 * The clock itself: two big halves (side by side in landscape; one above the other in portrait,
 * the top one turned to face the player across the table), the bar between them (pause and
 * resume, the lock, claims, the arbiter's corrections, the record, settings), the compact board
 * of a record of moves, the ruling card and the result. The faces are drawn in animation frames
 * from the core's clock; presses come from the halves or the keys (the two Shift keys by default,
 * Space stops and restarts the clocks). The screen is kept awake while the game runs.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Color } from '@flagfall/core';
import { language, t } from '../../i18n/i18n.js';
import { ArbiterSheet } from './ArbiterSheet.js';
import { ClaimsSheet } from './ClaimsSheet.js';
import type { ClockController, Half as HalfName } from './controller.js';
import { beepFlag, keepAwake, unlockSound, vibrateFlag } from './device.js';
import { Half } from './Half.js';
import { MenuSheet } from './MenuSheet.js';
import { MoveBoard } from './MoveBoard.js';
import { Notice } from './Notice.js';
import { paint, type HalfElements, type PaintContext } from './painter.js';
import { RecordSheet } from './RecordSheet.js';
import { RulingCard } from './RulingCard.js';
import { resultHeadline } from './rulingText.js';
import { pressStamp } from './timing.js';

type SheetName = 'claims' | 'arbiter' | 'record' | 'menu';

/** Whether a key event comes from a field being typed in (its keys are not the clock's). */
const typing = (e: KeyboardEvent): boolean => {
  const el = e.target as HTMLElement | null;
  return el !== null && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
};

/** The screen; `ctl` is in the `ready` or `game` phase. */
export function RunningScreen({ ctl }: { ctl: ClockController }) {
  ctl.watch();
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [locked, setLocked] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const els = useRef<Partial<Record<Color, HalfElements>>>({});
  const rec = ctl.recorder!;
  const start = rec.startEvent;
  const ctx: PaintContext = { controls: { white: start.control, black: start.controlBlack ?? start.control }, clock: start.clock };
  const names = { white: nameOf(ctl, 'white'), black: nameOf(ctl, 'black') };
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const reading = ctl.reading();
  const status = ctl.phase === 'ready' ? 'ready' : (reading?.status ?? 'running');
  const over = status === 'over';

  const draw = () => {
    const r = ctl.reading();
    if (r !== null) paint(els.current, r, ctxRef.current);
    return r;
  };

  // Every frame: the faces from the core's clock, and an alert for each new flag fall.
  useEffect(() => {
    let raf = 0;
    let falls = ctl.reading()?.falls.length ?? 0;
    const frame = () => {
      const r = draw();
      if (r !== null && r.falls.length > falls) {
        if (ctl.prefs.sound) beepFlag();
        if (ctl.prefs.vibrate) vibrateFlag();
      }
      falls = r?.falls.length ?? 0;
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    const onVisible = () => {
      if (document.visibilityState === 'visible') draw(); // reconciles a sleep at once
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelAnimationFrame(raf);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  // And at once after every event, so a press shows without waiting for the next frame.
  useLayoutEffect(() => void draw());

  // The screen stays on while the game runs.
  useEffect(() => {
    if (ctl.phase !== 'game' || over) return;
    return keepAwake();
  }, [ctl.phase, over]);

  const press = (half: HalfName, stamp: number) => {
    if (ctl.prefs.sound) unlockSound();
    ctl.tap(half, stamp);
  };
  const pauseOrResume = (stamp: number) => {
    if (status === 'running') ctl.pause('arbiter', stamp);
    else if (status === 'paused') ctl.resume(stamp);
  };

  // The keys: the configured pair presses the halves, Space stops and restarts the clocks.
  const keyState = useRef({ press, pauseOrResume });
  keyState.current = { press, pauseOrResume };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || typing(e) || e.defaultPrevented) return;
      const stamp = pressStamp(e.timeStamp, performance.now());
      const keys = ctl.prefs.keys;
      if (e.code === keys.left || e.code === keys.right) {
        e.preventDefault();
        keyState.current.press(e.code === keys.left ? 'left' : 'right', stamp);
      } else if (e.code === 'Space') {
        e.preventDefault(); // not a click on the focused button
        keyState.current.pauseOrResume(stamp);
      }
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !typing(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  const half = (h: HalfName) => {
    const side = ctl.sideOf(h);
    return (
      <Half
        half={h}
        side={side}
        name={names[side]}
        locked={locked}
        canPause={status === 'running'}
        register={(s, e) => {
          if (e === null) delete els.current[s];
          else els.current[s] = e;
        }}
        onPress={(stamp) => press(h, stamp)}
        onPause={(stamp) => ctl.pause(side, stamp)}
      />
    );
  };

  const close = () => setSheet(null);
  const lang = language.value;
  return (
    <div
      class={`otb-clock${ctl.setup.record === 'moves' ? ' with-board' : ''}`}
      data-testid="clock-running"
      data-status={status}
      data-locked={String(locked)}
    >
      <h1 class="sr-only">{t('clock.title')}</h1>
      {half('left')}
      <div class="otb-middle">
        <div class="otb-bar" role="toolbar" aria-label={t('clock.bar')}>
          {ctl.phase === 'ready' ? (
            <>
              <p class="otb-hint" data-testid="clock-ready">
                {t('clock.ready', { starter: sideWord(ctl.starter()), first: sideWord(ctl.firstMover()) })}
              </p>
              <button type="button" class="button primary" data-testid="clock-start" onClick={() => ctl.startClock(performance.now())}>
                {t('clock.start')}
              </button>
              <button type="button" class="button" data-testid="clock-menu" onClick={() => setSheet('menu')}>
                {t('clock.menu')}
              </button>
            </>
          ) : locked ? (
            unlocking ? (
              <>
                <span class="otb-hint">{t('clock.unlockConfirm')}</span>
                <button
                  type="button"
                  class="button primary"
                  data-testid="clock-unlock-confirm"
                  onClick={() => {
                    setLocked(false);
                    setUnlocking(false);
                  }}
                >
                  {t('clock.unlock')}
                </button>
                <button type="button" class="button" onClick={() => setUnlocking(false)}>
                  {t('clock.cancel')}
                </button>
              </>
            ) : (
              <>
                <span class="otb-hint">{t('clock.locked')}</span>
                <button type="button" class="button" data-testid="clock-unlock" onClick={() => setUnlocking(true)}>
                  {t('clock.unlock')}
                </button>
              </>
            )
          ) : (
            <>
              {!over && (
                <button type="button" class="button primary" data-testid="clock-pause" onClick={() => pauseOrResume(performance.now())}>
                  {status === 'paused' ? t('clock.resume') : t('clock.pause')}
                </button>
              )}
              {!over && (
                <button type="button" class="button" data-testid="clock-lock" onClick={() => setLocked(true)}>
                  {t('clock.lock')}
                </button>
              )}
              {!over && (
                <button type="button" class="button" data-testid="clock-claims" onClick={() => setSheet('claims')}>
                  {t('clock.claims')}
                </button>
              )}
              {!over && (
                <button type="button" class="button" data-testid="clock-arbiter" onClick={() => setSheet('arbiter')}>
                  {t('clock.arbiterMode')}
                </button>
              )}
              <button type="button" class="button" data-testid="clock-record" onClick={() => setSheet('record')}>
                {t('clock.recordButton')}
              </button>
              <button type="button" class="button" data-testid="clock-menu" onClick={() => setSheet('menu')}>
                {t('clock.menu')}
              </button>
            </>
          )}
        </div>
        {over && (
          <p class="otb-final" data-testid="clock-final">
            {resultHeadline(rec.verdict(), rec.events.at(-1), lang)}
          </p>
        )}
        {status === 'paused' && (
          <p class="otb-paused" data-testid="clock-paused" role="status">
            {t('clock.paused')}
          </p>
        )}
        {ctl.setup.record === 'moves' && <MoveBoard ctl={ctl} active={status === 'running'} over={over} />}
      </div>
      {half('right')}
      {sheet === null && <RulingCard ctl={ctl} lang={lang} />}
      {ctl.notice !== null && <Notice ctl={ctl} notice={ctl.notice} />}
      {sheet === 'claims' && <ClaimsSheet ctl={ctl} onClose={close} />}
      {sheet === 'arbiter' && <ArbiterSheet ctl={ctl} onClose={close} />}
      {sheet === 'record' && <RecordSheet ctl={ctl} onClose={close} />}
      {sheet === 'menu' && <MenuSheet ctl={ctl} onClose={close} />}
    </div>
  );
}

const sideWord = (c: Color) => t(c === 'white' ? 'color.White' : 'color.Black');

/** The name on a half: "White · Ann", or the colour alone. */
function nameOf(ctl: ClockController, side: Color): string {
  const name = (side === 'white' ? ctl.setup.white : ctl.setup.black).trim();
  return name === '' ? sideWord(side) : `${sideWord(side)} · ${name}`;
}
