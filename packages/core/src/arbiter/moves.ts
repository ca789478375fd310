/**
 * Moves and clock presses: what a `move` or `press` event does to the board, the clock and
 * the record. A legal move is played and pressed; over the board a physically possible
 * illegal move is recorded and left standing until claimed or seen (FIDE 7.5.1); online it is
 * refused (FIDE Online 3.3).
 */
import { checkMove, type MoveCheck } from '../board/moveCheck.js';
import type { Position } from '../board/position.js';
import { press } from '../clock/clock.js';
import { makeSanAndPlay, parseSan } from '../notation/san.js';
import { to88 } from '../board/constants.js';
import { makeUci, parseUci } from '../notation/uci.js';
import type { Result } from '../result.js';
import { opposite, type Color, type Move } from '../types.js';
import { handOver, turnTimeMs } from './clockOps.js';
import { must, type GameCore, type Irregularity } from './core.js';
import { automaticEndings } from './endings.js';
import { arbiterActsNow, claimIllegal, hasClaimable } from './illegal.js';
import { Side } from './outcome.js';

/** Reads a move as UCI (any physically described move) or SAN (legal moves only). */
export function readMove(pos: Position, text: string): Result<Move, { message: string }> {
  if (/^[a-h][1-8][a-h][1-8][a-z]?$/.test(text)) return parseUci(text);
  return parseSan(pos, text);
}

/** `side` presses its clock at the current instant if it is running (a move completes with the press). */
function pressFor(g: GameCore, side: Color): void {
  if (g.clock.turn === side && g.clock.status !== 'paused') g.clock = must(press(g.clock, side, g.t));
}

/** Takes the notes waiting for the next ply of the PGN. */
function takeNotes(g: GameCore): string[] {
  const notes = g.notes;
  g.notes = [];
  return notes;
}

/** After `mover` completes a move: windows close, the opponent's draw offer lapses, touch-move is done. */
function afterCompletedMove(g: GameCore, mover: Color): void {
  if (g.touch?.side === mover) g.touch = null;
  const window = g.rules.illegalMove.window;
  // A copy: a lapsed irregularity is taken out of the list while it is walked.
  for (const irr of g.irregularities.length === 0 ? g.irregularities : [...g.irregularities]) {
    if (irr.by === mover) continue;
    irr.claimantMoved = true;
    const tooOld = window.value.kind === 'last-moves' && g.plies.length - irr.plyIndex > window.value.plies;
    if (window.value.kind === 'before-claimant-moves' || tooOld) {
      g.irregularities = g.irregularities.filter((i) => i !== irr);
      g.rule('illegal-move-stands', `${Side(irr.by)}'s ${irr.description} stands: it was not claimed in time`, window.rule);
    }
  }
  if (g.drawOffer === opposite(mover)) {
    g.drawOffer = null;
    g.rule('draw-offer-lapsed', `${Side(mover)} moved: ${Side(opposite(mover))}'s draw offer lapses`, g.rules.cite.drawOffer);
  }
}

/**
 * Plays `move` for the side to move at the current instant when it is legal, and applies the
 * automatic endings; returns false, with nothing changed, when it is not legal.
 */
export function playLegal(g: GameCore, move: Move): boolean {
  const mover = g.pos.turn;
  const clockBefore = g.clock;
  // One move search names the move and plays it (the server's hot path).
  const san = makeSanAndPlay(g.pos, move);
  if (san === undefined) return false;
  g.reps.push(g.pos.repetitionKey());
  pressFor(g, mover);
  g.plies.push({
    move,
    by: mover,
    t: g.t,
    line: g.line,
    san,
    uci: makeUci(move),
    clockMs: g.remaining(mover, g.t),
    emtMs: turnTimeMs(clockBefore, g.t),
    notesBefore: takeNotes(g),
    comments: [],
  });
  afterCompletedMove(g, mover);
  automaticEndings(g, mover);
  return true;
}

/** Over the board: records a physically possible illegal move, which stands until claimed or seen. */
function playIllegal(g: GameCore, move: Move, check: Extract<MoveCheck, { legal: false }>): void {
  const mover = g.pos.turn;
  const before = g.pos.clone();
  const clockBefore = g.clock;
  const plyIndex = g.plies.length;
  const repsLength = g.reps.length;
  g.pos.playUnchecked(move);
  g.reps.push(g.pos.repetitionKey());
  pressFor(g, mover);
  const uci = makeUci(move);
  g.plies.push({
    move,
    by: mover,
    t: g.t,
    line: g.line,
    san: null,
    uci,
    illegal: { reason: check.reason, message: check.message },
    clockMs: g.remaining(mover, g.t),
    emtMs: turnTimeMs(clockBefore, g.t),
    notesBefore: takeNotes(g),
    comments: [`illegal move: ${check.message}`],
  });
  const irr: Irregularity = {
    kind: 'move',
    by: mover,
    t: g.t,
    line: g.line,
    plyIndex,
    repsLength,
    before,
    clockBefore,
    clockAfter: g.clock,
    move,
    reason: check.reason,
    description: `illegal move ${uci}`,
    illegalPosition: isIllegalPosition(g.pos),
    claimantMoved: false,
  };
  g.irregularities.push(irr);
  g.rule(
    'illegal-move-recorded',
    `${Side(mover)} completed ${uci}, an illegal move (${check.message}); it stands until claimed or seen`,
    g.rules.moves.acceptsIllegal.rule,
  );
  afterCompletedMove(g, mover);
  arbiterActsNow(g, irr);
}

