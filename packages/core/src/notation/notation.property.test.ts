/**
 * The text parsers a server feeds with whatever clients send — FEN, setups, SAN, UCI, time
 * controls — under arbitrary and hostile input: they never throw, refuse with one bounded line,
 * take no more than a hang guard per input, and what they accept is consistent (a parsed FEN
 * prints back to a FEN that parses to the same position). `npm run fuzz` runs them far longer.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Position } from '../board/position.js';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import { parsePgnTimeControl } from '../clock/parseTimeControl.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { randomPlayout } from '../../test/random.js';
import { makeFen, parseFen, parseFenTolerant, parseSetup } from './fen.js';
import { parseSan } from './san.js';
import { parseUci } from './uci.js';

const HANG_GUARD_MS = 2000;

/** Runs `f`, failing when it throws, takes longer than the hang guard, or returns a multi-line or huge message. */
function check(f: () => { ok: boolean; error?: { message: string } }): void {
  const started = performance.now();
  const r = f();
  assert.ok(performance.now() - started < HANG_GUARD_MS, 'hang guard');
  if (!r.ok) {
    const message = r.error!.message;
    assert.doesNotMatch(message, /[\u0000-\u001f\u2028\u2029]/, message.slice(0, 200));
    assert.ok(message.length < 1000, `${message.length} characters`);
  }
}

const fenChar = fc.constantFrom(...'pnbrqkPNBRQK12345678/ wb-KQkqe36\u212a♞x0'.split(''));
const fenLike = fc.oneof(
  fc.string({ unit: fenChar, maxLength: 90 }),
  fc.string({ unit: 'binary', maxLength: 90 }),
  fc
    .tuple(
      fc.array(fc.string({ unit: fenChar, maxLength: 12 }), { minLength: 8, maxLength: 8 }),
      fc.constantFrom('w', 'b'),
      fc.nat(),
      fc.nat(),
    )
    .map(([ranks, turn, h, f]) => `${ranks.join('/')} ${turn} - - ${h} ${f}`),
  fc.nat(200_000).map((n) => `${'8/'.repeat(7)}${'1'.repeat(n)} w - - 0 1`),
);

describe('parsers under arbitrary input', () => {
  test('FEN and setups: never a throw, one bounded line; accepted FENs round-trip', () => {
    fc.assert(
      fc.property(fenLike, (fen) => {
        check(() => parseSetup(fen));
        check(() => parseFenTolerant(fen));
        const strict = parseFen(fen);
        check(() => strict);
        if (strict.ok) {
          const again = parseFen(makeFen(strict.value));
          assert.ok(again.ok, makeFen(strict.value));
          assert.equal(makeFen(again.value), makeFen(strict.value));
        }
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });

  test('SAN against random positions and UCI: never a throw; what parses is legal there', () => {
    const sanChar = fc.constantFrom(...'NBRQKPabcdefgh12345678x=+#!?-O0o:♘♞ e.p'.split(''));
    const text = fc.oneof(
      fc.string({ unit: sanChar, maxLength: 10 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.nat(100_000).map((n) => 'N'.repeat(n)),
    );
    fc.assert(
      fc.property(fc.nat(80), fc.integer(), text, (plies, seed, san) => {
        const { pos } = randomPlayout(Position.initial(), plies, seed);
        const move = parseSan(pos, san);
        check(() => move);
        if (move.ok) assert.ok(pos.isLegal(move.value), san);
        check(() => parseUci(san));
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  test('time controls, online and PGN forms: never a throw, one bounded line, even when huge', () => {
    const tcChar = fc.constantFrom(...'0123456789+|/:;,.*?- gGsSdDbBinc½¼¾x\n'.split(''));
    const text = fc.oneof(
      fc.string({ unit: tcChar, maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.nat(100_000).map((n) => `40/90,${' 30+30,'.repeat(n % 5000)}`),
    );
    fc.assert(
      fc.property(text, (tc) => {
        check(() => parseTimeControl(tc));
        check(() => parsePgnTimeControl(tc));
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});
