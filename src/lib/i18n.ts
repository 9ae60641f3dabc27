// English and Bangla, real translations in src/locales/{en,bn}/<namespace>.json.
// The choice persists in localStorage ('lang'). Each feature owns its namespace file; `errors.json` and
// `errors.wallet.json` both fill the `errors` namespace, so areas own their part files.
//
// Only English's first-paint namespaces (and the titles every route's tab shows) are bundled with the
// app; every other namespace (all of Bangla, and the features') is one small chunk per language loaded
// on demand (vite.config.ts groups a namespace's part files), with the route that shows it (routes.ts). This keeps the first paint of `/`
// inside its JavaScript budget (scripts/size.ts) while both languages stay complete.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { atom } from 'jotai';
import { initReactI18next } from 'react-i18next';
import { afterFirstScreen } from './first-screen.ts';
import { store } from './store.ts';

type Messages = Record<string, unknown>;

const FIRST_PAINT = import.meta.glob<Messages>(
  ['../locales/en/common.json', '../locales/en/shell.json', '../locales/en/home.json', '../locales/en/titles.json'],
  {
    eager: true,
    import: 'default',
  },
);
const ON_DEMAND = import.meta.glob<Messages>(
  ['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/shell.json', '!../locales/en/home.json', '!../locales/en/titles.json'],
  { import: 'default' },
);

const fileLanguage = (path: string) => path.replace(/^.*\/locales\/([^/]+)\/.*$/, '$1');
export const namespaceOf = (path: string) => path.replace(/^.*\/([^/.]+)(\.[^/]+)?\.json$/, '$1');

/** Every namespace either language has: what a screen may need before it renders. */
export const ALL_NAMESPACES = [...new Set([...Object.keys(FIRST_PAINT), ...Object.keys(ON_DEMAND)].map(namespaceOf))].sort();

export type Language = 'en' | 'bn';
export const LANGUAGES: Language[] = ['en', 'bn'];
/** The language every text falls back to, named once: what a screen shows where its language has no text. */
export const FALLBACK_LANGUAGE: Language = 'en';
/**
 * The languages whose texts the server sends as a twin beside the fallback's (`name_bn`, `nameBn`, the
 * feed's `…_bn`): a screen in one of them shows the twin when there is one. A language added here and to
 * LANGUAGES is the one place every screen learns it.
 */
const TWIN_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['bn']);

/** A language tag (i18next's, a stored choice, an address's ?lang=) as one of ours; anything else is the fallback. */
export const asLanguage = (tag: string | null | undefined): Language => LANGUAGES.find((l) => l === tag) ?? FALLBACK_LANGUAGE;
/** Whether `tag` names one of our languages. */
export const isLanguage = (tag: string | null | undefined): tag is Language => LANGUAGES.some((l) => l === tag);
/** Whether a screen in `lang` shows a text's twin (when the server sent one) instead of the fallback's. */
export const usesTwin = (lang: string): boolean => isLanguage(lang) && TWIN_LANGUAGES.has(lang);

export function storedLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem('lang') : null;
  return asLanguage(saved);
}

async function loadNamespace(lng: string, ns: string): Promise<Messages> {
  const parts = Object.entries(ON_DEMAND).filter(([p]) => fileLanguage(p) === lng && namespaceOf(p) === ns);
  const loaded = await Promise.all(parts.map(([, load]) => load()));
  return Object.assign({}, ...loaded);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    loadNamespace(lng, ns).then(
      (data) => callback(null, data),
      (error) => callback(error, null),
    );
  },
};

const bundled: Record<string, Messages> = {};
for (const [path, data] of Object.entries(FIRST_PAINT)) bundled[namespaceOf(path)] = data;

export const i18n = i18next.createInstance();
void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: bundled },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    ns: ['common', 'shell', 'home', 'titles'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
// The page's lang attribute follows the stored choice from the first paint (fonts, screen readers), and the
// server is told it for the next page (rememberLanguageForPages). That is for the next page, so it waits for
// the first screen: the cookie read is a synchronous call to the browser's network process, time taken from
// the entry's start-up task while the browser is busiest (docs/decisions/0197).
if (typeof document !== 'undefined') {
  document.documentElement.lang = storedLanguage();
  afterFirstScreen(() => rememberLanguageForPages(storedLanguage()), { armsSafety: false });
}

/** The language as an atom, for the hot paths (price cells) that must not each subscribe to i18next. */
export const languageAtom = atom<Language>(storedLanguage());
i18n.on('languageChanged', (lng) => store.set(languageAtom, asLanguage(lng)));

/** Fetches the rest of the chosen language once the first screen is up, so later screens find it ready. */
export function preloadAllNamespaces(): Promise<unknown> {
  return i18n.loadNamespaces(ALL_NAMESPACES);
}

export function setLanguage(lang: Language) {
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  rememberLanguageForPages(lang);
  // i18next loads every namespace already in use in the new language; later screens bring their own.
  void i18n.changeLanguage(lang);
}

/**
 * The choice mirrored into a `lang` cookie, which the server reads to send each page with its `<html lang>`
 * (server/pages/page-language.ts): the static first frame is then laid out in the player's language. Written at
 * start-up too, for a choice made before the cookie existed; only when it differs.
 */
export function rememberLanguageForPages(lang: Language) {
  if (new RegExp(`(?:^|; )lang=${lang}(?:;|$)`).test(document.cookie)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Android WebViews and from jsdom; this one write is synchronous everywhere.
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
