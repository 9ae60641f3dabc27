import { Link } from 'wouter';
import { useSite } from './use-site.ts';

/** The logo (mobile_logo on small screens when set), falling back to the site name as text. */
export function SiteLogo({ mobile }: { mobile?: boolean }) {
  const { logo, general } = useSite();
  const src = (mobile && logo?.mobile_logo) || logo?.logo;
  const name = general?.site_title || 'Chakka';
  return (
    <Link href="/" className="site-logo" aria-label={name}>
      {src ? <img src={src} alt={name} height={32} /> : <span className="site-logo-text">{name}</span>}
    </Link>
  );
}
