/**
 * Which engine the computer plays with: `auto` (Stockfish when installed — Debian's
 * /usr/games/stockfish, or FLAGFALL_STOCKFISH — else the built-in engine, so a fresh machine
 * offers the computer with nothing installed), `builtin`, `stockfish`, the path of any UCI engine,
 * or `none`.
 */
import {
  BuiltinPicker,
  UciPicker,
  clockedMoveTimeMs,
  findStockfish,
  startStockfishPicker,
  stockfishLevelSettings,
  type MovePicker,
} from '@flagfall/engine/uci';

export type EngineChoice = 'auto' | 'builtin' | 'stockfish' | 'none' | { readonly path: string };

/** Reads `--engine` / FLAGFALL_ENGINE: auto, builtin, stockfish, none, or a path to a UCI engine. */
export function parseEngineChoice(text: string): EngineChoice {
  if (text === 'auto' || text === 'builtin' || text === 'stockfish' || text === 'none') return text;
  return { path: text };
}

/**
 * The picker for a choice (null for `none`); rejects with a message naming what is missing when
 * the chosen engine cannot start. `auto` falls back to the built-in engine, saying why in `log`.
 */
export async function openPicker(
  choice: EngineChoice,
  log: (line: string) => void,
  o: { readonly size?: number } = {},
): Promise<MovePicker | null> {
  const size = o.size ?? 2;
  if (choice === 'none') return null;
  if (choice === 'builtin') return new BuiltinPicker({ size });
  if (choice === 'stockfish' || choice === 'auto') {
    if (choice === 'auto' && findStockfish() === null) return new BuiltinPicker({ size });
    const started = await startStockfishPicker({ size });
    if (started.ok) return started.value;
    if (choice === 'stockfish') throw new Error(`--engine stockfish: ${started.error.message}`);
    log(`warning: Stockfish did not start (${started.error.message}); the computer plays with the built-in engine`);
    return new BuiltinPicker({ size });
  }
  // Any UCI engine: the levels' depth and move time (its own options may not include Skill Level).
  const started = await UciPicker.start({
    command: choice.path,
    size,
    levels: (level) => {
      const s = stockfishLevelSettings(level);
      return s === null ? null : { ...s, options: {} };
    },
    moveTimeMs: clockedMoveTimeMs,
  });
  if (!started.ok) throw new Error(`--engine ${choice.path}: ${started.error.message}`);
  return started.value;
}
