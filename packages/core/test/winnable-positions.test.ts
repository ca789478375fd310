/** positions.txt, first half (see positionsSet.ts). */
import { test } from 'node:test';
import { checkPositions } from './positionsSet.js';

test('positions.txt (even lines): every query decided as labelled, sound, every mating line mates', (t) => checkPositions(t, 0, 2));
