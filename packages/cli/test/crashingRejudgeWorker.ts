/**
 * A `rejudge` worker for the pool's tests (rejudgePool.test.ts): it judges like the real one
 * (rejudgeWorker.ts), except that a game whose Event tag is "Crash" throws out of the thread,
 * "Exit" ends the thread (exit code 3), and `failStart` in its setup makes it fail to start.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getRuleset } from '@flagfall/core';
import { outcomeOf } from '../src/commands/rejudgeJudge.js';
import type { FromWorker, JudgeRequest, WorkerSetup } from '../src/commands/rejudgePool.js';

const setup = workerData as WorkerSetup & { readonly failStart?: boolean };
if (setup.failStart === true) throw new Error('cannot start on purpose');
const rules = getRuleset(setup.rules);
if (!rules.ok) throw new Error(rules.error.message);
const ruleset = rules.value;
const post = (message: FromWorker): void => parentPort?.postMessage(message);

parentPort?.on('message', (request: JudgeRequest) => {
  const event = request.game.headers.get('Event');
  if (event === 'Crash') throw new Error('crash on purpose');
  if (event === 'Exit') process.exit(3);
  post({ seq: request.seq, outcome: outcomeOf(request.game, request.timeout, ruleset, setup.analysis) });
});
post({ ready: true });
