// A trader runs a fancy line on a real-source match end to end: open, move, a player's bets (one at the
// price before the move, one mid-ball, one on a stale source), the result, the roll back and a corrected
// result, with the ledger checked after each step; the line's every state reaches the players' event
// answer through the same answer, ETag and 304 as the rest of the feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventResponseSchema, type FancyLine } from '../../../contracts/exchange.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { TestApp } from '../../../tests/helpers/test-app.ts';
import { balance, expectInvariants, fundedPlayer, heldFor, key } from '../../../tests/helpers/exchange-kit.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import type { MemorySource } from '../source/memory-source.ts';
import { EVENT, openTradingDesk, sessionLineOf, type TradingDesk } from './trading-test-kit.ts';

const MATCH_ODDS = '1.200806927';
let desk: TradingDesk;
let t: TestApp;
let source: MemorySource;

beforeAll(async () => {
  desk = await openTradingDesk();
  ({ t, source } = desk);
});
afterAll(() => desk.feed.stop());

/** Balances equal their entries, none negative, every poisha held in an open hold. */
const invariants = async () => expectInvariants({ t, watch: await marketWatchFor(t.deps) });
const operator: TradingDesk['operator'] = (method, path, body) => desk.operator(method, path, body);
const eventAnswer = async (etag?: string) => {
  const res = await t.app.request(`/exchange-api/api/event/${EVENT}`, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (res.status === 304) return { status: 304, etag: etag!, line: undefined };
  const body = eventResponseSchema.parse(await res.json());
  return { status: res.status, etag: res.headers.get('etag')!, fancy: body.data.items[EVENT]!.fancy2, line: undefined as FancyLine | undefined };
};
const lineOf = async (lineId: string) => (await eventAnswer()).fancy![lineId]!;
const bet = (token: string, lineId: string, side: 'yes' | 'no', line: number, price: number, stake: number) =>
  t.call('POST', '/api/exchange/bets', {
    token,
    headers: { 'Idempotency-Key': key() },
    body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: lineId, side, line, price, stake },
  });
const score = (ballInProgress: boolean) =>
  source.putScore({
    eventId: EVENT,
    teams: ['Sydney Sixers', 'Perth Scorchers'],
    innings: [{ team: 'Sydney Sixers', runs: 90, wickets: 2, overs: 12 }],
    recentBalls: ['4'],
    ballInProgress,
    status: null,
    updatedAt: source.now() + (ballInProgress ? 1 : 2),
  });

