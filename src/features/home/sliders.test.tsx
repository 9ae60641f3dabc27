// A sideways row of cards asks for the pictures of the cards in view (or just ahead of it) only, and for
// the next ones as the player scrolls; without IntersectionObserver every card shows its own.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '../../lib/content-api.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { CardSlider } from './sliders.tsx';

const slides: Slide[] = Array.from({ length: 6 }, (_, i) => ({ name: `Game ${i + 1}`, link: '/games', image: `/g${i + 1}.webp`, nameBn: '', imageBn: '' }));

/** An IntersectionObserver whose entries the test reports, as the browser would on layout and scroll. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  /** Cards [from, to) are in the root's view (with its margin). */
  report(from: number, to: number) {
    const entries = this.targets.map((target, i) => ({ target, isIntersecting: i >= from && i < to }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

// Decorative pictures (alt="") have no img role: read the elements.
const pictures = () => [...screen.getByTestId('row').querySelectorAll('img')].map((img) => img.getAttribute('src'));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('a row of cards', () => {
  it('asks for the pictures of the cards on screen only, more as they come into view, and all once a finger is on the row', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderWithApp(<CardSlider title="Games" slides={slides} testId="row" art="1 / 1" />);
    expect(pictures()).toEqual([]);
    const observer = FakeObserver.last!;
    // Against the screen (a card hidden in the row's scroll is clipped out of it), a quarter screen below.
    expect(observer.options.root ?? null).toBeNull();
    expect(observer.options.rootMargin).toBe('0px 0px 25% 0px');
    expect(observer.targets).toHaveLength(6);
    observer.report(0, 3);
    expect(pictures()).toEqual(['/g1.webp', '/g2.webp', '/g3.webp']);
    // A card that left the screen keeps its picture; the next one comes in.
    observer.report(1, 4);
    expect(pictures()).toEqual(['/g1.webp', '/g2.webp', '/g3.webp', '/g4.webp']);
    // Every card keeps its place and size meanwhile: the ones not yet seen hold an empty frame.
    expect(screen.getByTestId('row').querySelectorAll('.slide-card-art')).toHaveLength(2);
    // The row scrolled by its own snapping at layout is no reason; a finger on the row is: every card asks.
    const track = screen.getByTestId('row').querySelector('.card-slider-track')!;
    fireEvent.scroll(track);
    expect(pictures()).toHaveLength(4);
    fireEvent.pointerDown(track.children[1]!);
    expect(pictures()).toEqual(slides.map((s) => s.image));
  });

  it('shows every picture where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithApp(<CardSlider title="Games" slides={slides} testId="row" art="1 / 1" />);
    expect(pictures()).toEqual(slides.map((s) => s.image));
  });
});
