/**
 * Built-in cases, so a visitor sees the console at work at once: each a short event log whose
 * ruling turns on the rules (and differs between rulesets).
 */
import type { MessageKey } from '../../i18n/en.js';

/** A sample case: its id (test hook and file name), the catalogue key of its title, its event log. */
export interface Sample {
  readonly id: string;
  readonly title: MessageKey;
  readonly log: string;
}

const lines = (...objects: readonly object[]): string => objects.map((o) => `${JSON.stringify(o)}\n`).join('');

/** The samples, in the order the page offers them. */
export const SAMPLES: readonly Sample[] = [
  {
    id: 'lone-king',
    title: 'console.sample.loneKing',
    log: lines(
      { type: 'start', rules: 'fide-blitz', tc: '3+2', fen: '8/8/8/8/2k5/8/7q/K7 w - - 0 60', white: 'Lone king', black: 'Queen' },
      { t: 2000, type: 'move', move: 'Kb1' },
      { t: 30_000, type: 'move', move: 'Qg2' },
      { t: 33_000, type: 'move', move: 'Ka1' },
      { t: 190_000, type: 'claim', by: 'white', claim: 'flag' },
    ),
  },
  {
    id: 'both-flags',
    title: 'console.sample.bothFlags',
    log: lines(
      { type: 'start', rules: 'uscf-blitz', tc: 'G/5', white: 'Ann', black: 'Bob' },
      { t: 1000, type: 'move', move: 'e4' },
      { t: 2000, type: 'move', move: 'e5' },
      { t: 302_000, type: 'move', move: 'Nf3' },
      { t: 303_000, type: 'move', move: 'Nc6' },
      { t: 304_000, type: 'move', move: 'Bc4' },
      { t: 603_000, type: 'claim', by: 'white', claim: 'flag' },
    ),
  },
  {
    id: 'illegal-move',
    title: 'console.sample.illegalMove',
    log: lines(
      { type: 'start', rules: 'fide-blitz', tc: '3+2', white: 'Ann', black: 'Bob' },
      { t: 1000, type: 'move', move: 'e4' },
      { t: 2000, type: 'move', move: 'e5' },
      { t: 3000, type: 'move', move: 'Bc4' },
      { t: 4000, type: 'move', move: 'Nc6' },
      { t: 5000, type: 'move', move: 'Qh5' },
      { t: 6500, type: 'move', move: 'f7f5' },
      { t: 8000, type: 'claim', by: 'white', claim: 'illegal-move' },
      { t: 12_000, type: 'move', move: 'g6' },
    ),
  },
  {
    id: 'knight-flag',
    title: 'console.sample.knightFlag',
    log: lines(
      { type: 'start', rules: 'fide-blitz', tc: '3+2', fen: '7k/7p/8/8/8/8/8/4K1N1 b - - 0 1', white: 'Ann', black: 'Bob' },
      { t: 181_000, type: 'claim', by: 'white', claim: 'flag' },
    ),
  },
];
