/**
 * A fixed-size transposition table for the searches: per state key (2 × 32 bits, see
 * `stateKey`) one small integer value, valid only for the current `generation` (starting a new
 * query is O(1): bump the generation instead of clearing). Always-replace, one slot per index:
 * a lost entry only costs time, never soundness, because every user treats a miss as "unknown".
 * A slot's four words (key halves, value, generation) sit side by side: one cache line per probe.
 */
export class StateTable {
  private readonly data: Int32Array;
  private readonly mask: number;
  private generation = 1;

  /** A table of 2^`bits` slots (16 bytes each). */
  constructor(bits: number) {
    const size = 1 << bits;
    this.data = new Int32Array(size * 4);
    this.mask = size - 1;
  }

  /** Forgets every entry (O(1)). */
  clear(): void {
    this.generation++;
  }

  /** The value stored for the key, or `missing`. */
  get(lo: number, hi: number, missing: number): number {
    const d = this.data;
    const i = ((lo ^ (hi >>> 7)) & this.mask) << 2;
    return d[i + 3] === this.generation && d[i] === lo && d[i + 1] === hi ? d[i + 2]! : missing;
  }

  /** Stores `value` for the key (replacing whatever shared its slot). */
  set(lo: number, hi: number, value: number): void {
    const d = this.data;
    const i = ((lo ^ (hi >>> 7)) & this.mask) << 2;
    d[i] = lo;
    d[i + 1] = hi;
    d[i + 2] = value;
    d[i + 3] = this.generation;
  }
}
