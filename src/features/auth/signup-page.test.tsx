import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { popupFlagsAtom } from '../../lib/popup-flags.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Sent } from '../../../tests/helpers/stub-fetch.ts';
import { SignupPage } from './signup-page.tsx';
import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits } from '../../../contracts/challenge.ts';

/** What the form sent: the screen's own calls, not the logo lookup of its frame. */
const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST');

const login = { token: 'tok-2', remote_id: '43', username: 'newplayer1', role: 'player', exchange: [{ token: 'ex-2' }], message: 'Login successful' };

async function fillValid(overrides: Record<string, string> = {}) {
  const values = {
    Username: 'newplayer1',
    Password: 'secret123',
    'Confirm Password': 'secret123',
    'Full Name': 'Rahim Uddin',
    'Phone Number': '01712345678',
    Email: 'rahim@example.com',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(async () => {
  localStorage.clear();
  store.set(sessionAtom, null);
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-up screen', () => {
  it('shows one message per broken rule and sends nothing', async () => {
    const { sent } = stubFetch({});
    renderWithApp(<SignupPage />);
    await fillValid({ Username: 'short', Password: 'pass word1', 'Confirm Password': 'other', 'Phone Number': '123', Email: 'not-mail' });
    expect(screen.getByText('Username must be between 8 and 16 characters')).toBeTruthy();
    expect(screen.getByText('Password can only contain letters and numbers (no special characters)')).toBeTruthy();
    expect(screen.getByText('Invalid phone number (10-15 digits)')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    stubFetch({});
    renderWithApp(<SignupPage />);
    await fillValid({ 'Confirm Password': 'secret124' });
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('shows the server errors under their fields', async () => {
    stubFetch({
      'POST /api/v1/create-players': {
        status: 422,
        body: { message: 'This username is already taken', code: 'usernameTaken', errors: { username: 'This username is already taken' } },
      },
    });
    renderWithApp(<SignupPage />);
    await fillValid();
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
  });

  it.each([
    ['en', 'This phone number or email address is already registered'],
    ['bn', 'এই ফোন নম্বর বা ইমেইল ঠিকানাটি ইতিমধ্যে নিবন্ধিত'],
  ])('says a phone or e-mail is taken under both fields, without saying which (%s)', async (lang, text) => {
    const taken = 'This phone number or email address is already registered';
    stubFetch({ 'POST /api/v1/create-players': { status: 422, body: { message: taken, code: 'contactTaken', errors: { phone: taken, email: taken } } } });
    await i18n.changeLanguage(lang);
    renderWithApp(<SignupPage />);
    const labels =
      lang === 'en'
        ? ['Username', 'Password', 'Confirm Password', 'Full Name', 'Phone Number', 'Email']
        : [
            i18n.t('auth:fields.username'),
            i18n.t('auth:fields.password'),
            i18n.t('auth:fields.confirmPassword'),
            i18n.t('auth:fields.name'),
            i18n.t('auth:fields.phone'),
            i18n.t('auth:fields.email'),
          ];
    const values = ['newplayer1', 'secret123', 'secret123', 'Rahim Uddin', '01712345678', 'rahim@example.com'];
    for (const [i, label] of labels.entries()) await userEvent.type(screen.getByLabelText(label), values[i]!);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:signup.submit') }));
    expect(await screen.findAllByText(text)).toHaveLength(2);
  });

  it('solves the challenge the server asks for, showing Checking..., and signs up', async () => {
    const challenge = { token: 'signup.4.9999999999999.abc.sig', difficulty: 4 };
    let asked = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { sent } = stubFetch({
      'POST /api/v1/create-players': async () => {
        if (asked++ === 0)
          return { status: 429, body: { message: 'A quick security check is needed. Please try again.', code: 'challengeRequired', challenge } };
        await gate;
        return { body: { message: 'Registration successful', remote_id: '43' } };
      },
      'POST /api/login': { body: login },
    });
    renderWithApp(<SignupPage />);
    await fillValid();
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeTruthy();
    expect(screen.getByText('A quick security check for sign-ups from this network. It takes a few seconds.').getAttribute('role')).toBe('status');
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const solution = posts(sent)[1]!.headers.get('x-challenge-solution') ?? '';
    expect(solution.startsWith(`${challenge.token}:`)).toBe(true);
    expect(leadingZeroBits(sha256(new TextEncoder().encode(solution)))).toBeGreaterThanOrEqual(4);
  });

  it('tells how many minutes to wait when the address has signed up too often', async () => {
    stubFetch({
      'POST /api/v1/create-players': {
        status: 429,
        body: { message: 'Too many attempts. Please try again in 53 minutes.', code: 'tooManyAttemptsWait', vars: { minutes: '53' } },
      },
    });
    renderWithApp(<SignupPage />);
    await fillValid();
    expect(await screen.findByText('Too many attempts. Please try again in 53 minutes.')).toBeTruthy();
  });

  it('creates the player with the stored codes, logs in, sets both popups and forgets the codes', async () => {
    localStorage.setItem('agent_code', 'AG1');
    localStorage.setItem('referral_code', 'REF123');
    const { sent } = stubFetch({
      'POST /api/v1/create-players': { body: { message: 'Registration successful', remote_id: '43' } },
      'POST /api/login': { body: login },
    });
    renderWithApp(<SignupPage />);
    await fillValid();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(posts(sent).map((s) => s.path)).toEqual(['/api/v1/create-players', '/api/login']);
    expect(posts(sent)[0]!.body).toMatchObject({
      username: 'newplayer1',
      phone: '01712345678',
      currency: 'BDT',
      agent_code: 'AG1',
      referral_code: 'REF123',
      confirmPassword: 'secret123',
    });
    expect(store.get(popupFlagsAtom)).toEqual({ popup: true, regPopup: true });
    expect(localStorage.getItem('agent_code')).toBeNull();
    expect(localStorage.getItem('referral_code')).toBeNull();
    expect(store.get(sessionAtom)?.token).toBe('tok-2');
  });

  it('is filled and sent with the keyboard alone: Tab through the fields in order, type, Enter on Sign up', async () => {
    const { sent } = stubFetch({
      'POST /api/v1/create-players': { body: { message: 'Registration successful', remote_id: '43' } },
      'POST /api/login': { body: login },
    });
    renderWithApp(<SignupPage />);
    const user = userEvent.setup();
    const values: Record<string, string> = {
      Username: 'newplayer1',
      Password: 'secret123',
      'Confirm Password': 'secret123',
      'Full Name': 'Rahim Uddin',
      'Phone Number': '01712345678',
      Email: 'rahim@example.com',
    };
    const typed: string[] = [];
    for (let press = 0; press < 40; press++) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      const label = el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent?.trim() ?? '') : '';
      if (label in values && !typed.includes(label)) {
        await user.keyboard(values[label]!);
        typed.push(label);
        continue;
      }
      if (el.tagName === 'BUTTON' && (el.querySelector('.btn-face') ?? el).textContent?.trim() === 'Sign up') {
        await user.keyboard('{Enter}');
        break;
      }
    }
    // Every field reached by Tab, in the order the screen shows them.
    expect(typed).toEqual(Object.keys(values));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(posts(sent)[0]!.body).toMatchObject({
      username: 'newplayer1',
      password: 'secret123',
      name: 'Rahim Uddin',
      phone: '01712345678',
      email: 'rahim@example.com',
    });
  });
});
