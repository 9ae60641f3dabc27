// Home (/): maintenance page while site_status is 0; otherwise the announcement marquee, the
// sliders, the category navigation and the footer, plus the popups (home-popups.tsx: one per
// visit). The operator's texts (notices, system notice, footer) come in the player's language
// (docs/decisions/0065).
import { useTranslation } from 'react-i18next';
import { getGeneral, getSliders, localSiteTexts } from '../../lib/content-api.ts';
import { useRead } from '../../lib/use-read.ts';
import { CategoryNav } from './category-nav.tsx';
import { HomePopups } from './home-popups.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { Marquee } from './marquee.tsx';
import { CardSlider, MainSlider } from './sliders.tsx';
import { SiteFooter } from './site-footer.tsx';
import '../../components/skeleton.css';
import '../../styles/home.css';

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const general = useRead('general', getGeneral, { shared: true });
  const sliders = useRead('sliders', getSliders, { shared: true });

  if (general.data && general.data.site_status === 0) return <MaintenancePage />;

  const texts = localSiteTexts(general.data, i18n.language);
  const loading = sliders.loading;

  return (
    <div className="home-page" data-testid="home-page" data-screen="HomePage">
      <div className="home-main">
        <h1 className="visually-hidden">{general.data?.site_title || t('siteName')}</h1>
        <Marquee notice={texts.notice} />
        <div className="home-top">
          <MainSlider slides={sliders.data?.main ?? []} loading={loading} />
          <CategoryNav />
        </div>
        {/* The banners' own shapes (server/seed/generate-images.ts): favourites 600 × 340, featured games square. */}
        <CardSlider title={t('favourites')} slides={sliders.data?.favourite ?? []} testId="favourite-slider" loading={loading} art="600 / 340" />
        <CardSlider title={t('featuredGames')} slides={sliders.data?.featured ?? []} testId="featured-slider" loading={loading} art="1 / 1" />
      </div>
      <SiteFooter general={general.data} />
      <HomePopups systemNotice={texts.systemNotice} />
    </div>
  );
}
