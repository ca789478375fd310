/** English messages of the over-the-board otb pages (spread into `en.ts`; keys start with `otb.`). */
export const otbEn = {
  'otb.title': 'Over the board',
  'otb.nav.label': 'Over the board',
  'otb.nav.clock': 'Clock',
  'otb.nav.arbiter': 'Arbiter',
  'otb.nav.console': 'Arbiter console',
  'otb.nav.play': 'Play online',
  'otb.loadFailed': 'This page could not be loaded. Check the connection and reload.',
} as const;
