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
  constructor(readonly bits: number) {
    const size = 1 << bits;
    this.data = new Int32Array(size * 4);
    this.mask = size - 1;
  }

  /**
   * Forgets every entry of `bigger` (a table of at least as many slots) and copies this table's
   * entries into it. Nothing is lost: a key's slot in the bigger table is the one its slot here
   * names, with more bits of the key, so two entries here never meet in the same slot there.
   */
  copyInto(bigger: StateTable): void {
    if (bigger.bits < this.bits) throw new RangeError(`copyInto: a table of 2^${bigger.bits} slots cannot hold 2^${this.bits}`);
    bigger.clear();
    const d = this.data;
    const generation = this.generation;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] === generation) bigger.set(d[i]!, d[i + 1]!, d[i + 2]!);
    }
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

/**
 * The size, in bits, of a table of at least `slots` slots, kept within `minBits` … `maxBits`
 * (`minBits` when `maxBits` is smaller): the smallest 2^bits ≥ `slots`, or the cap.
 */
export function tableBitsFor(slots: number, minBits: number, maxBits: number): number {
  let bits = minBits;
  while (bits < maxBits && 1 << bits < slots) bits++;
  return bits;
}
