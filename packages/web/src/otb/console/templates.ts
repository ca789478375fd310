/** The kinds of event the editor inserts, each with a starting value to edit (who acts: `side`). */
import type { GameEvent } from '@flagfall/core/arbiter';
import type { Color } from '@flagfall/core';
import type { MessageKey } from '../../i18n/en.js';

/** An event without its time: what the editor's JSON box holds. */
export type Untimed = Record<string, unknown>;

/** One kind of event: its catalogue key and its starting value for `side`. */
export interface Template {
  readonly id: string;
  readonly label: MessageKey;
  readonly make: (side: Color) => Untimed;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The kinds of event, as the editor's select lists them. */
export const TEMPLATES: readonly Template[] = [
  { id: 'move', label: 'console.kind.move', make: () => ({ type: 'move', move: 'e4' }) },
  { id: 'press', label: 'console.kind.press', make: (side) => ({ type: 'press', by: side }) },
  { id: 'claim-flag', label: 'console.kind.claimFlag', make: (side) => ({ type: 'claim', by: other(side), claim: 'flag' }) },
  { id: 'claim-illegal', label: 'console.kind.claimIllegal', make: (side) => ({ type: 'claim', by: side, claim: 'illegal-move' }) },
  { id: 'claim-threefold', label: 'console.kind.claimThreefold', make: (side) => ({ type: 'claim', by: side, claim: 'threefold' }) },
  { id: 'claim-fifty', label: 'console.kind.claimFifty', make: (side) => ({ type: 'claim', by: side, claim: 'fifty-moves' }) },
  { id: 'draw-offer', label: 'console.kind.drawOffer', make: (side) => ({ type: 'draw-offer', by: side }) },
  { id: 'draw-accept', label: 'console.kind.drawAccept', make: (side) => ({ type: 'draw-accept', by: other(side) }) },
  { id: 'draw-decline', label: 'console.kind.drawDecline', make: (side) => ({ type: 'draw-decline', by: other(side) }) },
  { id: 'resign', label: 'console.kind.resign', make: (side) => ({ type: 'resign', by: side }) },
  { id: 'pause', label: 'console.kind.pause', make: () => ({ type: 'pause', by: 'arbiter' }) },
  { id: 'resume', label: 'console.kind.resume', make: () => ({ type: 'resume', by: 'arbiter' }) },
  { id: 'look', label: 'console.kind.look', make: () => ({ type: 'arbiter', action: 'look' }) },
  { id: 'add-time', label: 'console.kind.addTime', make: (side) => ({ type: 'arbiter', action: 'add-time', side, ms: 60_000 }) },
  { id: 'set-moves', label: 'console.kind.setMoves', make: (side) => ({ type: 'arbiter', action: 'set-moves', side, moves: 40 }) },
  {
    id: 'declare',
    label: 'console.kind.declare',
    make: () => ({ type: 'arbiter', action: 'declare', result: '1/2-1/2', termination: 'agreement' }),
  },
  { id: 'note', label: 'console.kind.note', make: () => ({ type: 'note', text: 'a note for the arbiter' }) },
];

/** An event as the editor's JSON box shows it: every field but `t`. */
export function untimed(e: GameEvent): Untimed {
  const { t: _t, ...rest } = e as GameEvent & { line?: number };
  delete (rest as { line?: number }).line;
  return rest;
}
