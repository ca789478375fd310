/** One board of a round: pairing numbers of White and Black. */
export interface Pair {
  readonly white: number;
  readonly black: number;
}

/**
 * A round's pairings as a pairing system prescribes them: boards in order (board 1 first), and the
 * player given the pairing-allocated bye, if any. Players absent by request are in neither.
 */
export interface RoundPairing {
  readonly round: number;
  readonly pairs: readonly Pair[];
  readonly bye: number | null;
}

/** Why a round could not be paired. */
export type PairingError =
  | { readonly code: 'no-valid-pairing'; readonly round: number; readonly message: string }
  | { readonly code: 'bad-input'; readonly message: string };

/**
 * The bbpPairings / JaVaFo output: the number of lines after this one, then `white black` per board,
 * the bye as `id 0` last. Every line ends with `\n`.
 */
export function makePairingOutput(p: RoundPairing): string {
  const lines = p.pairs.map((x) => `${x.white} ${x.black}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return `${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`;
}
