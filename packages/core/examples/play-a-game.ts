import { Chess } from '@flagfall/core';

const game = new Chess();
for (const move of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']) game.play(move);
console.log(game.outcome());
console.log(game.pgn({ White: 'Ann', Black: 'Bob' }));
