/**
 * Reading what a chess GUI sends to a UCI engine: one line into one command of a closed union,
 * or an error naming what is wrong (the engine reports it as `info string` and goes on). Pure.
 * Tokens are separated by any run of spaces or tabs, as the UCI protocol allows.
 */
import { err, ok, type Result } from '@flagfall/core';

/** The limits of a `go` command. Times in ms (negative clock times, which some GUIs send after a flag, read as 0). */
export interface GoCommand {
  readonly kind: 'go';
  readonly wtimeMs?: number;
  readonly btimeMs?: number;
  readonly wincMs?: number;
  readonly bincMs?: number;
  readonly movesToGo?: number;
  readonly movetimeMs?: number;
  readonly depth?: number;
  readonly nodes?: number;
  /** `mate N`: look for a mate in N moves (searched as depth 2N). */
  readonly mate?: number;
  /** `infinite`, or `ponder` (searched the same way: until `stop` or `ponderhit`). */
  readonly infinite: boolean;
}

/** One command from the GUI. */
export type GuiCommand =
  | { readonly kind: 'uci' | 'isready' | 'ucinewgame' | 'stop' | 'ponderhit' | 'quit' | 'debug' | 'register' }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string | null }
  | { readonly kind: 'position'; readonly fen: string | null; readonly moves: readonly string[] }
  | GoCommand;

const SIMPLE = new Set(['uci', 'isready', 'ucinewgame', 'stop', 'ponderhit', 'quit', 'debug', 'register']);
const GO_NUMBERS = new Set(['wtime', 'btime', 'winc', 'binc', 'movestogo', 'movetime', 'depth', 'nodes', 'mate']);
/** The largest count accepted in `go` (depth, nodes, movestogo, mate). */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * Parses one line. Returns null for a blank line. Unknown commands and malformed arguments are
 * errors (a short message without the line itself: the caller quotes what it needs).
 */
export function parseGuiCommand(line: string): Result<GuiCommand, string> | null {
  const tokens = line.trim().split(/[ \t]+/);
  const head = tokens[0]!;
  if (head === '') return null;
  if (SIMPLE.has(head)) return ok({ kind: head } as GuiCommand);
  if (head === 'setoption') return parseSetOption(tokens);
  if (head === 'position') return parsePosition(tokens);
  if (head === 'go') return parseGo(tokens);
  return err(`unknown command ${JSON.stringify(head.slice(0, 40))}`);
}

function parseSetOption(tokens: readonly string[]): Result<GuiCommand, string> {
  // setoption name <name words> [value <value words>]
  if (tokens[1] !== 'name' || tokens.length < 3) return err('setoption: expected "setoption name <name> [value <value>]"');
  const at = tokens.indexOf('value', 2);
  const nameWords = tokens.slice(2, at < 0 ? undefined : at);
  if (nameWords.length === 0) return err('setoption: the option name is missing');
  const value = at < 0 ? null : tokens.slice(at + 1).join(' ');
  return ok({ kind: 'setoption', name: nameWords.join(' '), value });
}

function parsePosition(tokens: readonly string[]): Result<GuiCommand, string> {
  let fen: string | null;
  let i: number;
  if (tokens[1] === 'startpos') {
    fen = null;
    i = 2;
  } else if (tokens[1] === 'fen') {
    const end = tokens.indexOf('moves', 2);
    const fields = tokens.slice(2, end < 0 ? undefined : end);
    if (fields.length === 0) return err('position fen: the FEN is missing');
    // Some GUIs leave out the two counters; the FEN reader needs all six fields.
    if (fields.length === 4) fields.push('0', '1');
    fen = fields.join(' ');
    i = end < 0 ? tokens.length : end;
  } else {
    return err('position: expected "startpos" or "fen <FEN>"');
  }
  if (i < tokens.length && tokens[i] !== 'moves') return err(`position: expected "moves", got ${JSON.stringify(tokens[i]!.slice(0, 20))}`);
  return ok({ kind: 'position', fen, moves: tokens.slice(i + 1) });
}

function parseGo(tokens: readonly string[]): Result<GuiCommand, string> {
  const values = new Map<string, number>();
  let infinite = false;
  for (let i = 1; i < tokens.length; i++) {
    const key = tokens[i]!;
    if (key === 'infinite' || key === 'ponder') {
      infinite = true;
    } else if (key === 'searchmoves') {
      return err('go: searchmoves is not supported');
    } else if (GO_NUMBERS.has(key)) {
      const text = tokens[++i];
      if (text === undefined || !/^-?\d+$/.test(text)) return err(`go: ${key} needs an integer`);
      const n = Number(text);
      const isTime = key === 'wtime' || key === 'btime' || key === 'winc' || key === 'binc' || key === 'movetime';
      if (!isTime && (n < 1 || n > MAX_COUNT)) return err(`go: ${key} must be from 1 to ${MAX_COUNT}`);
      values.set(key, isTime ? Math.max(0, Math.min(n, MAX_COUNT)) : n);
    } else {
      return err(`go: unknown parameter ${JSON.stringify(key.slice(0, 20))}`);
    }
  }
  const go: { -readonly [K in keyof GoCommand]: GoCommand[K] } = { kind: 'go', infinite };
  const FIELDS = [
    ['wtime', 'wtimeMs'],
    ['btime', 'btimeMs'],
    ['winc', 'wincMs'],
    ['binc', 'bincMs'],
    ['movestogo', 'movesToGo'],
    ['movetime', 'movetimeMs'],
    ['depth', 'depth'],
    ['nodes', 'nodes'],
    ['mate', 'mate'],
  ] as const;
  for (const [key, field] of FIELDS) {
    const value = values.get(key);
    if (value !== undefined) go[field] = value;
  }
  return ok(go);
}
