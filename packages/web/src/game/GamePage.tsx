/**
 * The game page, for a player or a spectator: the board between the two players' bars (name,
 * rating, clock — both always visible, also on a phone), the move list with look-back, the
 * controls, the result, the connection's lag and the opponent's presence.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { parseTimeControl, type Color } from '@flagfall/core';
import { lowTimeThresholdMs } from '@flagfall/core/clock';
import type { PlayerInfo } from '@flagfall/protocol';
import { connection, prefs } from '../app/session.js';
import { play } from '../app/sound.js';
import { navigate } from '../app/router.js';
import { language, t } from '../i18n/i18n.js';
import { timeControlLabel } from '../i18n/tcLabel.js';
import { boardLabels } from './boardLabels.js';
import type { BoardConfig, BoardMove } from '../board/board.js';
import { parseMoveInput } from '../board/keyboardMove.js';
import { BoardHost } from './BoardHost.js';
import { ClockView } from '../clock/ClockView.js';
import { Controls } from './Controls.js';
import { GameController } from './controller.js';
import { MoveList } from './MoveList.js';
import { fenAt, type GameModel } from './state.js';
import { readPosition } from './position.js';
import { PlayerLabel, playerName } from '../lobby/Lobby.js';
import { computerOf } from '../lobby/computer.js';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** A board move as UCI. */
export function uciOf(m: BoardMove): string {
  return `${m.from}${m.to}${m.promotion ?? ''}`;
}

/** A UCI move as the board speaks it. */
function boardMoveOf(uci: string): BoardMove {
  const promotion = uci[4];
  return {
    from: uci.slice(0, 2) as BoardMove['from'],
    to: uci.slice(2, 4) as BoardMove['to'],
    ...(promotion === 'q' || promotion === 'r' || promotion === 'b' || promotion === 'n' ? { promotion } : {}),
  };
}

/** The game's control in the reader's language (the server's English label if the core cannot read it). */
function tcText(model: GameModel): string {
  const r = parseTimeControl(model.tc);
  return r.ok ? timeControlLabel(r.value, language.value) : model.tcLabel;
}

function PlayerBar({ model, color, ctrl }: { model: GameModel; color: Color; ctrl: GameController }) {
  const p: PlayerInfo = model[color];
  const control = useMemo(() => {
    const r = parseTimeControl(model.tc);
    return r.ok ? r.value : null;
  }, [model.tc]);
  const movesMade = color === 'white' ? Math.ceil(model.moves.length / 2) : Math.floor(model.moves.length / 2);
  const presence = ctrl.presence.value?.[color];
  const tenths = prefs.value.tenths;
  return (
    <div
      class={`player-bar ${color}${model.turn === color && model.end === null ? ' to-move' : ''}`}
      data-testid={`player-${color}`}
      data-ai-level={computerOf(p)?.level}
    >
      <span
        class={`dot ${presence === undefined || presence.online ? 'on' : 'off'}`}
        title={presence?.online === false ? t('game.away') : t('game.here')}
        aria-hidden="true"
      />
      <PlayerLabel p={p} />
      <ClockView
        color={color}
        reading={model.reading}
        control={control}
        movesMade={movesMade}
        lowTimeMs={control === null ? 10_000 : lowTimeThresholdMs(control)}
        tenthsBelowMs={tenths === 'never' ? 0 : tenths === 'always' ? Infinity : 10_000}
        own={model.you === color}
        onLowTime={() => {
          if (prefs.peek().sounds && prefs.peek().lowTimeSound) play('lowTime');
        }}
      />
    </div>
  );
}

