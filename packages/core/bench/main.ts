/** `npm run bench`: every benchmark, our figures beside the peers'. Never a pass/fail test. */
import { cpus } from 'node:os';
import { benchPerft } from './perft.js';
import { benchHotPath } from './hotpath.js';
import { benchPgn } from './pgn.js';
import { benchGameApply } from './gameApply.js';
import { benchWinnable } from './winnable.js';
import { warmUp } from '../src/index.js';

console.log(`# Flagfall benchmarks — Node ${process.version}, ${cpus().length} cores\n`);
// As the server and `rejudge` do at start: without it, perft of Kiwipete right after the start
// position sometimes ran at half speed for the rest of the run (see src/warmUp.ts).
warmUp();
benchPerft();
benchHotPath();
benchPgn();
benchGameApply();
await benchWinnable();
