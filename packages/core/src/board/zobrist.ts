/**
 * Zobrist keys: a 64-bit hash kept as two 32-bit halves (JS has no fast 64-bit integers).
 * Keys come from a fixed-seed generator, so hashes are stable across runs and machines.
 */

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

const next = splitmix32(0x464c4147); // "FLAG"

/**
 * PIECE_KEYS[2 * (code * 128 + sq88)] and the int after it: the low and high half of the key of
 * a piece code 0…15 on a square, side by side (one cache line for both halves).
 */
export const PIECE_KEYS = new Int32Array(2 * 16 * 128);
for (let i = 0; i < PIECE_KEYS.length; i++) PIECE_KEYS[i] = next();
/** CASTLE_LO/HI[rights] for the 16 castling-right sets. */
export const CASTLE_LO = new Int32Array(16);
export const CASTLE_HI = new Int32Array(16);
for (let i = 1; i < 16; i++) {
  CASTLE_LO[i] = next();
  CASTLE_HI[i] = next();
}
/** EP_LO/HI[file] for an en-passant file that counts. */
export const EP_LO = new Int32Array(8);
export const EP_HI = new Int32Array(8);
for (let i = 0; i < 8; i++) {
  EP_LO[i] = next();
  EP_HI[i] = next();
}
export const TURN_LO = next();
export const TURN_HI = next();
