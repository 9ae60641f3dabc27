import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { SaferPlayPanel } from './safer-play-panel.tsx';
import { SupportChatPanel } from './support-chat-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const chat = (id: number, username: string, unread: number, waiting: string | null) => ({
  chat_id: id,
  player: { id: id + 100, username },
  status: 'open',
  last_message: `from ${username}`,
  last_message_at: '2026-11-23T04:00:00Z',
  waiting_since: waiting,
  unread,
});
const message = (id: number, content: string, fromSupport: boolean, author: string) => ({
  id,
  chat_id: 1,
  sender_id: fromSupport ? 0 : 101,
  content,
  from_support: fromSupport,
  created_at: '2026-11-23T04:00:00Z',
  author,
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'opsadmin', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the support chat panel', () => {
  it('lists the queue as the server orders it with unread counts, opens one and replies as Support', async () => {
    const { sent } = stubFetch({
      'GET /api/operator/support-chats': { body: { data: [chat(1, 'rahim01', 2, '2026-11-23T04:05:00Z'), chat(2, 'karim02', 0, null)] } },
      'GET /api/operator/support-chats/1': {
        body: { chat: chat(1, 'rahim01', 0, '2026-11-23T04:05:00Z'), messages: [message(1, '<i>help</i>', false, 'rahim01')] },
      },
      'POST /api/operator/support-chats/1/reply': { body: { data: message(2, 'On it', true, 'opsadmin') } },
    });
    renderWithApp(<SupportChatPanel />);
    await settle();
    const rows = screen.getAllByTestId('queue-row');
    expect(rows.map((r) => r.textContent?.startsWith('rahim01'))).toEqual([true, false]);
    expect(within(rows[0]!).getByTestId('queue-unread').textContent).toBe('2');
    expect(within(rows[1]!).queryByTestId('queue-unread')).toBeNull();
    fireEvent.click(rows[0]!);
    await settle();
    const thread = screen.getByTestId('support-thread');
    expect(within(thread).getByTestId('support-message').textContent).toContain('<i>help</i>');
    expect(thread.querySelector('i')).toBeNull();
    const send = within(thread).getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(thread).getByLabelText('Reply as Support'), { target: { value: ' On it ' } });
    fireEvent.click(send);
    await settle();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([{ content: 'On it' }]);
  });

  it('shows names and what was written verbatim: marked translate="no", the panel\'s own words not', async () => {
    stubFetch({
      'GET /api/operator/support-chats': { body: { data: [chat(1, 'rahim01', 1, '2026-11-23T04:05:00Z')] } },
      'GET /api/operator/support-chats/1': {
        body: {
          chat: chat(1, 'rahim01', 0, '2026-11-23T04:05:00Z'),
          messages: [message(1, 'Where is my 500?', false, 'rahim01'), message(2, 'Credited now', true, 'opsadmin')],
        },
      },
    });
    renderWithApp(<SupportChatPanel />);
    await settle();
    const verbatim = (root: Element) => [...root.querySelectorAll('[translate="no"]')].map((el) => el.textContent);
    const row = screen.getByTestId('queue-row');
    expect(verbatim(row)).toEqual(['rahim01', 'from rahim01']);
    fireEvent.click(row);
    await settle();
    const thread = screen.getByTestId('support-thread');
    expect(verbatim(thread)).toEqual(['rahim01', 'rahim01', 'Where is my 500?', 'opsadmin', 'Credited now']);
    const [, team] = within(thread).getAllByTestId('support-message');
    expect(team!.querySelector('.support-message-author')!.textContent).toBe('Support (opsadmin)');
  });
});

describe('the Safer play panel', () => {
  it("shows a player's limits, current break and history, and offers no way to change them", async () => {
    const state = {
      player: { id: 7, username: 'rahim01' },
      reality_check_minutes: 30,
      limits: [
        { kind: 'deposit', period: 'day', amount: 5000, used: 0, pending: { amount: 9000, effective_at: '2026-11-24T04:00:00Z' } },
        { kind: 'loss', period: 'week', amount: null, used: 0, pending: null },
      ],
      exclusion: { kind: 'self_exclusion', started_at: '2026-11-23T04:00:00Z', ends_at: '2027-05-23T04:00:00Z' },
      exclusions: [
        { kind: 'self_exclusion', started_at: '2026-11-23T04:00:00Z', ends_at: '2027-05-23T04:00:00Z' },
        { kind: 'time_out', started_at: '2026-10-01T04:00:00Z', ends_at: '2026-10-02T04:00:00Z' },
      ],
    };
    const { sent } = stubFetch({ 'GET /api/operator/safer-play': { body: { data: [state] } } });
    renderWithApp(<SaferPlayPanel />);
    await settle();
    const card = screen.getByTestId('safer-player');
    expect(card.textContent).toContain('Deposit · 24 hours: ৳ 5,000 (then ৳ 9,000 from');
    expect(card.textContent).toContain('Self-exclusion until');
    expect(card.querySelectorAll('li')).toHaveLength(3);
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Player's username"), { target: { value: 'rahim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(sent.map((s) => s.search.get('username'))).toEqual([null, 'rahim']);
  });
});
