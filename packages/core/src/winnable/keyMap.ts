/**
 * An exact map from state keys (2 × 32 bits, see `stateKey` in normalize.ts) to small values
 * (1–255), growing as needed: unlike the transposition table (table.ts) it never forgets an
 * entry, so a search that relies on "seen before" (the closure, closure.ts) never redoes work
 * because a slot was taken by another position. Open addressing with linear probing; a value of
 * 0 marks an empty slot. Mutable; one per search.
 */
export class KeyMap {
  private lo: Int32Array;
  private hi: Int32Array;
  private value: Uint8Array;
  private mask: number;
  /** Entries stored. */
  size = 0;

  /** An empty map with room for about 2^(`bits` − 1) entries before it first grows. */
  constructor(bits = 14) {
    this.lo = new Int32Array(1 << bits);
    this.hi = new Int32Array(1 << bits);
    this.value = new Uint8Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** The value stored for the key, or 0. */
  get(lo: number, hi: number): number {
    const mask = this.mask;
    for (let i = (lo ^ (hi >>> 7)) & mask; ; i = (i + 1) & mask) {
      const v = this.value[i]!;
      if (v === 0 || (this.lo[i] === lo && this.hi[i] === hi)) return v;
    }
  }

  /** Stores `value` (1–255) for the key, replacing its old value. */
  set(lo: number, hi: number, value: number): void {
    // Kept at most half full: short probe runs.
    if (2 * (this.size + 1) > this.mask + 1) this.grow();
    const mask = this.mask;
    let i = (lo ^ (hi >>> 7)) & mask;
    for (; this.value[i] !== 0; i = (i + 1) & mask) {
      if (this.lo[i] === lo && this.hi[i] === hi) {
        this.value[i] = value;
        return;
      }
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.value[i] = value;
    this.size++;
  }

  private grow(): void {
    const { lo, hi, value } = this;
    const n = (this.mask + 1) * 2;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.value = new Uint8Array(n);
    this.mask = n - 1;
    this.size = 0;
    for (let i = 0; i < value.length; i++) if (value[i] !== 0) this.set(lo[i]!, hi[i]!, value[i]!);
  }
}
