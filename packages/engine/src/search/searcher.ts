/**
 * The search: iterative deepening over a principal-variation (negamax alpha-beta) search with
 * aspiration windows, a transposition table, check extension, null-move pruning (not in check,
 * not in pawn endings, never twice in a row), reverse futility and futility pruning, late-move
 * pruning and reductions near the leaves, and a quiescence search of captures and queen
 * promotions (all evasions when in check). Repetitions (of positions in the search or in the
 * game before it) and the 50-move rule score as draws inside the search; mates score by
 * distance (score.ts).
 *
 * Pure: no I/O, no timers; time comes only from `limits.now`. A `Searcher` owns all its state
 * (table, move stack, killers, history, evaluator scratch), so searches in different searchers
 * never interfere; one searcher runs one search at a time. It keeps its table between searches
 * (a game's later moves reuse what earlier ones found); `clear()` forgets it.
 */
import type { Position } from '@flagfall/core';
import {
  boardState,
  generateLegal,
  isAttackedBy,
  MAX_LEGAL_MOVES,
  SIDE_KEY_HI,
  SIDE_KEY_LO,
  type BoardState,
} from '@flagfall/core/internal';
import type { GameRoot } from '../board/game.js';
import { keyHi, keyLo } from '../board/keys.js';
import { BISHOP, FLAG_EP, KING, moveFlag, moveFrom, movePromo, moveTo, moveToUci, PAWN, QUEEN, ROOK } from '../board/moves.js';
import { Evaluator } from '../eval/evaluate.js';
import { MATERIAL_MG } from '../eval/tables.js';
import { MAX_PLY, MoveOrdering, SCORE_CAPTURE } from './ordering.js';
import { INFINITE, isMateScore, MATE, MATE_BOUND, mateInMoves, scoreFromTable, scoreToTable } from './score.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from './tt.js';
import type { RootMoveScore, SearchLimits, SearchOutcome } from './types.js';

/** The deepest iteration a search runs. */
export const MAX_DEPTH = 64;
/** The default transposition table size (MiB). */
export const DEFAULT_HASH_MB = 16;

/** Room for the moves of every ply of the deepest line (a legal position has at most 218). */
const MOVE_STACK = MAX_PLY * 220 + MAX_LEGAL_MOVES;
/** Node counts between two readings of the clock and of `shouldStop`. */
const POLL_MASK = 1023;

/** See `Searcher.salt`. */
const BLIND_SALT = 0x5bd1e995;

/** LMR[depth * 64 + moveNumber]: plies to reduce a late quiet move by. */
const LMR: Uint8Array = (() => {
  const table = new Uint8Array(64 * 64);
  for (let d = 1; d < 64; d++) for (let n = 1; n < 64; n++) table[d * 64 + n] = Math.floor(0.8 + (Math.log(d) * Math.log(n)) / 2.2);
  return table;
})();

/** Options of a searcher. */
export interface SearcherOptions {
  /** Transposition table size in MiB (default `DEFAULT_HASH_MB`). */
  readonly hashMb?: number;
}

