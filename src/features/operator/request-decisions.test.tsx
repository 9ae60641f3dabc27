// The operator's decisions on money: each is asked first, naming the amount and the player, and the
// outcome is said once the card has left the pending list.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { RequestQueue } from './request-queue.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const request = (id: number, username: string, amount: number) => ({
  id,
  user_id: 3,
  username,
  amount,
  status: 'pending',
  created_at: '2026-11-23T04:00:00Z',
  decided_at: null,
  reason: null,
  account_number: '01712345678',
  payment_method: { id: 2, name: 'bKash', account_type: 'CashOut' },
  provider: '',
});
const deposit = (id: number, username: string, amount: number) => ({
  ...request(id, username, amount),
  transaction_id: 'TRX98765',
  wallet_number: '01998765432',
  promotion: null,
  channel: 'manual',
  receipt_url: null,
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'e2eoperator', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

/** A queue whose list empties once the decision is made, as the server's would. */
function queueRoutes(queue: 'deposits' | 'withdrawals', row: unknown, decision: 'approve' | 'reject'): Record<string, Answer> {
  let decided = false;
  return {
    [`GET /api/operator/${queue}`]: () => ({ body: { data: decided ? [] : [row] } }),
    [`POST /api/operator/${queue}/9/${decision}`]: () => {
      decided = true;
      return { body: { message: 'ok', data: { id: 9, status: decision === 'approve' ? 'approved' : 'rejected' } } };
    },
  };
}

describe('deciding a request in the console', () => {
  it('asks before approving a deposit, naming the amount and the player, and sends nothing on Cancel', async () => {
    const { sent } = stubFetch(queueRoutes('deposits', deposit(9, 'rahim77', 2500), 'approve'));
    renderWithApp(<RequestQueue queue="deposits" />);
    await settle();
    fireEvent.click(within(screen.getByTestId('request-9')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog.textContent).toContain('৳ 2,500.00');
    expect(dialog.textContent).toContain('rahim77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('request-9')).toBeTruthy();
  });

  it('approves a deposit once confirmed and says what happened after the card has gone', async () => {
    const { sent } = stubFetch(queueRoutes('deposits', deposit(9, 'rahim77', 2500), 'approve'));
    renderWithApp(<RequestQueue queue="deposits" />);
    await settle();
    fireEvent.click(within(screen.getByTestId('request-9')).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve ৳ 2,500.00' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/deposits/9/approve')).toHaveLength(1);
    expect(screen.queryByTestId('request-9')).toBeNull();
    expect(screen.getByTestId('decision-result').textContent).toBe("Deposit of ৳ 2,500.00 approved: rahim77's balance is credited.");
    expect(screen.getByTestId('decision-result').closest('[role="status"]')).toBeTruthy();
  });

  it('asks before approving a withdrawal, naming the account to pay, then says it is paid', async () => {
    const { sent } = stubFetch(queueRoutes('withdrawals', request(9, 'karim09', 1200), 'approve'));
    renderWithApp(<RequestQueue queue="withdrawals" />);
    await settle();
    fireEvent.click(within(screen.getByTestId('request-9')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(dialog.textContent).toContain('৳ 1,200.00');
    expect(dialog.textContent).toContain('karim09');
    expect(dialog.textContent).toContain('01712345678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve ৳ 1,200.00' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/withdrawals/9/approve')).toHaveLength(1);
    expect(screen.getByTestId('decision-result').textContent).toBe('Withdrawal of ৳ 1,200.00 to karim09 approved.');
  });

  it('names the account holder on the card and warns before paying one who is not the verified name, in English and Bangla', async () => {
    const row = { ...request(9, 'karim09', 1200), account_name: 'Rahim Mia', name_mismatch: true };
    stubFetch(queueRoutes('withdrawals', row, 'approve'));
    renderWithApp(<RequestQueue queue="withdrawals" />);
    await settle();
    const card = screen.getByTestId('request-9');
    expect(within(card).getByTestId('request-account-name').textContent).toBe('Name on the accountRahim Mia Not the verified name');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve this withdrawal?' }).textContent).toContain(
      "The account to pay is in the name Rahim Mia, which is not karim09's verified name",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => i18n.changeLanguage('bn'));
    expect(within(screen.getByTestId('request-9')).getByTestId('request-account-name').textContent).toBe('অ্যাকাউন্টের নামRahim Mia যাচাই করা নামের সঙ্গে মেলে না');
  });

  it('shows the holder without a warning when the name matches, and warns nothing on approving', async () => {
    stubFetch(queueRoutes('withdrawals', { ...request(9, 'karim09', 1200), account_name: 'Karim Uddin', name_mismatch: false }, 'approve'));
    renderWithApp(<RequestQueue queue="withdrawals" />);
    await settle();
    const card = screen.getByTestId('request-9');
    expect(within(card).getByTestId('request-account-name').textContent).toBe('Name on the accountKarim Uddin ');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve this withdrawal?' }).textContent).not.toContain('verified name');
  });

  it('asks before rejecting, with the amount, the player and the reason, then says the money went back', async () => {
    const { sent } = stubFetch(queueRoutes('withdrawals', request(9, 'karim09', 1200), 'reject'));
    renderWithApp(<RequestQueue queue="withdrawals" />);
    await settle();
    const row = screen.getByTestId('request-9');
    fireEvent.change(within(row).getByLabelText('Reason'), { target: { value: 'Account name differs' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(dialog.textContent).toContain('৳ 1,200.00');
    expect(dialog.textContent).toContain('karim09');
    expect(dialog.textContent).toContain('Account name differs');
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject ৳ 1,200.00' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/withdrawals/9/reject')?.body).toEqual({ reason: 'Account name differs' });
    expect(screen.getByTestId('decision-result').textContent).toBe("Withdrawal of ৳ 1,200.00 rejected: it is back in karim09's balance.");
  });

  it('keeps the card and says why when the decision is refused', async () => {
    stubFetch({
      'GET /api/operator/deposits': { body: { data: [deposit(9, 'rahim77', 2500)] } },
      'POST /api/operator/deposits/9/approve': { status: 409, body: { message: 'This request has already been decided.', code: 'requestAlreadyDecided' } },
    });
    renderWithApp(<RequestQueue queue="deposits" />);
    await settle();
    fireEvent.click(within(screen.getByTestId('request-9')).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve ৳ 2,500.00' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('already been decided');
    expect(screen.queryByTestId('decision-result')).toBeNull();
  });

  it('asks and answers in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    stubFetch(queueRoutes('deposits', deposit(9, 'rahim77', 2500), 'approve'));
    renderWithApp(<RequestQueue queue="deposits" />);
    await settle();
    fireEvent.click(within(screen.getByTestId('request-9')).getByRole('button', { name: 'অনুমোদন করুন' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('৳ ২,৫০০.০০');
    expect(dialog.textContent!.replace('rahim77', '')).not.toMatch(/[A-Za-z]/);
    fireEvent.click(within(dialog).getByRole('button', { name: /৳ ২,৫০০\.০০/ }));
    await settle();
    expect(screen.getByTestId('decision-result').textContent).toContain('rahim77');
    expect(screen.getByTestId('decision-result').textContent).toContain('৳ ২,৫০০.০০');
  });
});
