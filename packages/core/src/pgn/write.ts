/**
 * Writing PGN in export format (PGN standard 8): the Seven Tag Roster first, then the other tags,
 * a blank line, movetext with move numbers wrapped at 80 columns, and the result.
 */
import { makeClockComment } from './clock.js';
import { makeTagPair, ROSTER_DEFAULTS, SEVEN_TAG_ROSTER } from './tags.js';
import { isPgnResult } from './types.js';
import type { PgnResult } from './types.js';

/** A move to write; `PgnMove` from the reader fits. */
export interface PgnMoveInput {
  /** The move token, written as given (SAN expected). */
  readonly san: string;
  readonly nags?: readonly number[];
  readonly comments?: readonly string[];
  readonly commentsBefore?: readonly string[];
  readonly clockMs?: number;
  readonly emtMs?: number;
  readonly variations?: readonly (readonly PgnMoveInput[])[];
}

/** A game to write; `PgnGame` from the reader fits. */
export interface PgnGameInput {
  readonly headers?: ReadonlyMap<string, string>;
  readonly moves: readonly PgnMoveInput[];
  /** The result; when absent or not a PGN marker, the `Result` tag if valid, else `*`. */
  readonly result?: string;
  /** Comments before the first move. */
  readonly comments?: readonly string[];
}

/** Layout choices. */
export interface MakePgnOptions {
  /** Maximum movetext line length (default 80); only a single token longer than this exceeds it. */
  readonly lineWidth?: number;
}

/**
 * Writes one game. Guarantees:
 * - tags: the Seven Tag Roster in standard order (`?`, `????.??.??` when unknown; `Result` always equals
 *   the result written at the end of the movetext), then the other tags in their order;
 * - movetext: move numbers (`12.` before White's move, `12...` before Black's when it opens a line or
 *   follows a comment or variation), NAGs as `$n`, then comments; a move's clock and move time go
 *   first into its first comment: `{ [%clk 0:02:59.3] [%emt 0:00:01.2] text }` (tenths truncated);
 * - `}` is removed from comment text (a PGN comment cannot contain it); a comment is never broken
 *   across lines by the wrapper, so its own line breaks are kept (a comment line that itself begins
 *   with a tag pair `[Name "` would be taken by the reader as the end of a runaway comment);
 * - numbering starts from the `FEN` tag's side to move and move number when there is one;
 * - the text ends with one newline; separate games with a blank line (`games.map(makePgn).join('\n')`).
 * `parsePgn(makePgn(g))` gives back `g` (headers reordered as above) for tokens, NAGs, comments
 * without `}` or `[%clk`/`[%emt` text, and clocks in whole tenths.
 */
export function makePgn(game: PgnGameInput, options: MakePgnOptions = {}): string {
  const headers = game.headers ?? new Map<string, string>();
  const result = resultOf(game, headers);
  const tagLines: string[] = [];
  for (const name of SEVEN_TAG_ROSTER) {
    tagLines.push(makeTagPair(name, name === 'Result' ? result : (headers.get(name) ?? ROSTER_DEFAULTS[name])));
  }
  const roster: ReadonlySet<string> = new Set(SEVEN_TAG_ROSTER);
  for (const [name, value] of headers) if (!roster.has(name)) tagLines.push(makeTagPair(name, value));

  const tokens: string[] = [];
  for (const comment of game.comments ?? []) pushComment(tokens, comment);
  lineTokens(game.moves, startPly(headers.get('FEN')), tokens);
  tokens.push(result);
  return `${tagLines.join('\n')}\n\n${wrap(tokens, options.lineWidth ?? 80)}\n`;
}

function resultOf(game: PgnGameInput, headers: ReadonlyMap<string, string>): PgnResult {
  if (game.result !== undefined && isPgnResult(game.result)) return game.result;
  const tag = headers.get('Result');
  return tag !== undefined && isPgnResult(tag) ? tag : '*';
}

/** The ply index of the first move (0 = White's first move of move 1), from a FEN's fields 2 and 6. */
function startPly(fen: string | undefined): number {
  if (fen === undefined) return 0;
  const fields = fen.trim().split(/\s+/);
  const fullmove = Number(fields[5] ?? '1');
  const base = Number.isInteger(fullmove) && fullmove >= 1 ? (fullmove - 1) * 2 : 0;
  return base + (fields[1] === 'b' ? 1 : 0);
}

function pushComment(tokens: string[], text: string): boolean {
  const clean = text.split('}').join('').trim();
  if (clean === '') return false;
  tokens.push(`{ ${clean} }`);
  return true;
}

function lineTokens(moves: readonly PgnMoveInput[], firstPly: number, tokens: string[]): void {
  let needNumber = true;
  for (let k = 0; k < moves.length; k++) {
    const move = moves[k]!;
    const ply = firstPly + k;
    const moveNumber = Math.floor(ply / 2) + 1;
    for (const comment of move.commentsBefore ?? []) if (pushComment(tokens, comment)) needNumber = true;
    // A move number and its move form one token, so a line never ends between them. A token that
    // begins with `%` always gets its number: at the start of a line it would escape the line (PGN 6).
    if (ply % 2 === 0) tokens.push(`${moveNumber}. ${move.san}`);
    else if (needNumber || move.san.startsWith('%')) tokens.push(`${moveNumber}... ${move.san}`);
    else tokens.push(move.san);
    for (const nag of move.nags ?? []) tokens.push(`$${nag}`);
    needNumber = false;
    const comments = move.comments ?? [];
    const first = makeClockComment({
      ...(move.clockMs !== undefined ? { clockMs: move.clockMs } : {}),
      ...(move.emtMs !== undefined ? { emtMs: move.emtMs } : {}),
      text: (comments[0] ?? '').split('}').join('').trim(),
    });
    if (first !== '') {
      tokens.push(`{ ${first} }`);
      needNumber = true;
    }
    for (let c = 1; c < comments.length; c++) if (pushComment(tokens, comments[c]!)) needNumber = true;
    for (const variation of move.variations ?? []) {
      const sub: string[] = [];
      lineTokens(variation, ply, sub);
      if (sub.length === 0) continue;
      sub[0] = '(' + sub[0]!;
      sub[sub.length - 1] += ')';
      for (const token of sub) tokens.push(token);
      needNumber = true;
    }
  }
}

/** Joins tokens with spaces into lines of at most `width` characters (a longer token gets its own line). */
function wrap(tokens: readonly string[], width: number): string {
  let out = '';
  let column = 0;
  for (const token of tokens) {
    if (out !== '') {
      if (column + 1 + token.length <= width) {
        out += ' ';
        column++;
      } else {
        out += '\n';
        column = 0;
      }
    }
    out += token;
    const newline = token.lastIndexOf('\n');
    column = newline >= 0 ? token.length - newline - 1 : column + token.length;
  }
  return out;
}
