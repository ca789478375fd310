/**
 * The board component: `createBoard(element, config, events)` draws a chess board in `element`
 * and returns a small API. State in (`BoardConfig`), events out (`BoardEvents`, called
 * synchronously); no framework inside. Rendering is coalesced into one animation frame and only
 * touches what changed. The contract is in docs/web.md ("Board component contract").
 */
import './board.css';
import { bindInput, type InputHost, type PressOutcome } from './input.js';
import { destsFrom, dropIntent, inputMode, pressIntent, shownPieces, type PressIntent, type PressState } from './interaction.js';
import { ENGLISH_LABELS } from './labels.js';
import { PieceLayer, pieceClass } from './pieceLayer.js';
import { installPieceStyles } from './pieces/flagfall.js';
import { pieceKey, readPlacement } from './placement.js';
import { openPromotion, type PromotionChooser } from './promotionView.js';
import { applyMove, premoveSquares } from './queue.js';
import { squareAtVisual, SQUARE_NAMES } from './squares.js';
import type { BoardApi, BoardConfig, BoardEvents, BoardMove, Pieces, PromotionLetter, SquareName } from './types.js';
import { buildDom, orderSquares, renderSquare, type SquareViews } from './view.js';

export type * from './types.js';
export { ENGLISH_LABELS, englishSquareLabel } from './labels.js';

/** The configuration a board starts from; `createBoard`'s config overrides any part of it. */
export const DEFAULT_CONFIG: Readonly<Required<BoardConfig>> = {
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  orientation: 'white',
  turnColor: 'white',
  movableColor: null,
  dests: new Map(),
  lastMove: null,
  check: null,
  premovable: true,
  premoves: [],
  coordinates: true,
  animationMs: 200,
  autoQueen: false,
  showDests: true,
  labels: ENGLISH_LABELS,
};

function placementOf(fen: string): Pieces {
  const pieces = readPlacement(fen);
  // The page passes FENs from the core or the server: a malformed one is a bug upstream.
  if (!pieces) throw new RangeError(`createBoard: not a FEN placement: ${JSON.stringify(fen.slice(0, 100))}`);
  return pieces;
}

/** `base` with the values `partial` defines (an explicit `undefined` keeps the old value). */
function merge(base: Required<BoardConfig>, partial: Partial<BoardConfig>): Required<BoardConfig> {
  const next: Record<string, unknown> = { ...base };
  // A JavaScript caller (or a spread of optional props) may pass `undefined` despite the type.
  for (const [key, value] of Object.entries(partial) as [string, unknown][]) if (value !== undefined) next[key] = value;
  return next as Required<BoardConfig>;
}

/**
 * Draws a board in `element` (appending its own root; the element's size decides the board's:
 * as wide as the element, square, whole device pixels per square) and returns its API. Events
 * are called synchronously from the input handler that caused them.
 */
