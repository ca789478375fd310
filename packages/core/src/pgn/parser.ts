/**
 * The push parser under the PGN reader: feed it chunks of text, it calls back once per game.
 * It works line by line (tag pairs, `%` escapes and `;` comments are line-oriented) and scans each
 * line with a `charCodeAt` loop. Memory is one game plus one line, whatever the input size, and
 * both are bounded by the read options' limits.
 */
import { parseClockComment } from './clock.js';
import { indexIn, LineSplitter } from './lines.js';
import { scanTagPair } from './tags.js';
import { quote } from '../text.js';
import { readLimits } from './options.js';
import type { PgnReadOptions } from './options.js';
import { isPgnResult, MAX_ERRORS_PER_GAME, MAX_VARIATION_DEPTH, SUFFIX_NAGS } from './types.js';
import type { PgnGame, PgnMove, PgnResult, PgnSyntaxError, PgnSyntaxErrorCode } from './types.js';

export type { PgnReadOptions } from './options.js';

/** A line of moves being built: the mainline or an open variation. */
interface Frame {
  readonly moves: PgnMove[];
  /** The move this line is an alternative to (undefined for the mainline and orphan variations). */
  readonly parent: PgnMove | undefined;
  /** Comments seen before the line's first move (variations only). */
  before: string[] | undefined;
}

/** A game under construction. `state`: tags so far, movetext begun, or the result marker seen. */
interface Draft {
  readonly game: PgnGame;
  state: 'tags' | 'movetext' | 'done';
  resultToken: PgnResult | undefined;
  /** Characters of the game's lines so far (for `maxGameChars`). */
  chars: number;
  /** Move tokens so far, variations included (for `maxGameMoves`). */
  moveTokens: number;
}

// Character classes for the movetext scanner (ASCII; anything above is part of a symbol).
const WS = 1;
const SPECIAL = 2;
const CLASS = new Uint8Array(128);
for (const c of [32, 9, 10, 11, 12, 13]) CLASS[c] = WS;
for (const ch of '{}()[];.$*!?"<>') CLASS[ch.charCodeAt(0)] = SPECIAL;
const isWs = (c: number): boolean => (c < 128 ? CLASS[c] === WS : c === 0xfeff || c === 0xa0);
const isSymbol = (c: number): boolean => (c < 128 ? CLASS[c] === 0 : c !== 0xfeff && c !== 0xa0);

