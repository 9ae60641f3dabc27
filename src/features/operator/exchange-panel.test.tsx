import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { ExchangePanel } from './exchange-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const limits = (minStake: number, maxStake: number, betDelaySeconds: number) => ({
  minStake,
  maxStake,
  maxProfit: 500000,
  betDelaySeconds,
  commissionPercent: 0,
});
const SETTINGS = { match_odds: limits(100, 100000, 5), bookmaker: limits(100, 50000, 3), fancy: limits(100, 25000, 0) };
const market = {
  marketKey: '1.2001',
  marketType: 'match_odds',
  eventId: 'e1',
  eventName: 'Dhaka v Sylhet',
  sport: 'Cricket',
  marketName: 'Match Odds',
  lineTitle: null,
  eventNameBn: 'ঢাকা বনাম সিলেট',
  marketNameBn: 'ম্যাচ অডস',
  lineTitleBn: null,
  status: 'open',
  result: null,
  bets: 3,
  players: 2,
  exposure: 1250,
  settledAt: null,
  awaitingOperator: null,
  flaggedAt: null,
};
const bet = {
  id: 9,
  eventId: 'e1',
  eventName: 'Dhaka v Sylhet',
  sport: 'Cricket',
  marketId: '1.2001',
  marketKey: '1.2001',
  marketType: 'match_odds',
  marketName: 'Match Odds',
  eventNameBn: 'ঢাকা বনাম সিলেট',
  marketNameBn: 'ম্যাচ অডস',
  selectionNameBn: 'ঢাকা',
  selectionId: 's1',
  selectionName: 'Dhaka',
  side: 'lay',
  price: 2.5,
  line: null,
  stake: 500,
  matchedStake: 300,
  unmatchedStake: 200,
  cancelledStake: 0,
  lapsedStake: 0,
  averagePrice: 2.5,
  liability: 750,
  potentialProfit: 500,
  status: 'partially_matched',
  profitLoss: null,
  commission: 0,
  placedAt: '2026-11-23T10:00:00Z',
  settledAt: null,
  source: 'player',
  voidReason: null,
  awaitingOperator: null,
  userId: 4,
  username: 'player0004',
};

const routes = (extra: Record<string, Answer> = {}): Record<string, Answer> => ({
  'GET /api/operator/exchange/markets': { body: { markets: [market] } },
  'GET /api/operator/exchange/exposure': { body: { players: [{ userId: 4, username: 'player0004', exposure: 1250, openMarkets: 1 }], total: 1250 } },
  'GET /api/operator/exchange/bets': { body: { bets: [bet], nextBefore: null } },
  'GET /api/operator/exchange/settings': { body: SETTINGS },
  ...extra,
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'e2eoperator', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the operator exchange panel', () => {
  it("shows the markets with bets, each player's exposure, every bet and the limits per market type", async () => {
    const { sent } = stubFetch(routes());
    renderWithApp(<ExchangePanel />);
    await settle();
    expect(screen.getAllByTestId('exchange-market-row')).toHaveLength(1);
    expect(within(screen.getByTestId('exchange-exposure')).getByText('player0004')).toBeTruthy();
    const row = screen.getByTestId('exchange-bet-row');
    expect(within(row).getByText('Partly matched')).toBeTruthy();
    expect(within(row).getByText('Lay')).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(3);
    expect(sent.find((s) => s.path === '/api/operator/exchange/bets')?.search.get('status')).toBe('open');
  });

  it('names the events, markets and selections in Bangla when the console is in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubFetch(routes());
    renderWithApp(<ExchangePanel />);
    await settle();
    const market = screen.getByTestId('exchange-market-row');
    expect(within(market).getByText('ঢাকা বনাম সিলেট')).toBeTruthy();
    expect(within(market).getByText('ম্যাচ অডস')).toBeTruthy();
    const row = screen.getByTestId('exchange-bet-row');
    expect(within(row).getByText('ঢাকা')).toBeTruthy();
    expect(within(row).queryByText('Dhaka v Sylhet')).toBeNull();
  });

  it.each([
    ['en', 'Waiting for you', 'The feed no longer has this market: its bets stay open until the operator settles or voids it.'],
    ['bn', 'আপনার সিদ্ধান্তের অপেক্ষায়', 'ফিডে এই মার্কেটটি আর নেই: অপারেটর নিষ্পত্তি বা ভয়েড না করা পর্যন্ত এর বেটগুলো খোলা থাকবে।'],
  ])('marks a market the feed no longer has as waiting for the operator, and says why (%s)', async (lang, badge, why) => {
    await i18n.changeLanguage(lang);
    const gone = {
      ...market,
      awaitingOperator: {
        code: 'exchangeMarketFeedGone',
        message: 'The feed no longer has this market: its bets stay open until the operator settles or voids it.',
      },
      flaggedAt: '2026-11-23T11:00:00Z',
    };
    stubFetch(routes({ 'GET /api/operator/exchange/markets': { body: { markets: [gone] } } }));
    renderWithApp(<ExchangePanel />);
    await settle();
    const row = screen.getByTestId('exchange-market-row');
    expect(row.className).toContain('exchange-market-waiting');
    expect(within(row).getByTestId('exchange-market-waiting').textContent).toBe(badge);
    expect(row.textContent).toContain(why);
    expect(within(row).getByRole('button')).toBeTruthy();
  });

  it('voids a market only with a reason, says why the server refused, then reads the markets again', async () => {
    let voids = 0;
    const { sent } = stubFetch(
      routes({
        'POST /api/operator/exchange/markets/1.2001/void': () =>
          ++voids === 1
            ? {
                status: 400,
                body: { message: 'Please check the form.', code: 'validationFailed', errors: { reason: 'Please give a reason for voiding the market.' } },
              }
            : {
                body: {
                  marketKey: '1.2001',
                  status: 'void',
                  refundedBets: 3,
                  players: 2,
                  message: 'Market voided: every bet on it has been refunded.',
                  code: 'exchangeMarketVoided',
                },
              },
      }),
    );
    renderWithApp(<ExchangePanel />);
    await settle();
    fireEvent.click(within(screen.getByTestId('exchange-market-row')).getByRole('button', { name: 'Void market' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void market' }));
    await settle();
    expect(within(dialog).getByText('Please give a reason for voiding the market.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Feed error on the first over' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void market' }));
    await settle();
    expect(sent.filter((s) => s.path.endsWith('/void')).map((s) => s.body)).toEqual([{ reason: '' }, { reason: 'Feed error on the first over' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.path === '/api/operator/exchange/markets')).toHaveLength(2);
  });

  it("saves one market type's limits as numbers", async () => {
    const { sent } = stubFetch(
      routes({
        'PUT /api/operator/exchange/settings': {
          body: { settings: { ...SETTINGS, bookmaker: limits(200, 50000, 2) }, message: 'Saved.', code: 'exchangeSettingsSaved' },
        },
      }),
    );
    renderWithApp(<ExchangePanel />);
    await settle();
    const form = screen.getByRole('form', { name: 'Bookmaker' });
    fireEvent.change(within(form).getByLabelText('Minimum stake (৳)'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('In-play bet delay (seconds)'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ bookmaker: limits(200, 50000, 2) });
  });
});
