/** `npm run bench`: every benchmark, our figures beside the peers'. Never a pass/fail test. */
import { cpus } from 'node:os';
import { benchPerft } from './perft.js';
import { benchHotPath } from './hotpath.js';
import { benchPgn } from './pgn.js';
import { benchGameApply } from './gameApply.js';
import { benchWinnable } from './winnable.js';

console.log(`# Flagfall benchmarks — Node ${process.version}, ${cpus().length} cores\n`);
benchPerft();
benchHotPath();
benchPgn();
benchGameApply();
await benchWinnable();
