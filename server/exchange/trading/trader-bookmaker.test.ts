// The event's bookmaker run by a trader, and the lines as a second process sees them: a back at the rate
// shown matches in full, a rate moved since is re-asked, the winner settles it; and a store that did not
// write the change (another process's) has it as soon as the database's notification arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventResponseSchema } from '../../../contracts/exchange.ts';
import type { TestApp } from '../../../tests/helpers/test-app.ts';
import { balance, expectInvariants, fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { TradingStore } from './trading-store.ts';
import { bookmakerOf, EVENT, openTradingDesk, type TradingDesk } from './trading-test-kit.ts';

let desk: TradingDesk;
let t: TestApp;

beforeAll(async () => {
  desk = await openTradingDesk();
  t = desk.t;
});
afterAll(() => desk.feed.stop());

const operator: TradingDesk['operator'] = (method, path, body) => desk.operator(method, path, body);
const back = (token: string, marketId: string, selectionId: string, price: number, stake: number) =>
  t.call('POST', '/api/exchange/bets', {
    token,
    headers: { 'Idempotency-Key': key() },
    body: { eventId: EVENT, marketId, marketType: 'bookmaker', selectionId, side: 'back', price, stake },
  });

describe("an event's bookmaker run by a trader", () => {
  it('shows every match odds runner at its rates, takes a back only at the rate shown, and settles on the winner', async () => {
    const player = await fundedPlayer(t, 5000);
    const opened = await operator('POST', '/bookmakers', bookmakerOf());
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { id, feedId } = opened.body.market;
    const answer = eventResponseSchema.parse(await (await t.app.request(`/exchange-api/api/event/${EVENT}`)).json());
    const bookmaker = answer.data.items[EVENT]!.bookmaker!;
    expect(bookmaker.marketId).toBe(feedId);
    expect(bookmaker.runners['228749']).toMatchObject({ name: 'Sydney Sixers', backPrice: 90, layPrice: 95, suspended: false });
    // A second bookmaker on the same event is refused.
    expect(
      (await operator('POST', '/bookmakers', { eventId: EVENT, runners: opened.body.market.runners, minStake: 100, maxStake: 100, maxProfit: 100 })).status,
    ).toBe(409);

    await operator('POST', `/markets/${id}/move`, { rate: -5 });
    expect((await back(player.token, feedId, '228749', 90, 1000)).body.bet).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    expect((await back(player.token, feedId, '228749', 85, 1000)).body.bet).toMatchObject({ status: 'matched', matchedStake: 1000 });
    // The trader's own maximum stake holds.
    expect((await back(player.token, feedId, '228749', 85, 60_000)).body.bet).toMatchObject({
      status: 'refused',
      code: 'riskStakeAboveMax',
      vars: { max: '50,000' },
    });

    const settled = await operator('POST', `/markets/${id}/settle`, { winner: '228749', reason: 'Sydney Sixers won by 12 runs' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(await balance(t, player.userId)).toBe(5850);
    await expectInvariants({ t, watch: await marketWatchFor(t.deps) });
  });

  it('reaches a store that did not write the change through the database notification', async () => {
    const other = new TradingStore(t.deps.database);
    t.deps.database.listen(
      'trading_change',
      () => other.hear(),
      (live) => other.setLive(live),
    );
    await other.ready;
    const opened = await operator('POST', '/lines', {
      eventId: EVENT,
      kind: 'oddeven',
      title: '10 over runs odd Sydney Sixers',
      no: 0,
      noRate: 98,
      yes: 1,
      yesRate: 98,
      minStake: 100,
      maxStake: 5000,
      maxProfit: 100_000,
    });
    const before = other.version(EVENT);
    for (let i = 0; i < 100 && !other.market(opened.body.market.id); i++) await new Promise((r) => setTimeout(r, 20));
    expect(other.market(opened.body.market.id)).toMatchObject({ kind: 'oddeven', state: 'suspended' });
    await operator('POST', `/markets/${opened.body.market.id}/state`, { state: 'open' });
    for (let i = 0; i < 100 && other.market(opened.body.market.id)?.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(other.market(opened.body.market.id)?.state).toBe('open');
    expect(other.version(EVENT)).toBeGreaterThan(before);
    other.close();
  });
});
