import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { signIn } from './fixtures.test-helper.ts';
import { PaymentRequestPage } from './payment-request-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const pending = (action: 'deposit' | 'withdraw', seconds_left: number, amount = 1500) => ({
  id: 4,
  action,
  amount,
  created_at: '2026-12-02T10:00:00.000Z',
  seconds_left,
  payment_method: { name: 'bKash', icon: '/bkash.png' },
});
const open = async (answer: Answer) => {
  const stub = stubFetch({ 'GET /api/payment-request': answer });
  renderWithApp(<PaymentRequestPage />);
  await settle();
  return stub;
};

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  // What the screen was opened with is no longer trusted: an old link or a reload carries stale state.
  window.history.replaceState({ amount: 2000, payment_icon: '/bkash.png' }, '', '/payment-request');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment-request screen', () => {
  it("counts down the pending request's own time left, as the server counts it, with its amount and a Close link", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    await open({ body: { data: [pending('deposit', 17 * 60 + 30)] } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get Ready! Your Money is on its way');
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('17:30');
    await act(async () => {
      vi.advanceTimersByTime(90_000);
    });
    expect(timer.textContent).toBe('16:00');
    expect(screen.getByTestId('amount').textContent).toBe('৳ 1,500.00');
    expect(screen.getByText('Deposit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/account');
  });

  it('with nothing pending says so, with the way to deposit and to the records, and shows no countdown', async () => {
    await open({ body: { data: [] } });
    expect(screen.queryByText('Get Ready! Your Money is on its way')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No request is waiting');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'Transaction Record' }).getAttribute('href')).toBe('/transaction-record');
  });

  it('says a request past its half hour is taking longer, rather than counting from zero or afresh', async () => {
    await open({ body: { data: [pending('withdraw', 0, 700)] } });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('৳ 700.00');
    expect(screen.getByText('Withdrawal')).toBeTruthy();
  });

  it('says when the requests could not be read, and reads them again on Try again', async () => {
    let calls = 0;
    await open(() => (calls++ === 0 ? 'network-error' : { body: { data: [] } }));
    expect(screen.getByRole('alert').textContent).toBe('Network error, please try again later.');
    expect(screen.queryByText('No request is waiting')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByText('No request is waiting')).toBeTruthy();
  });

  it('reads in Bangla with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    await open({ body: { data: [pending('deposit', 5 * 60)] } });
    expect(screen.getByRole('timer').textContent).toBe('৫:০০');
    expect(within(screen.getByTestId('amount')).getByText('৳ ১,৫০০.০০')).toBeTruthy();
  });
});
