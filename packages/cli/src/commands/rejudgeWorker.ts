/**
 * A `flagfall rejudge --jobs N` worker thread: judges the games its owner sends, one message at a
 * time, under the rules and analysis given at its start, and sends each outcome back with the
 * game's sequence number (the owner prints them in file order).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getRuleset, warmUp } from '@flagfall/core';
import { outcomeOf } from './rejudgeJudge.js';
import type { FromWorker, JudgeRequest, WorkerSetup } from './rejudgePool.js';

const setup = workerData as WorkerSetup;
const rules = getRuleset(setup.rules);
if (!rules.ok) throw new Error(rules.error.message);
const ruleset = rules.value;

// Each thread has its own engine: its type feedback is primed before the first game (see warmUp).
warmUp();

const post = (message: FromWorker): void => parentPort?.postMessage(message);

parentPort?.on('message', (request: JudgeRequest) => {
  post({ seq: request.seq, outcome: outcomeOf(request.game, request.timeout, ruleset, setup.analysis) });
});
post({ ready: true });
