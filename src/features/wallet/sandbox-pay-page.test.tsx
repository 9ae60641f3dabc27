import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { signIn } from './fixtures.test-helper.ts';
import { SandboxPayPage } from './sandbox-pay-page.tsx';

const REF = 'EWA00112233445566AA';
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const payment = (status: string) => ({ data: { ref: REF, amount: 800, status, created_at: '2026-11-23T04:00:00.000Z' } });

function renderPage() {
  window.history.replaceState(null, '', `/sandbox-pay/${REF}`);
  renderWithApp(
    <Route path="/sandbox-pay/:ref">
      <SandboxPayPage />
    </Route>,
  );
}

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the sandbox gateway payer page', () => {
  it('says that no real money moves, and shows the payment with its two choices', async () => {
    const { sent } = stubFetch({ [`GET /api/sandbox-gateway/${REF}`]: { body: payment('pending') } });
    renderPage();
    await settle();
    expect(screen.getByTestId('sandbox-banner').textContent).toBe('Sandbox payment gateway: a test tool. No real money moves.');
    expect(screen.getByTestId('amount').textContent).toContain('800');
    expect(screen.getByTestId('status').textContent).toBe('Waiting for your decision');
    expect(screen.getAllByRole('button').map((b) => b.querySelector('.btn-face')?.textContent)).toEqual(['Approve payment', 'Decline']);
    // The payment is read with the player's own token, never with anything in the address.
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends the decision with the token and returns to the address the server gives', async () => {
    const { sent } = stubFetch({
      [`GET /api/sandbox-gateway/${REF}`]: { body: payment('pending') },
      [`POST /api/sandbox-gateway/${REF}/decision`]: { body: { ...payment('approved'), return_url: `/deposit?ewa_trx=${REF}&ewa_status=approved` } },
    });
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    await settle();
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({ decision: 'approve' });
    expect(post?.headers.get('authorization')).toBe('Bearer tok');
    expect(window.location.pathname).toBe('/deposit');
    expect(window.location.search).toBe(`?ewa_trx=${REF}&ewa_status=approved`);
  });

  it("shows another player's payment as not found, with no buttons", async () => {
    stubFetch({
      [`GET /api/sandbox-gateway/${REF}`]: { status: 404, body: { message: 'This payment request was not found.', code: 'ewalletRequestNotFound' } },
    });
    renderPage();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This payment request was not found.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the banner in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({ [`GET /api/sandbox-gateway/${REF}`]: { body: payment('declined') } });
    renderPage();
    await settle();
    expect(screen.getByTestId('sandbox-banner').textContent).toContain('কোনো আসল টাকা লেনদেন হয় না');
    expect(screen.getByTestId('status').textContent).toBe('প্রত্যাখ্যাত');
  });
});
