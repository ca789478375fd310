/**
 * Draws the two halves from a `ClockReading`, outside the virtual DOM: called in every animation
 * frame (and right after every event), it writes only what changed — the face, the delay, the move
 * counter, the period, the flag marker, the running and low-time states (the words "running" for
 * screen readers: a half's accessible name is its text). It decides nothing: every figure comes from `halfView`, that is from the core's clock.
 */
import type { ByColor, Color } from '@flagfall/core';
import type { ClockReading } from '@flagfall/core/arbiter';
import type { TimeControl } from '@flagfall/core/clock';
import { t } from '../../i18n/i18n.js';
import { flagMarks, halfView, type FlagMark } from './halfView.js';

/** The elements of one half the painter writes to. */
export interface HalfElements {
  readonly root: HTMLElement;
  readonly press: HTMLElement;
  readonly face: HTMLElement;
  /** Read by screen readers only: "running" on the half whose clock runs (the button's name is its text). */
  readonly state: HTMLElement;
  readonly delay: HTMLElement;
  readonly moves: HTMLElement;
  readonly period: HTMLElement;
  readonly flag: HTMLElement;
}

const flagWords = (mark: FlagMark): string =>
  mark === 'first' ? t('clock.flag.first') : mark === 'second' ? t('clock.flag.second') : mark === 'down' ? t('clock.flag.down') : '';

function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

function setAttr(el: HTMLElement, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** What the painter needs besides the reading: each side's control and the kind of clock. */
export interface PaintContext {
  readonly controls: ByColor<TimeControl>;
  readonly clock: 'digital' | 'analog';
}

/** Paints both halves for `reading`; halves not mounted are skipped. */
export function paint(els: Partial<Record<Color, HalfElements>>, reading: ClockReading, ctx: PaintContext): void {
  const marks = flagMarks(reading, ctx.clock);
  for (const side of ['white', 'black'] as const) {
    const e = els[side];
    if (e === undefined) continue;
    const v = halfView(reading, side, ctx.controls[side], marks);
    setText(e.face, v.face);
    setText(e.delay, v.delay === null ? '' : `${v.delayKind === 'bronstein' ? t('clock.bronstein') : t('clock.delayWord')} ${v.delay}`);
    setText(e.moves, t('clock.moves', { count: v.moves }));
    const period =
      v.period === null
        ? ''
        : v.movesToGo === null
          ? t('clock.periodN', { n: v.period })
          : `${t('clock.periodN', { n: v.period })} · ${t('clock.toGo', { count: v.movesToGo })}`;
    setText(e.period, period);
    setText(e.flag, flagWords(v.flag));
    setAttr(e.root, 'data-running', String(v.running));
    setAttr(e.root, 'data-low', String(v.low));
    setAttr(e.root, 'data-flag', v.flag ?? '');
    setAttr(e.root, 'data-status', reading.status);
    setAttr(e.root, 'data-at', String(reading.atMs));
    setAttr(e.face, 'data-ms', String(v.ms));
    setAttr(e.face, 'data-len', String(v.face.length));
    setText(e.state, v.running ? t('clock.half.running') : '');
  }
}
