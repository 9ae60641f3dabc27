// The slip checks the stake against its own market's range for this player, as the server will: the
// screen reads it when the slip opens on a market (and not again for another runner of the same market),
// and until it is in, the type's default stands.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceKey } from '../../../../workers/feed-keys.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { store } from '../../../lib/store.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { resetFeedState } from '../feed/atoms.ts';
import { closeSlip, limitsAtom, openSlip, type SlipSelection } from '../my-bets/bet-state.ts';
import { BetSlip } from './bet-slip.tsx';
import { followSlipLimits, slipLimitsAtom } from './slip-limits.ts';

beforeAll(() => i18n.loadNamespaces(['exchange', 'errors']));
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};
const typeDefault = { minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, betDelaySeconds: 0, commissionPercent: 0 };
const pick = (selectionId: string): SlipSelection => ({
  eventId: 'e1',
  marketId: 'e1',
  marketType: 'fancy',
  selectionId,
  runnerName: '6 over runs',
  side: 'yes',
  cellKey: priceKey('e1', selectionId, 'b', 0),
  price: 100,
  line: 41,
  rowKey: `e1:${selectionId}`,
  inPlay: true,
});
const stakeTo = (value: string) => fireEvent.change(screen.getByLabelText('Stake'), { target: { value } });
const stakeProblem = () => screen.queryByText(/minimum stake|maximum stake/)?.textContent ?? null;

describe("the slip's stake range", () => {
  let stop = () => {};
  beforeEach(async () => {
    resetFeedState();
    closeSlip();
    store.set(slipLimitsAtom, null);
    store.set(limitsAtom, { match_odds: typeDefault, bookmaker: typeDefault, fancy: typeDefault });
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is the market's own once read: an event's ৳50 minimum is taken, its ৳2,000 maximum is held", async () => {
    const { sent } = stubFetch({
      'GET /api/exchange/stake-limits': { body: { minStake: 50, maxStake: 2000, maxProfit: null, marketMaxStake: null, marketMaxProfit: null } },
    });
    stop = followSlipLimits();
    act(() => openSlip(pick('T7')));
    renderWithApp(<BetSlip placement="column" />);
    stakeTo('50');
    await settle();
    expect(Object.fromEntries(sent.find((s) => s.path === '/api/exchange/stake-limits')!.search)).toEqual({
      eventId: 'e1',
      marketId: 'e1',
      marketType: 'fancy',
      selectionId: 'T7',
    });
    expect(stakeProblem()).toBeNull();
    stakeTo('2500');
    expect(stakeProblem()).toBe('The maximum stake per bet on this market is ৳2,000.');
    // Before the answer the type's default said no to ৳50; after it, this market's range is the one.
    stakeTo('49');
    expect(stakeProblem()).toBe('The minimum stake per bet on this market is ৳50.');
  });

  it("is the type's default until then, and another line of the event is read on its own", async () => {
    const { sent } = stubFetch({
      'GET /api/exchange/stake-limits': () => new Promise(() => {}),
    });
    stop = followSlipLimits();
    act(() => openSlip(pick('T7')));
    renderWithApp(<BetSlip placement="column" />);
    stakeTo('50');
    expect(stakeProblem()).toBe('The minimum stake per bet on this market is ৳100.');
    // The answer for T7 comes only after the slip moved to T8: it is not T8's range.
    act(() => openSlip(pick('T8')));
    act(() =>
      store.set(slipLimitsAtom, {
        market: 'fancy:e1:e1:T7',
        limits: { minStake: 50, maxStake: null, maxProfit: null, marketMaxStake: null, marketMaxProfit: null },
      }),
    );
    stakeTo('50');
    expect(stakeProblem()).toBe('The minimum stake per bet on this market is ৳100.');
    await settle();
    expect(sent.filter((s) => s.path === '/api/exchange/stake-limits').map((s) => s.search.get('selectionId'))).toEqual(['T7', 'T8']);
  });
});
