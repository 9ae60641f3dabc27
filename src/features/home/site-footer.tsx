// The home footer: folding SEO text (folded to 200 px on mobile, 970 px on
// desktop, by CSS), responsible-gaming links, payment logos, the 18+ notice, "Install the app"
// (the site is the app: no file download, docs/decisions/0068) and the copyright line.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GeneralSettings } from '../../../contracts/content.ts';
import { Button } from '../../components/button.tsx';
import { InstallAppButton } from '../../components/install-app-button.tsx';
import { localSiteTexts } from '../../lib/content-api.ts';
import { dhakaDate } from '../../lib/time.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';

const RESPONSIBLE_LINKS = [
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'gamblingTherapy', href: 'https://www.gamblingtherapy.org/' },
  { key: 'gambleAware', href: 'https://www.begambleaware.org/' },
] as const;

// The logos sit below the fold: their fetcher and the wallet contract load after the first paint.
const loadPaymentLogos = () => import('./api.ts').then((m) => m.getPaymentLogos());

/**
 * True once the element is within `margin` of the screen. The footer's payment logos (a chunk, a call
 * and four pictures) are below the fold of a phone: a first visit that never scrolls there never pays for them.
 */
function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/**
 * The SEO text and the copyright are the operator's, in both languages (docs/decisions/0065); where
 * the operator has not written them, the footer's own translation of the same text stands in.
 */
export function SiteFooter({ general }: { general: GeneralSettings | undefined }) {
  const { t, i18n } = useTranslation('home');
  const f = useFormat();
  const [expanded, setExpanded] = useState(false);
  const [columnsRef, nearScreen] = useNearScreen('200px');
  const { data: logos } = useRead(nearScreen ? 'payment-logos' : null, loadPaymentLogos, { shared: true });
  const siteTitle = general?.site_title || 'Chakka';
  const texts = localSiteTexts(general, i18n.language);
  const fallback = t('seo.paragraphs', { returnObjects: true, site: siteTitle }) as string[];
  const paragraphs = texts.seoText.length > 0 ? texts.seoText : fallback;
  // The footer's own line runs to this year in Dhaka, so it never reads as a site left behind.
  const copyright = texts.copyright || t('copyright', { site: siteTitle, from: f.digits('2017'), year: f.digits(dhakaDate().slice(0, 4)) });
  return (
    <footer className="site-footer on-brand" data-testid="site-footer">
      <div className="site-footer-inner">
        <section className={`seo-text${expanded ? '' : ' folded'}`} data-testid="seo-text" id="seo-text">
          <h2>{t('seo.title', { site: siteTitle })}</h2>
          {Array.isArray(paragraphs) && paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </section>
        <Button variant="ghost" size="sm" className="seo-toggle" aria-expanded={expanded} aria-controls="seo-text" onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('showLess') : t('showMore')}
        </Button>

        <div className="footer-columns" ref={columnsRef}>
          {logos && logos.length > 0 && (
            <section className="footer-block">
              <h3>{t('paymentMethods')}</h3>
              <ul className="payment-logos" data-testid="payment-logos" translate="no">
                {logos.map((logo) => (
                  <li key={logo.icon}>
                    <img src={logo.icon} alt={logo.name} loading="lazy" height={28} />
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section className="footer-block">
            <h3>{t('responsibleGaming')}</h3>
            <ul className="responsible-links">
              <li>
                <Link href="/safer-play">{t('responsible.saferPlay')}</Link>
              </li>
              {RESPONSIBLE_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(`responsible.${link.key}`)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="age-notice">
              <span className="age-badge" aria-hidden="true">
                {t('ageBadge')}
              </span>{' '}
              {t('ageNotice')}
            </p>
          </section>

          <section className="footer-block">
            <h3>{t('appTitle')}</h3>
            <p className="footer-app-text">{t('appText')}</p>
            <InstallAppButton variant="secondary" className="app-install" />
          </section>
        </div>

        <p className="copyright">{copyright}</p>
      </div>
    </footer>
  );
}
