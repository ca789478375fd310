/**
 * The positions of a game so far, by their FIDE 9.2.3 repetition keys, and how often each has
 * occurred: what threefold and fivefold repetition (FIDE 9.2, 9.6.1) are decided on.
 */

/**
 * A game's positions in order (the start included), counted. Mutable, one owner: `push` after
 * each move; `pop` or `truncate` to take moves back. Counting is O(1) per query.
 */
export class RepetitionHistory {
  private readonly keys: number[] = [];
  private readonly counts = new Map<number, number>();

  /** Records the next position; returns how often it has now occurred (1 the first time). */
  push(key: number): number {
    this.keys.push(key);
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }

  /** Forgets the last position (a move taken back); `undefined` when there is none. */
  pop(): number | undefined {
    const key = this.keys.pop();
    if (key === undefined) return undefined;
    const n = this.counts.get(key)!;
    if (n <= 1) this.counts.delete(key);
    else this.counts.set(key, n - 1);
    return key;
  }

  /** Cuts the history back to its first `length` positions (no change when it is not longer). */
  truncate(length: number): void {
    while (this.keys.length > length) this.pop();
  }

  /** How often the position with `key` has occurred. */
  count(key: number): number {
    return this.counts.get(key) ?? 0;
  }

  /** How many positions are recorded. */
  get length(): number {
    return this.keys.length;
  }

  /** The key of the last position recorded, if any. */
  get last(): number | undefined {
    return this.keys[this.keys.length - 1];
  }
}
