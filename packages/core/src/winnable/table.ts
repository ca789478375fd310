/**
 * A fixed-size transposition table for the searches: per state key (2 × 32 bits, see
 * `stateKey`) one small integer value, valid only for the current `generation` (starting a new
 * query is O(1): bump the generation instead of clearing). Always-replace, one slot per index:
 * a lost entry only costs time, never soundness, because every user treats a miss as "unknown".
 */
export class StateTable {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly val: Int32Array;
  private readonly gen: Int32Array;
  private readonly mask: number;
  private generation = 1;

  /** A table of 2^`bits` slots. */
  constructor(bits: number) {
    const size = 1 << bits;
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.val = new Int32Array(size);
    this.gen = new Int32Array(size);
    this.mask = size - 1;
  }

  /** Forgets every entry (O(1)). */
  clear(): void {
    this.generation++;
  }

  /** The value stored for the key, or `missing`. */
  get(lo: number, hi: number, missing: number): number {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    return this.gen[i] === this.generation && this.lo[i] === lo && this.hi[i] === hi ? this.val[i]! : missing;
  }

  /** Stores `value` for the key (replacing whatever shared its slot). */
  set(lo: number, hi: number, value: number): void {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.val[i] = value;
    this.gen[i] = this.generation;
  }
}
