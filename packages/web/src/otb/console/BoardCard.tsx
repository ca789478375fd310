/** The position after the selected event, on the read-only board (`createBoard` with nobody to move). */
import { useEffect, useRef, useState } from 'preact/hooks';
import { createBoard, type BoardApi } from '../../board/board.js';
import { boardLabels } from '../../game/boardLabels.js';
import { language, t } from '../../i18n/i18n.js';
import type { Row } from './analysis.js';
import { boardFor } from './boardView.js';
import { formatMs } from './format.js';
import { actorOf, eventText, sideName } from './words.js';

const NO_EVENTS = { move: () => undefined, premove: () => undefined, premoveCancel: () => undefined };

/** The board card: the position after `row`, with the move that led to it marked. */
export function BoardCard({ row, before }: { readonly row: Row; readonly before: Row }) {
  const el = useRef<HTMLDivElement>(null);
  const api = useRef<BoardApi | null>(null);
  const [flipped, setFlipped] = useState(false);
  const config = {
    ...boardFor(row, before),
    orientation: flipped ? ('black' as const) : ('white' as const),
    labels: boardLabels(language.value),
    animationMs: 120,
  };
  useEffect(() => {
    if (el.current === null) return;
    api.current = createBoard(el.current, config, NO_EVENTS);
    return () => {
      api.current?.destroy();
      api.current = null;
    };
    // Created once; later configs go through set().
  }, []);
  useEffect(() => {
    api.current?.set(config);
  });
  const e = row.event;
  const caption =
    e === null
      ? t('console.board.start')
      : t('console.board.after', { time: formatMs(e.t), what: `${sideName(actorOf(e, before.state.turn))}: ${eventText(e)}` });
  return (
    <section class="card console-board" aria-labelledby="console-board-h">
      <h2 id="console-board-h">{t('console.board.heading')}</h2>
      <p class="muted small" data-testid="console-board-caption">
        {caption}
      </p>
      <div class="board-wrap" data-testid="console-board" ref={el} />
      <div class="row">
        <button type="button" class="button small" data-testid="console-flip" onClick={() => setFlipped(!flipped)}>
          {t('console.board.flip')}
        </button>
      </div>
    </section>
  );
}
