import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { DepositPage } from './deposit-page.tsx';
import { baseRoutes, methods, signIn, tx } from './fixtures.test-helper.ts';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/deposit');
});
afterEach(() => vi.unstubAllGlobals());

const routes = (opts: Parameters<typeof baseRoutes>[0] = {}) => ({
  ...baseRoutes(opts),
  'GET /api/showpayment-menthod': { body: { success: true, data: methods.slice(0, 3) } },
  'GET /api/promotion': {
    body: {
      data: [
        {
          id: 5,
          name: 'Welcome 100%',
          desc: '',
          thumbnail: '',
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          status: 'display',
          deposit_bouns: 100,
          turnover: 10,
          category: 99,
          name_bn: 'স্বাগত ১০০%',
          desc_bn: '',
          eligible_games: '',
          eligible_games_bn: '',
        },
      ],
    },
  },
});

describe('the deposit tab', () => {
  it('asks an unverified player to verify the phone first, with a link to the profile', async () => {
    stubFetch(routes({ verified: false }));
    renderWithApp(<DepositPage />);
    await settle();
    expect(screen.getByText(/Please verify your phone number first\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('refuses a second deposit while one is pending', async () => {
    stubFetch(routes({ transactions: [tx('deposit', '0')] }));
    renderWithApp(<DepositPage />);
    await settle();
    expect(screen.getByText(/You already have a deposit request pending\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transaction Record' }).getAttribute('href')).toBe('/transaction-record');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('still offers every deposit method while withdrawals are closed (withdrawal_status 0)', async () => {
    stubFetch(routes({ withdrawal_status: 0 }));
    renderWithApp(<DepositPage />);
    await settle();
    expect(screen.getByRole('radio', { name: 'bKash' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Nagad' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the ten quick amounts, smallest first, and shows the limits', async () => {
    stubFetch(routes());
    renderWithApp(<DepositPage />);
    await settle();
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['100', '500', '1,000', '2,000', '3,000', '5,000', '10,000', '15,000', '20,000', '25,000']);
    expect(screen.getByText('Min ৳ 100 · Max ৳ 25,000')).toBeTruthy();
  });

  it("says a method's channels could not be read, with Try again, rather than offering none", async () => {
    let down = true;
    stubFetch({ ...routes(), 'GET /api/showpayment-menthod': () => (down ? 'network-error' : routes()['GET /api/showpayment-menthod']) });
    renderWithApp(<DepositPage />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'bKash' }));
    await settle();
    const failed = screen.getByTestId('error-state');
    expect(failed.textContent).toContain('Could not load this');
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(within(screen.getByTestId('deposit-channels')).getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it('says the deposit could not be opened, with Try again, rather than a form with no methods', async () => {
    let down = true;
    stubFetch({ ...routes(), 'GET /api/payment-methods': () => (down ? 'network-error' : routes()['GET /api/payment-methods']) });
    renderWithApp(<DepositPage />);
    await settle();
    const failed = screen.getByTestId('error-state');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('checks amount, then method, then channel, names the channels by account type, and clears each error once fixed', async () => {
    stubFetch(routes());
    renderWithApp(<DepositPage />);
    await settle();
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in your amount.');
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid payment method.');
    fireEvent.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please select a Deposit channel.');
    for (const heading of ['Send Money', 'Cash Out', 'Make Payment']) expect(screen.getByRole('radio', { name: heading })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash Out' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to make-payment with the chosen amount, method, channel and promotion in the navigation state', async () => {
    stubFetch(routes());
    renderWithApp(<DepositPage />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Welcome 100% +100% bonus' }));
    fireEvent.click(screen.getByRole('radio', { name: 'bKash' }));
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash Out' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname).toBe('/make-payment');
    expect(window.history.state).toMatchObject({ amount: 1500, payment_type: 'CashOut', payment_method_id: 2, payment_method_name: 'bKash', promotion_id: 5 });
  });

  it('offers no e-wallet channel when the server configures no gateway', async () => {
    const { sent } = stubFetch(routes());
    renderWithApp(<DepositPage />);
    await settle();
    const methods = within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getAllByRole('radio');
    expect(methods.map((b) => b.textContent)).toEqual(['bKash', 'Nagad']);
    expect(sent.some((x) => x.path.startsWith('/api/ewa/'))).toBe(false);
  });

  it('follows the url of an e-wallet request and sends an Idempotency-Key', async () => {
    const { sent } = stubFetch({
      ...routes(),
      'GET /api/payment-methods': {
        body: {
          data: methods,
          ewallet: { type: 'ewallet', pgs: [{ name: 'Sandbox', icon: '/pg.png' }] },
          withdrawal_status: 1,
          limits: { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 },
        },
      },
      'POST /api/ewa/request': { body: { url: 'http://localhost/sandbox-pay/1', amount: 500, transaction: 'T1', number: '', timer: 10, message: '' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithApp(<DepositPage />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Sandbox' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Send Money' }));
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    const post = sent.find((s) => s.path === '/api/ewa/request');
    expect(post?.body).toEqual({ amount: 500, type: 'Send Money', provider: 'Sandbox', promotion: 0 });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-pay/1');
  });

  it('prints the limits, the quick amounts and the bonus in Bengali digits in Bangla, and takes an amount typed in either', async () => {
    stubFetch(routes());
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    renderWithApp(<DepositPage />);
    await settle();
    const quick = within(screen.getByRole('group', { name: 'দ্রুত পরিমাণ' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['১০০', '৫০০', '১,০০০', '২,০০০', '৩,০০০', '৫,০০০', '১০,০০০', '১৫,০০০', '২০,০০০', '২৫,০০০']);
    expect(screen.getByText('সর্বনিম্ন ৳ ১০০ · সর্বোচ্চ ৳ ২৫,০০০')).toBeTruthy();
    // The promotion by its Bangla name, as the promotions page shows it.
    expect(screen.getByRole('radio', { name: /স্বাগত ১০০%/ }).textContent).toContain('+১০০% বোনাস');
    expect(screen.queryByText(/Welcome/)).toBeNull();
    const amount = screen.getByLabelText('পরিমাণ') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '১২৫০' } });
    expect(amount.value).toBe('১২৫০');
    fireEvent.change(amount, { target: { value: '1300' } });
    expect(amount.value).toBe('১৩০০');
  });

  it('is filled and sent with the keyboard alone: a quick amount, a method and a channel chosen with Tab, arrows and Enter', async () => {
    stubFetch(routes());
    renderWithApp(<DepositPage />);
    await settle();
    const user = userEvent.setup();
    const tabUntil = async (want: (el: HTMLElement) => boolean) => {
      for (let press = 0; press < 40; press++) {
        await user.tab();
        if (want(document.activeElement as HTMLElement)) return document.activeElement as HTMLElement;
      }
      throw new Error('Tab never reached it');
    };
    await tabUntil((el) => el.tagName === 'BUTTON' && el.textContent === '1,000');
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000');
    // A radio group is one stop: Tab into it, arrows move the choice.
    const method = await tabUntil((el) => el.getAttribute('role') === 'radio' && el.closest('[aria-label="Payment Method"]') !== null);
    if (method.textContent !== 'bKash') await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    await settle();
    expect(screen.getByRole('radio', { name: 'bKash' }).getAttribute('aria-checked')).toBe('true');
    await tabUntil((el) => el.getAttribute('role') === 'radio' && ['Send Money', 'Cash Out', 'Make Payment'].includes(el.textContent ?? ''));
    await user.keyboard(' ');
    await tabUntil((el) => el.tagName === 'BUTTON' && (el.querySelector('.btn-face') ?? el).textContent === 'Next');
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/make-payment');
    expect(window.history.state).toMatchObject({ amount: 1000, payment_method_name: 'bKash' });
  });
});
