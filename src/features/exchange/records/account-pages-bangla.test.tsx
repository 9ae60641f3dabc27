// The exchange account pages on a Bangla screen show the event, market and selection names the server
// sends in Bangla (server/exchange/source/names-bn.ts), never the feed's English.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { ActivityLogPage } from './activity-log-page.tsx';
import { BetsHistoryPage } from './bets-history-page.tsx';
import { MyBetsPage } from '../my-bets/my-bets-page.tsx';
import { ProfitLossPage } from './profit-loss-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const EVENT = { en: 'Dhaka Capitals v Rangpur Riders', bn: 'ঢাকা ক্যাপিটালস বনাম রংপুর রাইডার্স' };
const LINE = { en: '6 over runs Dhaka Capitals', bn: '৬ ওভারে রান ঢাকা ক্যাপিটালস' };

function bet(id: number, over: Partial<BetRecord>): BetRecord {
  return {
    id,
    eventId: '701',
    eventName: EVENT.en,
    eventNameBn: EVENT.bn,
    sport: 'cricket',
    marketId: '1.9',
    marketKey: '1.9',
    marketType: 'match_odds',
    marketName: 'Match Odds',
    marketNameBn: 'ম্যাচ অডস',
    selectionId: '100',
    selectionName: 'Dhaka Capitals',
    selectionNameBn: 'ঢাকা ক্যাপিটালস',
    side: 'back',
    price: 1.9,
    line: null,
    stake: 100,
    matchedStake: 100,
    unmatchedStake: 0,
    cancelledStake: 0,
    lapsedStake: 0,
    averagePrice: 1.9,
    liability: 100,
    potentialProfit: 90,
    status: 'matched',
    profitLoss: null,
    commission: 0,
    placedAt: '2026-11-23T12:00:00Z',
    settledAt: null,
    source: 'player',
    voidReason: null,
    awaitingOperator: null,
    ...over,
  };
}
const FANCY = bet(2, {
  marketKey: '701:s1-6',
  marketType: 'fancy',
  marketName: 'Fancy',
  marketNameBn: 'ফ্যান্সি',
  selectionId: 's1-6',
  selectionName: LINE.en,
  selectionNameBn: LINE.bn,
  side: 'yes',
  price: 100,
  line: 48,
});

/** The page's text holds the Bangla names and none of the English ones. */
function expectBangla(...bangla: string[]) {
  const text = document.body.textContent ?? '';
  for (const name of bangla) expect(text).toContain(name);
  expect(text).not.toMatch(/Dhaka Capitals|Rangpur Riders|Match Odds|over runs/);
}

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  // jsdom has no matchMedia: the exchange frame asks whether it is on a phone (here: a desktop).
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces('exchange');
});
afterEach(() => vi.unstubAllGlobals());

describe('the exchange account pages in Bangla', () => {
  it('my bets names the event, the runner and the fancy line in Bangla', async () => {
    stubFetch({ 'GET /api/exchange/bets': { body: { bets: [FANCY, bet(1, {})], nextBefore: null } } });
    renderWithApp(<MyBetsPage />);
    await settle();
    expect(screen.getAllByTestId('my-bets-event')).toHaveLength(1);
    expectBangla(EVENT.bn, LINE.bn, 'ঢাকা ক্যাপিটালস', 'ম্যাচ অডস', 'ফ্যান্সি');
  });

  it('the bets history names each settled bet in Bangla', async () => {
    stubFetch({
      'GET /api/exchange/bets': { body: { bets: [bet(1, { status: 'won', profitLoss: 90, settledAt: '2026-11-23T14:00:00Z' })], nextBefore: null } },
    });
    renderWithApp(<BetsHistoryPage />);
    await settle();
    expect(screen.getAllByTestId('history-row')).toHaveLength(1);
    expectBangla(EVENT.bn, 'ম্যাচ অডস', 'ঢাকা ক্যাপিটালস');
  });

  it('the activity log names each bet in Bangla', async () => {
    const item = (b: BetRecord) => ({
      kind: 'bet',
      at: b.placedAt,
      ip: '203.0.113.7',
      betId: b.id,
      eventName: b.eventName,
      marketName: b.marketName,
      selectionName: b.selectionName,
      eventNameBn: b.eventNameBn,
      marketNameBn: b.marketNameBn,
      selectionNameBn: b.selectionNameBn,
      side: b.side,
      stake: 100,
      price: b.price,
      status: 'matched',
    });
    stubFetch({ 'GET /api/exchange/activity': { body: { items: [item(FANCY), item(bet(1, {}))], nextBefore: null } } });
    renderWithApp(<ActivityLogPage />);
    await settle();
    expectBangla(EVENT.bn, LINE.bn, 'ঢাকা ক্যাপিটালস', 'ম্যাচ অডস', 'ফ্যান্সি');
  });

  it('profit and loss names each event, market and fancy line in Bangla', async () => {
    const market = (key: string, name: string, nameBn: string, line: typeof LINE | null) => ({
      marketKey: key,
      marketName: name,
      marketNameBn: nameBn,
      marketType: line ? 'fancy' : 'match_odds',
      lineTitle: line?.en ?? null,
      lineTitleBn: line?.bn ?? null,
      profitLoss: 50,
      commission: 0,
      settledAt: '2026-11-23T14:00:00Z',
    });
    stubFetch({
      'GET /api/exchange/profit-loss': {
        body: {
          total: 100,
          days: [
            {
              date: '2026-11-23',
              profitLoss: 100,
              commission: 0,
              events: [
                {
                  eventId: '701',
                  eventName: EVENT.en,
                  eventNameBn: EVENT.bn,
                  sport: 'cricket',
                  profitLoss: 100,
                  markets: [market('1.9', 'Match Odds', 'ম্যাচ অডস', null), market('701:s1-6', 'Fancy', 'ফ্যান্সি', LINE)],
                },
              ],
            },
          ],
        },
      },
    });
    renderWithApp(<ProfitLossPage />);
    await settle();
    expect(screen.getAllByTestId('pl-day')).toHaveLength(1);
    expectBangla(EVENT.bn, LINE.bn, 'ম্যাচ অডস');
  });
});
