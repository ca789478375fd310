import { Position, emptySetup, makeFen, withPieces } from '@flagfall/core';

const setup = withPieces(emptySetup(), { e1: 'K', h1: 'R', e8: 'k' });
const pos = Position.fromSetup({ ...setup, castling: { ...setup.castling, whiteKingSide: true } });
if (!pos.ok) throw new Error(pos.error.message);
console.log(makeFen(pos.value));
console.log(pos.value.legalMoves().length, 'legal moves');

const illegal = Position.fromSetup(withPieces(setup, { e7: 'Q' }));
console.log(illegal.ok ? 'legal' : illegal.error.message);
