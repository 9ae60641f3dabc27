// The message a player gets when their exchange bets are voided reads in their language: the Bangla text
// names the event and market in Bangla (the server sends both), and its title is the exchange's.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { InboxPage } from './inbox-page.tsx';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
const voided = {
  id: 5,
  title: 'Exchange',
  message: 'Your bets on Dhaka Capitals v Rangpur Riders (Match Odds) were voided by the operator: Wrong score. Every stake on it is back in your balance.',
  is_read: 0,
  created_at: '2026-11-23T10:00:00Z',
  title_bn: '',
  message_bn: '',
  code: 'notifyExchangeVoidByOperator',
  vars: {
    event: 'Dhaka Capitals v Rangpur Riders',
    eventBn: 'ঢাকা ক্যাপিটালস বনাম রংপুর রাইডার্স',
    market: 'Match Odds',
    marketBn: 'ম্যাচ অডস',
    reason: 'Wrong score',
  },
};

beforeEach(() => saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' }));
afterEach(() => vi.unstubAllGlobals());

describe('the inbox message of voided exchange bets', () => {
  it.each([
    ['en', 'Exchange', 'Your bets on Dhaka Capitals v Rangpur Riders (Match Odds) were voided by the operator: Wrong score.'],
    ['bn', 'এক্সচেঞ্জ', 'ঢাকা ক্যাপিটালস বনাম রংপুর রাইডার্স (ম্যাচ অডস)-এ আপনার বেটগুলো অপারেটর ভয়েড করেছেন: Wrong score।'],
  ])('reads in %s, with the reason the operator gave', async (lang, title, text) => {
    await i18n.changeLanguage(lang);
    stubFetch({
      'GET /api/inbox': { body: { success: true, data: { data: [voided], current_page: 1, last_page: 1, total: 1, unread: 1 } } },
      'PATCH /api/inbox/5/read': { body: { success: true, message: 'ok' } },
    });
    renderWithApp(<InboxPage />);
    await settle();
    const row = screen.getByTestId('inbox-row');
    expect(row.textContent).toContain(title);
    fireEvent.click(row);
    await settle();
    expect(screen.getByRole('dialog').textContent).toContain(text);
    if (lang === 'bn') expect(screen.getByRole('dialog').textContent).not.toContain('Dhaka');
  });
});
