// Many bets at once against one shown level of a mirrored book (Betfair's prices), on PostgreSQL: whatever
// process places them, together they never take more of the level than the operator's share of its size,
// capped (docs/decisions/0285). Two kinds of "several processes" are played, over one database:
// - two processes' books at once: each bet is placed against one of two sources showing the same book (as
//   two server processes each hold their own), interleaved, all in flight together;
// - a hand-over: bets through the API against the leader's source, then a new leader (a new source showing
//   the same book, its market watch loading the waiting bets) and more bets at once.
// Run with TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/mirror-level-concurrency.test.ts
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeMirrorSettings } from '../../server/db/schema/index.ts';
import { one } from '../../server/db/sql.ts';
import { marketWatchFor } from '../../server/exchange/bets/running-watch.ts';
import { marketOf, placeBets, type Reservation, release } from '../../server/exchange/bets/placement.ts';
import { limitsFor } from '../../server/exchange/bets/settings.ts';
import { sourceBook, sourceQuote } from '../../server/exchange/bets/source-book.ts';
import type { SourceWatch } from '../../server/exchange/bets/source-watch.ts';
import { MemorySource } from '../../server/exchange/source/memory-source.ts';
import type { RunnerBook } from '../../server/exchange/source/market-source.ts';
import { installSourceFeed, type Feed } from '../../server/exchange/source/running-feed.ts';
import { expectInvariants, fundedPlayer, key } from '../helpers/exchange-kit.ts';
import { cricketMatch, NOW } from '../helpers/source-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';

// No in-play wait: every bet of a wave is in flight at once. Read when the market watch is made.
process.env.EXCHANGE_BET_DELAY_SCALE = '0';

const EVENT = '34567890';
const MARKET = '1.200806927';
const RUNNER = 228749;
/**
 * 1,000 taka of each level in both: all of a 1,000 taka level (what one process's memory already kept to,
 * so only several processes could pass it), and half of a 4,000 taka level capped at 1,000 taka (the share
 * and the cap are of the level, however many bets take it).
 */
const ALLOWED_POISHA = 100_000;
const WHOLE = { shownTaka: 1000, take: { takePercent: 100, maxTakePerLevelPoisha: 50_000_000 } };
const SHARE = { shownTaka: 4000, take: { takePercent: 50, maxTakePerLevelPoisha: 100_000 } };
type Level = typeof WHOLE;
/** The least stake a match odds bet takes. */
const STAKE = 100;
const BETS = 30;
const ROUNDS = 6;

let t: TestApp;
let feed: Feed | null = null;
type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const funded = () => Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 100_000)));
const setTake = (level: Level) => t.deps.database.db.update(exchangeMirrorSettings).set(level.take);

const bookAt = (price: number, size: number): RunnerBook[] => [
  { selectionId: RUNNER, back: [{ price, size }], lay: [{ price: price + 0.1, size }], lastTradedPrice: price, tradedVolume: 1000 },
  { selectionId: 228750, back: [{ price: 2.08, size: 120 }], lay: [{ price: 2.1, size: 80 }], lastTradedPrice: 2.08, tradedVolume: 1000 },
];
const ask = (price: number) => ({
  eventId: EVENT,
  marketId: MARKET,
  marketType: 'match_odds' as const,
  selectionId: String(RUNNER),
  side: 'back' as const,
  price,
  stake: STAKE,
});

/** A server process's own source: the same market and book as every other's. */
function processSource(price: number, size: number): MemorySource {
  const source = new MemorySource('betfair-stream', NOW);
  cricketMatch(source);
  source.putBook(MARKET, bookAt(price, size));
  return source;
}

async function matchedAt(price: number): Promise<number> {
  const row = await one<{ total: string | null }>(
    t.deps.database.db,
    sql`SELECT sum(f.stake_poisha) AS total FROM exchange_fills f JOIN exchange_bets b ON b.id = f.bet_id
        WHERE b.market_key = ${MARKET} AND f.odds_x100 = ${Math.round(price * 100)}`,
  );
  return Number(row?.total ?? 0);
}