/** A reusable search engine. See the file comment. */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly ordering = new MoveOrdering();
  private readonly evaluator = new Evaluator();
  private readonly moves = new Int32Array(MOVE_STACK);
  private readonly scores = new Int32Array(MOVE_STACK);
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private readonly rootMoves = new Int32Array(MAX_LEGAL_MOVES);
  private readonly rootScores = new Int32Array(MAX_LEGAL_MOVES);
  private readonly rootExact = new Uint8Array(MAX_LEGAL_MOVES);
  private keysLo = new Int32Array(0);
  private keysHi = new Int32Array(0);

  // The state of the running search.
  private position: Position | null = null;
  private pos!: BoardState;
  private rootCount = 0;
  private base = 0;
  private repFloor = 0;
  private top = 0;
  private nodes = 0;
  private seldepth = 0;
  private stopped = false;
  private maxNodes = Infinity;
  private hardTimeMs = Infinity;
  private startMs = 0;
  private now: () => number = () => 0;
  private shouldStop: (() => boolean) | undefined = undefined;
  private margin = 0;
  private blindRange = 0;
  private iterBestIndex = -1;
  /** XORed into table keys in blind-spot searches, so their findings never mix with sound ones. */
  private salt = 0;
  private searched = 0;

  /** A searcher with its own transposition table. */
  constructor(options: SearcherOptions = {}) {
    this.tt = new TranspositionTable(options.hashMb ?? DEFAULT_HASH_MB);
  }

  /** Forgets what earlier searches learnt (a new game). */
  clear(): void {
    this.tt.clear();
    this.ordering.clear();
  }

  /**
   * Searches the game's position within `limits` and returns the best move found (always a
   * legal one, even when stopped at once), or null when the side to move has no legal move.
   * With a single legal move it searches one ply only.
   */
  run(game: GameRoot, limits: SearchLimits): SearchOutcome | null {
    const position = game.position.clone();
    const pos = boardState(position);
    this.position = position;
    this.pos = pos;
    const history = game.historyLo.length;
    if (this.keysLo.length < history + MAX_PLY + 2) {
      this.keysLo = new Int32Array(history + MAX_PLY + 2);
      this.keysHi = new Int32Array(history + MAX_PLY + 2);
    }
    this.keysLo.set(game.historyLo);
    this.keysHi.set(game.historyHi);
    this.base = history;
    this.keysLo[history] = keyLo(pos);
    this.keysHi[history] = keyHi(pos);
    this.repFloor = 0;
    this.top = 0;
    this.nodes = 0;
    this.seldepth = 0;
    this.stopped = false;
    this.now = limits.now;
    this.startMs = limits.now();
    this.maxNodes = limits.maxNodes ?? Infinity;
    this.hardTimeMs = limits.hardTimeMs ?? Infinity;
    this.shouldStop = limits.shouldStop;
    this.margin = Math.max(0, limits.rootMarginCp ?? 0);
    this.blindRange = Math.max(0, limits.blindRange ?? 0);
    this.salt = this.blindRange > 0 ? BLIND_SALT : 0;
    this.tt.newSearch();
    this.ordering.newSearch();

    const n = generateLegal(position, this.rootMoves, 0);
    this.rootCount = n;
    if (n === 0) return null;
    this.orderRootMoves();
    const maxDepth = n === 1 ? 1 : Math.max(1, Math.min(MAX_DEPTH, limits.maxDepth ?? MAX_DEPTH));

    let depth = 0;
    let bestMove = this.rootMoves[0]!;
    let bestScore = this.evaluator.evaluate(pos);
    let pv: string[] = [moveToUci(bestMove)];
    let seldepth = 0;
    let snapshot: RootMoveScore[] | null = null;
    for (let d = 1; d <= maxDepth; d++) {
      this.seldepth = 0;
      let delta = 30;
      const aspire = d >= 5 && this.margin === 0 && !isMateScore(bestScore);
      let alpha = aspire ? bestScore - delta : -INFINITE;
      let beta = aspire ? bestScore + delta : INFINITE;
      let score: number;
      for (;;) {
        score = this.searchRoot(d, alpha, beta);
        if (this.halted()) break;
        if (score <= alpha) alpha = Math.max(-INFINITE, score - delta);
        else if (score >= beta) beta = Math.min(INFINITE, score + delta);
        else break;
        delta *= 2;
        if (delta > 600) {
          alpha = -INFINITE;
          beta = INFINITE;
        }
      }
      if (this.halted()) {
        // A move that finished this deeper iteration and beat the others is better informed.
        if (this.iterBestIndex >= 0 && this.margin === 0) {
          bestMove = this.rootMoves[this.iterBestIndex]!;
          bestScore = this.rootScores[this.iterBestIndex]!;
          pv = this.rootPv(bestMove);
        }
        if (snapshot === null) snapshot = this.rootSnapshot(this.searched);
        break;
      }
      this.sortRootMoves();
      depth = d;
      seldepth = this.seldepth;
      bestMove = this.rootMoves[0]!;
      bestScore = score;
      pv = this.rootPv(bestMove);
      snapshot = this.rootSnapshot(this.rootCount);
      limits.onIteration?.({
        depth: d,
        seldepth,
        score,
        mateIn: mateInMoves(score),
        nodes: this.nodes,
        timeMs: this.now() - this.startMs,
        pv,
        hashfull: this.tt.hashfull(),
      });
      // A mate within the depth searched is found for good.
      if (isMateScore(score) && MATE - Math.abs(score) <= d) break;
      // The next iteration takes longer than all the ones before it: start it only with room left.
      if (limits.softTimeMs !== undefined && 2 * (this.now() - this.startMs) > limits.softTimeMs) break;
      if (this.nodes >= this.maxNodes) break;
    }
    this.position = null;
    bestScore |= 0; // −0 (a negated draw) as 0
    return {
      uci: moveToUci(bestMove),
      move: bestMove,
      score: bestScore,
      mateIn: mateInMoves(bestScore),
      depth,
      seldepth,
      nodes: this.nodes,
      timeMs: this.now() - this.startMs,
      pv,
      rootMoves: snapshot ?? [],
    };
  }

  /** Root moves: the table's move first, then captures and the rest (ordering.ts). */
  private orderRootMoves(): void {
    const pos = this.pos;
    const slot = this.tt.probe(keyLo(pos), keyHi(pos) ^ this.salt);
    const ttMove = slot >= 0 ? this.tt.move(slot) : 0;
    this.ordering.score(this.rootMoves, this.rootScores, 0, this.rootCount, pos.board, pos.side, ttMove, 0);
    this.sortRootMoves();
  }

  /** Sorts root moves by score, best first, keeping the order of equals (insertion sort: few moves). */
  private sortRootMoves(): void {
    const moves = this.rootMoves;
    const scores = this.rootScores;
    const exact = this.rootExact;
    for (let i = 1; i < this.rootCount; i++) {
      const m = moves[i]!;
      const s = scores[i]!;
      const e = exact[i]!;
      let j = i - 1;
      while (j >= 0 && scores[j]! < s) {
        moves[j + 1] = moves[j]!;
        scores[j + 1] = scores[j]!;
        exact[j + 1] = exact[j]!;
        j--;
      }
      moves[j + 1] = m;
      scores[j + 1] = s;
      exact[j + 1] = e;
    }
  }

  /** The root moves with their scores (the first `searched` have been searched this iteration). */
  private rootSnapshot(searched: number): RootMoveScore[] {
    const out: RootMoveScore[] = [];
    for (let i = 0; i < this.rootCount; i++) {
      const done = i < searched;
      out.push({
        uci: moveToUci(this.rootMoves[i]!),
        score: done ? this.rootScores[i]! : -INFINITE,
        exact: done && this.rootExact[i] === 1,
      });
    }
    return out;
  }

  /** The principal variation starting with `first` (the PV table's root line when it starts so). */
  private rootPv(first: number): string[] {
    const line = [moveToUci(first)];
    if (this.pvLength[0]! > 0 && this.pvTable[0] === first) {
      for (let k = 1; k < this.pvLength[0]!; k++) line.push(moveToUci(this.pvTable[k]!));
    }
    return line;
  }

  /**
   * One iteration over the root moves. With a root margin, each move's window starts that far
   * below the best score so far, so every move within the margin gets an exact score.
   */
  private searchRoot(depth: number, alpha: number, beta: number): number {
    const pos = this.pos;
    const origAlpha = alpha;
    let best = -INFINITE;
    this.iterBestIndex = -1;
    this.searched = 0;
    this.pvLength[0] = 0;
    for (let i = 0; i < this.rootCount; i++) {
      const m = this.rootMoves[i]!;
      const floor = this.margin > 0 ? Math.max(origAlpha, best - this.margin) : alpha;
      pos.makeMove(m);
      const givesCheck = isAttackedBy(pos.board, pos.kings[pos.side]!, pos.side ^ 1);
      let score: number;
      if (i === 0) {
        score = -this.negamax(depth - 1, -beta, -floor, 1, givesCheck, true);
      } else {
        score = -this.negamax(depth - 1, -floor - 1, -floor, 1, givesCheck, true);
        if (!this.halted() && score > floor && score < beta) score = -this.negamax(depth - 1, -beta, -floor, 1, givesCheck, true);
      }
      pos.unmakeMove(m);
      if (this.halted()) break;
      this.searched = i + 1;
      this.rootScores[i] = score;
      this.rootExact[i] = score > floor && score < beta ? 1 : 0;
      if (score > best) {
        best = score;
        if (i === 0 || score > floor) {
          this.iterBestIndex = i;
          this.copyPv(0, m);
        }
      }
      if (this.margin === 0 && score > alpha) alpha = score;
      if (score >= beta) break;
    }
    // Moves not searched (a fail-high ended the iteration) go behind the searched ones.
    for (let i = this.searched; i < this.rootCount; i++) {
      this.rootScores[i] = -INFINITE - 1;
      this.rootExact[i] = 0;
    }
    return best;
  }

  /** Makes `m` followed by the child's line the PV of `ply`. */
  private copyPv(ply: number, m: number): void {
    const row = ply * MAX_PLY;
    const child = (ply + 1) * MAX_PLY;
    const end = this.pvLength[ply + 1]!;
    this.pvTable[row + ply] = m;
    for (let k = ply + 1; k < end; k++) this.pvTable[row + k] = this.pvTable[child + k]!;
    this.pvLength[ply] = end > ply + 1 ? end : ply + 1;
  }

  /** Whether a limit stopped the search (a method: the flag changes inside calls the compiler cannot see through). */
  private halted(): boolean {
    return this.stopped;
  }

  /** Counts a node and reads the limits (the clock only every POLL_MASK + 1 nodes). */
  private countNode(): void {
    const n = ++this.nodes;
    if (n >= this.maxNodes) this.stopped = true;
    else if ((n & POLL_MASK) === 0) {
      if (this.now() - this.startMs >= this.hardTimeMs || this.shouldStop?.() === true) this.stopped = true;
    }
  }

  /** Whether the position at key index `idx` occurred before, since the last irreversible move or null move. */
  private isRepetition(idx: number, lo: number, hi: number): boolean {
    const limit = Math.max(this.repFloor, idx - this.pos.half);
    // The same side is to move every second ply, and a position cannot recur within 4 plies.
    for (let j = idx - 4; j >= limit; j -= 2) {
      if (this.keysLo[j] === lo && this.keysHi[j] === hi) return true;
    }
    return false;
  }

  /** Whether `side` has a piece other than pawns and king (null-move pruning is unsafe without: zugzwang). */
  private hasPieces(side: number): boolean {
    const b = this.pos.board;
    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      const p = b[s]!;
      if (p !== 0 && p >> 3 === side && (p & 7) !== PAWN && (p & 7) !== KING) return true;
    }
    return false;
  }

  /** Whether a capture is in the blind spot (a long slider capture; see `SearchLimits.blindRange`). */
  private isBlind(m: number): boolean {
    const from = moveFrom(m);
    const to = moveTo(m);
    const role = this.pos.board[from]! & 7;
    if (role !== BISHOP && role !== ROOK && role !== QUEEN) return false;
    return Math.max(Math.abs((from & 7) - (to & 7)), Math.abs((from >> 4) - (to >> 4))) > this.blindRange;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, inCheck: boolean, allowNull: boolean): number {
    const pos = this.pos;
    this.pvLength[ply] = ply;
    const idx = this.base + ply;
    const lo = keyLo(pos);
    const hi = keyHi(pos);
    this.keysLo[idx] = lo;
    this.keysHi[idx] = hi;
    if (this.isRepetition(idx, lo, hi)) return 0;
    // FIDE 9.3: fifty moves each without capture or pawn move (mate on the 100th ply still counts).
    if (pos.half >= 100 && !inCheck) return 0;
    // Mate-distance pruning: no line from here beats a mate already found nearer the root.
    if (alpha < -MATE + ply) alpha = -MATE + ply;
    if (beta > MATE - ply - 1) beta = MATE - ply - 1;
    if (alpha >= beta) return alpha;
    if (inCheck) depth++;
    if (depth <= 0) return this.quiesce(alpha, beta, ply, inCheck);
    if (ply >= MAX_PLY - 1) return this.evaluator.evaluate(pos);
    this.countNode();
    if (this.halted()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    const isPv = beta - alpha > 1;

    let ttMove = 0;
    const slot = this.tt.probe(lo, hi ^ this.salt);
    if (slot >= 0) {
      ttMove = this.tt.move(slot);
      if (!isPv && this.tt.depth(slot) >= depth) {
        const s = scoreFromTable(this.tt.score(slot), ply);
        const bound = this.tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    const staticEval = inCheck ? -INFINITE : this.evaluator.evaluate(pos);
    if (!isPv && !inCheck && !isMateScore(beta)) {
      // Reverse futility: far above beta near the leaves, a quiet move will not lose it all.
      if (depth <= 4 && staticEval - 85 * depth >= beta) return staticEval;
      // Null move: if passing still holds beta, a real move will too (not in pawn endings: zugzwang).
      if (allowNull && depth >= 3 && staticEval >= beta && this.hasPieces(pos.side)) {
        const r = depth >= 8 ? 4 : 3;
        const ep = pos.ep;
        pos.ep = -1;
        pos.side ^= 1;
        pos.hashLo ^= SIDE_KEY_LO;
        pos.hashHi ^= SIDE_KEY_HI;
        const floor = this.repFloor;
        this.repFloor = idx + 1;
        const score = -this.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
        this.repFloor = floor;
        pos.side ^= 1;
        pos.ep = ep;
        pos.hashLo ^= SIDE_KEY_LO;
        pos.hashHi ^= SIDE_KEY_HI;
        if (this.halted()) return 0;
        if (score >= beta) return score >= MATE_BOUND ? beta : score;
      }
    }

    const start = this.top;
    const end = generateLegal(this.position!, this.moves, start);
    if (end === start) return inCheck ? -MATE + ply : 0;
    if (pos.half >= 100) return 0;
    this.top = end;
    const moves = this.moves;
    const scores = this.scores;
    const board = pos.board;
    const us = pos.side;
    this.ordering.score(moves, scores, start, end, board, us, ttMove, ply);

    const futile = !isPv && !inCheck && depth <= 2 && staticEval + 110 * depth <= alpha;
    const quietLimit = !isPv && !inCheck && depth <= 3 ? 4 + 3 * depth * depth : MAX_LEGAL_MOVES;
    const origAlpha = alpha;
    let best = -INFINITE;
    let bestMove = 0;
    let moveCount = 0;
    let quiets = 0;
    for (let i = start; i < end; i++) {
      let bi = i;
      for (let j = i + 1; j < end; j++) if (scores[j]! > scores[bi]!) bi = j;
      const m = moves[bi]!;
      if (bi !== i) {
        moves[bi] = moves[i]!;
        moves[i] = m;
        const s = scores[bi]!;
        scores[bi] = scores[i]!;
        scores[i] = s;
      }
      const capture = board[moveTo(m)] !== 0 || moveFlag(m) === FLAG_EP;
      const quiet = !capture && movePromo(m) === 0;
      if (capture && this.blindRange > 0 && this.isBlind(m)) continue;
      // Late quiet moves near the leaves of a node not worth much are skipped (once not mated).
      if (quiet && moveCount > 0 && best > -MATE_BOUND && quiets >= quietLimit) continue;
      pos.makeMove(m);
      const givesCheck = isAttackedBy(board, pos.kings[pos.side]!, us);
      if (futile && quiet && !givesCheck && moveCount > 0 && best > -MATE_BOUND) {
        pos.unmakeMove(m);
        continue;
      }
      moveCount++;
      if (quiet) quiets++;
      const newDepth = depth - 1;
      let score: number;
      if (moveCount === 1) {
        score = -this.negamax(newDepth, -beta, -alpha, ply + 1, givesCheck, true);
      } else {
        let r = 0;
        if (depth >= 3 && quiet && !givesCheck && !inCheck) {
          r = LMR[Math.min(depth, 63) * 64 + Math.min(moveCount, 63)]!;
          if (isPv) r--;
          if (this.ordering.isKiller(m, ply)) r--;
          if (r > newDepth - 1) r = newDepth - 1;
          if (r < 0) r = 0;
        }
        score = -this.negamax(newDepth - r, -alpha - 1, -alpha, ply + 1, givesCheck, true);
        if (r > 0 && score > alpha && !this.halted()) score = -this.negamax(newDepth, -alpha - 1, -alpha, ply + 1, givesCheck, true);
        if (score > alpha && score < beta && !this.halted()) score = -this.negamax(newDepth, -beta, -alpha, ply + 1, givesCheck, true);
      }
      pos.unmakeMove(m);
      if (this.halted()) {
        this.top = start;
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          bestMove = m;
          alpha = score;
          if (isPv) this.copyPv(ply, m);
          if (score >= beta) {
            if (quiet) {
              this.ordering.onCutoff(m, us, ply, depth);
              for (let j = start; j < i; j++) {
                const q = moves[j]!;
                if (board[moveTo(q)] === 0 && movePromo(q) === 0 && moveFlag(q) !== FLAG_EP) this.ordering.onFailedQuiet(q, us, depth);
              }
            }
            break;
          }
        }
      }
    }
    this.top = start;
    // Every move was in the blind spot: the static view is all this level sees.
    if (moveCount === 0) return inCheck ? -MATE + ply : staticEval;
    const bound = best >= beta ? BOUND_LOWER : best > origAlpha ? BOUND_EXACT : BOUND_UPPER;
    this.tt.store(lo, hi ^ this.salt, depth, bound, scoreToTable(best, ply), bestMove);
    return best;
  }

  private quiesce(alpha: number, beta: number, ply: number, inCheck: boolean): number {
    const pos = this.pos;
    this.pvLength[ply] = ply;
    this.countNode();
    if (this.halted()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    if (ply >= MAX_PLY - 1) return this.evaluator.evaluate(pos);
    let best = -MATE + ply;
    let standPat = 0;
    if (!inCheck) {
      standPat = this.evaluator.evaluate(pos);
      if (standPat >= beta) return standPat;
      if (standPat > alpha) alpha = standPat;
      best = standPat;
    }
    const start = this.top;
    const end = generateLegal(this.position!, this.moves, start);
    if (end === start) return inCheck ? -MATE + ply : 0;
    this.top = end;
    const moves = this.moves;
    const scores = this.scores;
    const board = pos.board;
    const us = pos.side;
    this.ordering.score(moves, scores, start, end, board, us, 0, ply);
    for (let i = start; i < end; i++) {
      let bi = i;
      for (let j = i + 1; j < end; j++) if (scores[j]! > scores[bi]!) bi = j;
      const m = moves[bi]!;
      if (bi !== i) {
        moves[bi] = moves[i]!;
        moves[i] = m;
        const s = scores[bi]!;
        scores[bi] = scores[i]!;
        scores[i] = s;
      }
      if (!inCheck) {
        // Sorted: once below the captures and queen promotions, only quiet moves are left.
        if (scores[i]! < SCORE_CAPTURE) break;
        const victim = board[moveTo(m)]! & 7;
        // Delta pruning: even winning this piece for free would not reach alpha.
        if (movePromo(m) === 0 && standPat + MATERIAL_MG[victim === 0 ? PAWN : victim]! + 200 <= alpha) continue;
        if (this.blindRange > 0 && victim !== 0 && this.isBlind(m)) continue;
      }
      pos.makeMove(m);
      const givesCheck = isAttackedBy(board, pos.kings[pos.side]!, us);
      const score = -this.quiesce(-beta, -alpha, ply + 1, givesCheck);
      pos.unmakeMove(m);
      if (this.halted()) {
        this.top = start;
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) break;
        }
      }
    }
    this.top = start;
    return best;
  }
}
