/** English messages of the over-the-board otb pages (spread into `en.ts`; keys start with `otb.`). */
export const otbEn = {
  'otb.title': 'Over the board',
} as const;
