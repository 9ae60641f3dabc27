import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CHAT_POLL_MS } from '../../../contracts/chat.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { ChatBoxPage } from './chat-box-page.tsx';
import { mergeMessages } from './use-conversation.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const msg = (id: number, content: string, fromSupport = false) => ({
  id,
  chat_id: 5,
  sender_id: fromSupport ? 0 : 7,
  content,
  from_support: fromSupport,
  created_at: '2026-11-23T04:00:00Z',
});

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(routes: Record<string, Answer>, path = '/chat-box/5') {
  const stub = stubFetch(routes);
  const { hook, history } = memoryLocation({ path, record: true });
  renderWithApp(
    <Router hook={hook}>
      <Route path="/chat-box/:chatId">
        <ChatBoxPage />
      </Route>
      <Route path="/chat-box">
        <ChatBoxPage />
      </Route>
    </Router>,
  );
  return { ...stub, history };
}

describe('the conversation with support', () => {
  it('shows the thread as text, mine and support apart, and markup stays characters', async () => {
    open({ 'GET /api/chats/5/messages': { body: { messages: [msg(1, '<b>hi</b> <img src=x onerror=alert(1)>'), msg(2, 'Hello, how can we help?', true)] } } });
    await settle();
    const items = screen.getAllByTestId('chat-message');
    expect(items.map((i) => i.className.includes('theirs'))).toEqual([false, true]);
    expect(items[0]!.textContent).toContain('<b>hi</b> <img src=x onerror=alert(1)>');
    expect(items[0]!.querySelector('b, img')).toBeNull();
  });

  it('asks only for newer messages every 5 s, and shows a new reply within that', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let replies = [msg(1, 'My deposit?')];
    const { sent } = open({ 'GET /api/chats/5/messages': () => ({ body: { messages: replies } }) });
    await settle();
    expect(sent.filter((s) => s.path === '/api/chats/5/messages').map((s) => s.search.get('after'))).toEqual([null]);
    replies = [msg(2, 'Checking now.', true)];
    await act(async () => {
      vi.advanceTimersByTime(CHAT_POLL_MS);
    });
    await settle();
    expect(sent.filter((s) => s.path === '/api/chats/5/messages').map((s) => s.search.get('after'))).toEqual([null, '1']);
    expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('My deposit?'),
      expect.stringContaining('Checking now.'),
    ]);
  });

  it('does not send an empty or whitespace-only message, and sends the trimmed text once', async () => {
    const { sent } = open({
      'GET /api/chats/5/messages': { body: { messages: [] } },
      'POST /api/messages': { body: { data: msg(3, 'Need help') } },
    });
    await settle();
    const box = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   \n  ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  Need help  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([{ chat_id: 5, sender_id: 7, content: 'Need help' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('chat-message').textContent).toContain('Need help');
  });

  it('says what went wrong when the server refuses a message, and keeps the text', async () => {
    open({
      'GET /api/chats/5/messages': { body: { messages: [] } },
      'POST /api/messages': { status: 429, body: { message: 'slow', code: 'chatTooManyMessages' } },
    });
    await settle();
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('You are sending messages too fast. Please wait a moment.');
    expect((box as HTMLTextAreaElement).value).toBe('again');
  });

  it("opens the player's conversation when the address has no id", async () => {
    const { history, sent } = open(
      {
        'POST /api/chats': { body: { chat: { id: 5 } } },
        'GET /api/chats/5/messages': { body: { messages: [] } },
      },
      '/chat-box',
    );
    await settle();
    expect(sent.find((s) => s.path === '/api/chats')!.body).toEqual({ user_one_id: 7, user_two_id: 0 });
    expect(history.at(-1)).toBe('/chat-box/5');
  });

  it('merges a poll and a send that bring the same message once, in order', () => {
    expect(mergeMessages([msg(1, 'a'), msg(3, 'c')], [msg(3, 'c'), msg(2, 'b')]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
