// A read that fails is said as a failure, with Try again, on every screen that used to show it as an empty
// list ("No Data" while the server was down); Try again reads again and shows what the server answers.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatListPage } from '../features/chat/chat-list-page.tsx';
import { MyBetsPage } from '../features/exchange/my-bets/my-bets-page.tsx';
import { MyRounds } from '../features/house/my-rounds.tsx';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { CataloguePanel } from '../features/operator/catalogue-panel.tsx';
import { EngagementPanel } from '../features/operator/engagement-panel.tsx';
import { MessagesPanel } from '../features/operator/messages-panel.tsx';
import { OutboxPanel } from '../features/operator/outbox-panel.tsx';
import { PromotionsPanel } from '../features/operator/promotions-panel.tsx';
import { RequestQueue } from '../features/operator/request-queue.tsx';
import { SaferPlayPanel } from '../features/operator/safer-play-panel.tsx';
import { SandboxDecisionsPanel } from '../features/operator/sandbox-decisions-panel.tsx';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { ExchangeRecordTab } from '../features/records/exchange-record-tab.tsx';
import { SettledRecordTab } from '../features/records/settled-record-tab.tsx';
import { TransactionRecordPage } from '../features/records/transaction-record-page.tsx';
import { TurnoverRecordPage } from '../features/records/turnover-record-page.tsx';
import { i18n } from '../lib/i18n.ts';
import { resetReads } from '../lib/read-cache.ts';
import { saveSession } from '../lib/session.ts';
import { renderWithApp, setViewport } from '../lib/testing.tsx';
import { stubFetch, type Answer } from '../../tests/helpers/stub-fetch.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};

interface Case {
  screen: string;
  role: 'player' | 'operator';
  ui: () => ReactElement;
  /** The read that fails once, then answers `empty`. */
  call: string;
  empty: unknown;
  /** Other calls of the screen, answered as usual. */
  others?: Record<string, Answer>;
}

const CASES: Case[] = [
  { screen: 'transaction record', role: 'player', ui: () => <TransactionRecordPage />, call: 'GET /api/transaction/show', empty: { data: [] } },
  { screen: 'turnover record', role: 'player', ui: () => <TurnoverRecordPage />, call: 'GET /api/turnovers', empty: { data: [] } },
  { screen: 'exchange records', role: 'player', ui: () => <ExchangeRecordTab />, call: 'GET /api/exchange-hub', empty: { data: [] } },
  {
    screen: 'settled casino records',
    role: 'player',
    ui: () => <SettledRecordTab />,
    call: 'GET /api/betting-record',
    empty: { records: [] },
    others: { 'GET /api/get-provider': { body: { data: [] } } },
  },
  { screen: 'promotions', role: 'player', ui: () => <PromotionsPage />, call: 'GET /api/promotion', empty: { data: [] } },
  {
    screen: 'inbox',
    role: 'player',
    ui: () => <InboxPage />,
    call: 'GET /api/inbox',
    empty: { success: true, data: { data: [], current_page: 1, last_page: 1, total: 0, unread: 0 } },
  },
  { screen: 'support chats', role: 'player', ui: () => <ChatListPage />, call: 'GET /api/get-chats', empty: { chats: [] } },
  { screen: 'house rounds', role: 'player', ui: () => <MyRounds onPick={() => {}} />, call: 'GET /api/house/verify/rounds', empty: { rounds: [] } },
  { screen: 'exchange open bets', role: 'player', ui: () => <MyBetsPage />, call: 'GET /api/exchange/bets', empty: { bets: [], nextBefore: null } },
  { screen: 'outbox', role: 'operator', ui: () => <OutboxPanel />, call: 'GET /api/operator/outbox', empty: { data: [] } },
  { screen: 'sandbox decisions', role: 'operator', ui: () => <SandboxDecisionsPanel />, call: 'GET /api/operator/sandbox-decisions', empty: { data: [] } },
  { screen: 'safer play of players', role: 'operator', ui: () => <SaferPlayPanel />, call: 'GET /api/operator/safer-play', empty: { data: [] } },
  { screen: 'messages sent', role: 'operator', ui: () => <MessagesPanel />, call: 'GET /api/operator/inbox', empty: { data: [] } },
  { screen: 'promotions (operator)', role: 'operator', ui: () => <PromotionsPanel />, call: 'GET /api/operator/promotions', empty: { data: [] } },
  {
    screen: 'VIP levels',
    role: 'operator',
    ui: () => <EngagementPanel />,
    call: 'GET /api/operator/vip-tiers',
    empty: { data: [] },
    others: { 'GET /api/operator/engagement-settings': { body: { data: { vp_turnover: 100, vp_value: '1.00', referral_share_percent: 5 } } } },
  },
  {
    screen: 'payment methods',
    role: 'operator',
    ui: () => <CataloguePanel />,
    call: 'GET /api/operator/payment-methods',
    empty: { data: [] },
    others: { 'GET /api/operator/wallet-numbers': { body: { data: [] } } },
  },
  { screen: 'deposit queue', role: 'operator', ui: () => <RequestQueue queue="deposits" />, call: 'GET /api/operator/deposits', empty: { data: [] } },
];

beforeEach(async () => {
  resetReads();
  setViewport(true);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('a failed read is said with Try again, never as an empty list', () => {
  it.each(CASES)('$screen', async ({ role, ui, call, empty, others }) => {
    saveSession({ token: 't', remote_id: '7', username: role === 'operator' ? 'opsadmin' : 'player0001', role });
    let down = true;
    const [method, path] = call.split(' ');
    const { sent } = stubFetch({ ...others, [call]: () => (down ? 'network-error' : { body: empty }) });
    const view = renderWithApp(ui());
    await settle();
    const failed = view.getByTestId('error-state');
    expect(failed.textContent).toContain('Could not load this');
    expect(failed.textContent).toContain('Check your connection and try again.');
    // Where the list goes, nothing says it is empty while the server could not be asked.
    const place = failed.closest('[role="alert"]')!.parentElement!;
    expect(within(place).queryByTestId('empty-state')).toBeNull();

    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(sent.filter((s) => s.method === method && s.path === path)).toHaveLength(2);
    expect(view.queryByTestId('error-state')).toBeNull();
    expect(within(place).getByTestId('empty-state')).toBeTruthy();
  });

  it('says it in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    stubFetch({ 'GET /api/turnovers': 'network-error' });
    renderWithApp(<TurnoverRecordPage />);
    await settle();
    const failed = screen.getByTestId('error-state');
    expect(failed.textContent).toContain('লোড করা যায়নি');
    expect(within(failed).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });
});
