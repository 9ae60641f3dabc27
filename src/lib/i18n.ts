// English and Bangla, real translations in src/locales/{en,bn}/<namespace>.json.
// The choice persists in localStorage ('lang'). Each feature owns its namespace file.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const en = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const bn = import.meta.glob<Record<string, unknown>>('../locales/bn/*.json', { eager: true, import: 'default' });

function byNamespace(files: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(Object.entries(files).map(([path, data]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), data]));
}

export type Language = 'en' | 'bn';
export const LANGUAGES: Language[] = ['en', 'bn'];

export function storedLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem('lang') : null;
  return saved === 'bn' ? 'bn' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: byNamespace(en), bn: byNamespace(bn) },
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
