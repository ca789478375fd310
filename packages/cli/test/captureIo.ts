/** An `Io` for command tests: output captured, inputs served from an in-memory file table. */
import type { Io } from '../src/io.js';

/** Options of a captured Io. */
export interface CaptureOptions {
  /** Pretend stderr is a terminal (progress bars). */
  readonly errIsTty?: boolean;
  /** Size of the chunks `readChunks` yields, so streaming readers meet arbitrary boundaries. */
  readonly chunkSize?: number;
}

/** A captured Io over `files` (path → text); unknown paths fail like a missing file. */
export function captureIo(
  files: Readonly<Record<string, string>> = {},
  options: CaptureOptions = {},
): { io: Io; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const chunkSize = options.chunkSize ?? 37;
  const read = (path: string): string => {
    const text = files[path];
    if (text === undefined) throw new Error(`ENOENT: no such file '${path}'`);
    return text;
  };
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    errIsTty: options.errIsTty === true,
    readText: async (path) => read(path),
    readChunks: async function* (path) {
      const text = read(path);
      for (let i = 0; i < text.length; i += chunkSize) yield text.slice(i, i + chunkSize);
    },
  };
  return { io, out: () => out, err: () => err };
}
