/** positions.txt, second half (see positionsSet.ts). */
import { test } from 'node:test';
import { checkPositions } from './positionsSet.js';

test('positions.txt (odd lines): every query decided as labelled, sound, every mating line mates', (t) => checkPositions(t, 1, 2));
