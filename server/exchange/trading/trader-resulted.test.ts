// Every resulted line of an event is on the desk for every trader: the event answer lists each with its
// result, reason, who and when, so a second trader (or the same one after a reload) rolls back a line the
// first settled, and the line, now waiting, takes a corrected result; a line nobody bet on rolls back too.
// The bookmaker's own open/suspend reaches players through the feed's answer and ETag and stops its bets.
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingEventSchema } from '../../../contracts/exchange-trading.ts';
import { eventResponseSchema } from '../../../contracts/exchange.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { staffAudit, tradingMarkets } from '../../db/schema/index.ts';
import { balance, expectInvariants, fundedPlayer, heldFor, key } from '../../../tests/helpers/exchange-kit.ts';
import { createStaffMember } from '../../../tests/helpers/players.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { rollBackSettlement } from '../bets/rollback.ts';
import { bookmakerOf, EVENT, openTradingDesk, SIXERS, sessionLineOf, type TradingDesk } from './trading-test-kit.ts';

let desk: TradingDesk;
let second: string;
let secondId: number;

beforeAll(async () => {
  desk = await openTradingDesk();
  ({ token: second, id: secondId } = await createStaffMember(desk.t, 'trader'));
});
afterAll(() => desk.feed.stop());

const asSecond = (method: string, path: string, body?: unknown) => desk.t.call(method, `/api/operator/trading${path}`, { token: second, body });
const resultedSeenBy = async (call: TradingDesk['operator']) => tradingEventSchema.parse((await call('GET', `/events/${EVENT}`)).body).resulted;
const invariants = async () => expectInvariants({ t: desk.t, watch: await marketWatchFor(desk.t.deps) });
const eventAnswer = async (etag?: string) => {
  const res = await desk.t.app.request(`/exchange-api/api/event/${EVENT}`, { headers: etag ? { 'If-None-Match': etag } : {} });
  return {
    status: res.status,
    etag: res.headers.get('etag')!,
    item: res.status === 200 ? eventResponseSchema.parse(await res.json()).data.items[EVENT] : undefined,
  };
};
const auditOf = (action: string, id: number) =>
  desk.t.deps.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.objectId, String(id))))
    .orderBy(staffAudit.id);

