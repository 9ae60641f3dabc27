// Bets on Betfair's real books, through the server: the recorded T20 (Netherlands v Papua New Guinea)
// replayed from its files as EXCHANGE_SOURCE=betfair-files reads them. The replay's clock is the server's
// plus a jump the test makes, so the minute before the off plays at ten times real time and the three and
// a half hours of play are skipped to the close in one step.
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeFills } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { balance, expectInvariants, fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { betfairFilesConfigFromEnv, createBetfairFilesSource, type BetfairFilesSource } from '../source/betfair/files/files-source.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';
import { createSource, sourceKind } from '../source/select-source.ts';
import { placeBet } from './place-and-cancel.ts';
import { profitLoss } from './records.ts';
import { marketWatchFor } from './running-watch.ts';
import { SourceWatch } from './source-watch.ts';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/betfair');
const T20 = '1.200806927';
const EVENT = '31573045';
const NETHERLANDS = '228749';
const FROM = Date.parse('2022-07-11T10:58:40.000Z');
const SPEED = 10;
const ENV = {
  EXCHANGE_SOURCE: 'betfair-files',
  EXCHANGE_FILES: join(FIXTURES, 'cricket-t20'),
  EXCHANGE_REPLAY_SPEED: String(SPEED),
  EXCHANGE_REPLAY_FROM: new Date(FROM).toISOString(),
};

let t: TestApp;
let feed: Feed;
let source: BetfairFilesSource;
let jump = 0;
let player: Awaited<ReturnType<typeof fundedPlayer>>;
const savedScale = process.env.EXCHANGE_BET_DELAY_SCALE;

beforeAll(async () => {
  process.env.EXCHANGE_BET_DELAY_SCALE = '0.02';
  t = await createTestApp();
  player = await fundedPlayer(t, 10_000);
  source = createBetfairFilesSource(betfairFilesConfigFromEnv(ENV), { clock: () => Date.now() + jump });
  feed = installSourceFeed(source);
  for (let i = 0; i < 200 && !source.market(T20); i++) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => {
  feed.stop();
  if (savedScale === undefined) delete process.env.EXCHANGE_BET_DELAY_SCALE;
  else process.env.EXCHANGE_BET_DELAY_SCALE = savedScale;
});

/** Moves the replay on to the recorded moment `iso` (the replay catches up without waiting). */
async function skipTo(iso: string, until: () => boolean): Promise<void> {
  jump += Math.max(0, source.replay.toServer(Date.parse(iso)) - (Date.now() + jump));
  for (let i = 0; i < 1000 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(until(), `replay reached ${iso}`).toBe(true);
}

const get = async (path: string) => (await t.app.request(`/exchange-api${path}`)).json();

describe('EXCHANGE_SOURCE=betfair-files', () => {
  // (betfair-stream's own check: server/exchange/feed-api/hand-driven-source.test.ts)
  it('is registered, and its settings are checked at start with a message naming the variable', () => {
    expect(sourceKind(ENV)).toBe('betfair-files');
    expect(() => sourceKind({ EXCHANGE_SOURCE: 'betfair-files' })).toThrow(/EXCHANGE_FILES/);
    expect(() => sourceKind({ ...ENV, EXCHANGE_REPLAY_SPEED: 'fast' })).toThrow(/EXCHANGE_REPLAY_SPEED/);
    const made = createSource(ENV)!;
    expect(made.kind).toBe('betfair-files');
    made.stop();
  });
});

describe('the recorded T20 with bets on its real book', () => {
  let betId = 0;
  let oddsX100 = 0;

  it('lists the match with its real start time and shows the recorded ladder, three levels deep', async () => {
    const list = (await get('/api/sports-events/cricket')) as { EventId: string; MarketId: string; Event: string; OpenDate?: string }[];
    const row = list.find((e) => e.MarketId === T20)!;
    expect(row).toMatchObject({ EventId: EVENT, Event: expect.stringContaining('Netherlands') });
    expect(source.market(T20)!.marketTime).toBe(source.replay.toServer(Date.parse('2022-07-11T11:00:00.000Z')));
    const odds = await get(`/api/match-odds/${T20}`);
    const text = JSON.stringify(odds);
    expect(text).toContain('Netherlands');
    const book = source.book(T20)!;
    const netherlands = (odds as { runners: { selectionId: number; ex: { availableToBack: unknown[]; availableToLay: unknown[] } }[] }[])[0]!.runners[0]!;
    expect(netherlands.selectionId).toBe(Number(NETHERLANDS));
    expect(netherlands.ex.availableToBack).toEqual(book[0]!.back);
    expect(netherlands.ex.availableToLay).toEqual(book[0]!.lay);
    expect(netherlands.ex.availableToBack).toHaveLength(3);
    expect(netherlands.ex.availableToLay).toHaveLength(3);
  });

  it('matches a back bet placed before the off at the recorded price, from the book as shown', async () => {
    const market = source.market(T20)!;
    expect(market).toMatchObject({ status: 'OPEN', inPlay: false });
    const best = source.book(T20)!.find((r) => String(r.selectionId) === NETHERLANDS)!.back[0]!;
    const stake = 100;
    expect(best.size).toBeGreaterThanOrEqual(stake);
    const answer = await placeBet(
      t.deps,
      player,
      { eventId: EVENT, marketId: T20, marketType: 'match_odds', selectionId: NETHERLANDS, side: 'back', price: best.price, stake },
      key(),
    );
    expect(answer.bet, JSON.stringify(answer.bet)).toMatchObject({ status: 'matched', matchedStake: stake, unmatchedStake: 0 });
    betId = answer.bet.id!;
    const [fill] = await t.deps.database.db.select().from(exchangeFills).where(eq(exchangeFills.betId, betId));
    oddsX100 = fill!.oddsX100;
    expect(oddsX100).toBe(Math.round(best.price * 100));
    expect(await marketWatchFor(t.deps)).toBeInstanceOf(SourceWatch);
  });

  it('waits the market’s 5 s bet delay in play, scaled, and refuses a price the book does not offer', async () => {
    await skipTo('2022-07-11T11:00:30.000Z', () => source.market(T20)?.inPlay === true && source.market(T20)?.status === 'OPEN');
    expect(source.market(T20)!.betDelaySeconds).toBe(5);
    const best = source.book(T20)!.find((r) => String(r.selectionId) === NETHERLANDS)!.back[0]!;
    const started = Date.now();
    const answer = await placeBet(
      t.deps,
      player,
      { eventId: EVENT, marketId: T20, marketType: 'match_odds', selectionId: NETHERLANDS, side: 'back', price: 1000, stake: 100 },
      key(),
    );
    // 5 s × EXCHANGE_BET_DELAY_SCALE 0.02 = 100 ms at least (more if the operator's own delay is longer).
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(best.price).toBeLessThan(1000);
    // Nobody offers 1000 to back: the bet waits unmatched for the book to cross.
    expect(answer.bet).toMatchObject({ status: 'unmatched', matchedStake: 0, unmatchedStake: 100 });
  });

  it('settles the bet won with the right profit when the market closes, the ledger exact', async () => {
    const before = await balance(t, player.userId);
    await skipTo('2022-07-11T14:47:30.000Z', () => source.market(T20)?.status === 'CLOSED');
    const watch = await marketWatchFor(t.deps);
    for (let i = 0; i < 300; i++) {
      await watch.flush();
      const [bet] = await t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, betId));
      if (bet?.state === 'settled') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const [bet] = await t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, betId));
    expect(bet).toMatchObject({ state: 'settled', outcome: 'won' });
    const profitPoisha = Math.round((bet!.matchedPoisha * (oddsX100 - 100)) / 100);
    expect(bet!.profitLossPoisha).toBe(profitPoisha);
    // Both holds released (the in-play bet never matched and is not part of the result): the profit exactly.
    expect(before).toBe(10_000 - 100 - 100);
    expect(await balance(t, player.userId)).toBe(10_000 + profitPoisha / 100);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const pl = await profitLoss(t.deps, player.userId, { from: day, to: day });
    expect(pl.days[0]).toMatchObject({ profitLoss: profitPoisha / 100 });
    expect(JSON.stringify(pl)).toContain('Netherlands');
    expect(watch.failures).toBe(0);
    await expectInvariants({ t, watch });
  });
});
