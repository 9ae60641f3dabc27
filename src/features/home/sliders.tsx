// The three sliders of the home screen, all from /api/sliders by slider_type: the main banner
// (auto-advancing), the favourites row and the featured games row. Favourites and featured games
// need a login: a guest's tap goes to /login (spec part 1 §6); a player's tap launches the game in place.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Slide } from '../../lib/content-api.ts';
import { openGame, parseGameLink } from '../../lib/game-launch.ts';
import { sessionAtom } from '../../lib/session.ts';

export const MAIN_SLIDE_MS = 4000;

function useOpenSlide(needsLogin: boolean) {
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  return (slide: Slide) => {
    if (needsLogin && !session) return navigate('/login');
    if (!slide.link) return;
    if (slide.link.startsWith('/')) return navigate(slide.link);
    // A game link 'PLATFORM-TYPE-code' launches the game here, never in a new tab.
    const game = parseGameLink(slide.link);
    if (game) openGame(navigate, game, slide.name);
  };
}

export function MainSlider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const open = useOpenSlide(false);
  useEffect(() => {
    if (slides.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % slides.length), MAIN_SLIDE_MS);
    return () => clearInterval(id);
  }, [slides.length]);
  if (slides.length === 0) return null;
  const current = slides[index % slides.length];
  return (
    <section className="main-slider" aria-label={t('mainSlider')} data-testid="main-slider">
      <button type="button" className="main-slide" onClick={() => open(current)}>
        <img src={current.image} alt={current.name} />
      </button>
      <div className="slider-dots">
        {slides.map((s, i) => (
          <button key={i} type="button" aria-label={s.name} aria-current={i === index % slides.length}
            className={i === index % slides.length ? 'active' : undefined} onClick={() => setIndex(i)} />
        ))}
      </div>
    </section>
  );
}

export function CardSlider({ title, slides, testId }: { title: string; slides: Slide[]; testId: string }) {
  const open = useOpenSlide(true);
  if (slides.length === 0) return null;
  return (
    <section className="card-slider" aria-label={title} data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      <div className="card-slider-track">
        {slides.map((slide, i) => (
          <button key={i} type="button" className="slide-card" onClick={() => open(slide)}>
            <img src={slide.image} alt="" loading="lazy" />
            <span>{slide.name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