describe("the desk's resulted lines", () => {
  it('lists a line one trader settled for another, who rolls it back and settles it again with the ledger reversed exactly', async () => {
    const player = await fundedPlayer(desk.t, 10_000);
    const opened = await desk.operator('POST', '/lines', sessionLineOf('10 over runs Sydney Sixers', 80));
    const { id, feedId } = opened.body.market;
    const bet = await desk.t.call('POST', '/api/exchange/bets', {
      token: player.token,
      headers: { 'Idempotency-Key': key() },
      body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: feedId, side: 'yes', line: 81, price: 100, stake: 1000 },
    });
    expect(bet.body.bet, JSON.stringify(bet.body)).toMatchObject({ status: 'matched' });
    expect((await desk.operator('POST', `/markets/${id}/settle`, { runs: 92, reason: '10 overs: 92/1' })).status).toBe(200);
    expect(await balance(desk.t, player.userId)).toBe(11_000);

    // The second trader never saw this line live, yet finds it with its result, reason, who and when.
    const seen = (await resultedSeenBy(asSecond)).find((r) => r.market.id === id);
    expect(seen).toMatchObject({ market: { status: 'settled', title: '10 over runs Sydney Sixers' }, runs: 92, winner: null, reason: '10 overs: 92/1' });
    expect(seen?.by).toMatch(/\S/);
    expect(Date.parse(seen!.at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await resultedSeenBy(desk.operator)).toEqual(await resultedSeenBy(asSecond));

    const back = await asSecond('POST', `/markets/${id}/rollback`, { reason: 'scorer corrected the 10th over' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ bets: 1, players: 1, market: { status: 'waiting' } });
    expect(await balance(desk.t, player.userId)).toBe(9000);
    expect(await heldFor(desk.t, player.userId)).toBe(1000);
    expect((await resultedSeenBy(desk.operator)).find((r) => r.market.id === id)).toMatchObject({
      market: { status: 'waiting' },
      runs: 92,
      reason: 'scorer corrected the 10th over',
    });
    // Waiting is not live: the line stays off the players' view and a second roll back is refused.
    expect((await eventAnswer()).item?.fancy2?.[feedId]).toBeUndefined();
    expect((await asSecond('POST', `/markets/${id}/rollback`, { reason: 'again' })).status).toBe(409);

    const again = await desk.operator('POST', `/markets/${id}/settle`, { runs: 79, reason: '10 overs: 79/2 (corrected)' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await balance(desk.t, player.userId)).toBe(9000);
    expect(await heldFor(desk.t, player.userId)).toBe(0);
    expect((await resultedSeenBy(asSecond)).find((r) => r.market.id === id)).toMatchObject({ market: { status: 'settled' }, runs: 79 });
    await invariants();
  });

  it('shows a line whose money was reversed but never marked (rolled back before lines could wait) as waiting, and takes a new result', async () => {
    const player = await fundedPlayer(desk.t, 10_000);
    const { id, feedId, marketKey } = (await desk.operator('POST', '/lines', sessionLineOf('12 over runs Sydney Sixers', 95))).body.market;
    const bet = await desk.t.call('POST', '/api/exchange/bets', {
      token: player.token,
      headers: { 'Idempotency-Key': key() },
      body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: feedId, side: 'yes', line: 96, price: 100, stake: 1000 },
    });
    expect(bet.body.bet, JSON.stringify(bet.body)).toMatchObject({ status: 'matched' });
    expect((await desk.operator('POST', `/markets/${id}/settle`, { runs: 101, reason: '12 overs: 101/2' })).status).toBe(200);
    // The money alone rolled back, as the desk did before a line could wait: the row still says settled.
    await rollBackSettlement(desk.t.deps, marketKey, { id: secondId, username: 'trader', role: 'trader', address: '203.0.113.9' }, 'scorer recount');
    expect(await balance(desk.t, player.userId)).toBe(9000);
    const row = async () => (await desk.t.deps.database.db.select().from(tradingMarkets).where(eq(tradingMarkets.id, id)))[0]!;
    expect((await row()).status).toBe('settled');
    // The desk shows it waiting (the market says so), and a roll back of it is refused: nothing to reverse.
    expect((await resultedSeenBy(asSecond)).find((r) => r.market.id === id)).toMatchObject({ market: { status: 'waiting' } });
    expect((await asSecond('POST', `/markets/${id}/rollback`, { reason: 'again' })).status).toBe(409);
    // The migration marks such rows waiting in the database too.
    await desk.t.deps.database.db.execute(sql.raw(readFileSync(new URL('../../db/migrations/2912_trading_waiting_repair.sql', import.meta.url), 'utf8')));
    expect((await row()).status).toBe('waiting');
    expect((await desk.operator('POST', `/markets/${id}/settle`, { runs: 90, reason: '12 overs: 90/3 (recount)' })).status).toBe(200);
    expect(await balance(desk.t, player.userId)).toBe(9000);
    expect(await heldFor(desk.t, player.userId)).toBe(0);
    expect((await row()).status).toBe('settled');
    await invariants();
  });

  it('rolls back a line nobody bet on, with its own audit entry, and lists a bookmaker by its winner', async () => {
    const line = (await desk.operator('POST', '/lines', sessionLineOf('Fall of 2nd wkt Sydney Sixers', 40))).body.market;
    expect((await desk.operator('POST', `/markets/${line.id}/void`, { reason: 'rain, no result' })).status).toBe(200);
    const back = await asSecond('POST', `/markets/${line.id}/rollback`, { reason: 'play resumed' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ bets: 0, market: { status: 'waiting' } });
    expect(await auditOf('trading.rollback', line.id)).toEqual([
      expect.objectContaining({
        before: { status: 'void', outcome: expect.objectContaining({ kind: 'void' }) },
        after: { status: 'waiting', reason: 'play resumed' },
      }),
    ]);
    expect((await desk.operator('POST', `/markets/${line.id}/settle`, { runs: 55, reason: '2nd wkt at 55' })).status).toBe(200);
    expect((await resultedSeenBy(desk.operator)).find((r) => r.market.id === line.id)).toMatchObject({ market: { status: 'settled' }, runs: 55 });

    const bookmaker = (await desk.operator('POST', '/bookmakers', bookmakerOf())).body.market;
    expect((await desk.operator('POST', `/markets/${bookmaker.id}/settle`, { winner: SIXERS, reason: 'Sixers won' })).status).toBe(200);
    expect((await resultedSeenBy(asSecond)).find((r) => r.market.id === bookmaker.id)).toMatchObject({
      runs: null,
      winner: { selectionId: SIXERS, name: 'Sydney Sixers' },
    });
  });
});

describe("the bookmaker's own open and suspend", () => {
  it('moves the players’ event answer and its ETag, refuses bets while suspended with the catalogue message, and is audited', async () => {
    const player = await fundedPlayer(desk.t, 5000);
    const bookmaker = (await desk.operator('POST', '/bookmakers', bookmakerOf())).body.market;
    const backSixers = () =>
      desk.t.call('POST', '/api/exchange/bets', {
        token: player.token,
        headers: { 'Idempotency-Key': key() },
        body: { eventId: EVENT, marketId: bookmaker.feedId, marketType: 'bookmaker', selectionId: SIXERS, side: 'back', price: 90, stake: 500 },
      });
    const open = await eventAnswer();
    expect(open.item?.bookmaker?.runners[SIXERS]).toMatchObject({ suspended: false });
    expect((await eventAnswer(open.etag)).status).toBe(304);

    const suspended = await desk.operator('POST', `/markets/${bookmaker.id}/state`, { state: 'suspended' });
    expect(suspended.body.market).toMatchObject({ state: 'suspended', shown: { suspended: true } });
    const after = await eventAnswer(open.etag);
    expect(after.status).toBe(200);
    expect(after.item?.bookmaker?.runners[SIXERS]).toMatchObject({ suspended: true });
    const refused = await backSixers();
    expect(refused.body.bet).toMatchObject({ status: 'refused', code: 'exchangeMarketSuspended' });
    expect(JSON.stringify(refused.body)).toContain(MESSAGES.exchangeMarketSuspended);
    expect(await balance(desk.t, player.userId)).toBe(5000);

    expect((await desk.operator('POST', `/markets/${bookmaker.id}/state`, { state: 'open' })).status).toBe(200);
    expect((await eventAnswer(after.etag)).item?.bookmaker?.runners[SIXERS]).toMatchObject({ suspended: false });
    expect(await auditOf('trading.state', bookmaker.id)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ state: 'open' }), after: expect.objectContaining({ state: 'suspended' }) }),
      expect.objectContaining({ before: expect.objectContaining({ state: 'suspended' }), after: expect.objectContaining({ state: 'open' }) }),
    ]);
  });
});
