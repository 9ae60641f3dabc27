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
import { staffHandoffAtom } from './staff-api.ts';
import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits } from '../../../contracts/challenge.ts';

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
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { sent } = stubFetch({
      'POST /api/login': async () => {
        await gate;
        return { body: ok };
      },
    });
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

  it("takes staff to the operator console's own log-in, not the player's home, with no session and no player popups", async () => {
    stubFetch({
      'POST /api/login': { status: 403, body: { message: 'Staff log in at the console, with a code from an authenticator app.', code: 'staffUseConsole' } },
    });
    renderWithApp(<LoginPage />);
    await fill('e2eoperator', 'secret123');
    await waitFor(() => expect(window.location.pathname).toBe('/operator'));
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('popup')).toBeNull();
  });

  it('hands the console the second step the server began, in memory only: the code for an enrolled member, the set-up for a new one', async () => {
    const refusal = { message: 'Staff log in at the console, with a code from an authenticator app.', code: 'staffUseConsole' };
    stubFetch({ 'POST /api/login': { status: 403, body: { ...refusal, staff_login: { next: 'verify', challenge: 'v'.repeat(43) } } } });
    const first = renderWithApp(<LoginPage />);
    await fill('e2eoperator', 'secret123');
    await waitFor(() => expect(window.location.pathname).toBe('/operator'));
    expect(store.get(staffHandoffAtom)).toEqual({ next: 'verify', challenge: 'v'.repeat(43) });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret123');
    expect(window.location.href).not.toContain('secret123');

    first.unmount();
    window.history.replaceState(null, '', '/login');
    const { sent } = stubFetch({
      'POST /api/login': { status: 403, body: { ...refusal, staff_login: { next: 'enrol', challenge: 'e'.repeat(43) } } },
      'POST /api/operator/login/enrol': { body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Chakka:new?secret=JBSWY3DPEHPK3PXP', message: 'Scan' } },
    });
    renderWithApp(<LoginPage />);
    await fill('newcashier', 'secret123');
    await waitFor(() => expect(window.location.pathname).toBe('/operator'));
    expect(sent.find((s) => s.path === '/api/operator/login/enrol')?.body).toEqual({ challenge: 'e'.repeat(43) });
    expect(store.get(staffHandoffAtom)).toMatchObject({ next: 'enrol', challenge: 'e'.repeat(43), secret: 'JBSWY3DPEHPK3PXP' });
    store.set(staffHandoffAtom, null);
  });

  it('shows Invalid credentials under the password when the server refuses', async () => {
    stubFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid credentials', code: 'invalidCredentials' } } });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'wrongpass1');
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('shows the throttle message of a 429 with the minutes to wait, in English and Bangla', async () => {
    const body = {
      message: 'Too many failed log-in attempts. Please wait 8 minutes and try again, or reset your password.',
      code: 'loginThrottled',
      vars: { minutes: '8' },
    };
    stubFetch({ 'POST /api/login': { status: 429, body } });
    renderWithApp(<LoginPage />);
    await fill('player0001', 'wrongpass1');
    expect(await screen.findByText(body.message)).toBeTruthy();
    await i18n.changeLanguage('bn');
    expect(await screen.findByText('অনেকবার ভুল লগইনের চেষ্টা হয়েছে। অনুগ্রহ করে ৮ মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করুন।')).toBeTruthy();
  });

  it.each([
    ['en', 'Checking...', 'A quick security check after several failed log-ins. It takes a few seconds.'],
    ['bn', 'যাচাই করা হচ্ছে...', 'কয়েকবার ব্যর্থ লগইনের পর একটি ছোট নিরাপত্তা যাচাই। এতে কয়েক সেকেন্ড লাগে।'],
  ])('solves a challenge the server asks for while showing %s, and logs in (%s)', async (lang, button, note) => {
    await i18n.changeLanguage(lang);
    const challenge = { token: 'login.6.9999999999999.abc.sig', difficulty: 6 };
    let asked = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { sent } = stubFetch({
      'POST /api/login': async () => {
        if (asked++ === 0)
          return { status: 429, body: { message: 'A quick security check is needed. Please try again.', code: 'challengeRequired', challenge } };
        await gate;
        return { body: ok };
      },
    });
    renderWithApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText(i18n.t('auth:fields.username')), 'player0001');
    await userEvent.type(screen.getByLabelText(i18n.t('auth:fields.password')), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:login.submit') }));
    const checking = (await screen.findByRole('button', { name: button })) as HTMLButtonElement;
    expect(checking.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(note);
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const logins = sent.filter((s) => s.path === '/api/login');
    expect(logins.map((s) => s.body)).toEqual([
      { username: 'player0001', password: 'secret123' },
      { username: 'player0001', password: 'secret123' },
    ]);
    const solution = logins[1]!.headers.get('x-challenge-solution') ?? '';
    expect(solution.startsWith(`${challenge.token}:`)).toBe(true);
    expect(leadingZeroBits(sha256(new TextEncoder().encode(solution)))).toBeGreaterThanOrEqual(6);
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
