import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { ChatListPage } from './chat-list-page.tsx';
import { ChatPage } from './chat-page.tsx';
import { firstWords } from './words.ts';
import { CHAT_POLL_MS } from '../../../contracts/chat.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const chat = (unread: number, last: string | null = 'Checking it now.') => ({
  chat_id: 5,
  other_user: { username: 'Support' },
  last_message: last,
  last_message_at: last ? '2026-11-23T04:00:00Z' : null,
  unread,
});
const long = Array.from({ length: 130 }, (_, i) => `w${i}`).join(' ');
const promotion = {
  id: 1,
  name: 'Welcome bonus',
  desc: long,
  thumbnail: '',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 'display',
  deposit_bouns: 100,
  turnover: 5,
  category: 1,
};

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function render(ui: React.ReactNode, routes: Record<string, Answer>) {
  const stub = stubFetch(routes);
  const { hook, history } = memoryLocation({ path: '/chat', record: true });
  renderWithApp(<Router hook={hook}>{ui}</Router>);
  return { ...stub, history };
}

describe('/chat', () => {
  it('greets the player, shows the recent message with its new replies, and the promotions in 100 words', async () => {
    render(<ChatPage />, { 'GET /api/get-chats': { body: { chats: [chat(2)] } }, 'GET /api/promotion': { body: { data: [promotion] } } });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi player0001');
    const recent = screen.getByTestId('recent-message');
    expect(within(recent).getByText('Checking it now.')).toBeTruthy();
    expect(within(recent).getByTestId('unread').textContent).toBe('2');
    const teaser = within(screen.getByTestId('chat-promotions')).getByText(/^w0 /).textContent!;
    expect(teaser.split(' ')).toHaveLength(100);
    expect(teaser.endsWith('w99…')).toBe(true);
  });

  it("'Send us a Message' opens the conversation and goes to it", async () => {
    const { history, sent } = render(<ChatPage />, {
      'GET /api/get-chats': { body: { chats: [] } },
      'GET /api/promotion': { body: { data: [] } },
      'POST /api/chats': { body: { chat: { id: 9 } } },
    });
    await settle();
    expect(screen.getByText('No messages yet. Our support team answers around the clock.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send us a Message' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/chats')).toHaveLength(1);
    expect(history.at(-1)).toBe('/chat-box/9');
  });

  it('shows the screen in Bangla with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    render(<ChatPage />, { 'GET /api/get-chats': { body: { chats: [chat(12)] } }, 'GET /api/promotion': { body: { data: [] } } });
    await settle();
    expect(screen.getByRole('button', { name: 'আমাদের বার্তা পাঠান' })).toBeTruthy();
    expect(screen.getByTestId('unread').textContent).toBe('১২');
  });
});

describe('/chat-list', () => {
  it('lists the conversation with its last message and links to it', async () => {
    render(<ChatListPage />, { 'GET /api/get-chats': { body: { chats: [chat(1)] } } });
    await settle();
    const row = screen.getByTestId('chat-row');
    expect(row.getAttribute('href')).toBe('/chat-box/5');
    expect(row.textContent).toContain('Support');
    expect(row.textContent).toContain('Checking it now.');
  });

  it('asks again every 5 s, so a support reply and its unread mark show without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let chats = [chat(0, 'My deposit?')];
    const { sent } = render(<ChatListPage />, { 'GET /api/get-chats': () => ({ body: { chats } }) });
    await settle();
    expect(screen.getByTestId('chat-row').textContent).toContain('My deposit?');
    chats = [chat(1, 'Credited now.')];
    await act(async () => {
      vi.advanceTimersByTime(CHAT_POLL_MS);
    });
    await settle();
    expect(sent.filter((s) => s.path === '/api/get-chats')).toHaveLength(2);
    expect(screen.getByTestId('chat-row').textContent).toContain('Credited now.');
    expect(within(screen.getByTestId('chat-row')).getByText('1')).toBeTruthy();
  });

  it("shows 'No Data' and a way to start when there is none", async () => {
    render(<ChatListPage />, { 'GET /api/get-chats': { body: { chats: [] } } });
    await settle();
    expect(screen.getByText('No Data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send us a Message' })).toBeTruthy();
  });
});

describe('first words', () => {
  it.each([
    ['one two three', 5, 'one two three'],
    ['  a  b\nc d e f ', 5, 'a b c d e…'],
    ['', 5, ''],
  ])('%j in %i words is %j', (text, n, out) => expect(firstWords(text, n)).toBe(out));
});
