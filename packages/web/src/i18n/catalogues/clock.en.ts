/** English messages of the over-the-board clock pages (spread into `en.ts`; keys start with `clock.`). */
export const clockEn = {
  'clock.title': 'Clock',
} as const;
