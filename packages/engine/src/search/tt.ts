/**
 * The transposition table: what earlier searches found about a position (best move, score,
 * depth, and whether the score is exact or a bound), in three typed arrays indexed by the low
 * bits of the key and checked against its high half. One entry per slot: a deeper or newer
 * result replaces an older or shallower one. Owned by one searcher; never shared.
 */

/** The score is exact (a PV node). */
export const BOUND_EXACT = 3;
/** The score is a lower bound (the search failed high: the true score is at least this). */
export const BOUND_LOWER = 1;
/** The score is an upper bound (failed low). */
export const BOUND_UPPER = 2;

/** Bytes per entry: key check, move, packed score/depth/bound/age. */
const ENTRY_BYTES = 12;

/** The largest table, in MiB (a UCI `Hash` option beyond it is clamped). */
export const MAX_HASH_MB = 1024;

/** A fixed-size transposition table. See the file comment. */
export class TranspositionTable {
  /** Number of entries (a power of two). */
  readonly size: number;
  private readonly mask: number;
  private readonly checks: Int32Array;
  private readonly moves: Int32Array;
  /** score + 32768 (16 bits) | depth << 16 (8 bits) | bound << 24 (2 bits) | age << 26 (6 bits). */
  private readonly data: Int32Array;
  private age = 0;

  /** A table of at most `sizeMb` MiB (at least 1024 entries, at most `MAX_HASH_MB`). */
  constructor(sizeMb: number) {
    const mb = Math.min(MAX_HASH_MB, Math.max(0, sizeMb));
    let size = 1024;
    while (size * 2 * ENTRY_BYTES <= mb * 1024 * 1024) size *= 2;
    this.size = size;
    this.mask = size - 1;
    this.checks = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.data = new Int32Array(size);
  }

  /** Forgets everything (a new game). */
  clear(): void {
    this.checks.fill(0);
    this.moves.fill(0);
    this.data.fill(0);
    this.age = 0;
  }

  /** Marks a new search: entries from older searches give way first. */
  newSearch(): void {
    this.age = (this.age + 1) & 63;
  }

  /** The slot holding the position with this key, or -1. */
  probe(lo: number, hi: number): number {
    const i = lo & this.mask;
    return this.checks[i] === hi && this.data[i] !== 0 ? i : -1;
  }

  /** The stored best move of a slot (0: none). */
  move(slot: number): number {
    return this.moves[slot]!;
  }

  /** The stored score of a slot (as stored: see `scoreFromTable`). */
  score(slot: number): number {
    return (this.data[slot]! & 0xffff) - 32768;
  }

  /** The stored depth of a slot. */
  depth(slot: number): number {
    return (this.data[slot]! >>> 16) & 0xff;
  }

  /** The stored bound of a slot (BOUND_*). */
  bound(slot: number): number {
    return (this.data[slot]! >>> 24) & 3;
  }

  /** Records a result, unless the slot holds a deeper result of this search for another position. */
  store(lo: number, hi: number, depth: number, bound: number, score: number, move: number): void {
    const i = lo & this.mask;
    const old = this.data[i]!;
    const oldDepth = (old >>> 16) & 0xff;
    const sameAge = old >>> 26 === this.age;
    if (this.checks[i] === hi) {
      if (bound !== BOUND_EXACT && sameAge && depth + 2 < oldDepth) return;
      if (move === 0) move = this.moves[i]!;
    } else if (sameAge && old !== 0 && depth < oldDepth) {
      return;
    }
    const d = depth < 0 ? 0 : depth > 255 ? 255 : depth;
    this.checks[i] = hi;
    this.moves[i] = move;
    this.data[i] = ((score + 32768) & 0xffff) | (d << 16) | (bound << 24) | (this.age << 26);
  }

  /** How full the table is, in permille of a sample, counting this search's entries (UCI `hashfull`). */
  hashfull(): number {
    const n = Math.min(1000, this.size);
    let used = 0;
    for (let i = 0; i < n; i++) if (this.data[i] !== 0 && this.data[i]! >>> 26 === this.age) used++;
    return Math.round((used * 1000) / n);
  }
}
