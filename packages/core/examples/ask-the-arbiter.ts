import { Game, events } from '@flagfall/core';

// White has a king and a knight, Black a king and a pawn; Black's flag falls.
const game = Game.start({ rules: 'fide-blitz', tc: '3+2', fen: '7k/7p/8/8/8/8/8/4K1N1 b - - 0 1' });
if (!game.ok) throw new Error(game.error.message);
game.value.apply(events.claim(181_000, 'white', 'flag'));
const verdict = game.value.verdict();
console.log(verdict.result, verdict.rule);
console.log(verdict.rulings.at(-1)?.ruling);
