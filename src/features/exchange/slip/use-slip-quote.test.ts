import { describe, expect, it } from 'vitest';
import { priceKey } from '../../../../workers/feed-keys.ts';
import type { SlipSelection } from '../my-bets/bet-state.ts';
import { blockReason } from './use-slip-quote.ts';

const sel = (marketType: SlipSelection['marketType']): SlipSelection => ({
  eventId: 'e1',
  marketId: '1.101',
  marketType,
  selectionId: 's1',
  runnerName: 'Dhaka',
  side: marketType === 'fancy' ? 'yes' : 'back',
  cellKey: priceKey('1.101', 's1', 'b', 0),
  price: 2,
  rowKey: '1.101:s1',
  inPlay: true,
});
const priced = { price: 2, size: 100 };
const active = { status: 'ACTIVE' };

describe('why the bet slip cannot place a bet', () => {
  it.each([
    ['an open market with a price', { status: 'OPEN' }, active, priced, false, null],
    ['prices no longer live', { status: 'OPEN' }, active, priced, true, 'stale'],
    ['a suspended market', { status: 'SUSPENDED' }, active, priced, false, 'suspended'],
    ['the ball running on an in-play market', { status: 'OPEN', ballRunning: true }, active, priced, false, 'ballRunning'],
    ['a closed market', { status: 'CLOSED' }, active, priced, false, 'closed'],
    ['a runner that is not active', { status: 'OPEN' }, { status: 'REMOVED' }, priced, false, 'closed'],
    ['no price at the level picked', { status: 'OPEN' }, active, null, false, 'noPrice'],
  ] as const)('match odds: %s', (_, market, runner, cell, stale, reason) => {
    expect(blockReason(sel('match_odds'), cell, stale, market, runner)).toBe(reason);
  });

  it.each([
    ['ball running', { ballRunning: true, suspended: false }, 'ballRunning'],
    ['suspended', { ballRunning: false, suspended: true }, 'suspended'],
    ['open', { ballRunning: false, suspended: false }, null],
  ] as const)('bookmaker and fancy: a line %s', (_, status, reason) => {
    expect(blockReason(sel('bookmaker'), priced, false, status, null)).toBe(reason);
    expect(blockReason(sel('fancy'), { price: 40, size: 100 }, false, status, null)).toBe(reason);
  });

  it('a market or event that left the feed (it ended) is closed, whatever else is known, on every market type', () => {
    for (const type of ['match_odds', 'bookmaker', 'fancy'] as const) {
      expect(blockReason(sel(type), null, false, null, null, true)).toBe('closed');
      expect(blockReason(sel(type), priced, true, { status: 'OPEN', suspended: false }, active, true)).toBe('closed');
    }
  });
});
