import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_POLL_MS } from '../../../contracts/inbox.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { InboxPage } from './inbox-page.tsx';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
const message = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Note ${id}`,
  message: 'Your weekly reload bonus is waiting for you today',
  is_read: 0,
  created_at: '2026-11-20T06:00:00Z',
  title_bn: '',
  message_bn: '',
  code: null,
  vars: null,
  ...extra,
});
const page = (data: unknown[], current = 1, last = 1) => ({
  body: { success: true, data: { data, current_page: current, last_page: last, total: data.length, unread: 0 } },
});
const ok = { body: { success: true, message: 'ok' } };

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the inbox', () => {
  it('lists messages with unread marks and five-word previews, and opening one shows it whole and marks it read', async () => {
    const { sent } = stubFetch({ 'GET /api/inbox': page([message(2), message(1, { is_read: 1 })]), 'PATCH /api/inbox/2/read': ok });
    renderWithApp(<InboxPage />);
    await settle();
    const rows = screen.getAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('New')).toBeTruthy();
    expect(within(rows[1]!).queryByText('New')).toBeNull();
    expect(rows[0]!.textContent).toContain('Your weekly reload bonus is…');
    expect(sent[0]!.search.get('remote_id')).toBe('7');
    expect(sent[0]!.search.get('page')).toBe('1');
    fireEvent.click(rows[0]!);
    await settle();
    expect(within(screen.getByRole('dialog')).getByText('Your weekly reload bonus is waiting for you today')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PATCH' && r.path === '/api/inbox/2/read')).toBe(true);
    expect(within(screen.getAllByTestId('inbox-row')[0]!).queryByText('New')).toBeNull();
  });

  it('shows a deposit notice in Bangla from its catalogue key, with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({
      'GET /api/inbox': page([
        message(3, { title: 'Deposit', message: 'Your deposit of ৳500 has been approved.', code: 'notifyDepositApproved', vars: { amount: '500' } }),
      ]),
    });
    renderWithApp(<InboxPage />);
    await settle();
    const row = screen.getByTestId('inbox-row');
    expect(row.textContent).toContain('ডিপোজিট');
    expect(row.textContent).toContain('৫০০');
  });

  it('selects several messages in edit mode, reads them and deletes them', async () => {
    let listed = [message(5), message(4), message(3)];
    const { sent } = stubFetch({
      'GET /api/inbox': () => page(listed),
      'PATCH /api/inbox/3/read': ok,
      'DELETE /api/inbox/5': () => {
        listed = listed.filter((m) => m.id !== 5);
        return ok;
      },
      'DELETE /api/inbox/4': () => {
        listed = listed.filter((m) => m.id !== 4);
        return ok;
      },
    });
    renderWithApp(<InboxPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Inbox options' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: /Note 5/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Note 4/ }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(
      sent
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/inbox/4', '/api/inbox/5']);
    expect(screen.getAllByTestId('inbox-row').map((r) => r.querySelector('.list-row-title')?.textContent)).toEqual(['Note 3 New']);
    fireEvent.click(screen.getByRole('button', { name: 'Inbox options' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: /Note 3/ }));
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Read' }));
    await settle();
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual(['/api/inbox/3/read']);
  });

  it('loads the next page from the end-of-page prompt and says when the end is reached', async () => {
    stubFetch({ 'GET /api/inbox': () => page([message(9)], 1, 2) });
    renderWithApp(<InboxPage />);
    await settle();
    const end = screen.getByTestId('inbox-end');
    expect(within(end).getByRole('button', { name: 'Load more messages' })).toBeTruthy();
    vi.unstubAllGlobals();
    const { sent } = stubFetch({ 'GET /api/inbox': () => page([message(9 - 1)], 2, 2) });
    fireEvent.click(within(end).getByRole('button', { name: 'Load more messages' }));
    await settle();
    expect(sent.map((r) => r.search.get('page')).sort()).toEqual(['1', '2']);
    expect(screen.getByText('You have reached the end of your messages.')).toBeTruthy();
  });

  it('asks again every 10 seconds, so a new message appears without a reload', async () => {
    vi.useFakeTimers();
    let listed = [message(1)];
    stubFetch({ 'GET /api/inbox': () => page(listed) });
    renderWithApp(<InboxPage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getAllByTestId('inbox-row')).toHaveLength(1);
    listed = [message(2), message(1)];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    });
    expect(screen.getAllByTestId('inbox-row')).toHaveLength(2);
  });

  it('says No Data when the inbox is empty', async () => {
    stubFetch({ 'GET /api/inbox': page([]) });
    renderWithApp(<InboxPage />);
    await settle();
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
