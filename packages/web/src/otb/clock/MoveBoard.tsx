/**
 * The compact board of a record of moves: the side to move makes its move here, then presses its
 * clock, which records the `move` event at the press (the board alone records nothing). The entered
 * move can be taken back before the press; "allow illegal moves" lets any piece go anywhere, for a
 * physically possible illegal move the core records and a claim can correct.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BoardConfig, BoardEvents } from '../../board/board.js';
import { BoardHost } from '../../game/BoardHost.js';
import { boardLabels } from '../../game/boardLabels.js';
import { language, t } from '../../i18n/i18n.js';
import { anyDests, boardMoveOf, legalDests, placementAfter, uciOf } from './boardModel.js';
import type { ClockController } from './controller.js';

const PORTRAIT = '(orientation: portrait)';

/** Whether the screen is in portrait now, following its turns. */
function usePortrait(): boolean {
  const [portrait, setPortrait] = useState(() => matchMedia(PORTRAIT).matches);
  useEffect(() => {
    const m = matchMedia(PORTRAIT);
    const on = () => setPortrait(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return portrait;
}

/**
 * The board, for the controller's game: `active` while the clock runs (moves can be entered),
 * `over` once the game has ended (the board only shows the final position). In portrait the side
 * of the bottom half is at the bottom; in landscape, White.
 */
export function MoveBoard({ ctl, active, over }: { ctl: ClockController; active: boolean; over: boolean }) {
  ctl.watch();
  const [allowIllegal, setAllowIllegal] = useState(false);
  const state = ctl.recorder?.state;
  const fen = state?.fen ?? '';
  const turn = state?.turn ?? 'white';
  const pending = ctl.pending;
  const lang = language.value;
  const portrait = usePortrait();
  const orientation = portrait ? ctl.sideOf('right') : 'white';
  const config = useMemo((): BoardConfig => {
    const dests = allowIllegal ? anyDests(fen, turn) : (legalDests(fen) ?? anyDests(fen, turn));
    const move = pending === null ? null : boardMoveOf(pending);
    return {
      fen: pending === null ? fen : placementAfter(fen, pending),
      orientation,
      turnColor: pending === null ? turn : turn === 'white' ? 'black' : 'white',
      movableColor: active && pending === null ? turn : null,
      dests,
      lastMove: move === null ? null : [move.from, move.to],
      check: null,
      premovable: false,
      premoves: [],
      coordinates: true,
      animationMs: 120,
      autoQueen: false,
      showDests: true,
      labels: boardLabels(lang),
    };
  }, [fen, turn, pending, allowIllegal, active, lang, orientation]);
  const events: BoardEvents = {
    move: (m) => ctl.setPending(uciOf(m)),
    premove: () => undefined,
    premoveCancel: () => undefined,
  };
  return (
    <div class="otb-board">
      <BoardHost config={config} events={events} />
      {!over && (
        <div class="otb-board-bar">
          <span data-testid="clock-pending" aria-live="polite">
            {pending === null
              ? t('clock.board.toMove', { side: t(turn === 'white' ? 'color.White' : 'color.Black') })
              : t('clock.board.pending', { move: pending })}
          </span>
          {pending !== null && (
            <button type="button" class="button small" data-testid="clock-takeback" onClick={() => ctl.setPending(null)}>
              {t('clock.board.takeBack')}
            </button>
          )}
          <label class="check small">
            <input
              type="checkbox"
              data-testid="clock-allow-illegal"
              checked={allowIllegal}
              onChange={(e) => setAllowIllegal(e.currentTarget.checked)}
            />
            <span>{t('clock.board.allowIllegal')}</span>
          </label>
        </div>
      )}
    </div>
  );
}
