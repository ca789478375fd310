/**
 * Mounts the board component once and feeds it config on every change; the board's events go
 * straight to the callbacks (synchronously, so a move is sent in the same task as the click).
 * Both happen in layout effects, right after the render commits, not a frame later: a click that
 * follows the render (the first move once the clock starts) finds the board already movable.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { createBoard, type BoardApi, type BoardConfig, type BoardEvents } from '../board/board.js';

/** Props: the whole config and the event callbacks. */
export interface BoardHostProps {
  readonly config: BoardConfig;
  readonly events: BoardEvents;
}

/** The board. */
export function BoardHost({ config, events }: BoardHostProps) {
  const el = useRef<HTMLDivElement>(null);
  const api = useRef<BoardApi | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  useLayoutEffect(() => {
    if (el.current === null) return;
    const proxy: BoardEvents = {
      move: (m) => eventsRef.current.move(m),
      premove: (m) => eventsRef.current.premove(m),
      premoveCancel: () => eventsRef.current.premoveCancel(),
    };
    api.current = createBoard(el.current, config, proxy);
    return () => {
      api.current?.destroy();
      api.current = null;
    };
    // The board is created once; later configs go through set().
  }, []);
  useLayoutEffect(() => {
    api.current?.set(config);
  }, [config]);
  return <div class="board-wrap" data-testid="board" ref={el} />;
}
