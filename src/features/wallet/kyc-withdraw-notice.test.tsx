import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycState } from '../../../contracts/kyc.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { baseRoutes, signIn } from './fixtures.test-helper.ts';
import { WithdrawalPage } from './withdrawal-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const kyc = (status: KycState['status'], withdrawal_threshold = 20_000): KycState => ({
  status,
  document_kind: null,
  full_name: null,
  reject_reason: null,
  submitted_at: null,
  withdrawal_threshold,
});
const open = async (state: KycState | 'down') => {
  const stub = stubFetch({
    ...baseRoutes(),
    'GET /api/userwithdrawcheck': { body: { success: true, message: 'You can withdraw.', missing: [] } },
    'GET /api/kyc': state === 'down' ? 'network-error' : { body: { data: state } },
  });
  renderWithApp(<WithdrawalPage />);
  await settle();
  return stub;
};
const typeAmount = async (value: string) => {
  fireEvent.change(document.querySelector('input[name="amount"]')!, { target: { value } });
  await settle();
};
const notice = () => document.querySelector('.withdraw-kyc-notice');

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/withdrawal');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the KYC notice on the withdrawal form', () => {
  it('appears once the amount is above the threshold the server names, with the way to verify, and goes below it', async () => {
    const stub = await open(kyc('none', 15_000));
    expect(stub.sent.some((c) => c.method === 'GET' && c.path === '/api/kyc')).toBe(true);
    await typeAmount('15000');
    expect(notice()).toBeNull();
    await typeAmount('15001');
    expect(notice()).not.toBeNull();
    expect(screen.getByText('Verify your identity first')).toBeTruthy();
    expect(screen.getByText(/A withdrawal above ৳ ?15,000 needs a verified identity\. Upload your national ID card/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe('/profile');
    await typeAmount('500');
    expect(notice()).toBeNull();
  });

  it('is said in Bangla, with the threshold in Bangla digits', async () => {
    await i18n.changeLanguage('bn');
    await open(kyc('none'));
    await typeAmount('25000');
    expect(screen.getByText('আগে আপনার পরিচয় যাচাই করুন')).toBeTruthy();
    expect(notice()!.textContent).toMatch(/৳ ?২০,০০০-এর বেশি উত্তোলনের জন্য যাচাই করা পরিচয় লাগে।/);
    expect(screen.getByRole('link', { name: 'পরিচয় যাচাই করুন' }).getAttribute('href')).toBe('/profile');
  });

  it('tells a player whose documents wait for review that they wait, in both languages', async () => {
    await open(kyc('pending'));
    await typeAmount('25000');
    expect(notice()!.textContent).toMatch(/your documents are still waiting for review/);
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    await settle();
    expect(notice()!.textContent).toMatch(/আপনার ডকুমেন্ট এখনও যাচাইয়ের অপেক্ষায় আছে/);
  });

  it('says nothing to a verified player', async () => {
    await open(kyc('approved'));
    await typeAmount('25000');
    expect(notice()).toBeNull();
  });

  it('says nothing when the verification could not be read: the server still refuses with its own message', async () => {
    await open('down');
    await typeAmount('25000');
    expect(notice()).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
