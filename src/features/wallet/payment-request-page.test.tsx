import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { PaymentRequestPage } from './payment-request-page.tsx';

afterEach(() => vi.useRealTimers());

describe('the payment-request screen', () => {
  it('counts down thirty minutes and shows the amount and a Close link to the account', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    window.history.replaceState({ amount: 2000, payment_icon: '/bkash.png' }, '', '/payment-request');
    renderWithApp(<PaymentRequestPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get Ready! Your Money is on its way');
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('30:00');
    await act(async () => {
      vi.advanceTimersByTime(90_000);
    });
    expect(timer.textContent).toBe('28:30');
    expect(screen.getByTestId('amount').textContent).toBe('৳ 2,000.00');
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/account');
  });
});
