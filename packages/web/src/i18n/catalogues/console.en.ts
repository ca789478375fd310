/** English messages of the over-the-board console pages (spread into `en.ts`; keys start with `console.`). */
export const consoleEn = {
  'console.title': 'Arbiter console',
} as const;
