/** `npm run bench`: every benchmark, our figures beside the peers'. Never a pass/fail test. */
import { benchPerft } from './perft.js';
import { benchHotPath } from './hotpath.js';

console.log(`# Flagfall benchmarks — Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
benchPerft();
benchHotPath();
