// The announcement line: the operator's notices (general.notice, or notice_bn in Bangla) scrolling
// across the screen. CSS animates it; it stands still for players who ask for reduced motion, and
// it stops while the pointer is on it. Screen readers get the text as a whole, once.
// It also stops while it is scrolled out of sight: a running animation makes the phone draw a new frame
// every 16 ms whether anyone sees it or not, about a tenth of a core here for as long as the home is open
// (`npm run bench:idle`, decision 0163).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';

export function noticeItems(notice: string | string[] | null | undefined): string[] {
  const list = Array.isArray(notice) ? notice : notice ? [notice] : [];
  return list.map((n) => n.trim()).filter((n) => n.length > 0);
}

export function Marquee({ notice }: { notice: string | string[] | null | undefined }) {
  const { t } = useTranslation('home');
  const items = noticeItems(notice);
  const line = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    const el = line.current;
    if (!shown || !el || typeof IntersectionObserver !== 'function') return;
    // An attribute React does not manage: flipping it costs no render. A fast scroll can queue several
    // entries for the one line in a callback; the last is where it is now.
    const watcher = new IntersectionObserver((entries) => el.toggleAttribute('data-out-of-sight', entries.at(-1)?.isIntersecting === false));
    watcher.observe(el);
    return () => watcher.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={line} className="marquee" role="marquee" aria-label={t('announcements')}>
      <span className="marquee-icon">
        <Icon name="megaphone" />
      </span>
      <div className="marquee-viewport">
        <div className="marquee-track">
          {items.map((text, i) => (
            <span key={i} className="marquee-item">
              {text}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
