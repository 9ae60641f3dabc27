import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session.ts';
import { renderWithApp, setViewport } from '../../lib/testing.tsx';
import { primeRead, resetReads } from '../../lib/read-cache.ts';
import { SPORTS_ENTRIES } from '../../lib/categories.ts';
import { GAME_CATEGORIES_KEY, type GameCategories } from '../../lib/game-categories.ts';
import { GAME_TYPES } from '../../../contracts/content.ts';
import { ShellLayout } from './shell-layout.tsx';

/** Every category (Arcade included) and sports entry with a game to launch. */
const everyCategory: GameCategories = {
  categories: GAME_TYPES.map((type) => ({ type, systems: ['JILI'], tags: type === 'EGAME' ? ['arcade'] : [] })),
  sports: SPORTS_ENTRIES.flatMap((e) => (e.code ? [e.code] : [])),
};

const content = vi.hoisted(() => ({
  getGeneral: vi.fn(async () => ({
    site_title: 'Chakka',
    site_status: 1,
    notice: [],
    system_notice: '',
    whatsapp: '',
    live_chat: '',
    intercom: '',
    tawk_id: '',
    support_mail: '',
    withdrawal_status: 1,
    app_download: '/',
    seo_text: [],
    copyright: '',
  })),
  getLogo: vi.fn(async () => null),
  getSocialLinks: vi.fn(async () => null),
  getSystems: vi.fn(async (type: string) =>
    type === 'SLOT'
      ? [
          { platform: 'JILI', name: 'JILI', type: 'SLOT', logo: '' },
          { platform: 'PG', name: 'PG Soft', type: 'SLOT', logo: '' },
        ]
      : [],
  ),
  getMarketBlock: vi.fn(async () => ({ exchange_market: 1, cs_market: 1, status: 'active' })),
}));
vi.mock('../../lib/content-api.ts', () => content);
vi.mock('../../lib/balance.ts', async (orig) => ({ ...(await orig<typeof import('../../lib/balance.ts')>()), startBalancePoll: () => () => {} }));

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetReads();
  primeRead(GAME_CATEGORIES_KEY, everyCategory);
  window.history.replaceState(null, '', '/');
});

const renderShell = async () => {
  renderWithApp(
    <ShellLayout>
      <p>screen</p>
    </ShellLayout>,
  );
  await act(async () => {});
};

