/** Русские сообщения страниц otb (ключи `otb.`): каждый ключ английского каталога. */
import type { otbEn } from './otb.en.js';

export const otbRu: { readonly [K in keyof typeof otbEn]: string } = {
  'otb.title': 'За доской',
};
