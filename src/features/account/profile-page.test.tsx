import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorModalAtom } from '../../lib/error-modal.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { ProfilePage } from './profile-page.tsx';

const KYC_NONE = { status: 'none', document_kind: null, full_name: null, reject_reason: null, submitted_at: null, withdrawal_threshold: 20000 };

const user = (over: Record<string, unknown> = {}) => ({
  id: 42,
  username: 'player0001',
  vip_coin: 12,
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
  ...over,
});

beforeEach(async () => {
  localStorage.clear();
  store.set(errorModalAtom, null);
  saveSession({ token: 'tok', remote_id: '42', username: 'player0001' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the profile screen', () => {
  it('shows the player with the registration date in Dhaka time and unverified flags', async () => {
    const { sent } = stubFetch({
      'GET /api/user/show': { body: user() },
      'GET /api/kyc': { body: { data: KYC_NONE } },
      'GET /api/get/other/phone': { body: { data: [{ contract_value: '01811111111', isverify: 1 }] } },
    });
    renderWithApp(<ProfilePage />);
    expect(await screen.findByText('player0001')).toBeTruthy();
    // 20:30 UTC on the 22nd is already the 23rd in Dhaka.
    expect(screen.getByText('23 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Normal')).toBeTruthy();
    expect(screen.getAllByText('Not verified')).toHaveLength(2);
    expect(screen.getByText('+8801811111111')).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/user/show')?.search.get('remote_id')).toBe('42');
  });

  it('sends the phone code once, counts 300 s down in m:ss, and verifies the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let verified = false;
    const { sent } = stubFetch({
      'GET /api/user/show': () => ({ body: user({ session_id: verified ? '1' : '0' }) }),
      'GET /api/kyc': { body: { data: KYC_NONE } },
      'GET /api/get/other/phone': { body: { data: [] } },
      'POST /api/send-verification-code': { body: { message: 'Verification code sent.' } },
      'POST /api/verify-phone-number': () => {
        verified = true;
        return { body: { message: 'Phone number verified.' } };
      },
    });
    const ue = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<ProfilePage />);
    await ue.click(await screen.findByRole('button', { name: 'Verify phone number' }));
    await ue.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('timer')).textContent).toBe('5:00');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toBe('3:59');
    expect(sent.filter((s) => s.path === '/api/send-verification-code').map((s) => s.body)).toEqual([{ phone: '01712345678' }]);
    await ue.type(screen.getByLabelText('Verification code'), '123456');
    await ue.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Verified')).toBeTruthy());
    expect(sent.find((s) => s.path === '/api/verify-phone-number')?.body).toEqual({ verification_code: '123456' });
  });

  it('opens the Error dialog with the fallback when sending fails without a message', async () => {
    stubFetch({
      'GET /api/user/show': { body: user() },
      'GET /api/kyc': { body: { data: KYC_NONE } },
      'GET /api/get/other/phone': { body: { data: [] } },
      'POST /api/send-verification-code': { status: 500, body: {} },
    });
    renderWithApp(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify phone number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(store.get(errorModalAtom)?.code).toBe('failedToSendCode'));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('prints the profile in Bangla with Bengali digits', async () => {
    stubFetch({ 'GET /api/user/show': { body: user({ vip_coin: 1250, session_id: '1' }) }, 'GET /api/get/other/phone': { body: { data: [] } } });
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    renderWithApp(<ProfilePage />);
    expect(await screen.findByText('+৮৮০১৭১২৩৪৫৬৭৮')).toBeTruthy();
    expect(screen.getByText('১,২৫০')).toBeTruthy();
    expect(screen.getByText('২৩ নভেম্বর ২০২৬')).toBeTruthy();
    expect(screen.getByText('যাচাইকৃত')).toBeTruthy();
  });

  it('saves the birthday once and then locks it', async () => {
    const { sent } = stubFetch({
      'GET /api/user/show': { body: user() },
      'GET /api/kyc': { body: { data: KYC_NONE } },
      'GET /api/get/other/phone': { body: { data: [] } },
      'POST /api/user/profile/update': { body: { dofb: '1990-05-01', message: 'Your birthday has been saved.' } },
    });
    renderWithApp(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your birthday.');
    await userEvent.type(screen.getByLabelText('Birthday'), '1990-05-01');
    // The error goes as soon as the field is filled.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('01 May 1990')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(sent.find((s) => s.path === '/api/user/profile/update')?.body).toEqual({ remote_id: '42', dofb: '1990-05-01' });
  });
});
