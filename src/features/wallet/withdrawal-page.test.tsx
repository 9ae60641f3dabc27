import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { baseRoutes, signIn, tx } from './fixtures.test-helper.ts';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { WithdrawalPage } from './withdrawal-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const open = async (routes: Record<string, Answer> = {}, opts: Parameters<typeof baseRoutes>[0] = {}) => {
  const stub = stubFetch({
    ...baseRoutes(opts),
    'GET /api/userwithdrawcheck': { body: { success: true, message: 'You can withdraw.', missing: [] } },
    ...routes,
  });
  renderWithApp(<WithdrawalPage />);
  await settle();
  return stub;
};
const refusal = (error: string, missing: string[]) => ({
  status: 400,
  body: {
    success: false,
    message: 'Not yet.',
    code: { birthday: 'birthdayNotSet', turnover: 'turnoverIncomplete', balance: 'insufficientBalance' }[error],
    error,
    missing,
  },
});
const fillAll = () => {
  fireEvent.click(screen.getByRole('radio', { name: 'Nagad' }));
  fireEvent.click(screen.getByRole('button', { name: '1,000' }));
  fireEvent.change(screen.getByLabelText('Account Number'), { target: { value: '01812345678' } });
};
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await settle();
};

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/withdrawal');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the withdrawal tab', () => {
  it('says the form could not be opened, with Try again, rather than listing no methods', async () => {
    let down = true;
    await open({ 'GET /api/payment-methods': () => (down ? 'network-error' : baseRoutes()['GET /api/payment-methods']) });
    const failed = screen.getByTestId('error-state');
    expect(screen.queryByText('No widthdraw methods available. Try again later.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('radio', { name: 'Nagad' })).toBeTruthy();
  });

  it('offers the deposit quick amounts without 100, smallest first, and the withdrawal limits', async () => {
    await open();
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['500', '1,000', '2,000', '3,000', '5,000', '10,000', '15,000', '20,000', '25,000']);
    expect(screen.getByText('Min ৳ 500 · Max ৳ 25,000')).toBeTruthy();
  });

  it('lists no methods when withdrawal_status is 0', async () => {
    await open({}, { withdrawal_status: 0 });
    expect(screen.getByText('No widthdraw methods available. Try again later.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'bKash' })).toBeNull();
  });

  it('refuses while a withdrawal is pending', async () => {
    await open({}, { transactions: [tx('withdraw', '0')] });
    expect(screen.getByText(/You already have a withdrawal request pending\./)).toBeTruthy();
  });

  it('checks amount, account number and method in the spec order before any call', async () => {
    const { sent } = await open();
    // The form asked once as it opened (what is missing); the local checks ask nothing more.
    const checks = () => sent.filter((s) => s.path === '/api/userwithdrawcheck').length;
    expect(checks()).toBe(1);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Amount is required.');
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Account number is required.');
    fireEvent.change(screen.getByLabelText('Account Number'), { target: { value: '01712345678' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please select your payment method.');
    fireEvent.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checks()).toBe(1);
  });

  it('says everything missing at the top of the form as it opens, each with its way to put it right', async () => {
    const { sent } = await open({ 'GET /api/userwithdrawcheck': refusal('birthday', ['birthday', 'turnover', 'balance']) });
    const missing = screen.getByRole('region', { name: 'Before you can withdraw' });
    const form = missing.closest('form')!;
    expect(form.firstElementChild).toBe(missing);
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Add your date of birth to your profile.Add birthday',
      'Complete the turnover of your bonus first.See turnover',
      'Your balance is below the minimum withdrawal of ৳ 500.Deposit',
    ]);
    expect(within(missing).getByRole('link', { name: 'Add birthday' }).getAttribute('href')).toBe('/profile');
    expect(within(missing).getByRole('link', { name: 'See turnover' }).getAttribute('href')).toBe('/turnover-record');
    expect(within(missing).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    // Said before anything was filled in or submitted.
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('names an unverified phone among what is missing, rather than hiding the form', async () => {
    await open({ 'GET /api/userwithdrawcheck': { body: { success: true, message: 'You can withdraw.', missing: ['phone'] } } }, { verified: false });
    const missing = screen.getByRole('region', { name: 'Before you can withdraw' });
    expect(within(missing).getByRole('link', { name: 'Verify phone' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('shows nothing missing when nothing is', async () => {
    await open();
    expect(screen.queryByRole('region', { name: 'Before you can withdraw' })).toBeNull();
  });

  it('brings a refusal at Submit to the same list at the top of the form', async () => {
    let calls = 0;
    await open({
      'GET /api/userwithdrawcheck': () =>
        calls++ === 0 ? { body: { success: true, message: 'You can withdraw.', missing: [] } } : refusal('turnover', ['turnover']),
    });
    expect(screen.queryByRole('region', { name: 'Before you can withdraw' })).toBeNull();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    fillAll();
    await submit();
    const missing = screen.getByRole('region', { name: 'Before you can withdraw' });
    expect(within(missing).getByRole('link', { name: 'See turnover' }).getAttribute('href')).toBe('/turnover-record');
    // The button is at the form's foot: the list is brought into sight.
    expect(scrolled).toHaveBeenCalledWith(missing);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('says what is missing in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    await open({ 'GET /api/userwithdrawcheck': refusal('birthday', ['phone', 'birthday']) });
    const missing = screen.getByRole('region', { name: 'উত্তোলনের আগে যা দরকার' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['আপনার ফোন নম্বর যাচাই করুন: উত্তোলনের টাকা শুধু যাচাই করা নম্বরেই পাঠানো হয়।ফোন যাচাই করুন', 'প্রোফাইলে আপনার জন্মতারিখ যোগ করুন।জন্মতারিখ যোগ করুন']);
  });

  it('submits with a key, says Withdrawal successful! and goes to payment-request with the amount', async () => {
    const { sent } = await open({
      'POST /api/submit-withdraw': {
        body: { success: true, message: 'Withdrawal successful!', error: null, data: { id: 3, amount: 1000, status: 'pending' } },
      },
    });
    fillAll();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await submit();
    expect(screen.getByText('Withdrawal successful!').closest('[role="status"]')).toBeTruthy();
    expect(window.location.pathname).toBe('/withdrawal');
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    const post = sent.find((s) => s.path === '/api/submit-withdraw')!;
    expect(post.body).toEqual({ remote_id: '7', account_number: '01812345678', amount: 1000, payment_id: 4, provider: 'Nagad' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.location.pathname).toBe('/payment-request');
    expect(window.history.state).toEqual({ amount: 1000, payment_icon: '/nagad.png' });
  });
});
