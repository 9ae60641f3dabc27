import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../components/toast.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { ReferralPage } from './referral-page.tsx';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
const board = (cash: string) => ({
  body: {
    data: {
      referral_code: 'ABCD1234',
      cash_bonus: cash,
      active_downlines: 2,
      total_downlines: 3,
      lifetime_cash_rewards: '25.00',
      referral_turnover: '2500.00',
      share_percent: 1,
      rewards: [{ day: '2026-11-22', turnover: '2500.00', reward: '25.00', credited: true }],
      min_claim: 10,
    },
  },
});
const LINK = `${window.location.origin}/referral_code?referral_code=ABCD1234`;

function page() {
  return renderWithApp(
    <>
      <ReferralPage />
      <ToastHost />
    </>,
  );
}
async function openMine() {
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Refer a friend now' }));
  await settle();
}

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the referral programme screen', () => {
  it('explains the three steps and Refer a friend now opens My Referral with the code, QR and computed figures', async () => {
    stubFetch({ 'GET /api/referral-status': board('25.00') });
    page();
    await settle();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('You earn 1% of their turnover, added to your cash bonus every day.')).toBeTruthy();
    await openMine();
    expect(screen.getByText('ABCD1234')).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    const qr = screen.getByTestId('referral-qr').querySelector('svg')!;
    expect(qr.getAttribute('width')).toBe('128');
    expect(screen.getByText('Active downlines').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Referral turnover').nextElementSibling?.textContent).toContain('2,500.00');
  });

  it('copies the link and says so, and falls back to a copy prompt when the clipboard refuses', async () => {
    stubFetch({ 'GET /api/referral-status': board('0.00') });
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    page();
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByText('Referral link copied to clipboard!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await settle();
    expect(prompt).toHaveBeenCalledWith('Copy your referral link:', LINK);
  });

  it('shares through the Web Share API, or says sharing is not supported', async () => {
    stubFetch({ 'GET /api/referral-status': board('0.00') });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    page();
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(screen.getByText('Sharing is not supported on this device.')).toBeTruthy();
  });

  it('refuses Claim All under ৳10 without calling the server', async () => {
    const { sent } = stubFetch({ 'GET /api/referral-status': board('9.50') });
    page();
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(screen.getByText('You need at least 10 to claim all.')).toBeTruthy();
    expect(sent.some((r) => r.path === '/api/cash-claim')).toBe(false);
  });

  it('claims with an Idempotency-Key, moves the balance at once and reloads after 1.5 s', async () => {
    store.set(balanceAtom, '5.00');
    const { sent } = stubFetch({
      'GET /api/referral-status': board('25.00'),
      'POST /api/cash-claim': { body: { message: 'Bonus Claimed successfully.', amount: '25.00', balance: '30.00', cash_bonus: '0.00' } },
      'POST /api/balance': { body: { balance: '30.00' } },
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, origin: window.location.origin });
    page();
    await openMine();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(sent.find((r) => r.path === '/api/cash-claim')!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Bonus Claimed successfully.')).toBeTruthy();
    expect(store.get(balanceAtom)).toBe('30.00');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a claim", async () => {
    stubFetch({
      'GET /api/referral-status': board('25.00'),
      'POST /api/cash-claim': { status: 422, body: { message: 'You need at least 10 to claim all.', code: 'claimMinimum', vars: { min: '10' } } },
    });
    page();
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    await settle();
    expect(within(document.body).getByText('You need at least 10 to claim all.')).toBeTruthy();
  });
});