/** Both kings in check, a pawn on its first or last rank, or a king gone: what FIDE A.5.4 / 2009 A.4 call an illegal position. */
function isIllegalPosition(pos: Position): boolean {
  if (pos.kingSquare('white') === undefined || pos.kingSquare('black') === undefined) return true;
  if (pos.isCheck() && pos.isOpponentInCheck()) return true;
  return pos.pieces().some(([sq, p]) => p.role === 'pawn' && (sq < 8 || sq >= 56));
}

/** A `move` event: the side to move moves and presses its clock. */
export function applyMove(g: GameCore, text: string): void {
  const rules = g.rules;
  const mover = g.pos.turn;
  const read = readMove(g.pos, text);
  if (!read.ok) {
    const how = rules.moves.acceptsIllegal.value ? '; give an illegal move as it was made on the board, in UCI (e2e5)' : '';
    g.rule('move-refused', `${Side(mover)}'s move '${text}' is refused: ${read.error.message}${how}`, rules.moves.acceptsIllegal.rule);
    return;
  }
  const move = read.value;
  if (g.touch !== null && g.touch.side === mover && move.from !== g.touch.square) {
    const square = g.touch.square;
    if (g.pos.legalMoves().some((m) => m.from === square)) {
      g.rule(
        'touch-move',
        `${Side(mover)} must replace the illegal move with a move of the same piece: '${text}' is refused`,
        rules.illegalMove.touchMove.rule,
      );
      return;
    }
  }
  // A legal move is played at once; anything else gets `checkMove`'s reason. A king onto its own
  // rook (e1h1) goes the second way: `checkMove` decides what it is here, not the SAN reader.
  const target = g.pos.board[to88(move.to)]!;
  if ((target === 0 || target >> 3 !== g.pos.side) && playLegal(g, move)) return;
  const check = checkMove(g.pos, move);
  if (check.legal) {
    if (!playLegal(g, move)) throw new Error(`arbiter invariant: ${makeUci(move)} is legal for checkMove, not for the move search`);
    return;
  }
  if (
    check.reason === 'no_piece' ||
    check.reason === 'not_your_piece' ||
    check.reason === 'own_piece_on_target' ||
    check.reason === 'bad_promotion'
  ) {
    g.rule(
      'move-refused',
      `${Side(mover)}'s move '${text}' cannot be made on the board: ${check.message}`,
      rules.moves.acceptsIllegal.rule,
    );
    return;
  }
  if (!rules.moves.acceptsIllegal.value) {
    g.rule(
      'move-refused',
      `${Side(mover)}'s move '${text}' is illegal (${check.message}) and is refused; the game goes on`,
      rules.moves.acceptsIllegal.rule,
    );
    return;
  }
  if (check.reason === 'captures_king' && rules.moves.kingCapture.value === 'claim' && hasClaimable(g, mover)) {
    return claimIllegal(g, mover, 'king-capture');
  }
  if (check.reason === 'unpromoted_pawn' && rules.moves.unpromotedPawn.value === 'complete-with-queen') {
    const queen: Move = { ...move, promotion: 'queen' };
    if (g.pos.isLegal(queen)) {
      g.rule(
        'promotion-completed',
        `${Side(mover)} left the pawn unpromoted on ${makeUci(move).slice(2, 4)}: the promotion is completed with a queen`,
        rules.moves.unpromotedPawn.rule,
      );
      playLegal(g, queen);
      return;
    }
  }
  playIllegal(g, move, check);
}

/** A `press` event: a press without a move, a press back, or a press that changes nothing. */
export function applyPress(g: GameCore, by: Color): void {
  const rules = g.rules;
  const param = rules.moves.pressWithoutMove;
  if (!rules.moves.acceptsIllegal.value) {
    g.rule('press-ignored', `${Side(by)} pressed without a move: the clock switches only with a move`, param.rule);
    return;
  }
  if (g.clock.turn !== by || g.clock.status === 'paused') {
    g.rule('press-ignored', `${Side(by)} pressed, but ${Side(by)}'s clock is not running: nothing changes`, param.rule);
    return;
  }
  if (g.pos.turn !== by) {
    g.clock = handOver(g.clock, g.pos.turn, g.t);
    g.rule('press-back', `${Side(by)} pressed the clock back: ${Side(g.pos.turn)}, who has the move, is on the clock again`, param.rule);
    return;
  }
  const clockBefore = g.clock;
  pressFor(g, by);
  if (param.value === 'not-illegal') {
    g.rule('press-without-move', `${Side(by)} pressed without moving; ${Side(opposite(by))} may press the clock back`, param.rule);
    return;
  }
  const irr: Irregularity = {
    kind: 'press',
    by,
    t: g.t,
    line: g.line,
    plyIndex: g.plies.length,
    repsLength: g.reps.length,
    before: g.pos.clone(),
    clockBefore,
    clockAfter: g.clock,
    description: 'press of the clock without a move',
    illegalPosition: false,
    claimantMoved: false,
  };
  g.irregularities.push(irr);
  g.rule('illegal-move-recorded', `${Side(by)} pressed the clock without moving, which counts as an illegal move`, param.rule);
  arbiterActsNow(g, irr);
}
