import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { TransactionRecordPage } from './transaction-record-page.tsx';

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};
// "Now" is 23 Nov 2026 00:30 in Dhaka (22 Nov 18:30 UTC).
const NOW = new Date('2026-11-22T18:30:00Z');
const tx = (
  id: number,
  action: 'deposit' | 'withdraw',
  key: '0' | '1' | '2',
  created_at: string,
  payment_method: unknown = { name: 'bKash', type: 'Send Money', icon: '/b.png' },
) => ({
  id,
  action,
  amount: 1000 + id,
  key,
  created_at,
  updated_at: created_at,
  transaction_id: `TRX${id}0000`,
  account_number: '01712345678',
  reason: key === '2' ? 'Wrong transaction id' : null,
  payment_method,
  promotion: null,
});
const rows = [
  tx(1, 'deposit', '1', '2026-11-22T18:10:00Z'), // today 00:10 Dhaka
  tx(2, 'withdraw', '0', '2026-11-22T18:20:00Z'), // today 00:20 Dhaka
  tx(3, 'deposit', '2', '2026-11-22T17:50:00Z', null), // yesterday 23:50 Dhaka (same UTC day as today's rows)
  tx(4, 'deposit', '1', '2026-11-18T06:00:00Z'), // five days ago
  tx(5, 'withdraw', '1', '2026-10-01T06:00:00Z'), // long ago
];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = async (data: unknown[] = rows) => {
  const stub = stubFetch({ 'GET /api/transaction/show': { body: { data } } });
  renderWithApp(<TransactionRecordPage />);
  await settle();
  return stub;
};
const pick = (group: string, option: string) => fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }));
const amounts = () => screen.queryAllByTestId('record-row').map((r) => r.textContent?.match(/৳ ([\d,]+)/)?.[1]);

describe('the transaction record', () => {
  it('shows today by default, cutting the day at Dhaka midnight', async () => {
    const { sent } = await open();
    expect(sent[0].search.get('remote_id')).toBe('7');
    expect(amounts()).toEqual(['1,002', '1,001']);
  });

  it('moves a row from 23:50 Dhaka time into Yesterday', async () => {
    await open();
    pick('Date', 'Yesterday');
    expect(amounts()).toEqual(['1,003']);
  });

  it('groups the last seven days by Dhaka date and All shows everything', async () => {
    await open();
    pick('Date', 'Last 7 days');
    expect(screen.getAllByTestId('record-group')).toHaveLength(3);
    pick('Date', 'All');
    expect(amounts()).toHaveLength(5);
  });

  it('filters by status and by payment type', async () => {
    await open();
    pick('Date', 'All');
    pick('Status', 'Success');
    expect(amounts()).toEqual(['1,001', '1,004', '1,005']);
    pick('Payment Type', 'Withdrawal');
    expect(amounts()).toEqual(['1,005']);
    pick('Status', 'Pending');
    expect(amounts()).toEqual(['1,002']);
    expect(screen.getByTestId('record-row').textContent).toContain('Processing');
  });

  it('prints amounts, dates and times in Bengali digits in Bangla', async () => {
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    await open();
    const row = screen.getAllByTestId('record-row')[0]!;
    expect(row.textContent).toContain('৳ ১,০০২.০০');
    expect(row.textContent).toContain('০০:২০');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('২৩ নভেম্বর ২০২৬');
    expect(row.textContent).not.toMatch(/[0-9]/);
  });

  it('says No Data when nothing matches', async () => {
    await open([]);
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('opens the details with the progress timeline and Agent as the default payment method', async () => {
    await open();
    pick('Date', 'Yesterday');
    fireEvent.click(screen.getByTestId('record-row'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Transaction Progress')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Type', 'Payment Method', 'Bank Name', 'Amount']);
    expect(
      within(dialog)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['TRX30000', 'Deposit', 'Agent', '—', '৳ 1,003.00']);
    expect(dialog.textContent).toContain('Wrong transaction id');
  });
});
