// The benchmark's player: on the event view, a bet slip open on the first runner's back with a stake
// typed, a position on the market (a profit or loss beside each runner) and two open bets, one
// matched and one waiting, as the atoms hold them after the player's own reads (bet-state.ts). No
// server: the same atoms a refresh would write. placeBet() writes what a refresh after one more bet
// would, so the bench can count what a bet placed renders.
import type { BetRecord, MarketPosition } from '../../../contracts/exchange-bets.ts';
import { exposureAtom, openBetsAtom, openSlip, positionsAtom, slipAtom, slipStakeAtom } from '../../../src/features/exchange/my-bets/bet-state.ts';
import { store } from '../../../src/lib/store.ts';
import { priceKey, rowKey } from '../../../workers/feed-keys.ts';
import { eventIdOf, marketIdOf } from '../fixtures.ts';

const EVENT = eventIdOf(0);
const MARKET = marketIdOf(0);
const RUNNERS = ['1000', '1001', '1002'];

function bet(id: number, selectionId: string, side: 'back' | 'lay', price: number, matched: number, waiting: number): BetRecord {
  return {
    id,
    eventId: EVENT,
    eventName: 'Bangladesh v India',
    sport: 'cricket',
    marketId: MARKET,
    marketKey: MARKET,
    marketType: 'match_odds',
    marketName: 'Match Odds',
    selectionId,
    selectionName: `Runner ${selectionId}`,
    side,
    price,
    line: null,
    stake: matched + waiting,
    matchedStake: matched,
    unmatchedStake: waiting,
    cancelledStake: 0,
    lapsedStake: 0,
    averagePrice: matched > 0 ? price : null,
    liability: side === 'back' ? matched + waiting : Math.round((matched + waiting) * (price - 1) * 100) / 100,
    potentialProfit: side === 'back' ? Math.round((matched + waiting) * (price - 1) * 100) / 100 : matched + waiting,
    status: waiting > 0 ? 'unmatched' : 'matched',
    profitLoss: null,
    commission: 0,
    placedAt: '2026-11-23T10:00:00Z',
    settledAt: null,
    source: 'player',
  } as BetRecord;
}

function position(profits: number[], liability: number): Record<string, MarketPosition> {
  return {
    [MARKET]: {
      marketKey: MARKET,
      marketId: MARKET,
      eventId: EVENT,
      marketType: 'match_odds',
      marketName: 'Match Odds',
      lineTitle: null,
      liability,
      runners: RUNNERS.map((selectionId, i) => ({ selectionId, name: `Runner ${selectionId}`, profitLoss: profits[i] ?? 0 })),
      fancyBook: [],
    },
  };
}

export function seedPlayer(): void {
  store.set(positionsAtom, position([150, -100, -100], 100));
  store.set(openBetsAtom, { [EVENT]: [bet(1, '1000', 'back', 2.5, 100, 0), bet(2, '1001', 'lay', 1.5, 0, 200)] });
  store.set(exposureAtom, 200);
  openSlip({
    eventId: EVENT,
    marketId: MARKET,
    marketType: 'match_odds',
    selectionId: '1000',
    runnerName: 'Runner 1000',
    side: 'back',
    cellKey: priceKey(MARKET, 1000, 'b', 0),
    price: 2,
    rowKey: rowKey(MARKET, 1000),
    inPlay: true,
  });
  store.set(slipStakeAtom, '500');
}

/** What a refresh after one more matched back writes: the position, the open bets and the exposure. */
export function placeBet(): void {
  const open = store.get(openBetsAtom)[EVENT] ?? [];
  store.set(openBetsAtom, { [EVENT]: [...open, bet(3, '1000', 'back', 2.4, 500, 0)] });
  store.set(positionsAtom, position([850, -600, -600], 600));
  store.set(exposureAtom, 700);
}

export const slipPrice = () => store.get(slipAtom)?.price ?? null;
