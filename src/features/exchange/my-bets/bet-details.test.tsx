// What each bet says about itself on the player's lists: My Bets gives its id and when it was placed (in
// Dhaka), marks the lays a cash out placed as the cash out's, and says when its market waits for the
// operator; Bets History says why a voided bet was voided. In English and in Bangla.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import { formatterFor } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { BetsHistoryPage } from '../records/bets-history-page.tsx';
import { MyBetsPage } from './my-bets-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};

function bet(id: number, over: Partial<BetRecord> = {}): BetRecord {
  return {
    id,
    eventId: '701',
    eventName: 'Dhaka Capitals v Rangpur Riders',
    eventNameBn: 'ঢাকা ক্যাপিটালস বনাম রংপুর রাইডার্স',
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
    placedAt: '2026-11-23T12:05:00Z',
    settledAt: null,
    source: 'player',
    voidReason: null,
    awaitingOperator: null,
    ...over,
  };
}

beforeEach(() => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('my bets', () => {
  it.each([
    ['en', 'Bet ID 4817', 'Cash out'],
    ['bn', 'বেট আইডি ৪৮১৭', 'ক্যাশ আউট'],
  ] as const)('gives each bet its id and placed time in Dhaka, and marks the lay a cash out placed (%s)', async (lang, id, cashOut) => {
    await i18n.changeLanguage(lang);
    const hedge = bet(4818, { side: 'lay', price: 1.7, averagePrice: 1.7, source: 'cash_out', placedAt: '2026-11-23T13:40:00Z' });
    stubFetch({ 'GET /api/exchange/bets': { body: { bets: [hedge, bet(4817)], nextBefore: null } } });
    renderWithApp(<MyBetsPage />);
    await settle();
    const lines = screen.getAllByTestId('open-bet-matched');
    expect(lines).toHaveLength(2);
    const f = formatterFor(lang);
    const mine = lines.find((l) => l.textContent?.includes(id))!;
    expect(mine, 'the bet with its id').toBeTruthy();
    expect(mine.textContent).toContain(f.dateTime('2026-11-23T12:05:00Z'));
    expect(within(mine).queryByTestId('bet-cash-out')).toBeNull();
    const hedgeLine = lines.find((l) => l !== mine)!;
    expect(within(hedgeLine).getByTestId('bet-cash-out').textContent).toBe(cashOut);
    expect(hedgeLine.textContent).toContain(f.dateTime('2026-11-23T13:40:00Z'));
  });

  it('says when a bet waits for the operator because the feed no longer has its market', async () => {
    await i18n.changeLanguage('bn');
    const waiting = bet(12, {
      awaitingOperator: {
        code: 'exchangeMarketFeedGone',
        message: 'The feed no longer has this market: its bets stay open until the operator settles or voids it.',
      },
    });
    stubFetch({ 'GET /api/exchange/bets': { body: { bets: [waiting], nextBefore: null } } });
    renderWithApp(<MyBetsPage />);
    await settle();
    expect(screen.getByTestId('bet-awaiting-operator').textContent).toBe('ফিডে এই মার্কেটটি আর নেই: অপারেটর নিষ্পত্তি বা ভয়েড না করা পর্যন্ত এর বেটগুলো খোলা থাকবে।');
  });
});

describe('bets history', () => {
  it.each([
    ['en', 'Voided by the operator: Wrong score'],
    ['bn', 'অপারেটর ভয়েড করেছেন: Wrong score'],
  ] as const)('says why a voided bet was voided (%s)', async (lang, why) => {
    await i18n.changeLanguage(lang);
    const voided = bet(30, {
      status: 'void',
      profitLoss: 0,
      settledAt: '2026-11-23T14:00:00Z',
      voidReason: { code: 'exchangeVoidByOperator', message: 'Voided by the operator: Wrong score', vars: { reason: 'Wrong score' } },
    });
    const old = bet(31, { status: 'void', profitLoss: 0, settledAt: '2026-11-23T14:00:00Z', voidReason: { message: 'The line was abandoned.' } });
    stubFetch({ 'GET /api/exchange/bets': { body: { bets: [voided, old], nextBefore: null } } });
    renderWithApp(<BetsHistoryPage />);
    await settle();
    const reasons = screen.getAllByTestId('bet-void-reason').map((r) => r.textContent);
    expect(reasons[0]).toBe(why);
    // A void written before reasons had keys: its English text is recognised and said in the reader's language.
    expect(reasons[1]).toBe(lang === 'en' ? 'The line was abandoned.' : 'লাইনটি বাতিল হয়ে গেছে।');
  });
});
