import type { Colour, OraclePlayer } from './view.js';

/** Which colour-allocation rule of C.04.3 Article 5.2 decided a pair's colours. */
export type ColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/** The colours the rules give a pair, and the rule that decided them. */
export interface ColourAllocation {
  readonly white: number;
  readonly black: number;
  readonly rule: ColourRule;
}

/** The opposite colour. */
export function otherColour(c: Colour): Colour {
  return c === 'w' ? 'b' : 'w';
}

/** Whether `a` ranks above `b` (C.04.3 1.2: score, then pairing number). */
export function ranksAbove(a: OraclePlayer, b: OraclePlayer): boolean {
  return a.score !== b.score ? a.score > b.score : a.id < b.id;
}

const STRENGTH_ORDER = { none: 0, mild: 1, strong: 2, absolute: 3 } as const;

/**
 * The colours C.04.3 Article 5.2 prescribes for a pair, with `initialColour` the colour drawn
 * for the odd pairing numbers (5.1). Guarantees: `white` and `black` are the two players' ids.
 */
export function allocateColours(a: OraclePlayer, b: OraclePlayer, initialColour: Colour): ColourAllocation {
  const give = (player: OraclePlayer, colour: Colour, rule: ColourRule): ColourAllocation => {
    const other = player === a ? b : a;
    return colour === 'w' ? { white: player.id, black: other.id, rule } : { white: other.id, black: player.id, rule };
  };
  const pa = a.preference.colour;
  const pb = b.preference.colour;
  // 5.2.1: grant both colour preferences (one player without a preference is no obstacle).
  if (pa !== null && pa !== pb) return give(a, pa, '5.2.1');
  if (pb !== null && pb !== pa) return give(b, pb, '5.2.1');
  const higher = ranksAbove(a, b) ? a : b;
  if (pa !== null && pb !== null) {
    // 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
    const sa = STRENGTH_ORDER[a.preference.strength];
    const sb = STRENGTH_ORDER[b.preference.strength];
    if (sa !== sb) return give(sa > sb ? a : b, pa, '5.2.2');
    if (a.preference.strength === 'absolute') {
      const da = Math.abs(a.colourDiff);
      const db = Math.abs(b.colourDiff);
      if (da !== db) return give(da > db ? a : b, pa, '5.2.2');
    }
    // 5.2.3: alternate from the most recent round in which one had White and the other Black,
    // histories aligned at their latest played game (C.04.2 3.4: unplayed rounds go to the front).
    for (let back = 1; back <= Math.min(a.colours.length, b.colours.length); back++) {
      const ca = a.colours[a.colours.length - back]!;
      const cb = b.colours[b.colours.length - back]!;
      if (ca !== cb) return give(a, otherColour(ca), '5.2.3');
    }
    // 5.2.4: grant the preference of the higher-ranked player.
    return give(higher, higher.preference.colour ?? pa, '5.2.4');
  }
  // 5.2.5: neither has a preference: the higher-ranked player gets the initial colour if their
  // pairing number is odd (rankIndex even), the other colour if it is even.
  return give(higher, higher.rankIndex % 2 === 0 ? initialColour : otherColour(initialColour), '5.2.5');
}
