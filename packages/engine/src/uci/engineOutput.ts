/**
 * Reading what a UCI engine prints: `id`, `option`, `info` and `bestmove` lines. Lenient as the
 * protocol asks (unknown tokens are skipped, extra spaces allowed) but never trusting: a value
 * that is not what it should be is left out, never guessed.
 */

/** A move in UCI notation (`e2e4`, `e7e8q`): from, to and an optional promotion piece. */
const UCI_MOVE = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

/** Whether `text` has the shape of a UCI move (not whether it is legal anywhere). */
export const isUciMove = (text: string): boolean => UCI_MOVE.test(text);

/** An engine's score: centipawns, or mate in `mate` moves (negative: the engine is being mated). */
export type UciScore =
  | { readonly kind: 'cp'; readonly cp: number; readonly bound?: 'lower' | 'upper' }
  | { readonly kind: 'mate'; readonly mate: number; readonly bound?: 'lower' | 'upper' };

/** What one `info` line said; each field only when the line had it with a valid value. Scores are from the side to move. */
export interface SearchInfo {
  readonly depth?: number;
  readonly seldepth?: number;
  readonly multipv?: number;
  readonly score?: UciScore;
  readonly nodes?: number;
  readonly nps?: number;
  readonly timeMs?: number;
  readonly pv?: readonly string[];
}

/** A `bestmove` line: the move, or null for `bestmove (none)` / `bestmove 0000` (no legal move). */
export interface BestMove {
  readonly move: string | null;
  readonly ponder: string | null;
}

/** An option the engine declared (`option name Skill Level type spin default 20 min 0 max 20`). */
export interface UciOption {
  readonly name: string;
  readonly type: 'check' | 'spin' | 'combo' | 'button' | 'string';
  readonly default: string | null;
  readonly min: number | null;
  readonly max: number | null;
  /** The allowed values of a `combo`. */
  readonly vars: readonly string[];
}

const words = (line: string): string[] => line.trim().split(/\s+/);

const INT = /^-?[0-9]+$/;
const int = (token: string | undefined): number | undefined => (token !== undefined && INT.test(token) ? Number(token) : undefined);
const count = (token: string | undefined): number | undefined => {
  const n = int(token);
  return n !== undefined && n >= 0 && Number.isSafeInteger(n) ? n : undefined;
};

/** The `info` line's data, or null when `line` is not an `info` line. `info string …` gives an empty object. */
export function parseInfo(line: string): SearchInfo | null {
  const w = words(line);
  if (w[0] !== 'info') return null;
  const info: {
    depth?: number;
    seldepth?: number;
    multipv?: number;
    score?: UciScore;
    nodes?: number;
    nps?: number;
    timeMs?: number;
    pv?: string[];
  } = {};
  for (let i = 1; i < w.length; i++) {
    const key = w[i]!;
    if (key === 'string') break; // the rest of the line is free text
    const next = w[i + 1];
    switch (key) {
      case 'depth':
      case 'seldepth':
      case 'multipv':
      case 'nodes':
      case 'nps': {
        const n = count(next);
        if (n !== undefined) info[key] = n;
        i++;
        break;
      }
      case 'time': {
        const n = count(next);
        if (n !== undefined) info.timeMs = n;
        i++;
        break;
      }
      case 'score': {
        const value = int(w[i + 2]);
        const bound = w[i + 3] === 'lowerbound' ? 'lower' : w[i + 3] === 'upperbound' ? 'upper' : undefined;
        if (value !== undefined && (next === 'cp' || next === 'mate')) {
          const score: UciScore = next === 'cp' ? { kind: 'cp', cp: value } : { kind: 'mate', mate: value };
          info.score = bound === undefined ? score : { ...score, bound };
        }
        i += bound === undefined ? 2 : 3;
        break;
      }
      case 'pv': {
        const pv: string[] = [];
        while (i + 1 < w.length && isUciMove(w[i + 1]!)) pv.push(w[++i]!);
        info.pv = pv;
        break;
      }
      default:
        break; // currmove, hashfull, tbhits, wdl …: not needed, skipped token by token
    }
  }
  return info;
}

/**
 * The `bestmove` line's move, or null when `line` is not a `bestmove` line. A move that is not
 * UCI-shaped (and not `(none)`/`0000`) gives `{ move: undefined }`: the engine broke the protocol.
 */
export function parseBestMove(line: string): BestMove | { readonly move: undefined; readonly text: string } | null {
  const w = words(line);
  if (w[0] !== 'bestmove') return null;
  const text = w[1] ?? '';
  const ponder = w[2] === 'ponder' && w[3] !== undefined && isUciMove(w[3]) ? w[3] : null;
  if (text === '(none)' || text === '0000') return { move: null, ponder: null };
  if (!isUciMove(text)) return { move: undefined, text };
  return { move: text, ponder };
}

/** `id name …` / `id author …`: which and the text, or null for another line. */
export function parseId(line: string): { readonly key: 'name' | 'author'; readonly value: string } | null {
  const m = /^\s*id\s+(name|author)\s+(.*?)\s*$/.exec(line);
  return m === null ? null : { key: m[1] as 'name' | 'author', value: m[2]! };
}

const OPTION_TYPES: ReadonlySet<string> = new Set(['check', 'spin', 'combo', 'button', 'string']);
const OPTION_KEYS: ReadonlySet<string> = new Set(['type', 'default', 'min', 'max', 'var']);

/**
 * An `option` line, or null when it is not one or is malformed (no name, an unknown type). Names
 * and values may hold spaces (`Skill Level`); they run up to the next keyword. A `string` option's
 * `<empty>` default reads as the empty string.
 */
export function parseOption(line: string): UciOption | null {
  const w = words(line);
  if (w[0] !== 'option' || w[1] !== 'name') return null;
  const fields = new Map<string, string[]>();
  const vars: string[] = [];
  let key = 'name';
  let value: string[] = [];
  const close = (): void => {
    if (key === 'var') vars.push(value.join(' '));
    else if (!fields.has(key)) fields.set(key, value);
  };
  for (const word of w.slice(2)) {
    // Only `type` ends a name (`option name Use min max type …` is one name), and a string's
    // default runs to the end of the line.
    const inName = key === 'name' && word !== 'type';
    const inStringDefault = key === 'default' && (fields.get('type') ?? []).join(' ') === 'string';
    if (OPTION_KEYS.has(word) && !inName && !inStringDefault) {
      close();
      key = word;
      value = [];
    } else {
      value.push(word);
    }
  }
  close();
  const name = (fields.get('name') ?? []).join(' ');
  const type = (fields.get('type') ?? []).join(' ');
  if (name === '' || !OPTION_TYPES.has(type)) return null;
  const defaultWords = fields.get('default');
  let def = defaultWords === undefined ? null : defaultWords.join(' ');
  if (type === 'string' && def === '<empty>') def = '';
  const bound = (k: string): number | null => int((fields.get(k) ?? [])[0]) ?? null;
  return { name, type: type as UciOption['type'], default: def, min: bound('min'), max: bound('max'), vars };
}
