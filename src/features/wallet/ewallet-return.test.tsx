import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { DepositWithReturn, returnedReference } from './ewallet-return.tsx';
import { baseRoutes, signIn, tx } from './fixtures.test-helper.ts';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => {});
};
const REF = 'EWA0123456789ABCDEF';
const answer = (status: 'approved' | 'rejected', code = status === 'approved' ? 'depositApproved' : 'ewalletDeclined') => ({
  body: { success: status === 'approved', message: 'x', status, amount: 1500, code },
});

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', `/deposit?ewa_trx=${REF}&ewa_status=approved`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = async (confirm: Answer, routes: Record<string, Answer> = {}) => {
  const stub = stubFetch({ ...baseRoutes(), 'POST /api/ewa/confirm': confirm, 'POST /api/balance': { body: { balance: '1500.00' } }, ...routes });
  renderWithApp(<DepositWithReturn />);
  await settle();
  return stub;
};

describe('back from the e-wallet gateway', () => {
  it("confirms with the spec's call, shows the credited amount, refreshes the balance and clears the address", async () => {
    const { sent } = await open(answer('approved'));
    expect(sent.filter((s) => s.path === '/api/ewa/confirm').map((s) => s.body)).toEqual([{ trx_id: REF, trxid: REF, number: '' }]);
    expect(screen.getByTestId('ewallet-result').textContent).toBe('Your deposit of ৳ 1,500.00 has been added to your balance.');
    expect(sent.some((s) => s.path === '/api/balance')).toBe(true);
    expect(window.location.search).toBe('');
    // The form comes after the outcome, so its pending check sees the settled request.
    const confirmAt = sent.findIndex((s) => s.path === '/api/ewa/confirm');
    expect(sent.findIndex((s) => s.path === '/api/transaction/show')).toBeGreaterThan(confirmAt);
  });

  it('says a declined payment took no money and offers the form again', async () => {
    await open(answer('rejected'));
    expect(screen.getByTestId('ewallet-result').textContent).toBe('The payment was declined. No money was taken. You can start a new deposit below.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('says when the payment time ran out', async () => {
    await open(answer('rejected', 'ewalletExpired'));
    expect(screen.getByText('Payment time ran out')).toBeTruthy();
  });

  it('asks again while the gateway has not confirmed, then says the balance will update by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent } = await open(
      { status: 409, body: { message: 'not yet', code: 'ewalletNotApproved' } },
      { 'GET /api/transaction/show': { body: { data: [tx('deposit', '0')] } } },
    );
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        vi.advanceTimersByTime(3000);
      });
      await settle();
    }
    expect(sent.filter((s) => s.path === '/api/ewa/confirm')).toHaveLength(4);
    expect(screen.getByText(/has not confirmed your payment yet/)).toBeTruthy();
  });

  it('does nothing special on a plain /deposit, and ignores a reference it could not have made', async () => {
    window.history.replaceState(null, '', '/deposit');
    const { sent } = await open(answer('approved'));
    expect(sent.some((s) => s.path === '/api/ewa/confirm')).toBe(false);
    expect(returnedReference('?ewa_trx=<script>&ewa_status=approved')).toBeNull();
    expect(returnedReference(`?ewa_trx=${REF}`)).toBe(REF);
  });
});
