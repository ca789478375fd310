#!/usr/bin/env node
// Finds the magic multipliers (rook files and ranks, bishops) of packages/core/src/board/magics.ts and prints that file.
// A magic here works on a 64-bit occupancy kept as two 32-bit halves: the index of an
// occupancy `occ` (masked to the piece's relevant squares) is
//   (Math.imul(occLo, magicLo) ^ Math.imul(occHi, magicHi)) >>> (32 - bits)
// and a magic is good when no two occupancies with different attack sets share an index. The
// search is a fixed-seed xorshift over sparse candidates, so it prints the same file every run
// (about a third of a second). Usage:
//   node scripts/find-magics.js > packages/core/src/board/magics.ts && npx prettier --write packages/core/src/board/magics.ts
const FILE = [
  [0, 1],
  [0, -1],
];
const RANK = [
  [1, 0],
  [-1, 0],
];
const BISHOP = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** The squares a slider on `sq` attacks given the occupied squares (a bigint), or its mask (edges left out, occupancy ignored). */
function slide(sq, dirs, occ, maskOnly) {
  let res = 0n;
  for (const [df, dr] of dirs) {
    let f = (sq & 7) + df;
    let r = (sq >> 3) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      if (maskOnly) {
        const nf = f + df;
        const nr = r + dr;
        if (!(nf >= 0 && nf < 8 && nr >= 0 && nr < 8)) break;
      }
      const bit = 1n << BigInt(r * 8 + f);
      res |= bit;
      if (!maskOnly && occ & bit) break;
      f += df;
      r += dr;
    }
  }
  return res;
}

let seed = 0x12345678;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const sparse = () => (random() & random() & random()) | 0;

function find(dirs) {
  const out = [];
  for (let sq = 0; sq < 64; sq++) {
    const mask = slide(sq, dirs, 0n, true);
    const bits = [];
    for (let i = 0; i < 64; i++) if ((mask >> BigInt(i)) & 1n) bits.push(i);
    const size = 1 << bits.length;
    const lo = new Int32Array(size);
    const hi = new Int32Array(size);
    const attacks = [];
    for (let k = 0; k < size; k++) {
      let occ = 0n;
      for (let j = 0; j < bits.length; j++) if ((k >> j) & 1) occ |= 1n << BigInt(bits[j]);
      lo[k] = Number(occ & 0xffffffffn) | 0;
      hi[k] = Number(occ >> 32n) | 0;
      attacks.push(slide(sq, dirs, occ, false));
    }
    const used = new Array(size);
    const stamp = new Int32Array(size);
    const shift = 32 - bits.length;
    for (let st = 1; ; st++) {
      const ml = sparse();
      const mh = sparse();
      let good = true;
      for (let k = 0; k < size && good; k++) {
        const i = (Math.imul(lo[k], ml) ^ Math.imul(hi[k], mh)) >>> shift;
        if (stamp[i] !== st) {
          stamp[i] = st;
          used[i] = attacks[k];
        } else if (used[i] !== attacks[k]) good = false;
      }
      if (good) {
        out.push(ml >>> 0, mh >>> 0);
        break;
      }
    }
  }
  return out;
}

const hex = (list) => {
  const rows = [];
  for (let i = 0; i < list.length; i += 8)
    rows.push(
      '  ' +
        list
          .slice(i, i + 8)
          .map((x) => `0x${x.toString(16).padStart(8, '0')},`)
          .join(' '),
    );
  return rows.join('\n');
};
const file = find(FILE);
const rank = find(RANK);
const bishop = find(BISHOP);
process.stdout.write(`/**
 * Magic multipliers for the slider attack tables (bitboards.ts): a rook's attacks along its file
 * and along its rank, a bishop's along both diagonals. Two per square (a1 first): the
 * multipliers of the occupancy's low half (a1–h4) and high half (a5–h8). Made by
 * \`node scripts/find-magics.js\` (a fixed-seed search; see there for how an index is formed).
 * Each lets no two relevant occupancies with different attacks share an index, with as many
 * index bits as the square has relevant squares; bitboards.ts checks that when it fills the tables.
 */
export const FILE_MAGICS: readonly number[] = [
${hex(file)}
];

export const RANK_MAGICS: readonly number[] = [
${hex(rank)}
];

export const BISHOP_MAGICS: readonly number[] = [
${hex(bishop)}
];
`);
