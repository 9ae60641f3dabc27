import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { clearSession } from '../../lib/session.ts';
import { renderWithApp, setViewport } from '../../lib/testing.tsx';
import { primeRead, resetReads } from '../../lib/read-cache.ts';
import { SPORTS_ENTRIES } from '../../lib/categories.ts';
import { GAME_CATEGORIES_KEY, type GameCategories } from '../../lib/game-categories.ts';
import { GAME_TYPES } from '../../../contracts/content.ts';
import { HomePage } from './home-page.tsx';

const general = {
  site_title: 'Chakka',
  site_status: 1,
  withdrawal_status: 1,
  app_download: '/',
  seo_text: ['Chakka is a cricket exchange.', 'Play responsibly.'],
  copyright: 'Copyright © 2017-2025 Chakka. All rights reserved.',
  notice: ['Welcome to Chakka', 'Deposits are instant'],
  system_notice: '<p>Server <b>upgrade</b> tonight</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  whatsapp: '',
  live_chat: '',
  intercom: '',
  tawk_id: '',
  support_mail: '',
  notice_bn: ['চাক্কায় স্বাগতম'],
  system_notice_bn: '<p>আজ রাতে <b>আপগ্রেড</b></p>',
  seo_text_bn: ['চাক্কা একটি ক্রিকেট এক্সচেঞ্জ।'],
  copyright_bn: 'কপিরাইট © ২০১৭-২০২৫ চাক্কা।',
};
const slide = (name: string, link: string, image: string, nameBn = '', imageBn = '') => ({ name, link, image, nameBn, imageBn });
const content = vi.hoisted(() => ({
  getGeneral: vi.fn(),
  getSliders: vi.fn(),
  getSystems: vi.fn(async (type: string) =>
    type === 'LIVE'
      ? [
          { platform: 'EVOLUTION', name: 'Evolution', type: 'LIVE', logo: '/evo.png' },
          { platform: 'SEXY', name: 'AE Sexy', type: 'LIVE', logo: '' },
        ]
      : [],
  ),
  getMarketBlock: vi.fn(async () => ({ exchange_market: 1, cs_market: 1, status: 'active' })),
}));
vi.mock('../../lib/content-api.ts', async (original) => ({ ...(await original<object>()), ...content }));
const sliders = {
  main: [slide('Main one', '/promotions', '/m1.jpg', 'প্রথম', '/m1.bn.jpg'), slide('Main two', '/promotions', '/m2.jpg')],
  favourite: [slide('Exchange', '/exchange', '/f1.jpg')],
  featured: [slide('Aviator', '/games?type=EGAME', '/g1.jpg'), slide('Super Ace', '/games?type=SLOT', '/g2.jpg')],
};
vi.mock('./api.ts', () => ({
  getPaymentLogos: async () => [
    { name: 'bKash', icon: '/bkash.png' },
    { name: 'Nagad', icon: '/nagad.png' },
  ],
}));

/** Every category, provider and sports entry with a game to launch. */
const everyCategory: GameCategories = {
  categories: GAME_TYPES.map((type) => ({ type, systems: ['CHAKKA', 'BAUL'], tags: [] })),
  sports: SPORTS_ENTRIES.flatMap((e) => (e.code ? [e.code] : [])),
};

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetReads();
  primeRead(GAME_CATEGORIES_KEY, everyCategory);
  setViewport(true);
  setPopupFlags({ popup: false, regPopup: false });
  content.getGeneral.mockResolvedValue(general);
  content.getSliders.mockResolvedValue(sliders);
  window.history.replaceState(null, '', '/');
});

const renderHome = async () => {
  const view = renderWithApp(<HomePage />);
  await act(async () => {});
  await act(async () => {});
  return view;
};

