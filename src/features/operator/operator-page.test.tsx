import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { OperatorPage } from './operator-page.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const deposit = (id: number, status = 'pending', receipt = true) => ({
  id,
  user_id: 3,
  username: `player000${id}`,
  amount: 1500,
  status,
  created_at: '2026-11-23T04:00:00Z',
  decided_at: null,
  reason: status === 'rejected' ? 'Wrong transaction id' : null,
  transaction_id: 'TRX98765',
  account_number: '01712345678',
  wallet_number: '01998765432',
  payment_method: { id: 2, name: 'bKash', account_type: 'CashOut' },
  promotion: null,
  channel: 'manual',
  receipt_url: receipt ? `/api/operator/deposits/${id}/receipt` : null,
});
const decided = (id: number, status: string) => ({ body: { message: 'ok', data: { id, status } } });

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'e2eoperator', role: 'operator', staffRole: 'owner' });
  await i18n.changeLanguage('en');
  URL.createObjectURL = vi.fn(() => 'blob:receipt-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const open = async (routes: Record<string, Answer>) => {
  const stub = stubFetch(routes);
  renderWithApp(<OperatorPage />);
  await settle();
  return stub;
};

describe('the operator console', () => {
  it('shows each staff member only the panels their role allows', async () => {
    saveSession({ token: 'op', remote_id: '2', username: 'cashier1', role: 'operator', staffRole: 'cashier' });
    await open({ 'GET /api/operator/deposits': { body: { data: [] } } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Deposits',
      'Withdrawals',
      'Approvals',
      'Safer play',
      'Payment methods',
      'Players',
      'Identity checks',
    ]);
    saveSession({ token: 'op', remote_id: '3', username: 'support1', role: 'operator', staffRole: 'support' });
    await settle();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Support chat', 'Safer play', 'Messages', 'Players']);
  });

  it('lists pending deposits with their receipt and approves one once confirmed', async () => {
    const { sent } = await open({
      'GET /api/operator/deposits': { body: { data: [deposit(1), deposit(2, 'pending', false)] } },
      'GET /api/operator/deposits/1/receipt': { body: 'png-bytes' },
      'POST /api/operator/deposits/1/approve': decided(1, 'approved'),
    });
    expect(sent[0].search.get('status')).toBe('pending');
    expect(sent.some((s) => s.headers.get('authorization') === 'Bearer op')).toBe(true);
    const first = screen.getByTestId('request-1');
    expect(within(first).getByRole('img', { name: 'Receipt' }).getAttribute('src')).toBe('blob:receipt-1');
    expect(within(first).getByText('TRX98765')).toBeTruthy();
    expect(within(screen.getByTestId('request-2')).getByText('No receipt uploaded.')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Approve this deposit?' })).getByRole('button', { name: 'Approve ৳ 1,500.00' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/deposits/1/approve')).toHaveLength(1);
    expect(sent.filter((s) => s.path === '/api/operator/deposits')).toHaveLength(2);
  });

  it('asks for a reason before rejecting, then sends it once confirmed', async () => {
    const { sent } = await open({
      'GET /api/operator/deposits': { body: { data: [deposit(1, 'pending', false)] } },
      'POST /api/operator/deposits/1/reject': decided(1, 'rejected'),
    });
    const row = screen.getByTestId('request-1');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give a reason for the rejection.');
    fireEvent.change(within(row).getByLabelText('Reason'), { target: { value: 'Wrong transaction id' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Reject this deposit?' })).getByRole('button', { name: 'Reject ৳ 1,500.00' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/deposits/1/reject')?.body).toEqual({ reason: 'Wrong transaction id' });
  });

  it('shows decided requests by status without decision buttons', async () => {
    const { sent } = await open({
      'GET /api/operator/withdrawals': () => ({ body: { data: [] } }),
      'GET /api/operator/deposits': { body: { data: [] } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/withdrawals').map((s) => s.search.get('status'))).toEqual(['pending', 'rejected']);
    expect(screen.getByText('No Data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('saves withdrawal_status and the notices in the general settings', async () => {
    const settings = {
      site_title: 'Chakka',
      site_status: 1,
      withdrawal_status: 1,
      notice: ['Hello'],
      notice_bn: ['হ্যালো'],
      system_notice: '',
      system_notice_bn: '<p>বিজ্ঞপ্তি</p>',
      whatsapp: '',
      facebook: '',
      telegram: '',
      live_chat: '',
      intercom: '',
      tawk_id: '',
      support_mail: '',
    };
    const { sent } = await open({
      'GET /api/operator/deposits': { body: { data: [] } },
      'GET /api/operator/settings': { body: { data: settings } },
      'PUT /api/operator/settings': { body: { message: 'Saved', data: { ...settings, withdrawal_status: 0, notice: ['Hello', 'Second'] } } },
      'GET /api/operator/wallet-limits': { body: { data: { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 } } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await settle();
    const form = screen.getByRole('form', { name: 'General settings' });
    fireEvent.click(within(form).getByLabelText('Withdrawals open (withdrawal_status)'));
    fireEvent.change(within(form).getByLabelText('Notices (one per line)'), { target: { value: 'Hello\n\nSecond' } });
    fireEvent.change(within(form).getByLabelText('Notices in Bangla (one per line)'), { target: { value: 'হ্যালো\nদ্বিতীয়' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      site_status: 1,
      withdrawal_status: 0,
      notice: ['Hello', 'Second'],
      notice_bn: ['হ্যালো', 'দ্বিতীয়'],
      system_notice: '',
      system_notice_bn: '<p>বিজ্ঞপ্তি</p>',
    });
    expect(within(form).getByText('Saved.').closest('[role="status"]')).toBeTruthy();
  });

  it('shows the outbox', async () => {
    await open({
      'GET /api/operator/deposits': { body: { data: [] } },
      'GET /api/operator/outbox': {
        body: { data: [{ id: 1, recipient: '+8801712345678', channel: 'sms', text: 'Your code is 123456', created_at: '2026-11-23T04:00:00Z' }] },
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    await settle();
    expect(screen.getByText('Your code is 123456')).toBeTruthy();
  });

  it("lists every sandbox gateway decision, refused attempts on another player's payment included", async () => {
    const row = (id: number, decided_by: string, outcome: string) => ({
      id,
      ref: 'EWA00112233445566AA',
      amount: 800,
      payer: 'player0001',
      decided_by,
      decision: 'approve',
      outcome,
      address: '10.0.0.7',
      created_at: '2026-11-23T04:00:00.000Z',
      deposit_id: 12,
    });
    await open({
      'GET /api/operator/deposits': { body: { data: [] } },
      'GET /api/operator/sandbox-decisions': { body: { data: [row(2, 'player0001', 'applied'), row(1, 'intruder01', 'not_payer')] } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sandbox gateway' }));
    await settle();
    expect(within(screen.getByTestId('sandbox-decision-1')).getByText('Refused: not the payer')).toBeTruthy();
    expect(within(screen.getByTestId('sandbox-decision-1')).getByText('intruder01')).toBeTruthy();
    expect(within(screen.getByTestId('sandbox-decision-2')).getByText('Applied')).toBeTruthy();
  });
});
