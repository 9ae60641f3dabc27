// The current language and its formatter, for components. Read from the nearest i18next provider,
// so a subtree under another instance (the component gallery's Bangla column) formats in its own.
import { useTranslation } from 'react-i18next';
import { formatterFor, type Formatter } from './format.ts';
import { asLanguage, type Language } from './i18n.ts';

export function useLanguage(): Language {
  return asLanguage(useTranslation().i18n.language);
}

export function useFormat(): Formatter {
  return formatterFor(useLanguage());
}
