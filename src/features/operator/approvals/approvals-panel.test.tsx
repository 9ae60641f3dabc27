import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../../tests/helpers/stub-fetch.ts';
import { MESSAGES } from '../../../../contracts/messages/index.ts';
import { OperatorPage } from '../operator-page.tsx';
import { RequestQueue } from '../request-queue.tsx';
import { ApprovalsPanel } from './approvals-panel.tsx';
import { FourEyesThresholdForm } from './four-eyes-threshold-form.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => {});
};
const adjustment = {
  kind: 'adjustment',
  id: 4,
  user_id: 9,
  username: 'rahim01',
  amount: -250.5,
  balance: 1000,
  reason: 'Duplicate credit',
  requested_by: 'cashier2',
  first_approved_by: null,
  created_at: '2026-11-23T04:00:00Z',
};
const withdrawal = {
  ...adjustment,
  kind: 'withdrawal',
  id: 11,
  amount: 30000,
  reason: null,
  requested_by: null,
  first_approved_by: 'cashier1',
  created_at: '2026-11-23T05:00:00Z',
};
const queue = (items: unknown[]) => ({ body: { data: items, withdrawal_threshold: 10000 } });
const signIn = (username: string, staffRole: string) => saveSession({ token: 'op', remote_id: '2', username, role: 'operator', staffRole });

beforeEach(async () => {
  signIn('cashier1', 'cashier');
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const show = async (routes: Record<string, Answer>, ui = <ApprovalsPanel />) => {
  const stub = stubFetch(routes);
  renderWithApp(ui);
  await settle();
  return stub;
};

describe('the approvals panel', () => {
  it("lists what waits, approves another staff member's adjustment, and offers no Approve on one's own first approval", async () => {
    let decided = false;
    const { sent } = await show({
      'GET /api/operator/approvals': () => queue(decided ? [withdrawal] : [adjustment, withdrawal]),
      'POST /api/operator/approvals/adjustment/4/approve': () => {
        decided = true;
        return { body: { message: MESSAGES.adjustmentApprovedDone, data: { kind: 'adjustment', id: 4, status: 'approved' } } };
      },
    });
    expect(screen.getByText(/withdrawals above ৳ 10,000.00, take effect only when a second staff member approves them/)).toBeTruthy();
    const row = screen.getByTestId('approval-adjustment-4');
    expect(within(row).getByText('Balance adjustment')).toBeTruthy();
    expect(within(row).getByText(/asked for by cashier2/)).toBeTruthy();
    const mine = screen.getByTestId('approval-withdrawal-11');
    expect(within(mine).getByText('Awaiting second approval')).toBeTruthy();
    expect(within(mine).getByText('Needs another staff member')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/approvals/adjustment/4/approve')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.adjustmentApprovedDone);
    expect(screen.queryByTestId('approval-adjustment-4')).toBeNull();
  });

  it('rejects with the reason typed, and says a refusal in Bangla', async () => {
    signIn('cashier3', 'cashier');
    await i18n.changeLanguage('bn');
    const { sent } = await show({
      'GET /api/operator/approvals': queue([withdrawal]),
      'POST /api/operator/approvals/withdrawal/11/reject': { status: 409, body: { code: 'approvalAlreadyDecided', message: MESSAGES.approvalAlreadyDecided } },
    });
    const row = screen.getByTestId('approval-withdrawal-11');
    expect(within(row).getByText('উত্তোলন')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'অনুমোদন করুন' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    fireEvent.change(within(row).getByLabelText('কারণ'), { target: { value: 'Wallet name differs' } });
    fireEvent.click(within(row).getByRole('button', { name: 'এই কারণে প্রত্যাখ্যান করুন' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/approvals/withdrawal/11/reject')?.body).toEqual({ reason: 'Wallet name differs' });
    expect(screen.getByRole('alert').textContent).toContain('এটি ইতিমধ্যে অনুমোদিত বা প্রত্যাখ্যাত হয়েছে।');
  });

  it('says when nothing waits', async () => {
    await show({ 'GET /api/operator/approvals': queue([]) });
    expect(screen.getByText('Nothing waits for a second approval.')).toBeTruthy();
  });
});

describe("the owner's four-eyes amount", () => {
  it('is offered to the owner only, and saves the amount typed', async () => {
    const { sent } = await show(
      {
        'GET /api/operator/four-eyes-settings': { body: { data: { withdrawal_threshold: 10000 } } },
        'PUT /api/operator/four-eyes-settings': { body: { message: MESSAGES.fourEyesSettingsSaved, data: { withdrawal_threshold: 5000 } } },
      },
      <FourEyesThresholdForm />,
    );
    expect(screen.queryByLabelText(/a withdrawal needs a second staff member/)).toBeNull();
    expect(sent).toHaveLength(0);
    signIn('opsadmin', 'owner');
    await settle();
    expect(screen.getByText('Now: above ৳ 10,000.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Above this amount in taka, a withdrawal needs a second staff member'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ withdrawal_threshold: '5000' });
    expect(screen.getByText(MESSAGES.fourEyesSettingsSaved)).toBeTruthy();
  });

  it('sits beside the owner’s other settings, and the Approvals tab shows only to roles that decide', async () => {
    signIn('opsadmin', 'owner');
    stubFetch({
      'GET /api/operator/deposits': { body: { data: [] } },
      'GET /api/operator/settings': { body: { data: {} } },
      'GET /api/operator/wallet-limits': { body: { data: {} } },
      'GET /api/operator/four-eyes-settings': { body: { data: { withdrawal_threshold: 10000 } } },
    });
    renderWithApp(<OperatorPage />);
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await settle();
    expect(screen.getByRole('form', { name: 'Withdrawals that need two approvals' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Approvals');
    signIn('trader1', 'trader');
    await settle();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).not.toContain('Approvals');
  });
});

describe("the cashier's withdrawal queue under four eyes", () => {
  const large = (four_eyes: 'first' | 'second', first_approved_by: string | null) => ({
    id: 11,
    user_id: 9,
    username: 'rahim01',
    amount: 30000,
    status: 'pending',
    created_at: '2026-11-23T05:00:00Z',
    decided_at: null,
    reason: null,
    payment_method: null,
    account_number: '01712345678',
    provider: 'bKash',
    four_eyes,
    first_approved_by,
  });

  it('warns that a first approval pays nothing, and says so once the server answers', async () => {
    const { sent } = await show(
      {
        'GET /api/operator/withdrawals': { body: { data: [large('first', null)] } },
        'POST /api/operator/withdrawals/11/approve': {
          body: { message: MESSAGES.withdrawalAwaitingSecond, data: { id: 11, status: 'awaiting_second_approval' } },
        },
      },
      <RequestQueue queue="withdrawals" />,
    );
    const row = screen.getByTestId('request-11');
    expect(within(row).getByText('Needs two staff approvals')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(dialog.textContent).toContain('Do not send ৳ 30,000.00 yet: your approval is the first of two.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve ৳ 30,000.00' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/withdrawals/11/approve')).toHaveLength(1);
    expect(screen.getByTestId('decision-result').textContent).toBe(MESSAGES.withdrawalAwaitingSecond);
  });

  it('names who approved first, and asks the second approver to pay as usual', async () => {
    await show({ 'GET /api/operator/withdrawals': { body: { data: [large('second', 'cashier9')] } } }, <RequestQueue queue="withdrawals" />);
    const row = screen.getByTestId('request-11');
    expect(within(row).getByText('approved first by cashier9')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve this withdrawal?' }).textContent).not.toContain('Do not send');
  });
});
