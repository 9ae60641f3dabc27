import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatterFor } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { ExchangeRecordTab, spanDays } from './exchange-record-tab.tsx';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
const record = (id: string, status: 'open' | 'WON' | 'LOST' | 'VOID', pnl: number, createdAt: string, over: Record<string, unknown> = {}) => ({
  event_name: 'Dhaka Dynamites v Sylhet Strikers',
  bet_type: 'Back',
  stake: 500,
  net_profit_loss: pnl,
  status,
  transaction_id: id,
  market_name: 'Match Odds',
  selection_name: 'Dhaka Dynamites',
  potential_profit: 450,
  potential_liability: 500,
  odds: 1.9,
  run: null,
  game_type: 'Cricket',
  created_at: createdAt,
  settled_at: status === 'open' ? null : '2026-11-23T12:00:00Z',
  event_name_bn: 'ঢাকা ডায়নামাইটস বনাম সিলেট স্ট্রাইকার্স',
  market_name_bn: 'ম্যাচ অডস',
  selection_name_bn: 'ঢাকা ডায়নামাইটস',
  bet_id: Number(id),
  bet_status: status === 'open' ? 'matched' : status === 'VOID' ? 'void' : status === 'WON' ? 'won' : 'lost',
  matched_stake: 500,
  unmatched_stake: 0,
  source: 'player',
  void_reason: null,
  ...over,
});

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Exchange tab of the betting record', () => {
  it.each([
    ['today', { from: '2026-11-24', to: '2026-11-24' }],
    ['yesterday', { from: '2026-11-23', to: '2026-11-23' }],
    ['last7', { from: '2026-11-18', to: '2026-11-24' }],
    ['all', {}],
  ] as const)('asks for %s as Dhaka days', (span, days) => {
    // 20:30 UTC on the 23rd is 02:30 on the 24th in Dhaka.
    expect(spanDays(span, Date.parse('2026-11-23T20:30:00Z'))).toEqual(days);
  });

  it('groups the records by Dhaka day with their net profit or loss and status, and opens the details', async () => {
    const { sent } = stubFetch({
      'GET /api/exchange-hub': {
        body: {
          data: [
            record('101', 'WON', 450, '2026-11-23T10:00:00Z'),
            record('102', 'LOST', -500, '2026-11-23T09:00:00Z'),
            record('99', 'open', 0, '2026-11-22T19:30:00Z'),
          ],
        },
      },
    });
    renderWithApp(<ExchangeRecordTab />);
    await settle();
    expect(sent[0].search.get('from')).toBe(sent[0].search.get('to'));
    // 19:30 UTC on the 22nd is already the 23rd in Dhaka: one day, three rows.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    const rows = screen.getAllByTestId('exchange-record-row');
    expect(rows).toHaveLength(3);
    expect(screen.getAllByTestId('exchange-record-status').map((s) => s.textContent)).toEqual(['WON', 'LOST', 'Open']);
    expect(screen.getAllByTestId('exchange-record-pnl')[1].textContent).toContain('500.00');
    // The open bet has no profit or loss yet: only the settled two show one.
    expect(screen.getAllByTestId('exchange-record-pnl')).toHaveLength(2);
    fireEvent.click(rows[0]);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Bet placed')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Table' }));
    expect(within(dialog).getByText('Potential liability')).toBeTruthy();
    expect(within(dialog).getByText('1.9')).toBeTruthy();
    // In English the feed's names are proper names a browser must not translate (FeedName marks them).
    expect(within(dialog).getByText('Match Odds').getAttribute('translate')).toBe('no');
    expect(within(rows[0]!).getByText('Dhaka Dynamites v Sylhet Strikers').getAttribute('translate')).toBe('no');
  });

  it.each([
    ['en', ['Open', 'Unmatched', 'Partly matched'], 'Cash out', 'Voided by the operator: Wrong score'],
    ['bn', ['খোলা', 'মেলেনি', 'আংশিক মিলেছে'], 'ক্যাশ আউট', 'অপারেটর ভয়েড করেছেন: Wrong score'],
  ] as const)(
    'an open bet reads open with its stake and odds, never Processing at ৳0.00; a cash out lay and a void say so (%s)',
    async (lang, tags, cashOut, why) => {
      await i18n.changeLanguage(lang);
      const f = formatterFor(lang);
      stubFetch({
        'GET /api/exchange-hub': {
          body: {
            data: [
              record('201', 'open', 0, '2026-11-23T10:00:00Z', { stake: 300, matched_stake: 300, odds: 2.46, bet_type: 'Lay', source: 'cash_out' }),
              record('202', 'open', 0, '2026-11-23T09:00:00Z', { stake: 150, matched_stake: 0, unmatched_stake: 150, odds: 4, bet_status: 'unmatched' }),
              record('203', 'open', 0, '2026-11-23T08:00:00Z', {
                stake: 200,
                matched_stake: 120,
                unmatched_stake: 80,
                odds: 3.5,
                bet_status: 'partially_matched',
              }),
              record('204', 'VOID', 0, '2026-11-23T07:00:00Z', {
                void_reason: { code: 'exchangeVoidByOperator', message: 'Voided by the operator: Wrong score', vars: { reason: 'Wrong score' } },
              }),
            ],
          },
        },
      });
      renderWithApp(<ExchangeRecordTab />);
      await settle();
      const rows = screen.getAllByTestId('exchange-record-row');
      expect(
        screen
          .getAllByTestId('exchange-record-status')
          .map((s) => s.textContent)
          .slice(0, 3),
      ).toEqual(tags);
      expect(document.body.textContent).not.toMatch(/Processing|প্রক্রিয়াধীন/);
      // An open bet's row has its stake and odds, and no profit or loss yet (no ৳0.00).
      expect(rows[1]!.textContent).toContain(f.taka(150));
      expect(rows[1]!.textContent).toContain(f.odds(4));
      expect(within(rows[1]!).queryByTestId('exchange-record-pnl')).toBeNull();
      expect(within(rows[0]!).getByTestId('exchange-record-cash-out').textContent).toBe(cashOut);
      fireEvent.click(rows[1]!);
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toContain(f.digits('202'));
      expect(dialog.textContent).toContain(f.dateTime('2026-11-23T09:00:00Z'));
      fireEvent.click(
        within(dialog)
          .getAllByRole('button')
          .find((b) => b.getAttribute('aria-label'))!,
      );
      fireEvent.click(rows[3]!);
      expect(screen.getByTestId('exchange-record-void-reason').textContent).toBe(why);
    },
  );

  it('asks again for every record when All is chosen, and says No Data when there is none', async () => {
    const { sent } = stubFetch({ 'GET /api/exchange-hub': { body: { data: [] } } });
    renderWithApp(<ExchangeRecordTab />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1].search.has('from')).toBe(false);
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('names the event, market and selection in Bangla on a Bangla screen, in the list and the details', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({ 'GET /api/exchange-hub': { body: { data: [record('101', 'WON', 450, '2026-11-23T10:00:00Z')] } } });
    renderWithApp(<ExchangeRecordTab />);
    await settle();
    const row = screen.getByTestId('exchange-record-row');
    expect(row.textContent).toContain('ঢাকা ডায়নামাইটস বনাম সিলেট স্ট্রাইকার্স');
    fireEvent.click(row);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('radio')[1]!);
    expect(dialog.textContent).toContain('ম্যাচ অডস');
    expect(document.body.textContent).not.toMatch(/Dhaka Dynamites|Sylhet Strikers|Match Odds/);
  });
});
