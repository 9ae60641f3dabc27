// The three sliders of the home screen, all from /api/sliders by slider_type: the main banner
// (auto-advancing), the favourites row and the featured games row. Favourites and featured games
// need a login: a guest's tap goes to /login; a player's tap launches the game in place.
// Each keeps its size while loading (a placeholder of the same shape), so nothing below it moves when
// the pictures arrive. The main banner pauses while the pointer or the focus is on it, and does not
// move at all for players who ask for reduced motion; its dots are full 44 px targets.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useRef, useState } from 'react';
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

/** How far below the screen a card already asks for its picture. */
export const CARD_AHEAD_MARGIN = '0px 0px 25% 0px';

/**
 * How many of a row's cards ask for their pictures: those that have been on screen (or a quarter of a
 * screen below it), and all of them once the player reaches for the row. A phone shows two or three
 * of a row's cards, and the browser's own lazy loading fetches every card of a sideways row, and rows
 * below the screen, at once (its margin is 1,250 px): on the home screen ten pictures, six of them
 * nobody had scrolled to, within a first visit's 200 KB. The observer watches the screen, so a
 * card hidden in its row's scroll is clipped out of it. Without IntersectionObserver (old WebViews,
 * jsdom) every card shows its picture.
 */
function useCardsInView(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => (typeof IntersectionObserver === 'undefined' ? Number.POSITIVE_INFINITY : 0));
  useEffect(() => {
    const root = track.current;
    if (!root || typeof IntersectionObserver === 'undefined' || count === 0) return;
    const cards = [...root.children];
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => cards.indexOf(e.target) + 1);
        if (seen.length > 0) setInView((n) => Math.max(n, ...seen));
      },
      { rootMargin: CARD_AHEAD_MARGIN },
    );
    for (const card of cards) observer.observe(card);
    // A player who touches, wheels or tabs into the row is about to move along it: every card asks at
    // once, ahead of the finger. Not on 'scroll': the row's scroll snapping scrolls it at its first layout.
    const intents = ['pointerdown', 'wheel', 'focusin'] as const;
    const all = () => setInView(Number.POSITIVE_INFINITY);
    for (const intent of intents) root.addEventListener(intent, all, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const intent of intents) root.removeEventListener(intent, all);
    };
  }, [count]);
  return { track, inView };
}

/** A row of game cards; `art` is the banners' shape ("600 / 340"), so the pictures are never cropped. */
export function CardSlider({ title, slides, testId, loading, art }: { title: string; slides: Slide[]; testId: string; loading?: boolean; art: string }) {
  const { i18n } = useTranslation('home');
  const open = useOpenSlide(true);
  const { track, inView } = useCardsInView(slides.length);
  if (slides.length === 0 && !loading) return null;
  return (
    <section className="card-slider" aria-label={title} data-testid={testId} style={{ ['--card-art' as string]: art }}>
      <h2 className="section-title">{title}</h2>
      <div className="card-slider-track" ref={track}>
        {slides.length === 0
          ? Array.from({ length: CARD_PLACEHOLDERS }, (_, i) => <div key={i} className="slide-card slide-card-placeholder skeleton" aria-hidden="true" />)
          : slides.map((slide, i) => {
              const local = localSlide(slide, i18n.language);
              return (
                // The name wraps onto two lines; a longer one ends in an ellipsis, whole in the title and the button's name.
                <button key={i} type="button" className="slide-card" onClick={() => open(slide)} title={local.name}>
                  {i < inView ? <img src={local.image} alt="" loading="lazy" decoding="async" /> : <span className="slide-card-art" />}
                  <span className="slide-card-title">{local.name}</span>
                </button>
              );
            })}
      </div>
    </section>
  );
}
