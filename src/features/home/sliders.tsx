// The three sliders of the home screen, all from /api/sliders by slider_type: the main banner
// (auto-advancing), the favourites row and the featured games row. Favourites and featured games
// need a login: a guest's tap goes to /login (spec part 1 §6); a player's tap launches the game in place.
// Each keeps its size while loading (a placeholder of the same shape), so nothing below it moves when
// the pictures arrive. The main banner pauses while the pointer or the focus is on it, and does not
// move at all for players who ask for reduced motion; its dots are full 44 px targets.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { localSlide, type Slide } from '../../lib/content-api.ts';
import { openGame, parseGameLink } from '../../lib/game-launch.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat } from '../../lib/use-format.ts';

export const MAIN_SLIDE_MS = 4000;
const CARD_PLACEHOLDERS = 4;

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

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function MainSlider({ slides, loading }: { slides: Slide[]; loading?: boolean }) {
  const { t, i18n } = useTranslation('home');
  const f = useFormat();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const open = useOpenSlide(false);
  useEffect(() => {
    if (slides.length < 2 || held || reducedMotion()) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % slides.length), MAIN_SLIDE_MS);
    return () => clearInterval(id);
  }, [slides.length, held]);
  if (slides.length === 0) {
    return loading ? <div className="main-slider main-slider-placeholder skeleton" aria-hidden="true" /> : null;
  }
  const at = index % slides.length;
  const current = localSlide(slides[at], i18n.language);
  return (
    <section
      className="main-slider"
      aria-label={t('mainSlider')}
      aria-roledescription="carousel"
      data-testid="main-slider"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <button type="button" className="main-slide" onClick={() => open(current)}>
        {/* The screen's largest paint: fetched before the cards' pictures. */}
        <img src={current.image} alt={current.name} width={1200} height={400} fetchPriority="high" />
      </button>
      {slides.length > 1 && (
        <div className="slider-dots">
          {slides.map((s, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('slideOf', { n: f.integer(i + 1), total: f.integer(slides.length), name: localSlide(s, i18n.language).name })}
              aria-current={i === at}
              className={i === at ? 'active' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** A row of game cards; `art` is the banners' shape ("600 / 340"), so the pictures are never cropped. */
export function CardSlider({ title, slides, testId, loading, art }: { title: string; slides: Slide[]; testId: string; loading?: boolean; art: string }) {
  const { i18n } = useTranslation('home');
  const open = useOpenSlide(true);
  if (slides.length === 0 && !loading) return null;
  return (
    <section className="card-slider" aria-label={title} data-testid={testId} style={{ ['--card-art' as string]: art }}>
      <h2 className="section-title">{title}</h2>
      <div className="card-slider-track">
        {slides.length === 0
          ? Array.from({ length: CARD_PLACEHOLDERS }, (_, i) => <div key={i} className="slide-card slide-card-placeholder skeleton" aria-hidden="true" />)
          : slides.map((slide, i) => {
              const local = localSlide(slide, i18n.language);
              return (
                <button key={i} type="button" className="slide-card" onClick={() => open(slide)}>
                  <img src={local.image} alt="" loading="lazy" />
                  <span>{local.name}</span>
                </button>
              );
            })}
      </div>
    </section>
  );
}
