/**
 * Check chains: a proof of "no" for positions where the static test fails only because a
 * check is on (a king in check has few moves, and a check can force a capture or a block). The
 * search plays every move at the start and then follows the moves that give check; every other
 * position it reaches must be proved unwinnable by the static test. When that holds and no
 * chain ends in a mate of Black, White can never mate: every line leaves the chains through a
 * position proved lost, or ends (stalemate, White mated, a position seen before on the chain).
 * A chain that ends in Black's mate is a helpmate, returned as a line.
 */
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { stateKey } from './normalize.js';
import { staticallyUnwinnable } from './static.js';

/** Longest chain followed (plies). */
const MAX_CHAIN = 16;
const MOVES_PER_PLY = MAX_LEGAL_MOVES;
const moveStack = new Int32Array(MOVES_PER_PLY * (MAX_CHAIN + 2));
const keyScratch = new Int32Array(2);

/** What the check-chain search found. */
export interface ChainResult {
  /** `no`: proof that White cannot mate; `yes`: `line` mates; `unknown`: undecided. */
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly line: number[];
  /** Positions visited (static tests included). */
  readonly nodes: number;
}

class Chains {
  readonly seen = new Set<string>();
  readonly path: number[] = [];
  nodes = 0;

  constructor(
    readonly pos: Position,
    readonly maxNodes: number,
  ) {}

  key(): string {
    stateKey(this.pos, keyScratch);
    return `${keyScratch[0]},${keyScratch[1]}`;
  }

  /** 'yes', 'no' or 'unknown' for the current position, `ply` plies into the chain. */
  visit(ply: number): 'yes' | 'no' | 'unknown' {
    const pos = this.pos;
    if (ply > MAX_CHAIN || ++this.nodes > this.maxNodes) return 'unknown';
    this.seen.add(this.key());
    const base = ply * MOVES_PER_PLY;
    const end = generateLegal(pos, moveStack, base);
    if (end === base) return pos.side === 1 && pos.isCheck() ? 'yes' : 'no';
    for (let i = base; i < end; i++) {
      const m = moveStack[i]!;
      pos.makeMove(m);
      let verdict: 'yes' | 'no' | 'unknown' = 'no';
      if (!this.seen.has(this.key())) {
        if (ply === 0 || pos.isCheck()) {
          this.path.push(m);
          verdict = this.visit(ply + 1);
          if (verdict !== 'yes') this.path.pop();
        } else {
          this.nodes++;
          verdict = staticallyUnwinnable(pos) ? 'no' : 'unknown';
        }
      }
      pos.unmakeMove(m);
      if (verdict !== 'no') return verdict;
    }
    return 'no';
  }
}

/** Follows the check chains from `pos` (White to mate; restored before returning) within `maxNodes` positions. */
export function followCheckChains(pos: Position, maxNodes: number): ChainResult {
  const chains = new Chains(pos, maxNodes);
  const verdict = chains.visit(0);
  return { verdict, line: verdict === 'yes' ? chains.path : [], nodes: chains.nodes };
}
