/** `flagfall rejudge` argument handling (the re-judging itself is tested in rejudge.test.ts). */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

const GAME = '[Result "1-0"]\n[Termination "Time forfeit"]\n\n1. e4 e5 1-0\n';

describe('flagfall rejudge: arguments', () => {
  test('usage errors exit 2 with one accurate line, before any game is read', async () => {
    for (const [args, line] of [
      [['db.pgn'], 'give --rules RULESET (fide-blitz, online, uscf-blitz, …)'],
      [['--rules', 'fide-blitz'], 'missing FILE.pgn (usage: flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick] [--jobs N])'],
      [
        ['--rules', 'fide-blitz', 'db.pgn', 'other.pgn'],
        'unexpected argument "other.pgn" after FILE.pgn (usage: flagfall rejudge --rules RULESET FILE.pgn [--nodes N] [--quick] [--jobs N])',
      ],
      [['--rules', 'fide-blitz', '--bogus', 'db.pgn'], 'unknown option "--bogus"'],
      [['--rules', 'fide-blitz', '--rules', 'online', 'db.pgn'], 'option --rules given twice'],
      [['--rules', 'fide-blitz', '--nodes', '', 'db.pgn'], '--nodes must be an integer from 0 to 1073741824, got ""'],
      [['--rules', 'fide-blitz', '--nodes', '0x10', 'db.pgn'], '--nodes must be an integer from 0 to 1073741824, got "0x10"'],
      [['--rules', 'fide-blitz', '--nodes=-1', 'db.pgn'], '--nodes must be an integer from 0 to 1073741824, got "-1"'],
      [['--rules', 'fide-blitz', '--nodes', '1e3', 'db.pgn'], '--nodes must be an integer from 0 to 1073741824, got "1e3"'],
      [
        ['--rules', 'fide-blitz', '--quick', '--nodes', '257', 'db.pgn'],
        '--nodes must be an integer from 0 to 256 with --quick, got "257"',
      ],
      [['--rules', 'fide-blitz', '--quick=yes', 'db.pgn'], 'option --quick takes no value'],
      [['--rules', 'fide-blitz', '--jobs', '0', 'db.pgn'], '--jobs must be an integer from 1 to 64, got "0"'],
      [['--rules', 'fide-blitz', '--jobs', '65', 'db.pgn'], '--jobs must be an integer from 1 to 64, got "65"'],
    ] as const) {
      const c = capture({ 'db.pgn': GAME });
      assert.equal(await main(['rejudge', ...args], c.io), 2, args.join(' '));
      assert.equal(c.out(), '');
      assert.equal(c.err(), `flagfall rejudge: ${line}\n`);
    }
  });

  test('--nodes takes a plain integer', async () => {
    const c = capture({ 'db.pgn': GAME });
    assert.equal(await main(['rejudge', '--rules', 'fide-blitz', '--nodes', '1000', 'db.pgn'], c.io), 0, c.err());
  });

  test('--quick takes --nodes up to its budget', async () => {
    for (const nodes of ['0', '256']) {
      const c = capture({ 'db.pgn': GAME });
      assert.equal(await main(['rejudge', '--rules', 'fide-blitz', '--quick', '--nodes', nodes, 'db.pgn'], c.io), 0, c.err());
    }
  });
});
