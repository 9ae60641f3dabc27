// English and Bangla, real translations in src/locales/{en,bn}/<namespace>.json.
// The choice persists in localStorage ('lang'). Each feature owns its namespace file.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const en = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const bn = import.meta.glob<Record<string, unknown>>('../locales/bn/*.json', { eager: true, import: 'default' });

/** `errors.json` and `errors.wallet.json` both fill the `errors` namespace: areas own their part files. */
export function byNamespace(files: Record<string, Record<string, unknown>>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(files)) {
    const ns = path.replace(/^.*\/([^/.]+)(\.[^/]+)?\.json$/, '$1');
    out[ns] = { ...out[ns], ...data };
  }
  return out;
}

export const resources = { en: byNamespace(en), bn: byNamespace(bn) };

export type Language = 'en' | 'bn';
export const LANGUAGES: Language[] = ['en', 'bn'];

export function storedLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem('lang') : null;
  return saved === 'bn' ? 'bn' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function setLanguage(lang: Language) {
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}
