import { parseTimeControl } from '@flagfall/core';
import { flagAtMs, formatClock, press, remainingMs, startClock } from '@flagfall/core/clock';

const tc = parseTimeControl('G/3;d2'); // 3 minutes, a 2-second (US) delay per move
if (!tc.ok) throw new Error(tc.error.message);
let clock = startClock(tc.value, { firstMove: 'otb' }, 0);
for (const [side, atMs] of [
  ['white', 5_000],
  ['black', 6_500],
  ['white', 60_000],
] as const) {
  if (!clock.ok) throw new Error(clock.error.message);
  clock = press(clock.value, side, atMs);
}
if (!clock.ok) throw new Error(clock.error.message);
console.log(formatClock(remainingMs(clock.value, 'white', 60_000)), formatClock(remainingMs(clock.value, 'black', 60_000)));
console.log('Black flags at', flagAtMs(clock.value), 'ms unless Black moves');