describe('a fancy line run by a trader', () => {
  it('opens, moves, takes a Yes bet only at the price shown, stops mid-ball and on a stale source, settles, rolls back and settles again', async () => {
    const player = await fundedPlayer(t, 10_000);
    const opened = await operator('POST', '/lines', sessionLineOf('20 over runs Sydney Sixers'));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { id, feedId: lineId, marketKey } = opened.body.market;
    expect(lineId).toBe(`T${id}`);
    const first = await eventAnswer();
    expect(first.fancy![lineId]).toMatchObject({
      no: 160,
      yes: 161,
      no_rate: 100,
      yes_rate: 100,
      suspended: false,
      ball_running: false,
      min: 100,
      max: 50_000,
    });
    expect((await eventAnswer(first.etag)).status).toBe(304);

    // The trader moves the line two runs up: the answer moves with a new ETag.
    const moved = await operator('POST', `/markets/${id}/move`, { runs: 2 });
    expect(moved.body.market).toMatchObject({ no: 162, yes: 163 });
    const after = await eventAnswer(first.etag);
    expect(after.status).toBe(200);
    expect(after.fancy![lineId]).toMatchObject({ no: 162, yes: 163 });

    // A Yes at the line the player saw before the move is re-asked, never taken.
    const stale = await bet(player.token, lineId, 'yes', 161, 100, 1000);
    expect(stale.body.bet).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    const yes = await bet(player.token, lineId, 'yes', 163, 100, 1000);
    expect(yes.body.bet, JSON.stringify(yes.body)).toMatchObject({ status: 'matched', matchedStake: 1000 });
    expect(await balance(t, player.userId)).toBe(9000);
    await invariants();

    // A ball in progress: the line shows Ball Running by itself and takes no bet; back after the ball.
    score(true);
    expect(await lineOf(lineId)).toMatchObject({ ball_running: true, suspended: false });
    expect((await bet(player.token, lineId, 'yes', 163, 100, 500)).body.bet).toMatchObject({ status: 'refused', code: 'exchangeBallRunning' });
    // Held open by the trader, the ball does not stop it.
    await operator('POST', `/markets/${id}/state`, { state: 'open', held: true });
    expect(await lineOf(lineId)).toMatchObject({ ball_running: false });
    await operator('POST', `/markets/${id}/state`, { state: 'open' });
    expect(await lineOf(lineId)).toMatchObject({ ball_running: true });
    score(false);
    expect(await lineOf(lineId)).toMatchObject({ ball_running: false, suspended: false });

    // A stale source suspends it until the source vouches for the match again.
    source.setStale([MATCH_ODDS], true);
    expect(await lineOf(lineId)).toMatchObject({ suspended: true });
    expect((await bet(player.token, lineId, 'yes', 163, 100, 500)).body.bet).toMatchObject({ status: 'refused', code: 'exchangeMarketSuspended' });
    source.setStale([MATCH_ODDS], false);
    expect(await lineOf(lineId)).toMatchObject({ suspended: false });

    // Settled on 170 runs: the Yes at 163 wins its stake at evens.
    const settled = await operator('POST', `/markets/${id}/settle`, { runs: 170, reason: '20 overs: 170/4' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ bets: 1, players: 1, code: 'tradingLineSettled', market: { status: 'settled' } });
    expect((await eventAnswer()).fancy![lineId]).toBeUndefined();
    expect(await balance(t, player.userId)).toBe(11_000);
    expect(await heldFor(t, player.userId)).toBe(0);
    await invariants();

    // The runs were wrong: the roll back takes back exactly what was paid and holds the stake again.
    const back = await operator('POST', `/markets/${id}/rollback`, { reason: 'scorer corrected the 20th over' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await balance(t, player.userId)).toBe(9000);
    expect(await heldFor(t, player.userId)).toBe(1000);
    await invariants();

    // Settled again on the corrected 158 runs: the Yes loses.
    const again = await operator('POST', `/markets/${id}/settle`, { runs: 158, reason: '20 overs: 158/5 (corrected)' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await balance(t, player.userId)).toBe(9000);
    expect(await heldFor(t, player.userId)).toBe(0);
    await invariants();
    // Once resulted, it takes no second result without a roll back.
    expect((await operator('POST', `/markets/${id}/settle`, { runs: 170, reason: 'again' })).status).toBe(409);
    expect(marketKey).toBe(`${EVENT}:T${id}.runs`);
  });

  it('suspends and sets ball running on every line of the event at once, and refuses a line with No above Yes', async () => {
    const made = [];
    for (const title of ['6 over runs Sydney Sixers', 'Fall of 3rd wkt Sydney Sixers']) {
      const res = await operator('POST', '/lines', {
        eventId: EVENT,
        kind: 'session',
        title,
        no: 50,
        noRate: 90,
        yes: 52,
        yesRate: 110,
        minStake: 100,
        maxStake: 5000,
        maxProfit: 100_000,
        open: true,
      });
      made.push(res.body.market.feedId as string);
    }
    const all = await operator('POST', `/events/${EVENT}/state`, { state: 'suspended' });
    expect(all.status).toBe(200);
    for (const lineId of made) expect(await lineOf(lineId)).toMatchObject({ suspended: true });
    await operator('POST', `/events/${EVENT}/state`, { state: 'ball_running' });
    for (const lineId of made) expect(await lineOf(lineId)).toMatchObject({ suspended: false, ball_running: true });
    const bad = await operator('POST', '/lines', {
      eventId: EVENT,
      kind: 'session',
      title: 'x',
      no: 60,
      noRate: 100,
      yes: 50,
      yesRate: 100,
      minStake: 100,
      maxStake: 5000,
      maxProfit: 100_000,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.tradingLineInvalid);
    const view = await operator('GET', `/events/${EVENT}`);
    expect(view.status).toBe(200);
    expect(view.body.runners).toHaveLength(2);
  });

  it("renames a line in both languages, and the players' event answer carries the new names under a new ETag", async () => {
    const opened = await operator('POST', '/lines', { ...sessionLineOf('8 over runs Sydny Sixers', 60), titleBn: '৮ ওভার রান সিডনি' });
    const before = await eventAnswer();
    const renamed = await operator('PUT', `/markets/${opened.body.market.id}`, { title: '8 over runs Sydney Sixers', titleBn: '৮ ওভার রান সিডনি সিক্সার্স' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.market).toMatchObject({ title: '8 over runs Sydney Sixers', titleBn: '৮ ওভার রান সিডনি সিক্সার্স' });
    const after = await eventAnswer(before.etag);
    expect(after.status).toBe(200);
    expect(after.fancy![opened.body.market.feedId]).toMatchObject({ title: '8 over runs Sydney Sixers', title_bn: '৮ ওভার রান সিডনি সিক্সার্স' });
    const blank = await operator('PUT', `/markets/${opened.body.market.id}`, { titleBn: ' ' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain(MESSAGES.tradingTitleRequired);
  });
});