export function createBoard(element: HTMLElement, config: Partial<BoardConfig>, events: BoardEvents): BoardApi {
  let cfg = merge(DEFAULT_CONFIG, config);
  let pieces = placementOf(cfg.fen);
  let selected: SquareName | null = null;
  let focused: SquareName = squareAtVisual(0, 7, cfg.orientation)!;
  /** The drag in progress: origin, the dragged piece's key, half a square (px), pointer, square under it. */
  let drag: { origin: SquareName; key: string; half: number; x: number; y: number; over: SquareName | undefined } | null = null;
  let chooser: PromotionChooser | null = null;
  let still = new Set<SquareName>();
  let frame = 0;
  let dirty = true;
  let destroyed = false;
  const views: SquareViews = new Map();

  installPieceStyles(document);
  const dom = buildDom(element, cfg.labels.board);
  orderSquares(dom, cfg.orientation);
  const layer = new PieceLayer(dom.pieceLayer);

  const snapshot = (): PressState => ({
    pieces,
    turnColor: cfg.turnColor,
    movableColor: cfg.movableColor,
    dests: cfg.dests,
    premovable: cfg.premovable,
    premoves: cfg.premoves,
    selected,
  });

  const requestFrame = (): void => {
    if (frame === 0 && !destroyed) frame = requestAnimationFrame(onFrame);
  };
  const invalidate = (): void => {
    dirty = true;
    requestFrame();
  };

  function onFrame(nowMs: number): void {
    frame = 0;
    if (dirty) {
      dirty = false;
      render(nowMs);
    }
    // The dragged piece follows the pointer through `transform` only: no layout read here.
    if (drag && layer.pinned) layer.pinned.style.transform = `translate(${drag.x - drag.half}px, ${drag.y - drag.half}px)`;
    if (layer.step(nowMs, cfg.animationMs)) requestFrame();
  }

  function render(nowMs: number): void {
    const state = snapshot();
    const shown = shownPieces(state);
    layer.sync(shown, cfg.orientation, cfg.animationMs, nowMs, still);
    still = new Set();
    const mode = inputMode(state);
    const dests = new Set(selected && cfg.showDests ? destsFrom(state, selected, shown) : []);
    const queued = premoveSquares(cfg.premoves);
    const last = new Set(cfg.lastMove ?? []);
    dom.root.classList.toggle('ff-coords-off', !cfg.coordinates);
    for (const square of SQUARE_NAMES) {
      const piece = shown.get(square);
      const marks = { selected: square === selected, dest: dests.has(square), check: square === cfg.check, premove: queued.has(square) };
      let classes = 'ff-sq';
      if (last.has(square)) classes += ' ff-last';
      if (marks.check) classes += ' ff-check';
      if (marks.premove) classes += ' ff-premove';
      if (marks.selected) classes += mode === 'premove' ? ' ff-selected ff-selected-pre' : ' ff-selected';
      if (marks.dest) classes += mode === 'premove' ? ' ff-dest ff-dest-pre' : ' ff-dest';
      if (piece) classes += ' ff-occupied';
      if (drag?.over === square && dests.has(square)) classes += ' ff-hover';
      const view = { classes, label: cfg.labels.square(square, piece, marks), selected: marks.selected, focusable: square === focused };
      renderSquare(dom.cells.get(square)!, view, views.get(square));
      views.set(square, view);
    }
  }

  /** Carries out a move intent: asks for the promotion piece first when needed. */
  function play(intent: Extract<PressIntent, { kind: 'move' }>, fromDrag: boolean): void {
    if (!intent.promotion) return finish(intent.from, intent.to, intent.premove, undefined, fromDrag);
    if (cfg.autoQueen) return finish(intent.from, intent.to, intent.premove, 'q', fromDrag);
    const color = shownPieces(snapshot()).get(intent.from)!.color;
    const returnFocus = grid.contains(document.activeElement);
    chooser = openPromotion(dom.root, {
      square: intent.to,
      color,
      orientation: cfg.orientation,
      labels: cfg.labels,
      onPick: (letter) => {
        chooser = null;
        if (returnFocus) focusCell(intent.to);
        // The position may have changed while the chooser was open (the opponent moved): the
        // move is checked again, and becomes a real move if it is now our turn.
        const now = dropIntent(snapshot(), intent.from, intent.to);
        if (now?.kind === 'move') finish(now.from, now.to, now.premove, letter, false);
        else deselect();
      },
      onCancel: () => {
        chooser = null;
        if (returnFocus) focusCell(intent.from);
        deselect();
      },
    });
    invalidate();
  }

  /** Records the move (or premove) in the board's state, then tells the page. */
  function finish(from: SquareName, to: SquareName, premove: boolean, promotion: PromotionLetter | undefined, fromDrag: boolean): void {
    const move: BoardMove = promotion === undefined ? { from, to } : { from, to, promotion };
    selected = null;
    if (fromDrag) still.add(to);
    if (premove) {
      cfg = { ...cfg, premoves: [...cfg.premoves, move] };
      invalidate();
      events.premove(move);
    } else {
      pieces = applyMove(pieces, move, { enPassant: true });
      const turnColor = cfg.turnColor === 'white' ? 'black' : 'white';
      cfg = { ...cfg, lastMove: [from, to], turnColor, dests: new Map(), check: null };
      invalidate();
      events.move(move);
    }
  }

  function deselect(): void {
    if (selected === null) return;
    selected = null;
    invalidate();
  }

  function cancelPremoves(): void {
    if (cfg.premoves.length === 0) return;
    cfg = { ...cfg, premoves: [] };
    invalidate();
    events.premoveCancel();
  }

  function closeChooser(): void {
    chooser?.close();
    chooser = null;
  }

  function endDrag(): void {
    if (!drag) return;
    const { origin } = drag;
    drag = null;
    if (layer.pinned) layer.pinned.classList.remove('ff-dragging');
    layer.pinned = null;
    dom.ghost.hidden = true;
    layer.reset(origin);
    invalidate();
  }

  const cells = dom.cells;
  const grid = dom.grid;
  function focusCell(square: SquareName): void {
    // The roving tab stop moves at once (render would only catch up in the next frame).
    cells.get(focused)!.tabIndex = -1;
    focused = square;
    cells.get(square)!.tabIndex = 0;
    cells.get(square)!.focus({ preventScroll: true });
    invalidate();
  }

  const host: InputHost = {
    orientation: () => cfg.orientation,
    focused: () => focused,
    press(square, via): PressOutcome {
      closeChooser();
      const intent = pressIntent(snapshot(), square);
      if (intent.kind === 'move') {
        play(intent, false);
        return 'other';
      }
      if (intent.kind === 'deselect') {
        deselect();
        if (intent.cancelPremoves) cancelPremoves();
        return 'other';
      }
      const again = selected === square;
      if (again && via === 'keyboard') {
        deselect();
        return 'other';
      }
      selected = square;
      invalidate();
      return again ? 'reselected' : 'selected';
    },
    deselect,
    contextMenu() {
      closeChooser();
      endDrag();
      deselect();
      cancelPremoves();
    },
    escape() {
      if (selected === null) return false;
      deselect();
      return true;
    },
    dragStart(square) {
      const el = layer.elementAt(square);
      const piece = shownPieces(snapshot()).get(square);
      if (!el || !piece || selected !== square) return false;
      layer.reset(square); // a piece still sliding is settled on its square first
      dom.ghost.className = `${pieceClass(piece)} ff-ghost`;
      dom.ghost.style.transform = el.style.transform;
      dom.ghost.hidden = false;
      layer.pinned = el;
      el.classList.add('ff-dragging');
      drag = { origin: square, key: pieceKey(piece), half: dom.root.clientWidth / 16, x: 0, y: 0, over: undefined };
      return true;
    },
    dragMove(x, y, over) {
      if (!drag) return;
      drag.x = x;
      drag.y = y;
      if (over !== drag.over) {
        drag.over = over;
        dirty = true;
      }
      requestFrame();
    },
    dragEnd(from, square, cancelled) {
      endDrag();
      if (cancelled) return;
      const intent = dropIntent(snapshot(), from, square);
      if (intent?.kind === 'move') play(intent, true);
      else if (square !== from) deselect();
    },
    setFocus(square, domFocus) {
      if (domFocus) focusCell(square);
      else if (square !== focused) {
        focused = square;
        invalidate();
      }
    },
  };
  const input = bindInput(dom.root, dom.grid, host);
  invalidate();

  const ro = new ResizeObserver(() => {
    // Whole device pixels per square, so square edges are crisp at any zoom.
    const dpr = window.devicePixelRatio || 1;
    const width = element.clientWidth;
    const size = (Math.floor((width * dpr) / 8) * 8) / dpr;
    dom.root.style.width = dom.root.style.height = `${size}px`;
  });
  ro.observe(element);

  return {
    set(partial) {
      const previous = cfg;
      cfg = merge(cfg, partial);
      if (partial.fen !== undefined) pieces = placementOf(partial.fen);
      if (partial.labels && partial.labels !== previous.labels) grid.setAttribute('aria-label', cfg.labels.board);
      if (cfg.orientation !== previous.orientation) {
        input.cancelPress();
        closeChooser();
        orderSquares(dom, cfg.orientation);
      }
      const state = snapshot();
      const shown = shownPieces(state);
      const under = drag && shown.get(drag.origin);
      if (drag && (!under || pieceKey(under) !== drag.key)) {
        // The dragged piece changed under the pointer (captured, position reset): drop the drag.
        input.cancelPress();
      }
      if (selected && (inputMode(state) === 'none' || shown.get(selected)?.color !== cfg.movableColor)) selected = null;
      invalidate();
    },
    config: () => ({ ...cfg }),
    cancelSelection() {
      input.cancelPress();
      closeChooser();
      deselect();
    },
    focus() {
      focusCell(focused);
    },
    destroy() {
      destroyed = true;
      if (frame !== 0) cancelAnimationFrame(frame);
      ro.disconnect();
      input.cancelPress();
      closeChooser();
      dom.root.remove();
    },
  };
}
