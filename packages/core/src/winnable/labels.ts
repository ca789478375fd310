/**
 * Labelled test positions for the "can this side ever checkmate" analysis, in the chasolver
 * test format, and the one judgement of a verdict against its label that every checker uses
 * (the `flagfall winnable --file` command, the test suite, the benchmark).
 */
import type { Position } from '../board/position.js';
import { quote } from '../text.js';
import type { ByColor, Color, Move } from '../types.js';
import { err, ok, type Result } from '../result.js';
import type { CheckmateVerdict } from './canCheckmate.js';

/** One labelled position: whether each side can mate, and the FEN text as written. */
export interface LabelledPosition {
  /** The 1-based line of the file it was read from. */
  readonly line: number;
  /** The label as written: `WB`, `W-`, `-B` or `--`. */
  readonly label: string;
  /** Whether the label says that side can checkmate by some series of legal moves. */
  readonly canMate: ByColor<boolean>;
  /** The position, not yet parsed (FENs of this format are read with `parseFenTolerant(fen)`). */
  readonly fen: string;
}

/** A line of a labelled file that is neither blank, a comment nor a label and a FEN. */
export interface LabelFormatError {
  readonly code: 'bad_label_line';
  /** The 1-based line. */
  readonly line: number;
  /** One line naming the line and quoting (the start of) its text. */
  readonly message: string;
}

/**
 * Reads the chasolver test format: one position a line, a label (`W` or `-` for White, then
 * `B` or `-` for Black: whether that side can mate), white space and a FEN; blank lines and
 * lines starting with `#` are skipped. Fails on the first other line, naming it.
 */
export function parseLabelledPositions(text: string): Result<LabelledPosition[], LabelFormatError> {
  const out: LabelledPosition[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const m = /^([W-])([B-])\s+(\S.*)$/.exec(raw);
    if (m === null) {
      return err({
        code: 'bad_label_line',
        line: i + 1,
        message: `line ${i + 1}: expected a label (WB, W-, -B or --), a space and a FEN, got ${quote(raw)}`,
      });
    }
    out.push({ line: i + 1, label: `${m[1]!}${m[2]!}`, canMate: { white: m[1] === 'W', black: m[2] === 'B' }, fen: m[3]! });
  }
  return ok(out);
}

/** How one verdict compares with its label (see `judgeVerdict`). */
export type LabelJudgement = 'agree' | 'unsound' | 'badLine' | 'labelWrong' | 'unknown';

/** Every judgement, in the order summaries list them. */
export const LABEL_JUDGEMENTS: readonly LabelJudgement[] = ['agree', 'unsound', 'badLine', 'labelWrong', 'unknown'];

/**
 * Judges the verdict of `canCheckmate(pos, side)` against a label saying whether `side` can
 * mate (`labelCanMate`). The mating line of a `yes` is replayed on a copy (`pos` is unchanged):
 * - `badLine`: a `yes` whose line is not legal or does not end with `side` giving checkmate
 *   (a bug in the analysis, whatever the label);
 * - `labelWrong`: a `yes` whose line does mate, against a label saying `side` cannot — a
 *   proof that the label is wrong;
 * - `unsound`: a `no` where the label says `side` can mate (a bug: "no" must be a proof);
 * - `unknown`: the analysis ran out of nodes (either label);
 * - `agree`: a `no` for a "cannot mate" label, or a mating line for a "can mate" one.
 */
export function judgeVerdict(pos: Position, side: Color, labelCanMate: boolean, verdict: CheckmateVerdict): LabelJudgement {
  switch (verdict.verdict) {
    case 'unknown':
      return 'unknown';
    case 'no':
      return labelCanMate ? 'unsound' : 'agree';
    case 'yes': {
      if (!mates(pos, side, verdict.line ?? [])) return 'badLine';
      return labelCanMate ? 'agree' : 'labelWrong';
    }
  }
}

/** Whether `line` is legal from `pos` and ends with `side` checkmating (played on a copy). */
function mates(pos: Position, side: Color, line: readonly Move[]): boolean {
  const p = pos.clone();
  for (const move of line) if (!p.play(move)) return false;
  return p.isCheckmate() && p.turn !== side;
}
