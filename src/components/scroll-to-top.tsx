// Appears after 300 px of scroll and takes the page back to the top.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SCROLL_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    // The first look waits for the next frame: read during the shell's mount, scrollY made the browser lay
    // out the whole new page at once, in the effects' task, instead of in the frame
    // that lays it out anyway (docs/decisions/0197 has the figure).
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
