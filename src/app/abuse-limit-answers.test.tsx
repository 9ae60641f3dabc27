// Abuse limits, each with the answer a user sees: for every limit the server enforces
// (log-in, one-time codes, resends, sign-up per address, public lookups), the screen that meets its 429
// shows the catalogue's message with the wait filled in, in English and then in Bangla with Bengali
// digits. Expected texts are read from the locale files and filled here, not through i18next.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorModalHost } from '../components/error-modal-host.tsx';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { closeErrorModal } from '../lib/error-modal.ts';
import { i18n } from '../lib/i18n.ts';
import { saveSession, sessionAtom } from '../lib/session.ts';
import { store } from '../lib/store.ts';
import { renderWithApp, setViewport } from '../lib/testing.tsx';
import { stubFetch, type Answer } from '../../tests/helpers/stub-fetch.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import bnErrors from '../locales/bn/errors.json';
import bnAccount from '../locales/bn/errors.account.json';

const BN: Record<string, string> = { ...bnErrors, ...bnAccount };
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The catalogue text of `code` with its wait filled in: English from the server's catalogue, Bangla from the locale. */
function text(lang: 'en' | 'bn', code: keyof typeof MESSAGES, vars: Record<string, string>): string {
  let out = lang === 'en' ? (MESSAGES[code] as string) : BN[code]!;
  for (const [name, value] of Object.entries(vars)) {
    const shown = lang === 'en' ? value : value.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);
    out = out.replace(lang === 'en' ? `{${name}}` : `{{${name}}}`, shown);
  }
  return out;
}

/** A 429 as the server sends it for fail(429, code, vars). */
const refused = (code: keyof typeof MESSAGES, vars: Record<string, string>): Answer => ({ status: 429, body: { message: text('en', code, vars), code, vars } });

const player = {
  id: 42,
  username: 'player0001',
  vip_coin: 0,
  name: 'Rahim Uddin',
  phone: '01712345678',
  email: 'rahim@example.com',
  session_id: '0',
  created_at: '2026-11-22T20:30:00Z',
  dofb: null,
  email_verified_at: null,
  balance: '0.00',
  referral_code: 'REF1',
  cash_bonus: '0.00',
};

/** Renders the screen with the shell's Error modal, does what the user does, and checks both languages. */
async function expectShown(ui: ReactNode, act: () => Promise<void>, code: keyof typeof MESSAGES, vars: Record<string, string>) {
  renderWithApp(
    <>
      {ui}
      <ErrorModalHost />
    </>,
  );
  await act();
  // Generous waits: a language's strings load on demand, and the machine is shared.
  expect(await screen.findByText(text('en', code, vars), {}, { timeout: 5000 })).toBeTruthy();
  await i18n.changeLanguage('bn');
  expect(await screen.findByText(text('bn', code, vars), {}, { timeout: 5000 })).toBeTruthy();
}

const type = (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

beforeEach(async () => {
  localStorage.clear();
  store.set(sessionAtom, null);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
});

describe('each abuse limit shows the user its message and wait, in English and Bangla', () => {
  it('log-in: too many failed attempts for the account here', async () => {
    window.history.replaceState(null, '', '/login');
    stubFetch({ 'POST /api/login': refused('loginThrottled', { minutes: '14' }) });
    await expectShown(
      <LoginPage />,
      async () => {
        await type('Username', 'player0001');
        await type('Password', 'wrongpass1');
        await press('Login');
      },
      'loginThrottled',
      { minutes: '14' },
    );
  });

  it('one-time codes: too many wrong codes when verifying a phone', async () => {
    saveSession({ token: 'tok', remote_id: '42', username: 'player0001' });
    stubFetch({
      'GET /api/user/show': { body: player },
      'GET /api/get/other/phone': { body: { data: [] } },
      'POST /api/send-verification-code': { body: { message: 'Verification code sent.' } },
      'POST /api/verify-phone-number': refused('codeTooManyTries', {}),
    });
    await expectShown(
      <ProfilePage />,
      async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'Verify phone number' }, { timeout: 5000 }));
        await press('Send code');
        await type('Verification code', '123456');
        await press('Verify');
      },
      'codeTooManyTries',
      {},
    );
  });

  it('one-time codes: too many wrong reset codes on the forgot-password screen', async () => {
    window.history.replaceState(null, '', '/forgot-password');
    stubFetch({
      'POST /api/usr-forgot-password': { body: { message: 'OTP sent successfully. Please check your sms.' } },
      'POST /api/usr-reset-password': refused('codeTooManyTries', {}),
    });
    await expectShown(
      <ForgotPasswordPage />,
      async () => {
        await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
        await type('Phone Number', '01712345678');
        await type('Username', 'player0001');
        await press('Send OTP');
        await screen.findByText('OTP sent successfully. Please check your sms.');
        await type('OTP', '123456');
        await type('Password', 'newpass123');
        await type('Confirm New Password', 'newpass123');
        await press('Reset password');
      },
      'codeTooManyTries',
      {},
    );
  });

  it.each([
    ['a second code inside the gap', 'codeResendTooSoon', { seconds: '42' }],
    ['past the codes an hour', 'codeSendsPerHour', { minutes: '37' }],
  ] as const)('resends: %s', async (_, code, vars) => {
    saveSession({ token: 'tok', remote_id: '42', username: 'player0001' });
    stubFetch({
      'GET /api/user/show': { body: player },
      'GET /api/get/other/phone': { body: { data: [] } },
      'POST /api/send-verification-code': refused(code, vars),
    });
    await expectShown(
      <ProfilePage />,
      async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'Verify phone number' }, { timeout: 5000 }));
        await press('Send code');
      },
      code,
      vars,
    );
  });

  it('resends: too many reset codes asked from this address', async () => {
    window.history.replaceState(null, '', '/forgot-password');
    stubFetch({ 'POST /api/usr-forgot-password': refused('tooManyAttemptsWait', { minutes: '9' }) });
    await expectShown(
      <ForgotPasswordPage />,
      async () => {
        await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
        await type('Phone Number', '01712345678');
        await type('Username', 'player0001');
        await press('Send OTP');
      },
      'tooManyAttemptsWait',
      { minutes: '9' },
    );
  });

  it('sign-up per address: past the ceiling of sign-ups from one address', async () => {
    window.history.replaceState(null, '', '/signup');
    stubFetch({ 'POST /api/v1/create-players': refused('tooManyAttemptsWait', { minutes: '53' }) });
    await expectShown(
      <SignupPage />,
      async () => {
        const values = {
          Username: 'newplayer1',
          Password: 'secret123',
          'Confirm Password': 'secret123',
          'Full Name': 'Rahim Uddin',
          'Phone Number': '01712345678',
          Email: 'rahim@example.com',
        };
        for (const [label, value] of Object.entries(values)) await type(label, value);
        await press('Sign up');
      },
      'tooManyAttemptsWait',
      { minutes: '53' },
    );
  });

  it('public lookups: a list refused past the per-address limit opens the Error dialog with the seconds to wait', async () => {
    setViewport(true);
    stubFetch({ 'GET /api/promotion': refused('rateLimited', { seconds: '30' }) });
    await expectShown(
      <PromotionsPage />,
      async () => {
        await waitFor(() => expect(screen.getByRole('dialog', { name: 'Error' })).toBeTruthy());
      },
      'rateLimited',
      { seconds: '30' },
    );
  });
});
