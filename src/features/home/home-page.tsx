// Home (/): maintenance page while site_status is 0; otherwise the announcement marquee, the
// sliders, the category navigation and the footer, plus the two popups. The system notice is a
// lazy chunk (it brings DOMPurify) loaded only when it is actually shown.
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getGeneral, getSliders } from '../../lib/content-api.ts';
import { popupFlagsAtom } from '../../lib/popup-flags.ts';
import { useLookup } from '../../lib/use-lookup.ts';
import { CategoryNav } from './category-nav.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { Marquee } from './marquee.tsx';
import { CardSlider, MainSlider } from './sliders.tsx';
import { SiteFooter } from './site-footer.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

const SystemNoticePopup = lazy(() => import('./system-notice-popup.tsx').then((m) => ({ default: m.SystemNoticePopup })));

export function HomePage() {
  const { t } = useTranslation('home');
  const general = useLookup('general', getGeneral);
  const sliders = useLookup('sliders', getSliders);
  const flags = useAtomValue(popupFlagsAtom);

  if (general.data && general.data.site_status === 0) return <MaintenancePage />;

  const notice = general.data?.system_notice ?? '';

  return (
    <div className="home-page" data-testid="home-page">
      <Marquee notice={general.data?.notice} />
      <MainSlider slides={sliders.data?.main ?? []} />
      <CategoryNav />
      <CardSlider title={t('favourites')} slides={sliders.data?.favourite ?? []} testId="favourite-slider" />
      <CardSlider title={t('featuredGames')} slides={sliders.data?.featured ?? []} testId="featured-slider" />
      <SiteFooter general={general.data} />
      {flags.popup && !flags.regPopup && notice.trim() !== '' && (
        <Suspense fallback={null}><SystemNoticePopup html={notice} /></Suspense>
      )}
      {/* After sign-up the welcome comes first; the notice follows once it is dismissed. */}
      <WelcomePopup />
    </div>
  );
}
