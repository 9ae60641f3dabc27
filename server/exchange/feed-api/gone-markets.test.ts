// What the feed API and the bets keep per market is forgotten once the source no longer has the market:
// the answers and ETags polled for a market or an event, and what the site took of a mirrored book's levels.
// A hand-driven source stands for Betfair's cache dropping a closed market. While the market is there its
// answers are unchanged (a poller's ETag still gets its 304); once gone it answers as a market never seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBetResponseSchema } from '../../../contracts/exchange-bets.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { cricketMatch, NOW, race, TONIGHT } from '../../../tests/helpers/source-fixtures.ts';
import { exchangeTakenLevels } from '../../db/schema/index.ts';
import { placeBet } from '../bets/place-and-cancel.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { availableLevels, marketsTakenFrom, recordTaken } from '../bets/source-book.ts';
import { MemorySource } from '../source/memory-source.ts';
import { FULL_TAKE } from '../maths/mirror-book.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';
import { answerCacheOf } from './answer-cache.ts';
import { listClockHeld } from './list-clock.ts';

const CRICKET = { event: '34567890', market: '1.200806927' };
const RACE = { event: '36000001', win: '1.3000011', place: '1.3000012', runner: '1011' };

let t: TestApp;
let source: MemorySource;
let feed: Feed;

beforeAll(async () => {
  t = await createTestApp();
  source = new MemorySource('betfair-files', NOW);
  feed = installSourceFeed(source);
  cricketMatch(source);
  race(source, 'horse-racing', 1, TONIGHT);
});
afterAll(() => feed.stop());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`/exchange-api${path}`, { headers });
const held = () => answerCacheOf(feed).held();

async function answered(path: string): Promise<{ status: number; body: unknown }> {
  const res = await get(path);
  return { status: res.status, body: await res.json() };
}

/** The markets with taken levels in the database. */
const takenRows = async () =>
  (await t.deps.database.db.selectDistinct({ marketId: exchangeTakenLevels.marketId }).from(exchangeTakenLevels)).map((r) => r.marketId).sort();

async function backRunner(marketId: string) {
  const p = await fundedPlayer(t, 1000);
  const ask = { eventId: RACE.event, marketId, marketType: 'match_odds', selectionId: RACE.runner, side: 'back', price: 3.5, stake: 100 } as const;
  return placeBetResponseSchema.parse(await placeBet(t.deps, p, ask, key())).bet;
}

describe('per-market memory leaves with the market', () => {
  it('forgets a market’s answers and taken levels when it leaves, and answers for it as for a market never seen', async () => {
    const neverSeenMarket = await answered('/api/match-odds/1.999999');
    const neverSeenEvent = await answered('/api/event/99999999');
    for (const id of [CRICKET.market, RACE.win, RACE.place]) expect((await get(`/api/match-odds/${id}`)).status).toBe(200);
    for (const id of [CRICKET.event, RACE.event]) {
      expect((await get(`/api/event/${id}`)).status).toBe(200);
      expect((await get(`/live-score/${id}/state`)).status).toBe(200);
    }
    // Three market answers, and per event its items and its live score state.
    expect(held()).toEqual({ answers: 7, owners: 5 });

    expect(await backRunner(RACE.win)).toMatchObject({ status: 'matched' });
    expect(await backRunner(RACE.place)).toMatchObject({ status: 'matched' });
    expect(marketsTakenFrom(source)).toBe(2);
    expect(await takenRows()).toEqual([RACE.place, RACE.win].sort());

    const placeTag = (await get(`/api/match-odds/${RACE.place}`)).headers.get('etag')!;
    expect((await get('/api/sports-events/horse-racing?odds=best')).status).toBe(200);
    expect(held()).toEqual({ answers: 8, owners: 5 });
    // The list clock remembers the sport and state of every market that moved since it started.
    source.putBook(RACE.win, source.book(RACE.win)!);
    source.putBook(RACE.place, source.book(RACE.place)!);
    source.putMarket({ ...source.market(CRICKET.market)!, inPlay: false });
    expect(listClockHeld(source)).toBe(3);
    source.removeMarket(RACE.win);
    expect(listClockHeld(source)).toBe(2);
    // The leader's market watch deletes the dropped market's taken levels from the database.
    await (await marketWatchFor(t.deps)).flush();
    expect(await takenRows()).toEqual([RACE.place]);
    // The sport's list stays (one answer per sport and tab, about no one market).
    expect(held()).toEqual({ answers: 7, owners: 4 });
    expect(marketsTakenFrom(source)).toBe(1);
    expect(await answered(`/api/match-odds/${RACE.win}`)).toEqual(neverSeenMarket);
    // The market still there answers as before: the same ETag, so its poller's 304.
    expect((await get(`/api/match-odds/${RACE.place}`, { 'If-None-Match': placeTag })).status).toBe(304);

    // An event that leaves takes its markets' answers and memory with it.
    source.removeEvent(RACE.event);
    expect(held()).toEqual({ answers: 4, owners: 2 });
    expect(marketsTakenFrom(source)).toBe(0);
    await (await marketWatchFor(t.deps)).flush();
    expect(await takenRows()).toEqual([]);
    expect(listClockHeld(source)).toBe(1);
    expect(source.market(CRICKET.market)).toBeDefined();
    expect(await answered(`/api/event/${RACE.event}`)).toEqual({ ...neverSeenEvent });
    expect(await answered(`/api/match-odds/${RACE.place}`)).toEqual(neverSeenMarket);
    expect(await answered(`/live-score/${RACE.event}/state`)).toEqual(neverSeenEvent);
    // The cricket match, still running, keeps its three answers (and the list its one).
    expect((await get(`/api/match-odds/${CRICKET.market}`)).status).toBe(200);
    expect(held()).toEqual({ answers: 4, owners: 2 });
  });

  it('keeps nothing for a market taken from just after it left (a placement racing the drop)', () => {
    recordTaken(source, RACE.win, RACE.runner, 'back', [{ oddsX100: 350, stake: 10_000 }]);
    expect(marketsTakenFrom(source)).toBe(0);
    expect(availableLevels(source, RACE.win, Number(RACE.runner), 'back', FULL_TAKE)).toEqual([]);
    expect(marketsTakenFrom(source)).toBe(0);
  });
});
