import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { renderWithApp, setViewport } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { PromotionsPage } from './promotions-page.tsx';

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};
const promo = (id: number, category: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Promo ${id}`,
  desc: 'One two three four five six seven',
  thumbnail: '',
  start_date: '2026-01-05',
  end_date: '2026-12-31',
  status: 'display',
  deposit_bouns: 50,
  turnover: 8,
  category,
  name_bn: `প্রমো ${id}`,
  desc_bn: 'এক দুই তিন চার পাঁচ ছয়',
  eligible_games: 'All slots',
  eligible_games_bn: 'সব স্লট',
  ...extra,
});
const LIST = { 'GET /api/promotion': { body: { data: [promo(1, 99), promo(2, 1), promo(3, 2)] } } };

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  setViewport(true);
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/promotions');
});
afterEach(() => vi.unstubAllGlobals());

describe('the promotions screen', () => {
  it('shows cards with the first five words and dates written as every screen writes them, and the tabs filter them by category', async () => {
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await settle();
    const cards = screen.getAllByTestId('promo-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('One two three four five…')).toBeTruthy();
    expect(within(cards[0]!).getByText('05 Jan 2026')).toBeTruthy();
    expect(within(cards[0]!).getByText('31 Dec 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getAllByTestId('promo-card').map((c) => c.querySelector('h2')?.textContent)).toEqual(['Promo 2']);
    fireEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(screen.queryAllByTestId('promo-card')).toHaveLength(0);
    expect(screen.getByText('No promotions in this category right now')).toBeTruthy();
  });

  it("lists the spec's visible categories as tabs and hides the hidden ones", async () => {
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await settle();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ALL',
      'Welcome Offer',
      'Slots',
      'Live Casino',
      'Sports',
      'Fishing',
      'E-sports',
      'Lottery',
      'P2P',
      'Table',
      'Arcade',
      'Crash',
      'Others',
    ]);
  });

  it('opens the Details popup with the bonus, turnover, eligible games and dates', async () => {
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Details of Promo 2' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('50%')).toBeTruthy();
    expect(within(dialog).getByText('8x the bonus and deposit')).toBeTruthy();
    expect(within(dialog).getByText('All slots')).toBeTruthy();
    expect(within(dialog).getByText('05 Jan 2026 – 31 Dec 2026')).toBeTruthy();
  });

  it('opens the terms named by ?id= (the deposit form links there)', async () => {
    window.history.replaceState(null, '', '/promotions?id=3');
    stubFetch({ ...LIST, 'GET /api/promotions/3': { body: { data: promo(3, 2, { name: 'Live Friday' }) } } });
    renderWithApp(<PromotionsPage />);
    await settle();
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Live Friday' })).toBeTruthy();
  });

  it('shows the Bangla texts and Bengali digits in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await settle();
    const card = screen.getAllByTestId('promo-card')[0]!;
    expect(within(card).getByRole('heading').textContent).toBe('প্রমো 1');
    expect(within(card).getByText('এক দুই তিন চার পাঁচ…')).toBeTruthy();
    expect(within(card).getByText('০৫ জানুয়ারি ২০২৬')).toBeTruthy();
  });

  it('on a desktop shows the banner carousel, which moves every 3 seconds until paused', async () => {
    desktop({ reducedMotion: false });
    vi.useFakeTimers();
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('promo-banner-name').textContent).toBe('Promo 1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('promo-banner-name').textContent).toBe('Promo 2');
    fireEvent.click(screen.getByTestId('promo-pause'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(screen.getByTestId('promo-banner-name').textContent).toBe('Promo 2');
    expect(screen.getAllByRole('link', { name: 'Sign Up Now' })).toHaveLength(3);
    vi.useRealTimers();
  });

  it('Sign Up Now takes a player to the deposit form and a guest to sign-up', async () => {
    desktop({ reducedMotion: true });
    stubFetch(LIST);
    const { unmount } = renderWithApp(<PromotionsPage />);
    await settle();
    expect(screen.getAllByRole('link', { name: 'Sign Up Now' }).map((a) => a.getAttribute('href'))).toEqual(['/deposit', '/deposit', '/deposit']);
    unmount();
    clearSession();
    renderWithApp(<PromotionsPage />);
    await settle();
    expect(screen.getAllByRole('link', { name: 'Sign Up Now' }).map((a) => a.getAttribute('href'))).toEqual(['/signup', '/signup', '/signup']);
  });

  it('never autoplays for a player who asked for reduced motion', async () => {
    desktop({ reducedMotion: true });
    vi.useFakeTimers();
    stubFetch(LIST);
    renderWithApp(<PromotionsPage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9010);
    });
    expect(screen.getByTestId('promo-banner-name').textContent).toBe('Promo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(screen.getByTestId('promo-banner-name').textContent).toBe('Promo 2');
    vi.useRealTimers();
  });
});

/** A desktop width, with or without the system's reduced-motion wish. */
function desktop({ reducedMotion }: { reducedMotion: boolean }) {
  setViewport(false);
  const wide = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...wide(query),
    matches: query.includes('reduced-motion') ? reducedMotion : wide(query).matches,
  })) as typeof window.matchMedia;
}
