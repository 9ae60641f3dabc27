// The language choice mirrored into the `lang` cookie the server reads to send each page in it
// (server/pages/page-language.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguageForPages, setLanguage } from './i18n.ts';

const langCookie = () => /(?:^|; )lang=([^;]*)/.exec(document.cookie)?.[1];

describe('the language cookie', () => {
  afterEach(() => setLanguage('en'));

  it('follows each choice of language, with the stored choice', () => {
    setLanguage('bn');
    expect(langCookie()).toBe('bn');
    expect(localStorage.getItem('lang')).toBe('bn');
    setLanguage('en');
    expect(langCookie()).toBe('en');
  });

  it('is written for a choice stored before the cookie existed, and left as it is when it already says it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the way the page writes it.
    document.cookie = 'lang=; Path=/; Max-Age=0';
    expect(langCookie()).toBeUndefined();
    rememberLanguageForPages('bn');
    expect(langCookie()).toBe('bn');
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor.get!.call(document), set: (v: string) => writes.push(v) });
    try {
      rememberLanguageForPages('bn');
      rememberLanguageForPages('en');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('is mirrored at start-up only once the first screen is drawn: the cookie read is for the next page, not this one', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the way the page writes it.
    document.cookie = 'lang=; Path=/; Max-Age=0';
    localStorage.setItem('lang', 'bn');
    // A fresh page load: the i18n module's start-up runs again, with a first-screen signal not yet given.
    vi.resetModules();
    const screen = await import('./first-screen.ts');
    await import('./i18n.ts');
    expect(document.documentElement.lang).toBe('bn');
    expect(langCookie()).toBeUndefined();
    screen.settleFirstScreenForTests();
    expect(langCookie()).toBe('bn');
  });
});
