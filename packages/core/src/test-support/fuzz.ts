/**
 * How hard the property tests push. `npm test` runs each property with its usual number of runs;
 * `npm run fuzz` sets FLAGFALL_FUZZ (a multiplier, e.g. 200) to run them far longer. Tests call
 * `fuzzRuns(n)` for fast-check's `numRuns`. Not part of the library.
 */

/** The run-count multiplier from FLAGFALL_FUZZ (a positive integer), 1 when unset. */
export const FUZZ_FACTOR: number = (() => {
  const text = process.env['FLAGFALL_FUZZ'];
  if (text === undefined || text === '') return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(text)) throw new Error(`FLAGFALL_FUZZ must be a positive integer, got ${JSON.stringify(text)}`);
  return Number(text);
})();

/** `n` runs under `npm test`, `n × FLAGFALL_FUZZ` under `npm run fuzz`. */
export const fuzzRuns = (n: number): number => n * FUZZ_FACTOR;
