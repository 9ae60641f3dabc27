// Appears after 300 px of scroll (spec part 2 §9) and takes the page back to the top.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SCROLL_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
