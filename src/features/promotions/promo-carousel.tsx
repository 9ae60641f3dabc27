// The desktop banner carousel (autoplay 3000 ms). Autoplay stops while the
// pointer or focus is on it, when the player presses Pause, and never starts for a player who asked
// the system for reduced motion. Previous and Next work at any time.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstWords, PROMO_AUTOPLAY_MS, type Promotion } from '../../../contracts/promotions.ts';
import { IconButton } from '../../components/button.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { promotionText } from './api.ts';

export function PromoCarousel({ promotions, onOpen }: { promotions: Promotion[]; onOpen: (p: Promotion) => void }) {
  const { t } = useTranslation('promotions');
  const lang = useLanguage();
  const f = useFormat();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = promotions.length;
  const playing = count > 1 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!playing) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), PROMO_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [playing, count]);

  if (count === 0) return null;
  const current = promotions[index % count]!;
  const text = promotionText(current, lang);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      className="promo-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <button type="button" className="promo-banner" aria-roledescription="slide" data-testid="promo-banner" onClick={() => onOpen(current)}>
        {current.thumbnail ? <img src={current.thumbnail} alt="" /> : null}
        {/* Named by what it shows, then its place among the slides (heard, not shown): a name that left out the shown words would not match them. */}
        <span className="promo-banner-text">
          <span className="promo-banner-name" data-testid="promo-banner-name">
            {text.name}
          </span>
          <span className="promo-banner-desc">{firstWords(text.desc)}</span>
        </span>
        <span className="visually-hidden">{t('slidePlace', { n: f.integer(index + 1), count: f.integer(count) })}</span>
      </button>
      <div className="promo-carousel-controls">
        <IconButton icon="back" label={t('previous')} onClick={() => go(-1)} />
        <IconButton
          icon={paused ? 'play' : 'pause'}
          label={paused ? t('play') : t('pause')}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          data-testid="promo-pause"
        />
        <IconButton icon="chevronRight" label={t('next')} onClick={() => go(1)} />
      </div>
    </section>
  );
}
