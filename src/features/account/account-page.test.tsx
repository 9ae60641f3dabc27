import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { balanceAtom, refreshBalanceNow } from '../../lib/balance.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession, sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { resetReads } from '../../lib/read-cache.ts';
import { AccountPage } from './account-page.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';

const user = {
  id: 42,
  username: 'player0001',
  vip_coin: 25,
  name: 'Rahim Uddin',
  phone: '01712345678',
  email: null,
  session_id: '1',
  created_at: '2026-11-01T00:00:00Z',
  dofb: null,
  email_verified_at: null,
  balance: '1500.00',
  referral_code: 'R',
  cash_bonus: '0.00',
};
const routes = {
  'GET /api/user/show': { body: user },
  'GET /api/sociallink': { body: { whatsapp: 'https://wa.me/8801700000000', facebook: 'https://facebook.com/chakka', telegram: '' } },
  'POST /api/balance': { body: { balance: '2750.50' } },
  'POST /api/logout': { body: { message: 'Logged out' } },
};

beforeEach(async () => {
  localStorage.clear();
  resetReads();
  store.set(balanceAtom, '1500.00');
  saveSession({ token: 'tok', remote_id: '42', username: 'player0001' });
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/account');
});
afterEach(() => vi.unstubAllGlobals());

describe('the member menu', () => {
  it('shows the name, VIP points, balance and the links the spec lists', async () => {
    stubFetch(routes);
    renderWithApp(<AccountPage />);
    expect(await screen.findByText('Rahim Uddin')).toBeTruthy();
    expect(screen.getByText('25')).toBeTruthy();
    expect(screen.getByText('৳ 1,500.00')).toBeTruthy();
    for (const name of [
      'Deposit',
      'Withdrawal',
      'Betting Records',
      'Turnover',
      'Transaction Records',
      'Personal Info',
      'Reset password',
      'Inbox',
      'Referral',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    // Telegram has no link, so only two contacts show.
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('refreshes and hides the balance', async () => {
    stubFetch(routes);
    renderWithApp(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('৳ 2,750.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('৳ 2,750.50')).toBeNull();
  });

  it('logs out through the API and forgets the session', async () => {
    const { sent } = stubFetch(routes);
    renderWithApp(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent.filter((s) => s.path === '/api/logout')).toHaveLength(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers the support mail from the general settings as a contact', async () => {
    stubFetch({
      ...routes,
      'GET /api/general': {
        body: {
          support_mail: 'help@chakka.example',
          site_title: 'Chakka',
          site_status: 1,
          whatsapp: '',
          live_chat: '',
          intercom: '',
          tawk_id: '',
          system_notice: '',
          withdrawal_status: 1,
          notice: [],
          app_download: '',
          seo_text: [],
          copyright: '',
        },
      },
    });
    renderWithApp(<AccountPage />);
    const mail = await screen.findByRole('link', { name: 'Email' });
    expect(mail.getAttribute('href')).toBe('mailto:help@chakka.example');
  });

  it('reads the balance and the VIP points again at once after a money action elsewhere', async () => {
    let vip = 25;
    stubFetch({ ...routes, 'GET /api/user/show': () => ({ body: { ...user, vip_coin: vip } }), 'POST /api/balance': { body: { balance: '1510.00' } } });
    renderWithApp(<AccountPage />);
    expect(await screen.findByText('25')).toBeTruthy();
    vip = 15;
    await act(async () => {
      await refreshBalanceNow('1510.00');
    });
    expect(await screen.findByText('15')).toBeTruthy();
    expect(screen.getByText('৳ 1,510.00')).toBeTruthy();
  });
});