/** Keyboard move entry: SAN (`Nf3`, `exd5`, `O-O`) or UCI (`g1f3`); Enter plays it (or queues it as a premove). */
function MoveInput({ ctrl, onPremove }: { ctrl: GameController; onPremove: (uci: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const view = ctrl.live.peek();
    const m = ctrl.model.peek();
    if (view === null || m === null || m.you === null) return;
    const typed = text.trim();
    if (view.turn !== m.you) {
      if (/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(typed.toLowerCase())) {
        onPremove(typed.toLowerCase());
        setText('');
        setError(null);
      } else setError(t('game.premoveUci'));
      return;
    }
    const r = parseMoveInput(typed, view.chess.position());
    if (!r.ok) {
      setError(t('game.badInput', { text: typed }));
      return;
    }
    setError(null);
    setText('');
    ctrl.move(uciOf(r.value));
  };
  return (
    <form class="move-input" onSubmit={submit}>
      <label class="sr-only" for="move-input">
        {t('game.typeMove')}
      </label>
      <input
        id="move-input"
        data-testid="move-input"
        value={text}
        placeholder={t('game.typeMove')}
        autocomplete="off"
        spellcheck={false}
        aria-invalid={error !== null}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      {error !== null && (
        <span class="error small" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

/** The page of one game. */
export function GamePage({ gameId }: { gameId: string }) {
  const ctrl = useMemo(
    () =>
      new GameController(gameId, connection, {
        onMovePlayed: (san) => {
          if (prefs.peek().sounds) play(san.includes('x') ? 'capture' : 'move');
        },
        onEnd: () => {
          if (prefs.peek().sounds) play('end');
        },
        onRematch: (id) => navigate(`/game/${id}`),
      }),
    [gameId],
  );
  useEffect(() => () => ctrl.dispose(), [ctrl]);
  const [viewPly, setViewPly] = useState<number | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [confirm, setConfirm] = useState<string | null>(null);

  const model = ctrl.model.value;
  const live = ctrl.live.value;
  const pending = ctrl.pending.value;
  const queue = ctrl.premoves.value;
  const p = prefs.value;

  // Keys: ← → step through the moves, Home/↑ to the start, End/↓ back to live, f to flip.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        target !== null &&
        (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.closest('[data-testid=board]') !== null)
      )
        return;
      const m = ctrl.model.peek();
      if (m === null) return;
      const n = m.moves.length;
      setViewPly((cur) => {
        const at = cur ?? n;
        if (e.key === 'ArrowLeft') return Math.max(0, at - 1);
        if (e.key === 'ArrowRight') return at + 1 >= n ? null : at + 1;
        if (e.key === 'Home' || e.key === 'ArrowUp') return 0;
        if (e.key === 'End' || e.key === 'ArrowDown') return null;
        return cur;
      });
      if (e.key === 'f') setFlipped((f) => !f);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [ctrl]);

  // A new move while looking back keeps the view; a move of yours returns to live.
  useEffect(() => {
    if (pending !== null) setViewPly(null);
  }, [pending]);

  useEffect(() => {
    if (model === null) return;
    const yourTurn = model.you !== null && model.turn === model.you && model.end === null;
    document.title = `${yourTurn ? '● ' : ''}${playerName(model.white)} – ${playerName(model.black)} · Flagfall`;
    return () => {
      document.title = 'Flagfall';
    };
  }, [model?.turn, model?.end, model?.white, model?.black, model?.you, language.value]);

  const config = useMemo((): BoardConfig | null => {
    if (model === null || live === null) return null;
    const you = model.you;
    const base: Color = p.orientation === 'auto' ? (you ?? 'white') : p.orientation;
    const orientation = flipped ? other(base) : base;
    const looking = viewPly !== null && viewPly < model.moves.length;
    const fen = looking ? (fenAt(model, viewPly) ?? model.fen) : live.fen;
    const view = looking ? readPosition(fen) : live;
    const lastUci = looking ? model.moves[viewPly - 1]?.uci : (pending?.uci ?? model.moves.at(-1)?.uci);
    const lastMove = lastUci === undefined ? null : ([lastUci.slice(0, 2), lastUci.slice(2, 4)] as BoardConfig['lastMove']);
    const over = model.end !== null;
    return {
      fen,
      orientation,
      turnColor: view?.turn ?? model.turn,
      movableColor: looking || over || you === null || pending !== null || confirm !== null ? null : you,
      dests: view?.dests ?? new Map(),
      lastMove,
      check: view?.check ?? null,
      premovable: !looking && !over && you !== null && p.premoves,
      premoves: queue.map((q) => boardMoveOf(q.uci)),
      coordinates: p.showCoordinates,
      animationMs: p.animationMs,
      autoQueen: p.autoQueen,
      showDests: true,
      labels: boardLabels(language.value),
    };
  }, [model, live, pending, queue, viewPly, flipped, p, confirm, language.value]);

  if (ctrl.missing.value) {
    return (
      <main class="page narrow">
        <h1>{t('game.notFound')}</h1>
        <p>
          <a href="/">{t('notFound.back')}</a>
        </p>
      </main>
    );
  }
  if (model === null || config === null) {
    return (
      <main class="page game loading" aria-busy="true">
        <p class="muted">{t('game.loading')}</p>
      </main>
    );
  }

  const you = model.you;
  const bottom: Color = config.orientation;
  const top = other(bottom);
  const onMove = (m: BoardMove) => {
    const uci = uciOf(m);
    if (p.confirmMoves) setConfirm(uci);
    else ctrl.move(uci);
  };
  const onPremove = (uci: string) => {
    if (p.premoves) ctrl.premove(uci);
  };
  const status =
    model.end !== null
      ? t('game.over')
      : you === null
        ? t(model.turn === 'white' ? 'game.whiteToMove' : 'game.blackToMove')
        : model.turn === you
          ? t('game.yourTurn')
          : t('game.theirTurn');
  const notice = ctrl.notice.value;

  return (
    <main class="page game">
      {/* The page's heading, for screen readers and the document outline: who plays whom. */}
      <h1 class="sr-only" data-testid="game-heading">
        {model.white.name} – {model.black.name}
      </h1>
      <div class="board-col">
        <PlayerBar model={model} color={top} ctrl={ctrl} />
        <BoardHost
          config={config}
          events={{ move: onMove, premove: (m) => onPremove(uciOf(m)), premoveCancel: () => ctrl.cancelPremoves() }}
        />
        <PlayerBar model={model} color={bottom} ctrl={ctrl} />
      </div>
      <aside class="side">
        <div class="game-info">
          <span>
            {tcText(model)} · {model.rated ? t('game.rated') : t('game.casual')}
          </span>
          <span class="muted" data-testid="spectators">
            {t('game.spectators', { count: model.spectators })}
          </span>
        </div>
        <p class="status" data-testid="status" role="status" aria-live="polite">
          {status}
          {queue.length > 0 && (
            <span class="premove-count" data-testid="premove-count">
              {' '}
              · {t('game.premoves', { count: queue.length })}
            </span>
          )}
        </p>
        {model.notice !== null && <p class="muted small">{model.notice}</p>}
        {notice !== null && (
          <p class={`notice ${notice.kind}`} role="alert" data-testid="notice">
            {notice.text === 'premove-dropped' ? t('game.premoveDropped') : notice.text === 'offline' ? t('net.offline') : notice.text}
            {notice.rule !== undefined && notice.rule !== null && <span class="article"> {notice.rule}</span>}
          </p>
        )}
        {confirm !== null && (
          <div class="question">
            <span>{t('game.confirmMove', { move: confirm })}</span>
            <button
              type="button"
              class="button primary small"
              data-testid="move-confirm"
              onClick={() => {
                ctrl.move(confirm);
                setConfirm(null);
              }}
            >
              {t('game.accept')}
            </button>
            <button type="button" class="button small" onClick={() => setConfirm(null)}>
              {t('game.cancel')}
            </button>
          </div>
        )}
        <MoveList
          moves={model.moves}
          viewPly={viewPly}
          pendingSan={pending?.san ?? null}
          result={model.end?.result ?? null}
          onSelect={setViewPly}
        />
        <div class="nav-buttons" role="group" aria-label={t('game.navigate')}>
          <button type="button" class="button small" aria-label={t('game.first')} onClick={() => setViewPly(0)}>
            «
          </button>
          <button
            type="button"
            class="button small"
            aria-label={t('game.prev')}
            onClick={() => setViewPly((v) => Math.max(0, (v ?? model.moves.length) - 1))}
          >
            ‹
          </button>
          <button
            type="button"
            class="button small"
            aria-label={t('game.next')}
            onClick={() => setViewPly((v) => (v === null || v + 1 >= model.moves.length ? null : v + 1))}
          >
            ›
          </button>
          <button type="button" class="button small" aria-label={t('game.live')} data-testid="live" onClick={() => setViewPly(null)}>
            »
          </button>
          <button
            type="button"
            class="button small"
            data-testid="flip"
            aria-label={t('game.flip')}
            aria-pressed={flipped}
            onClick={() => setFlipped((f) => !f)}
          >
            ⇅
          </button>
        </div>
        {you !== null && model.end === null && <MoveInput ctrl={ctrl} onPremove={onPremove} />}
        <Controls ctrl={ctrl} model={model} />
      </aside>
    </main>
  );
}
