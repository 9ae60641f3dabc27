// The home footer (spec part 1 §1): folding SEO text (folded to 200 px on mobile, 970 px on
// desktop, by CSS), responsible-gaming links, payment logos, the 18+ notice, the app download
// link and the copyright line.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GeneralSettings } from '../../../contracts/content.ts';
import { Button, buttonClassName } from '../../components/button.tsx';
import { APP_DOWNLOAD_HREF } from '../../lib/categories.ts';
import { useLookup } from '../../lib/use-lookup.ts';

const RESPONSIBLE_LINKS = [
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'gamblingTherapy', href: 'https://www.gamblingtherapy.org/' },
  { key: 'gambleAware', href: 'https://www.begambleaware.org/' },
] as const;

// The logos sit below the fold: their fetcher and the wallet contract load after the first paint.
const loadPaymentLogos = () => import('./api.ts').then((m) => m.getPaymentLogos());

/**
 * The SEO text, copyright and app link come from the general settings; those texts are English,
 * so in Bangla the footer shows its own translation of the same text.
 */
export function SiteFooter({ general }: { general: GeneralSettings | undefined }) {
  const { t, i18n } = useTranslation('home');
  const [expanded, setExpanded] = useState(false);
  const { data: logos } = useLookup('payment-logos', loadPaymentLogos);
  const siteTitle = general?.site_title || 'Chakka';
  const english = i18n.language !== 'bn';
  const translated = t('seo.paragraphs', { returnObjects: true, site: siteTitle }) as string[];
  const paragraphs = english && general?.seo_text.length ? general.seo_text : translated;
  const copyright = english && general?.copyright ? general.copyright : t('copyright', { site: siteTitle });
  const appHref = (general?.app_download || APP_DOWNLOAD_HREF).replace(/^\.\//, '/');
  return (
    <footer className="site-footer on-brand" data-testid="site-footer">
      <section className={`seo-text${expanded ? '' : ' folded'}`} data-testid="seo-text">
        <h2>{t('seo.title', { site: siteTitle })}</h2>
        {Array.isArray(paragraphs) && paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      </section>
      <Button variant="ghost" size="sm" className="seo-toggle" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
        {expanded ? t('showLess') : t('showMore')}
      </Button>

      {logos && logos.length > 0 && (
        <section className="footer-block">
          <h3>{t('paymentMethods')}</h3>
          <ul className="payment-logos" data-testid="payment-logos">
            {logos.map((logo) => <li key={logo.icon}><img src={logo.icon} alt={logo.name} loading="lazy" height={28} /></li>)}
          </ul>
        </section>
      )}

      <section className="footer-block">
        <h3>{t('responsibleGaming')}</h3>
        <ul className="responsible-links">
          <li><Link href="/safer-play">{t('responsible.saferPlay')}</Link></li>
          {RESPONSIBLE_LINKS.map((link) => (
            <li key={link.key}><a href={link.href} target="_blank" rel="noopener noreferrer">{t(`responsible.${link.key}`)}</a></li>
          ))}
        </ul>
        <p className="age-notice"><span className="age-badge">18+</span> {t('ageNotice')}</p>
      </section>

      <section className="footer-block">
        <a className={buttonClassName({ variant: 'secondary', className: 'app-download' })} href={appHref} download>
          <span className="btn-face">{t('downloadApp')}</span>
        </a>
      </section>

      <p className="copyright">{copyright}</p>
    </footer>
  );
}