describe('the home screen', () => {
  it('shows the maintenance page and nothing else while site_status is 0', async () => {
    content.getGeneral.mockResolvedValue({ ...general, site_status: 0 });
    await renderHome();
    expect(screen.getByTestId('maintenance-page').textContent).toContain("We're currently undergoing Maintenance!");
    expect(screen.queryByTestId('home-page')).toBeNull();
  });

  it('scrolls every notice in the announcement marquee', async () => {
    await renderHome();
    const marquee = screen.getByRole('marquee');
    expect(within(marquee).getByText('Welcome to Chakka')).toBeTruthy();
    expect(within(marquee).getByText('Deposits are instant')).toBeTruthy();
  });

  it('hides the marquee when there is no notice', async () => {
    content.getGeneral.mockResolvedValue({ ...general, notice: ['  '] });
    await renderHome();
    expect(screen.queryByRole('marquee')).toBeNull();
  });

  it('fills each slider with its own slider type', async () => {
    await renderHome();
    expect(within(screen.getByTestId('main-slider')).getAllByRole('img')).toHaveLength(1);
    expect(within(screen.getByTestId('main-slider')).getByRole('button', { name: 'Slide 2 of 2: Main two' })).toBeTruthy();
    expect(within(screen.getByTestId('main-slider')).getAllByRole('button')).toHaveLength(3);
    expect(within(screen.getByTestId('favourite-slider')).getAllByRole('button')).toHaveLength(1);
    expect(within(screen.getByTestId('featured-slider')).getAllByRole('button')).toHaveLength(2);
  });

  it('a guest tapping a featured game goes to /login', async () => {
    await renderHome();
    fireEvent.click(within(screen.getByTestId('featured-slider')).getAllByRole('button')[0]);
    expect(window.location.pathname).toBe('/login');
  });

  it('has the category tabs, fixed sports entries, and providers of other categories', async () => {
    await renderHome();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Sports', 'Casino', 'Slot', 'Table', 'Poker', 'Crash', 'Fishing']);
    expect(screen.getByRole('button', { name: 'Lucky Sports' })).toBeTruthy();
    expect(
      within(screen.getByTestId('sports-entries'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Exchange', 'I-Sports', 'E1 Sports', 'Horsebook', 'Virtual', 'Kabaddi', 'Fantasy', 'SBO Sports']);
    fireEvent.click(screen.getByRole('tab', { name: 'Casino' }));
    await act(async () => {});
    const grid = screen.getByTestId('provider-grid');
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All providers', 'Evolution', 'AE Sexy']);
    // A provider with a logo shows it; its name is still the button's name.
    expect(within(grid).getByRole('button', { name: 'Evolution' }).querySelector('img')?.getAttribute('src')).toBe('/evo.png');
    fireEvent.click(within(grid).getByRole('button', { name: 'All providers' }));
    expect(window.location.search).toBe('?type=LIVE&system=EVOLUTION%2CSEXY&title=Casino');
  });

  it('offers only categories and sports entries with a game to launch, and Lucky Sports only with a sports game', async () => {
    resetReads();
    primeRead(GAME_CATEGORIES_KEY, {
      categories: [
        { type: 'SPORTS', systems: ['CHAKKA'], tags: [] },
        { type: 'SLOT', systems: ['CHAKKA'], tags: [] },
        { type: 'EGAME', systems: ['CHAKKA'], tags: ['crash'] },
      ],
      sports: ['chakka_kabaddi_live'],
    } satisfies GameCategories);
    await renderHome();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sports', 'Slot', 'Crash']);
    expect(
      within(screen.getByTestId('sports-entries'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Exchange', 'Kabaddi']);
    fireEvent.click(screen.getByRole('button', { name: 'Lucky Sports' }));
    expect(window.location.search).toBe('?type=SPORTS&system=CHAKKA&title=Lucky+Sports');
  });

  it('offers no Lucky Sports when no sports game launches; the Exchange is always there', async () => {
    resetReads();
    primeRead(GAME_CATEGORIES_KEY, { categories: [{ type: 'SLOT', systems: ['CHAKKA'], tags: [] }], sports: [] } satisfies GameCategories);
    await renderHome();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sports', 'Slot']);
    expect(screen.queryByRole('button', { name: 'Lucky Sports' })).toBeNull();
    expect(
      within(screen.getByTestId('sports-entries'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Exchange']);
  });

  it('shows the system notice sanitized when the popup flag is 1, and dismissing sets it to 0', async () => {
    setPopupFlags({ popup: true });
    await renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelector('b')?.textContent).toBe('upgrade');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('popup')).toBe('0');
  });

  it('does not show the system notice when its flag is 0', async () => {
    await renderHome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after sign-up the welcome popup comes alone, Deposit now goes to /deposit, and the notice waits for the next visit', async () => {
    setPopupFlags({ popup: true, regPopup: true });
    const first = await renderHome();
    const welcome = screen.getByRole('dialog', { name: 'Welcome!' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(welcome).getByRole('button', { name: 'Deposit now' }));
    expect(localStorage.getItem('regPopup')).toBe('0');
    expect(window.location.pathname).toBe('/deposit');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    await renderHome();
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a welcome closed with Home Page leaves the rest of that visit free of popups', async () => {
    setPopupFlags({ popup: true, regPopup: true });
    await renderHome();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Welcome!' })).getByRole('button', { name: 'Home Page' }));
    for (let i = 0; i < 5; i++) await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('popup')).toBe('1');
  });

  it('the footer folds its SEO text and carries payment logos, the 18+ notice, the app link and the copyright', async () => {
    await renderHome();
    const footer = screen.getByTestId('site-footer');
    const seo = screen.getByTestId('seo-text');
    expect(seo.className).toContain('folded');
    expect(seo.textContent).toContain('Chakka is a cricket exchange.');
    fireEvent.click(within(footer).getByRole('button', { name: 'Show more' }));
    expect(seo.className).not.toContain('folded');
    expect(within(screen.getByTestId('payment-logos')).getAllByRole('img')).toHaveLength(2);
    expect(footer.textContent).toContain('18+');
    expect(within(footer).getByRole('button', { name: 'Install the app' })).toBeTruthy();
    expect(footer.querySelector('a[download], a[href$=".apk"]')).toBeNull();
    expect(footer.textContent).toContain('2017-2025');
  });

  it("keeps the sliders' places while they load, so nothing below them moves", async () => {
    let release!: (v: typeof sliders) => void;
    content.getSliders.mockReturnValue(
      new Promise((r) => {
        release = r;
      }),
    );
    await renderHome();
    expect(document.querySelector('.main-slider-placeholder')).toBeTruthy();
    expect(document.querySelectorAll('.slide-card-placeholder')).toHaveLength(8);
    await act(async () => {
      release(sliders);
    });
    expect(document.querySelector('.main-slider-placeholder')).toBeNull();
    expect(screen.getByTestId('main-slider')).toBeTruthy();
  });

  it("in Bangla shows the operator's Bangla notices, banner, footer and the translated sports entries", async () => {
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    setPopupFlags({ popup: true });
    await renderHome();
    expect(within(screen.getByRole('marquee')).getByText('চাক্কায় স্বাগতম')).toBeTruthy();
    expect(within(screen.getByTestId('main-slider')).getByRole('img').getAttribute('src')).toBe('/m1.bn.jpg');
    expect(within(screen.getByTestId('main-slider')).getByRole('img').getAttribute('alt')).toBe('প্রথম');
    expect(screen.getByTestId('seo-text').textContent).toContain('চাক্কা একটি ক্রিকেট এক্সচেঞ্জ।');
    expect(screen.getByTestId('site-footer').textContent).toContain('কপিরাইট © ২০১৭-২০২৫ চাক্কা।');
    expect(within(screen.getByTestId('sports-entries')).getAllByRole('button')[0]!.textContent).toBe('এক্সচেঞ্জ');
    const notice = await screen.findByRole('dialog', { name: 'বিজ্ঞপ্তি' });
    expect(notice.querySelector('b')?.textContent).toBe('আপগ্রেড');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
