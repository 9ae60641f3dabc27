// Cash out on Betfair's real book: the recorded T20 (Netherlands v Papua New Guinea) replayed from its files
// as EXCHANGE_SOURCE=betfair-files reads them. A back on Netherlands before the off is cashed out at the
// mirrored book's best lay, the hedge matched against that book; during the recorded suspension before the
// off nothing can be locked in; at the close the locked amount is what the player is paid.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { balance, expectInvariants, fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { betfairFilesConfigFromEnv, createBetfairFilesSource, type BetfairFilesSource } from '../source/betfair/files/files-source.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';
import { cashOut, cashOutQuote } from './cash-out.ts';
import { placeBet } from './place-and-cancel.ts';
import { positions } from './positions.ts';
import { marketWatchFor } from './running-watch.ts';
import { exchangeBets } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/betfair');
const T20 = '1.200806927';
const EVENT = '31573045';
const NETHERLANDS = 228749;
const PNG = 2857977;
const STAKE = 100;

let t: TestApp;
let feed: Feed;
let source: BetfairFilesSource;
let player: Awaited<ReturnType<typeof fundedPlayer>>;
const savedScale = process.env.EXCHANGE_BET_DELAY_SCALE;

beforeAll(async () => {
  process.env.EXCHANGE_BET_DELAY_SCALE = '0';
  t = await createTestApp();
  player = await fundedPlayer(t, 10_000);
  source = createBetfairFilesSource(
    betfairFilesConfigFromEnv({ EXCHANGE_FILES: join(FIXTURES, 'cricket-t20'), EXCHANGE_REPLAY_SPEED: '1', EXCHANGE_REPLAY_FROM: '2022-07-11T10:58:40.000Z' }),
  );
  feed = installSourceFeed(source);
  for (let i = 0; i < 300 && !source.market(T20); i++) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => {
  feed.stop();
  if (savedScale === undefined) delete process.env.EXCHANGE_BET_DELAY_SCALE;
  else process.env.EXCHANGE_BET_DELAY_SCALE = savedScale;
});

const bestOf = (side: 'back' | 'lay') => source.book(T20)!.find((r) => r.selectionId === NETHERLANDS)![side][0]!;

describe('cash out on the recorded T20, priced from the mirrored book', () => {
  let locked = 0;

  it('quotes one hedge at the mirrored book’s levels, as deep as it takes to match it whole', async () => {
    const back = await placeBet(
      t.deps,
      player,
      { eventId: EVENT, marketId: T20, marketType: 'match_odds', selectionId: String(NETHERLANDS), side: 'back', price: bestOf('back').price, stake: STAKE },
      key(),
    );
    expect(back.bet).toMatchObject({ status: 'matched', matchedStake: STAKE });
    const backPrice = back.bet.averagePrice!;
    const quote = await cashOutQuote(t.deps, player.userId, T20);
    // One hedge: a lay of Netherlands or a back of Papua New Guinea, whichever locks in more at the book's prices.
    expect(quote.available, JSON.stringify(quote)).toBe(true);
    expect(quote.bets).toHaveLength(1);
    const hedge = quote.bets[0]!;
    expect([`${NETHERLANDS}/lay/Netherlands`, `${PNG}/back/Papua New Guinea`]).toContain(`${hedge.selectionId}/${hedge.side}/${hedge.selectionName}`);
    // Priced at the shallowest level whose money, with every better level's, covers the hedge whole (the
    // recorded best price can hold less than the hedge): the price of one of the book's levels.
    const levels = source.book(T20)!.find((r) => String(r.selectionId) === hedge.selectionId)![hedge.side === 'lay' ? 'lay' : 'back'];
    const at = levels.findIndex((l) => l.price === hedge.price);
    expect(at).toBeGreaterThanOrEqual(0);
    const covered = levels.slice(0, at + 1).reduce((sum, l) => sum + l.size, 0);
    expect(covered).toBeGreaterThanOrEqual(hedge.stake);
    if (at > 0) expect(covered - levels[at]!.size).toBeLessThan(hedge.stake);
    // The back B at p hedged at q locks B·p/q - B (a back of the other runner at r is a lay at r/(r-1)).
    const q = hedge.side === 'lay' ? hedge.price : hedge.price / (hedge.price - 1);
    expect(quote.amount!).toBeCloseTo((STAKE * backPrice) / q - STAKE, 0);
  });

  it('places the hedge against the mirrored book, matched whole, leaving at least the quoted amount on both runners', async () => {
    const quote = await cashOutQuote(t.deps, player.userId, T20);
    const done = await cashOut(t.deps, player, { marketId: T20, amount: quote.amount! }, key());
    expect(done, JSON.stringify(done)).toMatchObject({ code: 'exchangeCashOutDone', bets: [{ status: 'matched', matchedStake: quote.bets[0]!.stake }] });
    const [market] = (await positions(t.deps, player.userId, { marketId: T20 })).markets;
    const [netherlands, png] = market!.runners.map((r) => r.profitLoss);
    // Matched across levels at the price asked or better: at least the quoted amount on each runner.
    expect(Math.min(netherlands!, png!)).toBeGreaterThanOrEqual(quote.amount! - 0.05);
    locked = netherlands!;
    // A hedge matched at better prices than asked leaves a little more on one runner: cashing that out too
    // could only lock in more, never less.
    const again = await cashOutQuote(t.deps, player.userId, T20);
    if (again.available) expect(again.amount!).toBeGreaterThanOrEqual(Math.min(netherlands!, png!));
  });

  it('locks nothing in while the source has the market suspended before the off', async () => {
    const other = await fundedPlayer(t, 1000);
    const back = await placeBet(
      t.deps,
      other,
      { eventId: EVENT, marketId: T20, marketType: 'match_odds', selectionId: String(NETHERLANDS), side: 'back', price: bestOf('back').price, stake: STAKE },
      key(),
    );
    expect(back.bet.status).toBe('matched');
    await source.skipTo(Date.parse('2022-07-11T11:00:05.000Z'));
    expect(source.market(T20)!.status).toBe('SUSPENDED');
    expect(await cashOutQuote(t.deps, other.userId, T20)).toMatchObject({ available: false, code: 'exchangeMarketSuspended' });
    const refused = await cashOut(t.deps, other, { marketId: T20, amount: 0 }, key());
    expect(refused).toMatchObject({ amount: null, code: 'exchangeMarketSuspended' });
  });

  it('pays the locked amount when the market closes with Netherlands the winner', async () => {
    await source.skipTo(Date.parse('2022-07-11T14:47:30.000Z'));
    expect(source.market(T20)!.status).toBe('CLOSED');
    const watch = await marketWatchFor(t.deps);
    for (let i = 0; i < 300; i++) {
      await watch.flush();
      const open = await t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.userId, player.userId));
      if (open.every((b) => b.state === 'settled')) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await balance(t, player.userId)).toBeCloseTo(10_000 + locked, 1);
    expect(watch.failures).toBe(0);
    await expectInvariants({ t, watch });
  });
});
