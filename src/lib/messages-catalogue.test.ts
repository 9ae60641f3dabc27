// Every catalogue message (all areas) must have an English and a Bangla translation in the `errors`
// namespace, or a screen would show the server's English text to a Bangla reader.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { namespaceOf } from './i18n.ts';

// Every locale file, read directly (the app itself loads most of them on demand).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<'en' | 'bn', Record<string, Record<string, unknown>>> = { en: {}, bn: {} };
for (const [path, data] of Object.entries(files)) {
  const lang = path.includes('/locales/bn/') ? 'bn' : 'en';
  const ns = namespaceOf(path);
  resources[lang][ns] = { ...resources[lang][ns], ...data };
}

function leafKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? leafKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const keys = Object.keys(MESSAGES);

describe('the message catalogue translations', () => {
  it.each(['en', 'bn'] as const)('every catalogue key has a non-empty %s translation', (lang) => {
    const errors = (resources[lang].errors ?? {}) as Record<string, unknown>;
    const missing = keys.filter((k) => typeof errors[k] !== 'string' || (errors[k] as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it('every placeholder of an English message survives in both translations', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
        for (const lang of ['en', 'bn'] as const) {
          expect(String((resources[lang].errors as Record<string, unknown>)[key]), `${lang}:${key}`).toContain(`{{${name}}}`);
        }
      }
    }
  });

  it('the server catalogue and the English translations are English, while Bangla stays Bangla', () => {
    // Bengali letters and digits; the taka sign (U+09F3) is used in English text too.
    const bengali = /[\u0980-\u09F2\u09F4-\u09FF]/;
    const en = resources.en.errors as Record<string, string>;
    const bn = resources.bn.errors as Record<string, string>;
    expect(
      Object.entries(MESSAGES)
        .filter(([, text]) => bengali.test(text))
        .map(([k]) => k),
    ).toEqual([]);
    expect(keys.filter((k) => bengali.test(String(en[k])))).toEqual([]);
    for (const k of ['depositPhoneInvalid', 'depositTrxIdShort', 'depositSubmitted', 'depositNetworkError']) {
      expect(bn[k], k).toMatch(bengali);
      expect(en[k], k).not.toBe(bn[k]);
    }
  });

  it('every string of every English namespace has a Bangla translation, and no Bangla key is left over', () => {
    const en = Object.entries(resources.en)
      .flatMap(([ns, data]) => leafKeys(data).map((k) => `${ns}:${k}`))
      .sort();
    const bn = Object.entries(resources.bn)
      .flatMap(([ns, data]) => leafKeys(data).map((k) => `${ns}:${k}`))
      .sort();
    expect(en.filter((k) => !bn.includes(k))).toEqual([]);
    expect(bn.filter((k) => !en.includes(k))).toEqual([]);
  });
});

describe('the catalogue areas', () => {
  // The catalogue is every area's messages spread into one object: a key two areas both define would
  // silently give one of them the other's text (a player's "password reset" read as a staff notice).
  const areas = import.meta.glob<Record<string, unknown>>(['../../contracts/messages/*.ts', '!../../contracts/messages/index.ts'], { eager: true });
  it('never define the same message key twice', () => {
    const owners = new Map<string, string[]>();
    for (const [path, module] of Object.entries(areas)) {
      for (const exported of Object.values(module)) {
        if (!exported || typeof exported !== 'object') continue;
        for (const key of Object.keys(exported)) owners.set(key, [...(owners.get(key) ?? []), path]);
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
