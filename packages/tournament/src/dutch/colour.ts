import type { Pair } from '../model/pairing.js';
import type { PairingColour, PairingPlayer, PairingState } from './state.js';

const invert = (c: PairingColour): PairingColour => (c === 'w' ? 'b' : 'w');
const isAbsolute = (p: PairingPlayer): boolean => p.preference.strength === 'absolute';
const isStrong = (p: PairingPlayer): boolean => p.preference.strength === 'strong';

/** Whether `a` is ranked above `b` for pairing: higher score (with acceleration), then lower number. */
export function ranksAbove(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.scoreTenths !== b.scoreTenths ? a.scoreTenths > b.scoreTenths : a.rankIndex < b.rankIndex;
}

/**
 * The colours of a pair (C.04.3 2026 colour allocation, as in the 2017 E.1–E.5):
 * 1. both preferences granted when compatible;
 * 2. else the stronger preference (absolute over strong over mild; of two absolute ones — topscorers —
 *    the wider colour difference);
 * 3. else alternate from the latest round in which they had different colours;
 * 4. else the higher-ranked player's preference;
 * 5. else (no preference at all) the higher-ranked player gets the initial colour if its effective
 *    pairing number is odd, the other colour if even.
 */
export function allocateColours(a: PairingPlayer, b: PairingPlayer, initialColour: PairingColour): Pair {
  const colourOfA = colourFor(a, b, initialColour);
  return colourOfA === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id };
}

function colourFor(a: PairingPlayer, b: PairingPlayer, initialColour: PairingColour): PairingColour {
  const decided = decidedColour(a, b);
  if (decided !== null) return decided;
  const aHigher = ranksAbove(a, b);
  if (a.preference.colour === null) {
    // E.5: neither has a preference.
    const higher = aHigher ? a : b;
    const higherGets = higher.rankIndex % 2 === 0 ? initialColour : invert(initialColour);
    return aHigher ? higherGets : invert(higherGets);
  }
  // E.4: the higher-ranked player's preference.
  return aHigher ? a.preference.colour : invert(b.preference.colour ?? a.preference.colour);
}

/** E.1–E.3: the colour of `a`, or null when they do not decide. */
function decidedColour(a: PairingPlayer, b: PairingPlayer): PairingColour | null {
  const pa = a.preference.colour;
  const pb = b.preference.colour;
  if (pa !== pb || pa === null || pb === null) {
    // E.1: both preferences can be granted.
    if (pa !== null) return pa;
    if (pb !== null) return invert(pb);
    return null;
  }
  const cda = Math.abs(a.colourDiff);
  const cdb = Math.abs(b.colourDiff);
  // E.2: the stronger preference.
  if (isAbsolute(a) && (cda > cdb || !isAbsolute(b))) return pa;
  if (isAbsolute(b) && (cdb > cda || !isAbsolute(a))) return invert(pb);
  if (isStrong(a) && !isStrong(b)) return pa;
  if (isStrong(b) && !isStrong(a)) return invert(pb);
  // E.3: alternate from the most recent round in which their colours differed.
  for (let i = a.colours.length - 1, j = b.colours.length - 1; i >= 0 && j >= 0; i--, j--) {
    const ca = a.colours[i]!;
    const cb = b.colours[j]!;
    if (ca !== cb) return cb;
  }
  return null;
}

/**
 * Board order (as bbpPairings publishes): by the higher player's score (without acceleration)
 * descending, then the lower player's, then the higher player's pairing number; the PAB last.
 */
export function orderBoards(pairs: readonly Pair[], state: PairingState): Pair[] {
  const byId = new Map(state.players.map((p) => [p.id, p] as const));
  const key = (pair: Pair): [number, number, number] => {
    const w = byId.get(pair.white)!;
    const b = byId.get(pair.black)!;
    const wHigher = w.pointsTenths !== b.pointsTenths ? w.pointsTenths > b.pointsTenths : w.rankIndex < b.rankIndex;
    const [hi, lo] = wHigher ? [w, b] : [b, w];
    return [hi.pointsTenths, lo.pointsTenths, hi.rankIndex];
  };
  return [...pairs].sort((x, y) => {
    const [h1, l1, r1] = key(x);
    const [h2, l2, r2] = key(y);
    return h2 - h1 || l2 - l1 || r1 - r2;
  });
}
