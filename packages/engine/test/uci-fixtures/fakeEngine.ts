/**
 * A tiny UCI engine for tests, run as a real child process: `node fakeEngine.js MODE`. It plays
 * the first legal move the core generates (a very weak player) unless MODE makes it misbehave:
 *
 * - `first`        a correct engine;
 * - `garbage`      correct, but prints junk first (binary bytes, a 200,000-character line,
 *                  look-alike lines) and floods 5,000 junk `info` lines before each `bestmove`;
 * - `mute`         never answers anything and ignores `quit` and the end of its input;
 * - `no-readyok`   completes the handshake but never answers `isready`;
 * - `hang-on-go`   answers everything but `go` (and ignores `stop` and `quit`);
 * - `exit-on-go`   prints one `info` line and exits with code 3 when told to search;
 * - `bad-bestmove` answers `bestmove e9e4`;
 * - `illegal`      answers `bestmove a1a1` (well formed, never legal);
 * - `slow`         answers after its whole remaining time plus 300 ms (it loses on time).
 */
import { createInterface } from 'node:readline';
import { Chess, makeUci } from '@flagfall/core';

const mode = process.argv[2] ?? 'first';
const out = (line: string): void => void process.stdout.write(`${line}\n`);
let game = new Chess();

if (mode === 'garbage') {
  process.stdout.write(Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 13, 10]));
  out('x'.repeat(200_000));
  out('uciok but not really');
  out('id name');
  out('option name type spin');
  out('bestmove');
}

function position(words: string[]): void {
  const movesAt = words.indexOf('moves');
  const head = movesAt < 0 ? words.slice(1) : words.slice(1, movesAt);
  const moves = movesAt < 0 ? [] : words.slice(movesAt + 1);
  if (head[0] === 'startpos') game = new Chess();
  else {
    const made = Chess.fromFen(head.slice(1).join(' '));
    if (!made.ok) return;
    game = made.value;
  }
  for (const m of moves) game.play(m);
}

function go(words: string[]): void {
  if (mode === 'hang-on-go') return;
  if (mode === 'exit-on-go') {
    out('info depth 1 score cp 0');
    process.stderr.write('fake engine: crashing on purpose\n');
    process.exit(3);
  }
  const first = game.legalMoves()[0];
  const move = mode === 'bad-bestmove' ? 'e9e4' : mode === 'illegal' ? 'a1a1' : first === undefined ? '(none)' : makeUci(first);
  const answer = (): void => {
    if (mode === 'garbage') for (let i = 0; i < 5000; i++) out(`info depth banana score cp ${i} pv zz99 \u0007`);
    out('info depth 1 score cp -5 nodes 1 pv ' + move);
    out(`bestmove ${move}`);
  };
  if (mode === 'slow') {
    const timeKey = game.turn === 'white' ? 'wtime' : 'btime';
    const at = words.indexOf(timeKey);
    const remainingMs = at < 0 ? 0 : Number(words[at + 1]);
    setTimeout(answer, remainingMs + 300);
  } else {
    answer();
  }
}

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (mode === 'mute') return;
  const words = line.trim().split(/\s+/);
  switch (words[0]) {
    case 'uci':
      out('id name Fake Engine ' + mode);
      out('id author Flagfall tests');
      out('option name Level type spin default 1 min 1 max 8');
      out('option name Style type combo default Solid var Solid var Wild');
      out('uciok');
      break;
    case 'isready':
      if (mode !== 'no-readyok') out('readyok');
      break;
    case 'ucinewgame':
      game = new Chess();
      break;
    case 'position':
      position(words);
      break;
    case 'go':
      go(words);
      break;
    case 'quit':
      if (mode !== 'hang-on-go') process.exit(0);
      break;
    default:
      break;
  }
});
// The end of input is a quit too, except for the modes that ignore everything: those stay alive
// until they are killed.
const deaf = mode === 'mute' || mode === 'hang-on-go';
if (deaf) setInterval(() => {}, 60_000);
input.on('close', () => {
  if (!deaf) process.exit(0);
});
