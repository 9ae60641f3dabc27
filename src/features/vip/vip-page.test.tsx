import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_POLL_VIP_MS } from '../../../contracts/engagement.ts';
import { balanceAtom } from '../../lib/balance.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { VipPage } from './vip-page.tsx';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
const tier = (id: number, name: string, min: string) => ({ id, name, name_bn: `${name}-বিএন`, benefits: `${name} perks`, benefits_bn: '', min_turnover: min });
const status = {
  body: {
    data: {
      vip_coin: 42,
      lifetime_turnover: '4200.00',
      level: tier(1, 'Normal', '0.00'),
      next_level: tier(2, 'Bronze', '100000.00'),
      tiers: [tier(1, 'Normal', '0.00'), tier(2, 'Bronze', '100000.00')],
      vp_value: '1.00',
      vp_turnover: '100.00',
      min_convert: 10,
    },
  },
};
const user = (vip: number) => ({
  body: {
    id: 7,
    username: 'player0001',
    vip_coin: vip,
    name: 'P',
    phone: null,
    email: null,
    session_id: '1',
    created_at: '2026-01-01T00:00:00Z',
    dofb: null,
    email_verified_at: null,
    balance: '100.00',
    referral_code: 'ABC123',
    cash_bonus: '0.00',
  },
});

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the VIP screen', () => {
  it('shows the level with its benefits, the total VP and the next level', async () => {
    stubFetch({ 'GET /api/vip-status': status, 'GET /api/user/show': user(42) });
    renderWithApp(<VipPage />);
    await settle();
    const level = screen.getByTestId('vip-level');
    expect(within(level).getByText('Normal')).toBeTruthy();
    expect(within(level).getByText('Normal perks')).toBeTruthy();
    expect(within(level).getByText('Next level: Bronze from ৳ 100,000 turnover')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
  });

  it('says inline that too few points cannot convert, and on submit the minimum, without calling the server', async () => {
    const { sent } = stubFetch({ 'GET /api/vip-status': status, 'GET /api/user/show': user(42) });
    renderWithApp(<VipPage />);
    await settle();
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '5' } });
    expect(screen.getByText('Not enough points. Points must follow minimum VP required to convert.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByText('Minimum VP Required: 10')).toBeTruthy();
    expect(sent.some((r) => r.path === '/api/convert-vipcoin')).toBe(false);
  });

  it('converts by POST with an Idempotency-Key, shows the result in a Message dialog and moves the balance at once', async () => {
    store.set(balanceAtom, '100.00');
    const { sent } = stubFetch({
      'GET /api/vip-status': status,
      'GET /api/user/show': user(42),
      'POST /api/convert-vipcoin': { body: { success: 'You converted 20 VP into ৳20.00.', vip_coin: 22, amount: '20.00', balance: '120.00' } },
      'POST /api/balance': { body: { balance: '120.00' } },
    });
    renderWithApp(<VipPage />);
    await settle();
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await settle();
    const call = sent.find((r) => r.path === '/api/convert-vipcoin')!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ remote_id: '7', vip_coin: 20 });
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('You converted 20 VP into ৳20.00.')).toBeTruthy();
    expect(store.get(balanceAtom)).toBe('120.00');
  });

  it("shows the server's refusal in the Message dialog", async () => {
    stubFetch({
      'GET /api/vip-status': status,
      'GET /api/user/show': user(12),
      'POST /api/convert-vipcoin': {
        status: 422,
        body: { message: 'Not enough points. Points must follow minimum VP required to convert.', code: 'vipNotEnoughPoints' },
      },
    });
    renderWithApp(<VipPage />);
    await settle();
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await settle();
    expect(
      within(screen.getByRole('dialog', { name: 'Message' })).getByText('Not enough points. Points must follow minimum VP required to convert.'),
    ).toBeTruthy();
  });

  it("shows the server's filled-in minimum under the field in Bangla, with Bengali digits", async () => {
    await i18n.changeLanguage('bn');
    stubFetch({
      'GET /api/vip-status': status,
      'GET /api/user/show': user(42),
      'POST /api/convert-vipcoin': {
        status: 422,
        body: { message: 'Minimum VP Required: 25', code: 'invalidInput', errors: { amount: 'Minimum VP Required: 25' } },
      },
    });
    renderWithApp(<VipPage />);
    await settle();
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '২০' } });
    fireEvent.submit(field.closest('form')!);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('সর্বনিম্ন প্রয়োজনীয় ভিপি: ২৫');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the user every second while open and shows newly earned points', async () => {
    vi.useFakeTimers();
    let vip = 42;
    const { sent } = stubFetch({ 'GET /api/vip-status': status, 'GET /api/user/show': () => user(vip) });
    const view = renderWithApp(<VipPage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    vip = 45;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(USER_POLL_VIP_MS * 3);
    });
    expect(sent.filter((r) => r.path === '/api/user/show').length).toBe(4);
    expect(screen.getByText('45')).toBeTruthy();
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(USER_POLL_VIP_MS * 3);
    });
    expect(sent.filter((r) => r.path === '/api/user/show').length).toBe(4);
  });
});
