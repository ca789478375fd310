/**
 * One half of the clock: a big button the player presses (at `pointerdown`, the moment the finger
 * or mouse goes down; Enter on the focused button for the keyboard), the face and its details
 * drawn by the painter, and the player's own small pause button (a player stops the clock only to
 * seek the arbiter, FIDE 6.11.2; hidden while the controls are locked).
 */
import type { Color } from '@flagfall/core';
import { useRef } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import type { Half as HalfName } from './controller.js';
import type { HalfElements } from './painter.js';
import { pressStamp } from './timing.js';

/** Props: which half, whose, the name shown, and what a press and a pause do. */
export interface HalfProps {
  readonly half: HalfName;
  readonly side: Color;
  readonly name: string;
  readonly locked: boolean;
  readonly canPause: boolean;
  readonly register: (side: Color, els: HalfElements | null) => void;
  /** A press at the monotonic instant `stamp`. */
  readonly onPress: (stamp: number) => void;
  readonly onPause: (stamp: number) => void;
}

/** The half. */
export function Half({ half, side, name, locked, canPause, register, onPress, onPause }: HalfProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const parts = useRef<Partial<Record<keyof HalfElements, HTMLElement>>>({});
  const keep = (key: keyof HalfElements) => (el: HTMLElement | null) => {
    if (el === null) delete parts.current[key];
    else parts.current[key] = el;
    const p = parts.current;
    if (p.root && p.press && p.face && p.state && p.delay && p.moves && p.period && p.flag) register(side, p as HalfElements);
  };
  return (
    <div class={`otb-half otb-${half}`} data-testid={`half-${side}`} data-side={side} ref={(el) => ((root.current = el), keep('root')(el))}>
      <button
        type="button"
        class="otb-press"
        data-testid={`press-${side}`}
        ref={keep('press')}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.preventDefault(); // no focus ring, no text selection, no delayed click doing it twice
          onPress(pressStamp(e.timeStamp, performance.now()));
        }}
        onClick={(e) => {
          // Pointer presses were handled at pointerdown; a click without a pointer is the keyboard.
          if (e.detail === 0) onPress(performance.now());
        }}
      >
        <span class="otb-name">{name}</span>
        <span class="otb-face" data-testid={`face-${side}`} ref={keep('face')} />
        <span class="sr-only" data-testid={`state-${side}`} ref={keep('state')} />
        <span class="otb-delay" data-testid={`delay-${side}`} ref={keep('delay')} />
        <span class="otb-info">
          <span data-testid={`moves-${side}`} ref={keep('moves')} />
          <span data-testid={`period-${side}`} ref={keep('period')} />
        </span>
        <span class="otb-flag" data-testid={`flag-${side}`} ref={keep('flag')} />
      </button>
      {!locked && canPause && (
        <button
          type="button"
          class="otb-half-pause"
          data-testid={`pause-${side}`}
          aria-label={t('clock.pauseBy', { side: name })}
          title={t('clock.pauseBy', { side: name })}
          onClick={() => onPause(performance.now())}
        >
          <span aria-hidden="true">❚❚</span>
        </button>
      )}
    </div>
  );
}
