/**
 * Properties of the event language under arbitrary and hostile input: parsing never throws and
 * answers with one bounded line; well-formed logs of random events always adjudicate (a ruling,
 * never a crash) within a hang guard; `Game.apply` takes any value. `npm run fuzz` runs these
 * far longer (FLAGFALL_FUZZ).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { CLAIM_KINDS, parseEvents, type GameEvent } from './events.js';
import { adjudicate, Game } from './game.js';
import { makeEventLog } from './writeEvents.js';
import { RULESET_NAMES } from '../rules/types.js';
import { Chess } from '../play/chess.js';

/** A hang guard, not a speed target: one input must never take this long. */
const HANG_GUARD_MS = 2000;

function timed<T>(f: () => T): T {
  const started = performance.now();
  const value = f();
  const ms = performance.now() - started;
  assert.ok(ms < HANG_GUARD_MS, `one input took ${Math.round(ms)} ms`);
  return value;
}

const field = fc.oneof(
  fc.constantFrom(
    'type',
    't',
    'move',
    'by',
    'claim',
    'action',
    'side',
    'ms',
    'moves',
    'result',
    'termination',
    'text',
    'rules',
    'tc',
    'tcBlack',
    'record',
    'fen',
    '__proto__',
    'toString',
    'constructor',
  ),
  fc.string({ maxLength: 8 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(
      'white',
      'black',
      'arbiter',
      'move',
      'start',
      'pause',
      'resume',
      'e4',
      'e1g1n',
      'O-O',
      'flag',
      'add-time',
      'set-moves',
      'declare',
      'look',
      'checkmate',
      '1-0',
      'clock',
      'fide-blitz',
      'online',
      '3+2',
    ),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, Number.MIN_SAFE_INTEGER, 2 ** 53),
    fc.double(),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(field, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('the event language under arbitrary input', () => {
  test('parseEvents never throws; errors are one bounded line naming a line', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .array(
          fc.dictionary(field, hostileValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
          { maxLength: 6 },
        )
        .map((ls) => ls.join('\n')),
      fc
        .nat(6000)
        .map((n) => `{"type":"start","rules":"online","tc":"1+0"}\n{"t":1,"type":"resign","by":${'['.repeat(n)}${']'.repeat(n)}}`),
    );
    fc.assert(
      fc.property(text, (input) => {
        const r = timed(() => parseEvents(input));
        if (!r.ok) {
          assert.doesNotMatch(r.error.message, /[\n\r\u2028\u2029]/);
          assert.ok(r.error.message.length < 600, r.error.message.slice(0, 700));
          assert.ok(Number.isInteger(r.error.line) && r.error.line >= 1);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  test('Game.apply takes any value: an input error or rulings, and nothing thrown', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(field, hostileValue, { maxKeys: 5 }), { maxLength: 8 }), (values) => {
        const game = Game.start({ rules: 'fide-blitz', tc: '3+2' });
        assert.ok(game.ok);
        for (const v of values) timed(() => game.value.apply(v as unknown as GameEvent));
        assert.equal(typeof game.value.verdict().pgn, 'string');
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  test('random well-formed logs under every ruleset adjudicate to a verdict, moves legal or not', () => {
    const side = fc.constantFrom('white' as const, 'black' as const);
    const move = fc.oneof(
      fc.constantFrom('e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O', 'Qh5', 'Qxf7#', 'Ke2', 'd4', 'exd5'),
      fc
        .tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 63 }), fc.constantFrom('', 'q', 'n'))
        .map(([a, b, p]) => `${'abcdefgh'[a & 7]}${(a >> 3) + 1}${'abcdefgh'[b & 7]}${(b >> 3) + 1}${p}`),
    );
    const event = fc.oneof(
      { weight: 6, arbitrary: move.map((m) => ({ type: 'move', move: m })) },
      side.map((by) => ({ type: 'press', by })),
      fc.tuple(side, fc.constantFrom(...CLAIM_KINDS)).map(([by, claim]) => ({ type: 'claim', by, claim })),
      fc.tuple(side, fc.constantFrom('draw-offer', 'draw-accept', 'draw-decline', 'resign')).map(([by, type]) => ({ type, by })),
      fc.constant({ type: 'arbiter', action: 'look' }),
      fc
        .tuple(
          side,
          fc.integer({ min: -86_400_000, max: 86_400_000 }).filter((ms) => ms !== 0),
        )
        .map(([s, ms]) => ({ type: 'arbiter', action: 'add-time', side: s, ms })),
      fc.tuple(fc.constantFrom('pause', 'resume'), fc.constantFrom('white', 'black', 'arbiter')).map(([type, by]) => ({ type, by })),
      fc.tuple(side, fc.nat(120)).map(([s, moves]) => ({ type: 'arbiter', action: 'set-moves', side: s, moves })),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((text) => text.trim() !== '')
        .map((text) => ({ type: 'note', text })),
      fc
        .constantFrom(['1-0', 'checkmate'], ['0-1', 'resignation'], ['1/2-1/2', 'threefold'], ['1/2-1/2', 'timeout'])
        .map(([result, termination]) => ({ type: 'arbiter', action: 'declare', result, termination })),
    );
    const log = fc.record({
      rules: fc.constantFrom(...RULESET_NAMES),
      tc: fc.constantFrom('3+2', '1+0', 'G/5;d5', 'G/3;b2', '40/5, G/1', '*60'),
      odds: fc.boolean(),
      record: fc.constantFrom('moves', 'clock'),
      arbiter: fc.constantFrom('present', 'absent'),
      steps: fc.array(fc.tuple(fc.nat(90_000), event), { maxLength: 40 }),
    });
    fc.assert(
      fc.property(log, ({ rules, tc, odds, record, arbiter, steps }) => {
        let t = 0;
        // Time odds: Black's control of the same kind, a minute less (an hourglass against an hourglass).
        const tcBlack = tc.startsWith('*') ? '*30' : '2+2';
        const lines = [
          JSON.stringify({ type: 'start', rules, tc, ...(odds && !tc.includes('/') ? { tcBlack } : {}), record, arbiter }),
          ...steps.map(([dt, e]) => JSON.stringify({ t: (t += dt), ...e })),
        ];
        const parsed = parseEvents(lines.join('\n'));
        assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
        // Writing the log back gives the same start and events.
        const again = parseEvents(makeEventLog(parsed.value.start, parsed.value.events));
        assert.ok(again.ok);
        assert.deepEqual(again.value.start, parsed.value.start);
        assert.deepEqual(
          again.value.events.map(({ line: _l, ...e }) => e),
          parsed.value.events.map(({ line: _l, ...e }) => e),
        );
        const verdict = timed(() => adjudicate(parsed.value, { trace: true, maxNodes: 50_000 }));
        assert.ok(verdict.ok);
        assert.ok(['1-0', '0-1', '1/2-1/2', '*'].includes(verdict.value.result));
        for (const r of verdict.value.rulings) assert.ok(r.rule.length > 0 && r.line >= 1, JSON.stringify(r));
      }),
      { numRuns: fuzzRuns(150) },
    );
  });

  test('random legal games with claims, presses and offers in between adjudicate under every ruleset', () => {
    const side = fc.constantFrom('white' as const, 'black' as const);
    const other = fc.oneof(
      side.map((by) => ({ type: 'press', by })),
      fc.tuple(side, fc.constantFrom(...CLAIM_KINDS)).map(([by, claim]) => ({ type: 'claim', by, claim })),
      fc.tuple(side, fc.constantFrom('draw-offer', 'draw-accept', 'draw-decline')).map(([by, type]) => ({ type, by })),
      fc.constant({ type: 'arbiter', action: 'look' }),
      fc.constant({ type: 'illegal' }),
    );
    const step = fc.tuple(fc.nat(20_000), fc.oneof({ weight: 8, arbitrary: fc.nat(1000).map((choice) => ({ choice })) }, other));
    fc.assert(
      fc.property(
        fc.constantFrom(...RULESET_NAMES),
        fc.constantFrom('3+2', '1+0', 'G/3;d2', '40/3, G/1', '*30'),
        fc.array(step, { maxLength: 80 }),
        (rules, tc, steps) => {
          const game = new Chess();
          let t = 0;
          const lines = [JSON.stringify({ type: 'start', rules, tc })];
          for (const [dt, e] of steps) {
            t += dt;
            if ('choice' in e) {
              const moves = game.legalMoves();
              if (moves.length === 0) break;
              const played = game.play(moves[e.choice % moves.length]!);
              assert.ok(played.ok);
              lines.push(JSON.stringify({ t, type: 'move', move: played.value.san }));
            } else if (e.type === 'illegal') {
              lines.push(JSON.stringify({ t, type: 'move', move: 'e1e3' }));
            } else {
              lines.push(JSON.stringify({ t, ...e }));
            }
          }
          const parsed = parseEvents(lines.join('\n'));
          assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
          const verdict = timed(() => adjudicate(parsed.value, { maxNodes: 50_000 }));
          assert.ok(verdict.ok);
          assert.ok(verdict.value.pgn.length < 200 * lines.length + 2000);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});
