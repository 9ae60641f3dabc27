// System / Light / Dark. 'System' follows the phone's own setting (lib/theme.ts).
import { useAtomValue } from '../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { store } from '../lib/store.ts';
import { setTheme, THEME_CHOICES, themeAtom, type ThemeChoice } from '../lib/theme.ts';
import './bar-select.css';

export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const theme = useAtomValue(themeAtom, { store });
  return (
    <select
      className={`bar-select theme-switch${className ? ` ${className}` : ''}`}
      aria-label={t('theme')}
      value={theme}
      onChange={(e) => setTheme(e.target.value as ThemeChoice)}
    >
      {THEME_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`themes.${choice}`)}
        </option>
      ))}
    </select>
  );
}
