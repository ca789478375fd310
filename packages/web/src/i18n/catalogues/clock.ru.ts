/** Русские сообщения страниц clock (ключи `clock.`): каждый ключ английского каталога. */
import type { clockEn } from './clock.en.js';

export const clockRu: { readonly [K in keyof typeof clockEn]: string } = {
  'clock.title': 'Часы',
};
