/**
 * Exact signed integers of a fixed width, stored as runs of `limbs` float64 values in a
 * Float64Array, for the matching's hot loops: BigInt allocates on every addition, a limb run
 * does not.
 *
 * A number x occupying `limbs` slots from `offset` is
 *   x = a[offset] + a[offset+1]·2^48 + … + a[offset+limbs-1]·2^(48·(limbs-1)),
 * normalised: every limb but the top one is an integer in [0, 2^48); the top limb is a signed
 * integer of magnitude below 2^50 and carries the sign. With one limb a number is simply an exact
 * double below 2^50 (the fast path for small weights). Normalised numbers compare limb by limb
 * from the top.
 */
export const LIMB_BITS = 48;
export const LIMB_BASE = 2 ** LIMB_BITS;
export const LIMB_INVERSE = 2 ** -LIMB_BITS;
/** The top limb's magnitude stays below this; sums of three such stay exact doubles. */
export const TOP_LIMB_LIMIT = 2 ** 50;

/** How many limbs hold every integer of magnitude below 2^bits (bits ≥ 0). */
export function limbCountFor(bits: number): number {
  return bits <= 50 ? 1 : 1 + Math.ceil((bits - 50) / LIMB_BITS);
}

const BIG_BITS = BigInt(LIMB_BITS);
const SAFE_LIMIT = BigInt(Number.MAX_SAFE_INTEGER);
const HEX_DIGITS = LIMB_BITS / 4;
const BIG_MASK = (1n << BIG_BITS) - 1n;

/**
 * Writes x (which must fit the width: |x| < 2^(48·(limbs-1)+50)) normalised at `offset`.
 * Throws a RangeError when it does not fit.
 */
export function writeLimbs(target: Float64Array, offset: number, limbs: number, x: bigint): void {
  if (limbs > 1 && x >= 0n && x < SAFE_LIMIT) {
    // A safe non-negative integer splits with float arithmetic, without BigInt allocations.
    const value = Number(x);
    const high = Math.floor(value * LIMB_INVERSE);
    target[offset] = value - high * LIMB_BASE;
    target[offset + 1] = high;
    for (let i = 2; i < limbs; i++) target[offset + i] = 0;
    return;
  }
  if (limbs > 2 && x > 0n) {
    // Wide numbers go through one hex string: shifting a BigInt copies it, which made this
    // quadratic in the width (an 11,000-bit weight took 230 copies of itself).
    const hex = x.toString(16);
    let end = hex.length;
    for (let i = 0; i < limbs - 1; i++) {
      target[offset + i] = end > 0 ? parseInt(hex.slice(Math.max(0, end - HEX_DIGITS), end), 16) : 0;
      end -= HEX_DIGITS;
    }
    const top = end > 0 ? parseInt(hex.slice(0, end), 16) : 0;
    if (!(top < TOP_LIMB_LIMIT)) throw new RangeError(`limbs: ${x} does not fit ${limbs} limbs`);
    target[offset + limbs - 1] = top;
    return;
  }
  let rest = x;
  for (let i = 0; i < limbs - 1; i++) {
    // & on a negative BigInt gives the two's-complement low bits and >> floors: the normal form.
    target[offset + i] = Number(rest & BIG_MASK);
    rest >>= BIG_BITS;
  }
  const top = Number(rest);
  if (!(Math.abs(top) < TOP_LIMB_LIMIT)) throw new RangeError(`limbs: ${x} does not fit ${limbs} limbs`);
  target[offset + limbs - 1] = top;
}

/** The integer stored normalised at `offset`. */
export function readLimbs(source: Float64Array, offset: number, limbs: number): bigint {
  let x = BigInt(source[offset + limbs - 1]!);
  for (let i = limbs - 2; i >= 0; i--) x = (x << BIG_BITS) + BigInt(source[offset + i]!);
  return x;
}

/** −1, 0 or 1 as a is below, equal to or above b (both normalised). */
export function compareLimbs(a: Float64Array, aOffset: number, b: Float64Array, bOffset: number, limbs: number): number {
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[aOffset + i]!;
    const y = b[bOffset + i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether the normalised number at `offset` is zero. */
export function isZeroLimbs(a: Float64Array, offset: number, limbs: number): boolean {
  for (let i = 0; i < limbs; i++) if (a[offset + i] !== 0) return false;
  return true;
}

/** Whether the normalised number at `offset` is negative. */
export function isNegativeLimbs(a: Float64Array, offset: number, limbs: number): boolean {
  return a[offset + limbs - 1]! < 0;
}

/** Copies a number. */
export function copyLimbs(target: Float64Array, tOffset: number, source: Float64Array, sOffset: number, limbs: number): void {
  for (let i = 0; i < limbs; i++) target[tOffset + i] = source[sOffset + i]!;
}

/**
 * target += sign·source (sign is 1 or −1), normalised. Throws a plain Error if the result leaves
 * the width: the caller's magnitude bound was wrong (a broken invariant).
 */
export function addLimbs(target: Float64Array, tOffset: number, source: Float64Array, sOffset: number, limbs: number, sign: number): void {
  let carry = 0;
  const last = limbs - 1;
  for (let i = 0; i < last; i++) {
    const x = target[tOffset + i]! + sign * source[sOffset + i]! + carry;
    carry = Math.floor(x * LIMB_INVERSE);
    target[tOffset + i] = x - carry * LIMB_BASE;
  }
  const top = target[tOffset + last]! + sign * source[sOffset + last]! + carry;
  if (!(Math.abs(top) < TOP_LIMB_LIMIT)) throw new Error('maxWeightMatching: a dual variable left its bounds');
  target[tOffset + last] = top;
}

/**
 * Halves the even number at `offset` in place. Throws a plain Error if it is odd (with doubled
 * weights every slack between two S-vertices is even: a broken invariant otherwise).
 */
export function halveLimbs(a: Float64Array, offset: number, limbs: number): void {
  let remainder = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[offset + i]! + remainder * LIMB_BASE;
    const half = Math.floor(x / 2);
    remainder = x - 2 * half;
    a[offset + i] = half;
  }
  if (remainder !== 0) throw new Error('maxWeightMatching: an odd slack between two S-blossoms');
}
