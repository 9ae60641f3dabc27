// English / বাংলা. The choice persists in storage through setLanguage (lib/i18n.ts), which also
// sets <html lang>, so the font stack and screen readers follow. `compact` (the phone's guest bar,
// where every pixel of 360 counts) shows the language's short name over the same native select,
// so the picker still lists the full names and the control is still a labelled select.
import { useTranslation } from 'react-i18next';
import { asLanguage, LANGUAGES, setLanguage, type Language } from '../lib/i18n.ts';
import './bar-select.css';

const LABELS: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
const SHORT: Record<Language, string> = { en: 'EN', bn: 'বাং' };

export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const { i18n, t } = useTranslation('shell');
  const current: Language = asLanguage(i18n.language);
  const select = (
    <select className="bar-select language-switch" aria-label={t('language')} value={current} onChange={(e) => setLanguage(e.target.value as Language)}>
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LABELS[lang]}
        </option>
      ))}
    </select>
  );
  if (!compact) return select;
  return (
    <span className="bar-select-compact">
      <span className="bar-select-face" aria-hidden="true">
        {SHORT[current]}
      </span>
      {select}
    </span>
  );
}
