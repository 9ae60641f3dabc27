import { useTranslation } from 'react-i18next';

/** Stands in for a screen that a later issue builds, so its route and access rule already work. */
export function PlaceholderScreen({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder-screen" data-screen={name}>
      <p>{t('common:comingSoon')}</p>
    </section>
  );
}
