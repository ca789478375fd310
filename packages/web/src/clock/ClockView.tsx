/**
 * A clock on the game page. It renders once and then writes its text straight into the DOM on a
 * timer aimed at the next visible change, so a tick never re-renders the page and never shifts
 * the layout (tabular figures, fixed width). Low time turns it red and, for your own clock,
 * beeps once on the crossing.
 */
import { useEffect, useRef } from 'preact/hooks';
import { formatClock, isLowTime } from '@flagfall/core/clock';
import type { Color } from '@flagfall/core';
import type { TimeControl } from '@flagfall/core/clock';
import type { ClockReading } from '../game/state.js';
import { clockFace, msToNextChange } from './face.js';
import { t } from '../i18n/i18n.js';

/** What the clock shows. */
export interface ClockViewProps {
  readonly color: Color;
  readonly reading: ClockReading;
  readonly control: TimeControl | null;
  readonly movesMade: number;
  readonly lowTimeMs: number;
  /** Tenths below this many ms (0: never; Infinity: always). */
  readonly tenthsBelowMs: number;
  /** Whether this clock is the viewer's own (the low-time sound plays only for it). */
  readonly own: boolean;
  readonly onLowTime?: () => void;
}

/** One player's clock. */
export function ClockView(props: ClockViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLSpanElement>(null);
  const extra = useRef<HTMLSpanElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const wasLow = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const draw = () => {
      const p = propsRef.current;
      const face = clockFace(p.reading, p.color, performance.now(), p.control, p.movesMade);
      const el = root.current;
      if (el === null || main.current === null || extra.current === null) return;
      main.current.textContent = formatClock(face.mainMs, { tenthsBelowMs: p.tenthsBelowMs });
      const parts: string[] = [];
      if (face.delayLeftMs !== null) parts.push(t('clock.delay', { s: (Math.ceil(face.delayLeftMs / 100) / 10).toFixed(1) }));
      if (face.period !== null) parts.push(t('clock.period', { n: face.period }));
      if (face.movesToGo !== null) parts.push(t('clock.movesToGo', { count: face.movesToGo }));
      extra.current.textContent = parts.join(' · ');
      const low = isLowTime(face.mainMs, p.lowTimeMs);
      el.dataset.running = String(face.running);
      el.dataset.low = String(low);
      el.dataset.ms = String(Math.round(face.mainMs));
      el.classList.toggle('delay', face.delayLeftMs !== null);
      if (low && !wasLow.current && face.running && p.own) p.onLowTime?.();
      wasLow.current = low;
      timer = face.running ? setTimeout(draw, msToNextChange(face, p.tenthsBelowMs)) : null;
    };
    draw();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [props.reading, props.control, props.movesMade, props.tenthsBelowMs, props.lowTimeMs]);

  return (
    <div
      ref={root}
      class="clock"
      data-testid={`clock-${props.color}`}
      role="timer"
      aria-label={t(props.color === 'white' ? 'clock.white' : 'clock.black')}
    >
      <span ref={main} class="clock-main" aria-live="off" />
      <span ref={extra} class="clock-extra" />
    </div>
  );
}