/** One bet placed against `source` as its process places it: the placement's one transaction. */
async function placeAgainst(source: MemorySource, player: Player, price: number): Promise<void> {
  const quote = sourceQuote(source, ask(price));
  if (!quote?.ok) throw new Error(`no quote: ${JSON.stringify(quote)}`);
  const db = t.deps.database.db;
  const limits = await limitsFor(db, 'match_odds');
  const reservations: Reservation[] = [];
  try {
    await db.transaction((tx) =>
      placeBets(
        tx,
        sourceBook(source, MARKET, EVENT, quote.quote.market),
        marketOf(quote.quote),
        [ask(price)],
        {
          userId: player.userId,
          ip: player.ip,
          idempotencyKey: key(),
          source: 'player',
          now: t.deps.now(),
          limits,
        },
        reservations,
      ),
    );
  } catch (err) {
    release(reservations);
    throw err;
  }
}

beforeAll(async () => {
  if (!usingPostgres()) return;
  t = await createTestApp();
});
afterAll(() => feed?.stop());

describe.runIf(usingPostgres())('a shown level of a mirrored book taken by bets at once from several processes', () => {
  it(`${ROUNDS} rounds of ${BETS} bets of ${STAKE} taka, half through each of two processes' books, take ${ALLOWED_POISHA / 100} taka of each level in all`, async () => {
    const players = await funded();
    const totals: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const level = round % 2 === 0 ? WHOLE : SHARE;
      await setTake(level);
      // A new price each round: the last round's level is no longer shown, so its row is forgotten.
      const price = 3 + round * 0.5;
      const [a, b] = [processSource(price, level.shownTaka), processSource(price, level.shownTaka)];
      await Promise.all(Array.from({ length: BETS }, (_, i) => placeAgainst(i % 2 === 0 ? a : b, players[i % players.length]!, price)));
      totals.push(await matchedAt(price));
    }
    console.info(`matched per level (poisha), allowed ${ALLOWED_POISHA}: ${totals.join(', ')}`);
    for (const total of totals) expect(total).toBe(ALLOWED_POISHA);
    // Only the last round's level is still remembered: the earlier prices left the book.
    const remembered = await one<{ n: string }>(t.deps.database.db, sql`SELECT count(*) AS n FROM exchange_taken_levels WHERE market_id = ${MARKET}`);
    expect(Number(remembered?.n)).toBe(1);
  });

  it('a new leader with its own source takes nothing more of a level the old one took, by new bets or waiting ones', async () => {
    const price = 6;
    const players = await funded();
    await setTake(WHOLE);
    feed = installSourceFeed(processSource(price, WHOLE.shownTaka));
    const bet = (p: Player) => t.call('POST', '/api/exchange/bets', { token: p.token, headers: { 'Idempotency-Key': key() }, body: ask(price) });
    const first = await Promise.all(Array.from({ length: BETS / 2 }, (_, i) => bet(players[i % players.length]!)));
    expect(first.map((r) => [r.status, r.body.bet.status === 'refused' ? r.body.bet.code : 'placed'])).toEqual(first.map(() => [200, 'placed']));
    const before = (await marketWatchFor(t.deps)) as SourceWatch;
    await before.flush();
    expect(await matchedAt(price)).toBe(ALLOWED_POISHA);
    // The hand-over: the old leader's process is gone with its memory; the new one's source shows the same book.
    before.stop();
    feed.stop();
    feed = installSourceFeed(processSource(price, WHOLE.shownTaka));
    const after = (await marketWatchFor(t.deps)) as SourceWatch;
    const second = await Promise.all(Array.from({ length: BETS / 2 }, (_, i) => bet(players[i % players.length]!)));
    expect(second.map((r) => [r.status, r.body.bet.status === 'refused' ? r.body.bet.code : 'placed'])).toEqual(second.map(() => [200, 'placed']));
    // The source shows the level again, unchanged: the waiting bets try it once more.
    (feed.source as MemorySource).putBook(MARKET, bookAt(price, WHOLE.shownTaka));
    await after.flush();
    const total = await matchedAt(price);
    console.info(`hand-over: matched ${total} poisha at one level, allowed ${ALLOWED_POISHA}`);
    expect(total).toBe(ALLOWED_POISHA);
    await expectInvariants({ t, watch: after });
  });
});
