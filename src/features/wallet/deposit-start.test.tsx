// The deposit screen's calls begun by the route's load (deposit-start.ts).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { DepositPage } from './deposit-page.tsx';
import { depositScreen } from './ewallet-return.tsx';
import { DEPOSIT_START_FRESH_MS, dropEarlyDepositStart, loadDepositStart, startDepositEarly } from './deposit-start.ts';
import { baseRoutes, signIn, tx } from './fixtures.test-helper.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const GATE_CALLS = ['/api/user/show', '/api/get/other/phone', '/api/transaction/show', '/api/payment-methods', '/api/promotion'];

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/deposit');
  dropEarlyDepositStart(); // nothing left over from another test
});
afterEach(() => vi.unstubAllGlobals());

describe("the deposit screen's first calls", () => {
  it('asks a player held at a gate nothing past it, and keeps the gates in their order', async () => {
    let { sent } = stubFetch({ ...baseRoutes({ verified: false, transactions: [tx('deposit', '0')] }), 'GET /api/payment-methods': 'network-error' });
    expect(await loadDepositStart()).toMatchObject({ gate: 'unverified', error: null });
    expect(sent.map((s) => s.path).sort()).toEqual(['/api/get/other/phone', '/api/user/show']);
    ({ sent } = stubFetch({ ...baseRoutes({ transactions: [tx('deposit', '0')] }), 'GET /api/payment-methods': 'network-error' }));
    expect(await loadDepositStart()).toMatchObject({ gate: 'pending', error: null });
    expect(sent).toHaveLength(3);
    ({ sent } = stubFetch({ ...baseRoutes(), 'GET /api/payment-methods': { status: 500, body: { message: 'Server error.', code: 'serverError' } } }));
    expect(await loadDepositStart()).toMatchObject({ gate: 'ready', providers: [], error: 'serverError' });
    expect(sent).toHaveLength(GATE_CALLS.length);
  });

  it('draws the notice on the first render when the route load began the calls, and asks nothing more', async () => {
    const { sent } = stubFetch(baseRoutes({ verified: false }));
    await depositScreen();
    expect(sent).toHaveLength(2);
    renderWithApp(<DepositPage />);
    // On the first render, before any effect or answer: no skeleton first.
    expect(screen.getByText(/Please verify your phone number first\./)).toBeTruthy();
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('asks afresh for a screen opened after a begun start went stale', async () => {
    const { sent } = stubFetch(baseRoutes());
    await startDepositEarly(Date.now() - DEPOSIT_START_FRESH_MS - 1);
    renderWithApp(<DepositPage />);
    await settle();
    expect(sent).toHaveLength(2 * GATE_CALLS.length);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('does not begin the calls on a return from the gateway: the form follows the confirmation', async () => {
    window.history.replaceState(null, '', '/deposit?ewa_trx=ABC123456');
    const { sent } = stubFetch(baseRoutes());
    await depositScreen();
    expect(sent).toHaveLength(0);
  });
});
