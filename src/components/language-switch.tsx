// English / বাংলা. The choice persists in storage through setLanguage (lib/i18n.ts).
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n.ts';

const LABELS: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

export function LanguageSwitch() {
  const { i18n, t } = useTranslation('shell');
  return (
    <select className="language-switch" aria-label={t('language')} value={i18n.language}
      onChange={(e) => setLanguage(e.target.value as Language)}>
      {LANGUAGES.map((lang) => <option key={lang} value={lang}>{LABELS[lang]}</option>)}
    </select>
  );
}
