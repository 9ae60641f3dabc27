// The exchange's request contracts, one line per case: what is valid, and the message a field gets.
import { describe, expect, it } from 'vitest';
import { table } from '../tests/helpers/schema-table.ts';
import { exchangeMessages as M } from './messages/exchange.ts';
import { cashOutRequestSchema, listBetsQuerySchema, placeBetRequestSchema, positionsQuerySchema } from './exchange-bets.ts';
import { exchangeSettingsUpdateSchema } from './exchange-operator.ts';
import { profitLossQuerySchema } from './exchange-records.ts';

const BET = {
  eventId: '1795409600000007',
  marketId: '1.1795409600000013',
  marketType: 'match_odds',
  selectionId: 17_954_096,
  side: 'back',
  price: 2.5,
  stake: 100,
};
const FANCY = { ...BET, marketId: BET.eventId, marketType: 'fancy', selectionId: 's1-6', side: 'yes', price: 100, line: 45 };

describe('the place-bet request', () => {
  table(placeBetRequestSchema, [
    ['a match-odds back', BET, 'valid'],
    ['a fancy Yes with its line', FANCY, 'valid'],
    ['a bookmaker lay at a rate', { ...BET, marketType: 'bookmaker', side: 'lay', price: 48 }, 'valid'],
    ['a stake of ৳0', { ...BET, stake: 0 }, { stake: M.exchangeStakeInvalid }],
    ['a stake with three decimals', { ...BET, stake: 100.005 }, { stake: M.exchangeStakeInvalid }],
    ['a stake as text', { ...BET, stake: '100' }, { stake: M.exchangeStakeInvalid }],
    ['a negative stake', { ...BET, stake: -100 }, { stake: M.exchangeStakeInvalid }],
    ['a huge stake', { ...BET, stake: 1e12 }, { stake: M.exchangeStakeInvalid }],
    ['a price of 0', { ...BET, price: 0 }, { price: M.exchangePriceInvalid }],
    ['an infinite price', { ...BET, price: Number.POSITIVE_INFINITY }, { price: M.exchangePriceInvalid }],
    ['yes on match odds', { ...BET, side: 'yes' }, { side: M.exchangeSideInvalid }],
    ['back on a fancy line', { ...FANCY, side: 'back' }, { side: M.exchangeSideInvalid }],
    ['a fancy bet without its line', { ...FANCY, line: undefined }, { line: M.exchangeLineRequired }],
    ['a side that does not exist', { ...BET, side: 'draw' }, { side: M.exchangeSideInvalid }],
    ['a market id with a NUL byte', { ...BET, marketId: '1.2\u0000' }, { marketId: M.exchangeUnknownMarket }],
    ['a selection id with SQL in it', { ...BET, selectionId: "1' OR 1=1" }, { selectionId: M.exchangeSelectionInvalid }],
    ['a selection id beyond 2^53', { ...BET, selectionId: 2 ** 60 }, { selectionId: M.exchangeSelectionInvalid }],
  ]);

  it('turns a numeric selection id into the string the server keys runners by', () => {
    expect(placeBetRequestSchema.parse(BET).selectionId).toBe('17954096');
  });
});

describe('the other exchange requests', () => {
  table(listBetsQuerySchema, [
    ['no filters', {}, 'valid'],
    ['settled bets of a week', { status: 'settled', from: '2026-11-17', to: '2026-11-23' }, 'valid'],
    ['an impossible date', { from: '2026-02-30' }, { from: M.exchangeDateInvalid }],
    ['dates the wrong way round', { from: '2026-11-23', to: '2026-11-01' }, { from: M.exchangeDateRange }],
  ]);
  table(positionsQuerySchema, [
    ['a market', { marketId: '1.5' }, 'valid'],
    ['an event', { eventId: '77' }, 'valid'],
    ['neither', {}, { marketId: M.exchangeUnknownMarket }],
  ]);
  table(cashOutRequestSchema, [
    ['the amount quoted', { marketId: '1.5', amount: -12.5 }, 'valid'],
    ['an amount with three decimals', { marketId: '1.5', amount: 1.234 }, { amount: M.exchangeStakeInvalid }],
  ]);
  table(profitLossQuerySchema, [
    ['a day', { from: '2026-11-23', to: '2026-11-23' }, 'valid'],
    ['no days', {}, { from: M.exchangeDateInvalid, to: M.exchangeDateInvalid }],
  ]);
  table(exchangeSettingsUpdateSchema, [
    ['one market type', { fancy: { minStake: 100, maxStake: 50_000, maxProfit: 200_000, betDelaySeconds: 0, commissionPercent: 2.5 } }, 'valid'],
    [
      'a minimum above the maximum',
      { fancy: { minStake: 500, maxStake: 100, maxProfit: 200_000, betDelaySeconds: 0, commissionPercent: 0 } },
      { fancy: M.exchangeSettingsMinAboveMax },
    ],
  ]);
});
