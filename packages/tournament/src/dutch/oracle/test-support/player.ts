import type { Colour, OraclePlayer } from '../view.js';

/** Test helper: a player with a colour history written as 'wbw…'; preference derived as C.04.3 1.7 says. */
export function oraclePlayer(id: number, score: number, history = '', extra: Partial<OraclePlayer> = {}): OraclePlayer {
  const colours = [...history] as Colour[];
  const diff = colours.filter((c) => c === 'w').length - colours.filter((c) => c === 'b').length;
  const last = colours.at(-1);
  const repeated = colours.length >= 2 && colours.at(-2) === last;
  const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
  const preference: OraclePlayer['preference'] =
    Math.abs(diff) > 1
      ? { colour: diff > 0 ? 'b' : 'w', strength: 'absolute' }
      : repeated && last !== undefined
        ? { colour: other(last), strength: 'absolute' }
        : diff !== 0
          ? { colour: diff > 0 ? 'b' : 'w', strength: 'strong' }
          : last !== undefined
            ? { colour: other(last), strength: 'mild' }
            : { colour: null, strength: 'none' };
  return {
    id,
    rankIndex: id - 1,
    score,
    colourDiff: diff,
    colours,
    preference,
    opponents: new Set(),
    floats: [],
    byeAllowed: true,
    unplayedGames: 0,
    topscorer: false,
    ...extra,
  };
}
