/** Русские сообщения страниц otb (ключи `otb.`): каждый ключ английского каталога. */
import type { otbEn } from './otb.en.js';

export const otbRu: { readonly [K in keyof typeof otbEn]: string } = {
  'otb.title': 'За доской',
  'otb.nav.label': 'За доской',
  'otb.nav.clock': 'Часы',
  'otb.nav.arbiter': 'Арбитр',
  'otb.nav.console': 'Пульт арбитра',
  'otb.nav.play': 'Играть онлайн',
  'otb.loadFailed': 'Не удалось загрузить страницу. Проверьте соединение и обновите её.',
};
