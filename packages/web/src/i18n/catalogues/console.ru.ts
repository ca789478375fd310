/** Русские сообщения страниц console (ключи `console.`): каждый ключ английского каталога. */
import type { consoleEn } from './console.en.js';

export const consoleRu: { readonly [K in keyof typeof consoleEn]: string } = {
  'console.title': 'Пульт арбитра',
};