const isNameChar = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** A line that starts with a tag pair in column 1: `[`, a name, whitespace, `"` (ends a runaway `{` comment). */
const TAG_LINE = /^\[[A-Za-z0-9_]+\s+"/;
const isTagLine = (text: string, start: number, end: number): boolean =>
  text.charCodeAt(start) === 91 && TAG_LINE.test(text.slice(start, end));

/**
 * The streaming PGN parser. Tolerant: problems become {@link PgnSyntaxError}s on the game they occur
 * in and reading carries on. A game ends at the next tag line after its movetext, at the first move
 * after its result marker, or at the end of input; comments and NAGs after the result still belong
 * to it. A runaway `{` comment is ended by a line starting (column 1) with a tag pair `[Name "`.
 * Move numbers (`12`, `12.`, `12...`) and dots are skipped; any other symbol except a result marker
 * is a move token (`0000`, UCI's null move, is a move, not a number). A game that reaches one of the
 * limits of {@link PgnReadOptions} is cut off there and still passed on, marked `truncated`.
 */
export class PgnParser {
  private readonly lines: LineSplitter;
  private readonly keepVariations: boolean;
  private readonly maxGameChars: number;
  private readonly maxGameMoves: number;
  /** After a limit: the rest of the game is skipped up to the next tag line. */
  private skipping = false;
  private lineNo = 0;
  private draft: Draft | undefined;
  private frames: Frame[] = [];
  private skipDepth = 0;
  /** The line of the outermost open `(`, for the report when it is never closed. */
  private variationLine = 0;
  private comment: string | undefined;
  private commentLine = 0;

  /**
   * @param onGame called with each finished game, in input order.
   * @throws RangeError when a limit in `options` is not a positive integer or `Infinity`.
   */
  constructor(
    private readonly onGame: (game: PgnGame) => void,
    options: PgnReadOptions = {},
  ) {
    this.keepVariations = options.keepVariations === true;
    const { maxLineChars, maxGameChars, maxGameMoves } = readLimits(options);
    this.maxGameChars = maxGameChars;
    this.maxGameMoves = maxGameMoves;
    this.lines = new LineSplitter(
      (text, start, end) => this.line(text, start, end),
      maxLineChars,
      (prefix) => this.longLine(prefix, maxLineChars),
    );
  }

  /** Feeds a chunk; games completed by it are passed to `onGame` before this returns. */
  push(chunk: string): void {
    this.lines.push(chunk);
  }

  /** Ends the input: flushes the last line and the last game. */
  end(): void {
    this.lines.end();
    if (this.comment !== undefined) this.closeRunawayComment();
    this.finishGame();
  }

  private line(text: string, start: number, end: number): void {
    this.lineNo++;
    if (this.skipping) {
      if (!isTagLine(text, start, end)) return;
      this.finishGame();
    }
    this.readLine(text, start, end);
    const draft = this.draft;
    if (draft !== undefined && (draft.chars += end - start) > this.maxGameChars && !this.skipping) {
      this.truncate(
        'game_too_long',
        `the game is longer than ${this.maxGameChars} characters (maxGameChars) at line ${this.lineNo}: the rest of it is skipped`,
      );
    }
  }

  /**
   * A line longer than the limit, of which only the start is known: it is not read, and its game is
   * cut off there. When it begins with a tag pair it begins a new game (whose complete tag pairs are
   * kept); after a result it begins a new game too, so a finished game is never marked cut off.
   */
  private longLine(prefix: string, maxLineChars: number): void {
    this.lineNo++;
    const tagLine = isTagLine(prefix, 0, prefix.length);
    if (this.skipping && !tagLine) return;
    if (tagLine || this.draft?.state === 'done') {
      if (this.comment !== undefined) this.closeRunawayComment();
      if (this.draft !== undefined && (this.draft.state !== 'tags' || this.skipping)) this.finishGame();
      if (tagLine) this.tags(prefix, 0, prefix.length, true);
    }
    this.truncate(
      'line_too_long',
      `line ${this.lineNo} is longer than ${maxLineChars} characters (maxLineChars): the rest of the game is skipped`,
    );
  }

  private readLine(text: string, start: number, end: number): void {
    let i = start;
    if (this.comment !== undefined) {
      if (isTagLine(text, start, end)) {
        this.closeRunawayComment();
      } else {
        const close = indexIn(text, 125, start, end);
        if (close < 0) {
          this.comment += '\n' + text.slice(start, end);
          return;
        }
        this.comment += '\n' + text.slice(start, close);
        this.endComment();
        i = close + 1;
        this.movetext(text, i, end);
        return;
      }
    } else if (text.charCodeAt(start) === 37) {
      return; // PGN 6: a `%` in column 1 escapes the whole line
    }
    while (i < end && isWs(text.charCodeAt(i))) i++;
    if (i === end) return;
    if (text.charCodeAt(i) === 91 && i + 1 < end && isNameChar(text.charCodeAt(i + 1))) {
      i = this.tags(text, i, end);
    }
    this.movetext(text, i, end);
  }

  /**
   * Reads the tag pairs at the start of a line; returns where the rest (movetext, if any) begins.
   * `cut`: the line was cut short, so a pair that runs to its end is incomplete and not kept.
   */
  private tags(text: string, i: number, end: number, cut = false): number {
    if (this.draft !== undefined && this.draft.state !== 'tags') this.finishGame();
    const draft = this.ensureDraft();
    while (i < end && text.charCodeAt(i) === 91) {
      const tag = scanTagPair(text, i, end);
      if (cut && tag.next >= end) break;
      if (tag.problem !== undefined) this.error('bad_tag', tag.problem);
      if (tag.name !== '') draft.game.headers.set(tag.name, tag.value);
      i = tag.next;
      while (i < end && isWs(text.charCodeAt(i))) i++;
    }
    return i;
  }

  private movetext(text: string, i: number, end: number): void {
    while (i < end) {
      const c = text.charCodeAt(i);
      if (isWs(c)) {
        i++;
      } else if (isSymbol(c)) {
        let j = i + 1;
        let digits = c >= 48 && c <= 57;
        for (; j < end; j++) {
          const d = text.charCodeAt(j);
          if (!isSymbol(d)) break;
          if (d < 48 || d > 57) digits = false;
        }
        // A move number (`12`; `0000` is UCI's null move) is skipped without copying it out.
        if (digits && !(j - i === 4 && c === 48 && text.charCodeAt(i + 3) === 48)) this.begin();
        else this.symbol(text.slice(i, j));
        if (this.skipping) return; // a limit was reached
        i = j;
      } else {
        switch (c) {
          case 123: {
            // {
            const close = indexIn(text, 125, i + 1, end);
            if (close < 0) {
              this.ensureDraft(); // the comment's lines count for a game (maxGameChars)
              this.comment = text.slice(i + 1, end);
              this.commentLine = this.lineNo;
              return;
            }
            this.onComment(text.slice(i + 1, close));
            i = close + 1;
            break;
          }
          case 59: // ; comment to the end of the line
            this.onComment(text.slice(i + 1, end));
            return;
          case 40: // (
            this.openVariation();
            i++;
            break;
          case 41: // )
            this.closeVariation();
            i++;
            break;
          case 36: {
            // $ NAG
            let j = i + 1;
            while (j < end && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
            const nag = j > i + 1 && j - i <= 4 ? Number(text.slice(i + 1, j)) : -1;
            if (nag >= 0 && nag <= 255) this.onNag(nag, text.slice(i, j));
            else this.error('bad_nag', `bad NAG ${quote(text.slice(i, j))}: expected $ and a number 0-255`);
            i = j;
            break;
          }
          case 33:
          case 63: {
            // ! ? suffix annotations
            let j = i + 1;
            while (j < end && (text.charCodeAt(j) === 33 || text.charCodeAt(j) === 63)) j++;
            const suffix = text.slice(i, j);
            const nag = SUFFIX_NAGS[suffix];
            if (nag !== undefined) this.onNag(nag, suffix);
            else this.error('bad_nag', `unknown annotation ${quote(suffix)}`);
            i = j;
            break;
          }
          case 46: // . after move numbers
            i++;
            break;
          case 42: // *
            this.onResult('*');
            i++;
            break;
          case 91: {
            // [ in movetext: skip the bracketed text
            const close = indexIn(text, 93, i, end);
            const j = close >= 0 ? close + 1 : end;
            this.error('unexpected_char', `unexpected ${quote(text.slice(i, j))} in movetext`);
            i = j;
            break;
          }
          default:
            this.error('unexpected_char', `unexpected ${quote(String.fromCharCode(c))} in movetext`);
            i++;
        }
      }
    }
  }

  private symbol(token: string): void {
    let digits = true;
    for (let k = 0; k < token.length; k++) {
      const c = token.charCodeAt(k);
      if (c < 48 || c > 57) {
        digits = false;
        break;
      }
    }
    if (digits && token !== '0000')
      this.begin(); // a move number (`0000` is UCI's null move)
    else if (token === '1-0' || token === '0-1' || token === '1/2-1/2') this.onResult(token);
    else this.onMove(token);
  }

  /** Movetext proper begins (a move, number, result or variation): after a result it starts a new game. */
  private begin(): Draft {
    if (this.draft !== undefined && this.draft.state === 'done') this.finishGame();
    const draft = this.ensureDraft();
    draft.state = 'movetext';
    return draft;
  }

  private onMove(san: string): void {
    const draft = this.begin();
    if (++draft.moveTokens > this.maxGameMoves) {
      this.truncate(
        'too_many_moves',
        `the game has more than ${this.maxGameMoves} moves (maxGameMoves, variations included) at line ${this.lineNo}: the rest of it is skipped`,
      );
      return;
    }
    if (this.skipDepth > 0) return;
    const frame = this.frames[this.frames.length - 1]!;
    const move: PgnMove = { san, nags: [], comments: [], line: this.lineNo };
    if (frame.before !== undefined) {
      move.commentsBefore = frame.before;
      frame.before = undefined;
    }
    frame.moves.push(move);
  }

  private onResult(token: PgnResult): void {
    if (this.skipDepth > 0 || this.frames.length > 1) return; // a result inside a variation says nothing
    const draft = this.begin();
    draft.resultToken = token;
    draft.state = 'done';
  }

  private onComment(raw: string): void {
    const draft = this.ensureDraft();
    if (this.skipDepth > 0) return;
    const { clockMs, emtMs, text } = parseClockComment(raw);
    const frame = this.frames[this.frames.length - 1]!;
    const last = frame.moves[frame.moves.length - 1];
    if (last !== undefined) {
      if (clockMs !== undefined) last.clockMs = clockMs;
      if (emtMs !== undefined) last.emtMs = emtMs;
      if (text !== '') last.comments.push(text);
    } else if (text !== '') {
      if (this.frames.length === 1) draft.game.comments.push(text);
      else (frame.before ??= []).push(text);
    }
  }

  private onNag(nag: number, written: string): void {
    this.ensureDraft();
    if (this.skipDepth > 0) return;
    const frame = this.frames[this.frames.length - 1]!;
    const last = frame.moves[frame.moves.length - 1];
    if (last !== undefined) last.nags.push(nag);
    else this.error('orphan_nag', `annotation ${written} has no move before it`);
  }

  private openVariation(): void {
    this.begin();
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    const frame = this.frames[this.frames.length - 1]!;
    const parent = frame.moves[frame.moves.length - 1];
    if (parent === undefined) this.error('orphan_variation', 'a variation "(" with no move before it to be an alternative to');
    if (this.frames.length === 1) this.variationLine = this.lineNo;
    if (!this.keepVariations) {
      this.skipDepth = 1;
    } else if (this.frames.length > MAX_VARIATION_DEPTH) {
      // Kept variations are a tree that consumers walk recursively: deeper ones are skipped.
      this.error('variation_too_deep', `a variation nested more than ${MAX_VARIATION_DEPTH} deep is not kept`);
      this.skipDepth = 1;
    } else {
      this.frames.push({ moves: [], parent, before: undefined });
    }
  }

  private closeVariation(): void {
    this.ensureDraft();
    if (this.skipDepth > 0) {
      this.skipDepth--;
    } else if (this.frames.length > 1) {
      this.popFrame();
    } else {
      this.error('unmatched_paren', 'a ")" with no open variation');
    }
  }

  private popFrame(): void {
    const frame = this.frames.pop()!;
    if (frame.parent !== undefined && frame.moves.length > 0) (frame.parent.variations ??= []).push(frame.moves);
  }

  private endComment(): void {
    const text = this.comment!;
    this.comment = undefined;
    this.onComment(text);
  }

  private closeRunawayComment(): void {
    this.error('unterminated_comment', `the comment opened on line ${this.commentLine} is never closed by "}"`, this.commentLine);
    this.endComment();
  }

  private ensureDraft(): Draft {
    if (this.draft === undefined) {
      const game: PgnGame = { headers: new Map(), moves: [], result: '*', comments: [], errors: [] };
      this.draft = { game, state: 'tags', resultToken: undefined, chars: 0, moveTokens: 0 };
      this.frames = [{ moves: game.moves, parent: undefined, before: undefined }];
      this.skipDepth = 0;
    }
    return this.draft;
  }

  private error(code: PgnSyntaxErrorCode, message: string, line: number = this.lineNo): void {
    const errors = this.ensureDraft().game.errors;
    if (errors.length < MAX_ERRORS_PER_GAME) errors.push({ code, line, message } satisfies PgnSyntaxError);
  }

  /**
   * A limit was reached: the game keeps what was read (an open comment is dropped), is marked
   * truncated, and the rest of its text is skipped up to the next tag line.
   */
  private truncate(code: 'line_too_long' | 'game_too_long' | 'too_many_moves', message: string): void {
    const game = this.ensureDraft().game;
    // Recorded even past MAX_ERRORS_PER_GAME: it says why the game is incomplete.
    game.errors.push({ code, line: this.lineNo, message } satisfies PgnSyntaxError);
    game.truncated = true;
    this.comment = undefined;
    this.skipping = true;
  }

  private finishGame(): void {
    const draft = this.draft;
    if (draft === undefined) return;
    const game = draft.game;
    if ((this.skipDepth > 0 || this.frames.length > 1) && game.truncated !== true) {
      const line = this.variationLine;
      this.error('unterminated_variation', `the variation opened on line ${line} is never closed by ")"`, line);
    }
    while (this.frames.length > 1) this.popFrame();
    const tagResult = game.headers.get('Result');
    game.result = draft.resultToken ?? (tagResult !== undefined && isPgnResult(tagResult) ? tagResult : '*');
    this.draft = undefined;
    this.frames = [];
    this.skipDepth = 0;
    this.skipping = false;
    const empty =
      game.headers.size === 0 &&
      game.moves.length === 0 &&
      draft.resultToken === undefined &&
      game.comments.length === 0 &&
      game.errors.length === 0;
    if (!empty) this.onGame(game);
  }
}
