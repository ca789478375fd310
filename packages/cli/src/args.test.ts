import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseArgs, parseStrictInt } from './args.js';
import type { CommandSpec } from './args.js';

/** A spec shaped like perft's: modes that exclude each other, a flag, numbers, no positionals. */
const SPEC: CommandSpec = {
  options: {
    fen: { kind: 'text' },
    depth: { kind: 'int', min: 0, max: 15 },
    divide: { kind: 'flag' },
    epd: { kind: 'text' },
    side: { kind: 'choice', values: ['white', 'black'] },
  },
  conflicts: [[['epd'], ['fen', 'depth', 'divide']]],
  requires: [['divide', 'depth']],
};

const FILE_SPEC: CommandSpec = { options: { trace: { kind: 'flag' } }, positional: ['FILE'], synopsis: 'cmd [--trace] FILE' };

function message(args: readonly string[], spec: CommandSpec = SPEC): string {
  const r = parseArgs(args, spec);
  assert.ok(!r.ok, `${args.join(' ')} should fail`);
  return r.error.message;
}

describe('parseArgs', () => {
  test('options with values (two spellings), flags, choices and integers', () => {
    const r = parseArgs(['--fen=8/8 w', '--depth', '3', '--divide', '--side', 'black'], SPEC);
    assert.ok(r.ok);
    assert.equal(r.value.text('fen'), '8/8 w');
    assert.equal(r.value.int('depth'), 3);
    assert.equal(r.value.has('divide'), true);
    assert.equal(r.value.text('side'), 'black');
    assert.equal(r.value.has('epd'), false);
    assert.equal(r.value.text('epd'), undefined);
    assert.deepEqual(r.value.positional, []);
  });

  test('an unknown option, quoted; Object.prototype names are unknown too', () => {
    assert.equal(message(['--bogus']), 'unknown option "--bogus"');
    assert.equal(message(['--bogus=1']), 'unknown option "--bogus"');
    assert.equal(message(['-x']), 'unknown option "-x"');
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      assert.equal(message([`--${name}`]), `unknown option "--${name}"`);
  });

  test('a flag given a value, an option without one, an option given twice', () => {
    assert.equal(message(['--depth', '2', '--divide=yes']), 'option --divide takes no value');
    assert.equal(message(['--depth']), 'option --depth needs a value');
    assert.equal(message(['--depth', '--divide']), 'option --depth needs a value');
    assert.equal(message(['--depth', '2', '--depth=3']), 'option --depth given twice');
    assert.equal(message(['--depth', '2', '--divide', '--divide']), 'option --divide given twice');
  });

  test('conflicting options, named in the order given; an option without the one it needs', () => {
    assert.equal(message(['--epd', 'x', '--fen', 'y']), 'option --fen cannot be used with --epd');
    assert.equal(message(['--depth', '3', '--epd', 'x']), 'option --epd cannot be used with --depth');
    assert.equal(message(['--epd', 'x', '--divide']), 'option --divide cannot be used with --epd');
    assert.equal(message(['--divide']), 'option --divide needs --depth');
  });

  test('a choice outside its values', () => {
    assert.equal(message(['--side', 'red']), '--side must be white or black, got "red"');
  });

  test('positional arguments: missing, extra (refused, not ignored), "-" and "--"', () => {
    assert.equal(message(['x'], SPEC), 'unexpected argument "x": this command takes options only');
    assert.equal(message([], FILE_SPEC), 'missing FILE (usage: cmd [--trace] FILE)');
    assert.equal(message(['a', 'b'], FILE_SPEC), 'unexpected argument "b" after FILE (usage: cmd [--trace] FILE)');
    const stdin = parseArgs(['--trace', '-'], FILE_SPEC);
    assert.ok(stdin.ok);
    assert.deepEqual(stdin.value.positional, ['-']);
    const dashed = parseArgs(['--', '--trace'], FILE_SPEC);
    assert.ok(dashed.ok);
    assert.deepEqual(dashed.value.positional, ['--trace']);
    assert.equal(dashed.value.has('trace'), false);
    const words = parseArgs(['40/90,', 'SD/30'], { options: {}, positional: ['CONTROL'], variadic: true });
    assert.ok(words.ok);
    assert.deepEqual(words.value.positional, ['40/90,', 'SD/30']);
  });

  test('every message is one line: raw newlines and lone surrogates are escaped', () => {
    for (const hostile of ['a\nb', 'x\r\ny', '\ud800', 'tab\there', '\u2028']) {
      for (const m of [
        message([`--${hostile}`]),
        message(['--depth', hostile]),
        message(['--side', hostile]),
        message([hostile]),
        message(['a', hostile], FILE_SPEC),
      ]) {
        assert.doesNotMatch(m, /[\n\r\u2028\u2029]/, JSON.stringify(m));
        assert.doesNotMatch(m, /[\ud800-\udfff]/, JSON.stringify(m));
      }
    }
  });

  test('asking for an option the spec does not declare is a bug in the command', () => {
    const r = parseArgs([], SPEC);
    assert.ok(r.ok);
    assert.throws(() => r.value.has('nodes'), /bug/);
    assert.throws(() => r.value.int('fen'), /bug/);
  });
});

describe('parseStrictInt', () => {
  test('plain decimal integers within the range', () => {
    assert.deepEqual(parseStrictInt('depth', '0', 0, 15), { ok: true, value: 0 });
    assert.deepEqual(parseStrictInt('depth', '15', 0, 15), { ok: true, value: 15 });
    assert.deepEqual(parseStrictInt('depth', '007', 0, 15), { ok: true, value: 7 });
    assert.deepEqual(parseStrictInt('nodes', '9007199254740991', 0, Number.MAX_SAFE_INTEGER), { ok: true, value: Number.MAX_SAFE_INTEGER });
  });

  test('anything else names the option and the range', () => {
    for (const bad of [
      '0x3',
      '0b11',
      '0o7',
      '+3',
      '-3',
      ' 3 ',
      '3 ',
      '1e1',
      '',
      '3.0',
      '3.',
      '.5',
      'Infinity',
      'NaN',
      '16',
      '99999999999999999999999',
      '٣',
    ]) {
      const r = parseStrictInt('depth', bad, 0, 15);
      assert.ok(!r.ok, JSON.stringify(bad));
      assert.equal(r.error.message, `--depth must be an integer from 0 to 15, got ${JSON.stringify(bad)}`);
    }
    const low = parseStrictInt('max-depth', '0', 1, 15);
    assert.ok(!low.ok);
    assert.equal(low.error.message, '--max-depth must be an integer from 1 to 15, got "0"');
    const long = parseStrictInt('nodes', '1'.repeat(500), 0, 100);
    assert.ok(!long.ok);
    assert.ok(long.error.message.length < 200, 'a long value is cut short');
  });
});
