import { useTranslation } from 'react-i18next';

/** The three-dot loader (spec part 1 §4: the splash falls back to it). */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <span className="spinner" role="status" aria-label={t('common:loading')}>
      <i /><i /><i />
    </span>
  );
}