describe('the app shell', () => {
  it('a guest on a phone gets the top bar with language, Login and Sign up, and no toolbar', async () => {
    setViewport(true);
    await renderShell();
    const bar = screen.getByTestId('mobile-top-bar');
    expect(within(bar).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(bar).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('navigation', { name: 'Player menu' })).toBeNull();
    expect(screen.queryByTestId('desktop-header')).toBeNull();
  });

  it('a player on a phone gets the bottom toolbar with its four entries', async () => {
    setViewport(true);
    saveSession({ token: 't', remote_id: '1', username: 'player0001' });
    await renderShell();
    const toolbar = screen.getByRole('navigation', { name: 'Player menu' });
    expect(
      within(toolbar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/promotions', '/deposit', '/account']);
    expect(within(screen.getByTestId('mobile-top-bar')).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('on the exchange routes a player on a phone gets no player toolbar, since the exchange draws its own nav', async () => {
    setViewport(true);
    saveSession({ token: 't', remote_id: '1', username: 'player0001' });
    const paths = ['/exchange', '/exchange-inplay', '/exchange-sports', '/exchange-multi', '/exchange-account', '/odds-view'];
    for (const path of paths) {
      window.history.replaceState(null, '', path);
      const view = renderWithApp(
        <ShellLayout>
          <p>screen</p>
        </ShellLayout>,
      );
      await act(async () => {});
      expect(screen.queryByRole('navigation', { name: 'Player menu' }), path).toBeNull();
      view.unmount();
    }
    // A look-alike path that is not an exchange route keeps the toolbar.
    window.history.replaceState(null, '', '/exchanges-info');
    await renderShell();
    expect(screen.getByRole('navigation', { name: 'Player menu' })).toBeTruthy();
  });

  it('a wide screen gets the desktop header and top navigation instead', async () => {
    setViewport(false);
    await renderShell();
    expect(screen.getByTestId('desktop-header')).toBeTruthy();
    expect(screen.queryByTestId('mobile-top-bar')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/promotions', '/vip', '/referral']);
    // Install the app, Exchange Cricket and the seven casino categories; no link offers a file.
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Install the app', 'Exchange Cricket', 'Casino', 'Slot', 'Table', 'Crash', 'Fishing', 'Arcade', 'Lottery']);
    expect(document.querySelector('a[download], a[href$=".apk"]')).toBeNull();
  });

  it('shows only the categories and sports entries with a game to launch, on a phone and on a wide screen', async () => {
    resetReads();
    primeRead(GAME_CATEGORIES_KEY, {
      categories: [
        { type: 'SLOT', systems: ['JILI'], tags: [] },
        { type: 'EGAME', systems: ['JILI'], tags: ['crash'] },
      ],
      sports: [],
    } satisfies GameCategories);
    setViewport(false);
    await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Install the app', 'Exchange Cricket', 'Slot', 'Crash']);
  });

  it('the side menu lists only the categories and sports entries with a game to launch', async () => {
    resetReads();
    primeRead(GAME_CATEGORIES_KEY, {
      categories: [{ type: 'SLOT', systems: ['JILI'], tags: [] }],
      sports: ['chakka_virtual_cricket'],
    } satisfies GameCategories);
    setViewport(true);
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const categories = [...menu.querySelectorAll(':scope > ul > li > button[aria-expanded]')].map((b) => b.textContent);
    expect(categories).toEqual(['Sports', 'Slot']);
    fireEvent.click(within(menu).getByRole('button', { name: 'Sports' }));
    expect([...menu.querySelectorAll('.side-sub-menu button')].map((b) => b.textContent)).toEqual(['Exchange', 'Virtual']);
  });

  it('the desktop header offers Deposit and Member Center to a player', async () => {
    setViewport(false);
    saveSession({ token: 't', remote_id: '1', username: 'player0001' });
    await renderShell();
    const header = screen.getByTestId('desktop-header');
    expect(within(header).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/account');
    expect(within(header).getByRole('link', { name: 'Member Center' }).getAttribute('href')).toBe('/account');
  });

  it.each([
    ['a phone', true, 'mobile-top-bar'],
    ['a wide screen', false, 'desktop-header'],
  ])('staff on %s get the way back to the operator console instead of a balance and Deposit', async (_, mobile, bar) => {
    setViewport(mobile);
    saveSession({ token: 't', remote_id: '1', username: 'e2eoperator', role: 'operator' });
    await renderShell();
    const header = screen.getByTestId(bar);
    expect(within(header).getByRole('link', { name: 'Operator console' }).getAttribute('href')).toBe('/operator');
    expect(within(header).queryByTestId('header-balance')).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Player menu' })).toBeNull();
  });

  it('the side menu opens from the menu button and the backdrop closes it', async () => {
    setViewport(true);
    await renderShell();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('the side menu takes the focus, closes on Escape and gives the focus back to the menu button', async () => {
    setViewport(true);
    await renderShell();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(within(menu).getByRole('combobox', { name: 'Theme' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('mounts one polite region for toasts, two seconds after start-up at most', async () => {
    setViewport(true);
    await renderShell();
    const region = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('the Sports sub-menu lists its fixed entries and a category lists its providers', async () => {
    setViewport(true);
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Sports' }));
    expect(within(menu).getByRole('button', { name: 'Exchange' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'SBO Sports' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Slot' }));
    await act(async () => {});
    expect(within(menu).queryByRole('button', { name: 'Exchange' })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'JILI' }));
    expect(window.location.pathname + window.location.search).toBe('/games?type=SLOT&system=JILI&title=JILI');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('a blocked casino section shows the Market Block popup instead of navigating', async () => {
    setViewport(true);
    content.getMarketBlock.mockResolvedValueOnce({ exchange_market: 1, cs_market: 0, status: 'blocked' });
    saveSession({ token: 'blocked', remote_id: '1', username: 'player0001' });
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Slot' }));
    await act(async () => {});
    fireEvent.click(within(menu).getByRole('button', { name: 'PG Soft' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'Market Block' }).textContent).toContain('Your selected section "Slot" is currently blocked by Your Upline.');
  });
});
