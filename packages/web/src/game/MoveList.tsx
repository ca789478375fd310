/**
 * The move list in SAN: rows of move number, White, Black; a pending move marked until the
 * server acknowledges it; click a move to look back, arrow keys to step, End to return to live.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { RecordedMove } from './state.js';
import { t } from '../i18n/i18n.js';

/** Props: the record, the ply shown (null: live), the pending move's SAN, the result. */
export interface MoveListProps {
  readonly moves: readonly RecordedMove[];
  readonly viewPly: number | null;
  readonly pendingSan: string | null;
  readonly result: string | null;
  readonly onSelect: (ply: number | null) => void;
}

/** The list. */
export function MoveList({ moves, viewPly, pendingSan, result, onSelect }: MoveListProps) {
  const box = useRef<HTMLDivElement>(null);
  const current = viewPly ?? moves.length;
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>('.current');
    if (el !== null && el !== undefined && box.current !== null) {
      const b = box.current;
      b.scrollTop = el.offsetTop - b.clientHeight / 2 + el.clientHeight / 2;
      b.scrollLeft = el.offsetLeft - b.clientWidth / 2;
    }
  }, [current, moves.length]);
  const all: { san: string; ply: number; pending: boolean }[] = moves.map((m, i) => ({ san: m.san, ply: i + 1, pending: false }));
  if (pendingSan !== null) all.push({ san: pendingSan, ply: moves.length + 1, pending: true });
  const rows: { n: number; w?: (typeof all)[number]; b?: (typeof all)[number] }[] = [];
  for (const m of all) {
    const n = Math.ceil(m.ply / 2);
    if (m.ply % 2 === 1) rows.push({ n, w: m });
    else {
      const last = rows.at(-1);
      if (last !== undefined && last.n === n) last.b = m;
      else rows.push({ n, b: m });
    }
  }
  const cell = (m: (typeof all)[number] | undefined) =>
    m === undefined ? (
      <span class="mv empty" />
    ) : (
      <button
        type="button"
        class={`mv${m.ply === current && !m.pending ? ' current' : ''}${m.pending ? ' pending' : ''}`}
        data-ply={m.ply}
        aria-current={m.ply === current ? 'step' : undefined}
        title={m.pending ? t('game.pendingMove') : undefined}
        onClick={() => onSelect(m.ply === moves.length ? null : m.ply)}
      >
        {m.san}
      </button>
    );
  return (
    <div class="moves" data-testid="moves" ref={box} role="list" aria-label={t('game.moves')}>
      {rows.map((r) => (
        <div class="move-row" role="listitem" key={r.n}>
          <span class="num">{r.n}.</span>
          {cell(r.w)}
          {cell(r.b)}
        </div>
      ))}
      {result !== null && result !== '*' && <div class="move-result">{result === '1/2-1/2' ? '½–½' : result}</div>}
    </div>
  );
}
