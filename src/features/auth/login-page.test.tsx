import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { popupFlagsAtom } from '../../lib/popup-flags.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { LoginPage } from './login-page.tsx';

const ok = { token: 'tok-1', remote_id: '42', username: 'player0001', role: 'player', exchange: [{ token: 'ex-1' }], message: 'Login successful' };

async function fill(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(async () => {
  localStorage.clear();
  store.set(sessionAtom, null);
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/login');
});
afterEach(() => vi.unstubAllGlobals());

describe('the log-in screen', () => {
  it('shows the required messages and sends nothing when both fields are empty', async () => {
    const { sent } = stubFetch({});
    renderWithApp(<LoginPage />);
    await fill('', '');
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/login')).toHaveLength(0);
  });

  it('refuses a username with symbols and a short password', async () => {
    const { sent } = stubFetch({});
    renderWithApp(<LoginPage />);
    await fill('bad name!', 'short');
    expect(screen.getByText('Invalid username (only letters and numbers)')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/login')).toHaveLength(0);
  });

  it('logs in, stores the session and the popup flags, and goes home', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const { sent } = stubFetch({ 'POST /api/login': async () => { await gate; return { body: ok }; } });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'secret123');
    const button = screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent.filter((s) => s.path === '/api/login').map((s) => s.body)).toEqual([{ username: 'player0001', password: 'secret123' }]);
    expect(store.get(sessionAtom)).toMatchObject({ token: 'tok-1', remote_id: '42', exchangeToken: 'ex-1' });
    expect(localStorage.getItem('exchangeToken')).toBe('ex-1');
    expect(store.get(popupFlagsAtom)).toEqual({ popup: true, regPopup: false });
  });

  it('shows Invalid credentials under the password when the server refuses', async () => {
    stubFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid credentials', code: 'invalidCredentials' } } });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'wrongpass1');
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('shows the throttle message of a 429', async () => {
    stubFetch({ 'POST /api/login': { status: 429, body: { message: 'Too many failed log-in attempts. Please wait 15 minutes and try again.', code: 'loginThrottled' } } });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'wrongpass1');
    expect(await screen.findByText('Too many failed log-in attempts. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('says the network failed when the call never reaches the server', async () => {
    stubFetch({ 'POST /api/login': 'network-error' });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'secret123');
    expect(await screen.findByText('Network error, please try again later.')).toBeTruthy();
  });

  it('shows the messages in Bangla when Bangla is chosen', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({});
    renderWithApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(screen.getByText('ইউজারনেম আবশ্যক')).toBeTruthy();
  });
});
