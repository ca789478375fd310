/** Where the test fixtures' compiled programs are, for tests that run them as child processes. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The fake UCI engine (`fakeEngine.ts` compiled beside this file). */
export const FAKE_ENGINE = fileURLToPath(new URL('./fakeEngine.js', import.meta.url));

/** How to run the fake engine in `mode` (see fakeEngine.ts). */
export const fakeEngine = (mode: string): { command: string; args: string[] } => ({ command: process.execPath, args: [FAKE_ENGINE, mode] });

/** Debian's Stockfish, which the tests against a real engine use. */
export const STOCKFISH = '/usr/games/stockfish';

/** The `skip` option of a test that needs Stockfish: false when it is installed, else the reason. */
export const needsStockfish: string | false = existsSync(STOCKFISH) ? false : `${STOCKFISH} is not installed (apt install stockfish)`;
