/**
 * The fixed-column `001` player record (TRF16 = TRF-2026, FIDE C.04 Annex 2): the static part in
 * columns 1–89, then one 10-column round block per round from column 92.
 */
import { err, ok, type Result } from '@flagfall/core';
import type { ColorCode, Player, ResultCode, RoundEntry } from '../model/tournament.js';
import { columns, fitLeft, fitRight, formatCount, formatScore, readCount, readScore } from './fields.js';
import { trfError, type TrfError } from './error.js';

/** Column where round 1's block starts (1-based); round r starts 10·(r−1) later. */
export const FIRST_ROUND_COLUMN = 92;

/** An entry for a round with no pairing and no points: the blank block (`0000`/blank, `-`, blank). */
export const EMPTY_ENTRY: RoundEntry = { opponent: null, color: '-', result: null };

/** Whether `e` is the blank block (nothing happened for this player in that round). */
export function isEmptyEntry(e: RoundEntry): boolean {
  return e.opponent === null && e.result === null;
}

const RESULT_LETTERS = '1=0+-WDLHFUZ';
const GAME_RESULTS = '1=0WDL';
const BYE_RESULTS = 'HFUZ';

/**
 * Reads one `001` line. Text fields are trimmed; rating blank → 0, rank blank → null, points blank
 * → 0. Trailing blank blocks are dropped (a blank block means "not paired, no points", the same as
 * a missing one). Checks each block on its own (codes, colours, a bye without opponent, a game with
 * a colour); whether opponents exist and answer is checked by the caller.
 */
export function parsePlayerLine(line: string, lineNo: number): Result<Player, TrfError> {
  const fail = (message: string) => err(trfError(lineNo, message));
  const id = readCount(columns(line, 5, 8));
  if (id === undefined || id === null || id < 1) {
    return fail(`pairing number '${columns(line, 5, 8).trim()}' (columns 5–8) is not a number from 1 to 9999`);
  }
  const rating = readCount(columns(line, 49, 52));
  if (rating === undefined) return fail(`rating '${columns(line, 49, 52).trim()}' (columns 49–52) is not a number`);
  const points = readScore(columns(line, 81, 84));
  if (points === undefined) return fail(`points '${columns(line, 81, 84).trim()}' (columns 81–84) is not a score`);
  const rank = readCount(columns(line, 86, 89));
  if (rank === undefined) return fail(`rank '${columns(line, 86, 89).trim()}' (columns 86–89) is not a number`);
  if (columns(line, 90, 91).trim() !== '') return fail('columns 90–91 must be blank (round 1 starts at column 92)');

  const rounds: RoundEntry[] = [];
  for (let r = 1, start = FIRST_ROUND_COLUMN; start <= line.length; r++, start += 10) {
    const entry = parseBlock(columns(line, start, start + 9), r, id);
    if (typeof entry === 'string') return fail(entry);
    rounds.push(entry);
  }
  while (rounds.length > 0 && isEmptyEntry(rounds[rounds.length - 1]!)) rounds.pop();

  return ok({
    id,
    sex: columns(line, 10, 10).trim(),
    title: columns(line, 11, 13).trim(),
    name: columns(line, 15, 47).trim(),
    rating: rating ?? 0,
    federation: columns(line, 54, 56).trim(),
    fideId: columns(line, 58, 68).trim(),
    birthDate: columns(line, 70, 79).trim(),
    points: points ?? 0,
    rank,
    rounds,
  });
}

/** One 10-column round block, or a message naming what is wrong with it. */
function parseBlock(block: string, round: number, self: number): RoundEntry | string {
  const where = `round ${round}`;
  for (const i of [4, 6, 8, 9]) {
    if (block[i] !== ' ') {
      return `${where} block (columns ${FIRST_ROUND_COLUMN + 10 * (round - 1)}–${FIRST_ROUND_COLUMN + 10 * (round - 1) + 9}) is misaligned: '${block}'`;
    }
  }
  const opponentText = block.slice(0, 4);
  const opponentNumber = readCount(opponentText);
  if (opponentNumber === undefined) return `${where} opponent '${opponentText.trim()}' is not a pairing number`;
  const opponent = opponentNumber === null || opponentNumber === 0 ? null : opponentNumber;
  if (opponent === self) return `${where} opponent is the player himself (${self})`;

  const colorChar = block[5]!.toLowerCase();
  if (!'wb- '.includes(colorChar)) return `${where} colour '${block[5]}' is not w, b or -`;
  const color: ColorCode = colorChar === ' ' ? '-' : (colorChar as ColorCode);

  const resultChar = block[7]!.toUpperCase();
  if (resultChar !== ' ' && !RESULT_LETTERS.includes(resultChar)) {
    return `${where} result '${block[7]}' is not a TRF result code`;
  }
  const result = resultChar === ' ' ? null : (resultChar as ResultCode);

  if (opponent === null) {
    // C.04 Annex 2: `0000` (or blank) is a bye or an absence: no colour, no game result.
    if (color !== '-') return `${where} colour '${color}' without an opponent`;
    if (result !== null && GAME_RESULTS.includes(result)) return `${where} game result '${result}' without an opponent`;
  } else {
    if (result !== null && BYE_RESULTS.includes(result)) return `${where} bye result '${result}' with opponent ${opponent}`;
    if (color === '-' && (result === null || GAME_RESULTS.includes(result))) {
      return `${where} game against ${opponent} has no colour (only a forfeit may have '-')`;
    }
  }
  return { opponent, color, result };
}

/** The 10 columns of one round block (`   5 w 1  `, `0000 - U  `, blank for the empty entry). */
export function makeBlock(e: RoundEntry): string {
  if (isEmptyEntry(e)) return ' '.repeat(10);
  const opponent = e.opponent === null ? '0000' : formatCount(e.opponent, 4);
  return `${opponent} ${e.color} ${e.result ?? ' '}  `;
}

/**
 * One `001` line, without a line ending and without trailing blanks. Text fields longer than their
 * columns are cut; a rating of 0 and a null rank are written blank. Throws when the pairing number,
 * rating, rank or points do not fit their columns (the model's documented ranges).
 */
export function makePlayerLine(p: Player): string {
  const staticPart =
    `001 ${formatCount(p.id, 4)} ${fitLeft(p.sex, 1)}${fitLeft(p.title, 3)} ${fitLeft(p.name, 33)} ` +
    `${p.rating === 0 ? '    ' : formatCount(p.rating, 4)} ${fitLeft(p.federation, 3)} ${fitRight(p.fideId, 11)} ` +
    `${fitLeft(p.birthDate, 10)} ${formatScore(p.points)} ${p.rank === null ? '    ' : formatCount(p.rank, 4)}  `;
  return (staticPart + p.rounds.map(makeBlock).join('')).trimEnd();
}
