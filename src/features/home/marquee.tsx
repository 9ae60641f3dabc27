// The announcement line: the operator's notices (general.notice, or notice_bn in Bangla) scrolling
// across the screen. CSS animates it; it stands still for players who ask for reduced motion, and
// it stops while the pointer is on it. Screen readers get the text as a whole, once.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';

export function noticeItems(notice: string | string[] | null | undefined): string[] {
  const list = Array.isArray(notice) ? notice : notice ? [notice] : [];
  return list.map((n) => n.trim()).filter((n) => n.length > 0);
}

export function Marquee({ notice }: { notice: string | string[] | null | undefined }) {
  const { t } = useTranslation('home');
  const items = noticeItems(notice);
  if (items.length === 0) return null;
  return (
    <div className="marquee" role="marquee" aria-label={t('announcements')}>
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
