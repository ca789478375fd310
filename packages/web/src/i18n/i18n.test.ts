import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en, type MessageKey } from './en.js';
import { ru } from './ru.js';
import { detectLanguage, translate } from './i18n.js';

test('Russian has every English key, with the same parameters', () => {
  for (const key of Object.keys(en) as MessageKey[]) {
    const params = (v: unknown) => [...JSON.stringify(v).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    assert.ok(key in ru, key);
    assert.deepEqual([...new Set(params(ru[key]))], [...new Set(params(en[key]))], key);
  }
});

test('Russian plurals follow the language rules (1 игрок, 3 игрока, 5 игроков, 21 игрок)', () => {
  assert.equal(translate('ru', 'game.spectators', { count: 1 }), '1 зритель');
  assert.equal(translate('ru', 'game.spectators', { count: 3 }), '3 зрителя');
  assert.equal(translate('ru', 'game.spectators', { count: 5 }), '5 зрителей');
  assert.equal(translate('ru', 'game.spectators', { count: 21 }), '21 зритель');
  assert.equal(translate('en', 'game.premoves', { count: 1 }), '1 premove');
  assert.equal(translate('en', 'game.premoves', { count: 2 }), '2 premoves');
});

test('numbers are written the reader’s way', () => {
  assert.equal(translate('en', 'net.lag', { ms: 1234 }), '1,234 ms');
  assert.equal(translate('ru', 'net.lag', { ms: 1234 }).replace(/\s/g, ' '), '1 234 мс');
});

test('the browser’s first supported language wins, English otherwise', () => {
  assert.equal(detectLanguage(['ru-RU', 'en']), 'ru');
  assert.equal(detectLanguage(['de-DE', 'en-GB']), 'en');
  assert.equal(detectLanguage(['fr']), 'en');
});
