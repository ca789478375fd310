/**
 * A small seeded pseudo-random generator for simulations: a 32-bit Weyl sequence (the state
 * advances by 0x9E3779B9, the golden ratio in 32 bits, so it visits every 32-bit value once per
 * 2^32 steps) passed through MurmurHash3's 32-bit finaliser (fmix32: xor-shift 16, multiply
 * 0x85EBCA6B, xor-shift 13, multiply 0xC2B2AE35, xor-shift 16), which spreads each bit of the
 * state over the whole output. Not cryptographic; plenty for drawing ratings and results. The
 * same seed gives the same sequence on every platform (only 32-bit integer arithmetic).
 */

/**
 * A generator. Mutable: every call advances it. Use one per simulation and never share it
 * between independent runs.
 */
export interface Prng {
  /** The next value, an integer in 0 … 2^32 − 1. */
  nextUint32(): number;
  /** The next value, a float in [0, 1) with 32 bits of randomness. */
  nextFloat(): number;
  /** The next value, an integer in `min` … `max` (both included; `min <= max`, span at most 2^32). */
  nextInt(min: number, max: number): number;
}

const GOLDEN = 0x9e3779b9;

/** fmix32 of MurmurHash3: a bijection on 32-bit integers that mixes every input bit into every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A generator seeded with `seed` (any integer; only its low 32 bits count, so `seed` and
 * `seed + 2^32` give the same sequence). The seed is mixed first, so seeds 1, 2, 3 start far apart.
 */
export function makePrng(seed: number): Prng {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  let state = fmix32(Number(BigInt.asUintN(32, BigInt(seed))));
  const nextUint32 = (): number => {
    state = (state + GOLDEN) >>> 0;
    return fmix32(state);
  };
  return {
    nextUint32,
    nextFloat: () => nextUint32() / 2 ** 32,
    nextInt: (min, max) => {
      if (!(Number.isInteger(min) && Number.isInteger(max) && min <= max && max - min < 2 ** 32))
        throw new RangeError(`bad range ${min} … ${max}`);
      // Rejection sampling: no modulo bias even for spans that do not divide 2^32.
      const span = max - min + 1;
      const limit = 2 ** 32 - (2 ** 32 % span);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return min + (x % span);
      }
    },
  };
}
