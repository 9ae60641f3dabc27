// One market watch per running feed and database: the simulator's watcher (market-watch.ts) wired to the
// settlement services. Made on first use, or at start by the background starter, so
// waiting bets match and markets settle even when nobody is calling.
import type { Deps } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { MarketWatch, type MarketWatchOptions } from './market-watch.ts';
import { feedFor, isSimulated, type Feed } from '../source/running-feed.ts';
import { SourceWatch } from './source-watch.ts';
import { settleFromSource, sourceDroppedMarket } from './source-settlement.ts';
import { fillWaiting, fillWaitingBet, lapseMarket, loadOpenBook, settleMarket } from './settlement.ts';
import { forgetGoneMarkets } from './taken-levels.ts';
import { flagGoneMarket } from './voids.ts';
import { knownTake, mirrorTakeOf } from './mirror-take.ts';

/** The simulator's watch, or the watch over any other source (source-watch.ts). */
export type BetWatch = MarketWatch | SourceWatch;

const watches = new WeakMap<Feed, Map<Database, BetWatch>>();

/** EXCHANGE_BET_DELAY_SCALE: 1 in production, 0 in tests (no waiting), anything between for demos. */
export function betDelayScale(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EXCHANGE_BET_DELAY_SCALE;
  const n = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 1;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function createSourceWatch(deps: Deps, feed: Feed): SourceWatch {
  return new SourceWatch(
    feed.source,
    {
      load: async () => {
        await mirrorTakeOf(deps.database.db);
        return loadOpenBook(deps);
      },
      fill: (betId, claim) => fillWaiting(deps, betId, claim),
      lapse: (marketKey) => lapseMarket(deps, marketKey),
      settle: async (market) => {
        await settleFromSource(deps, market);
      },
      dropped: (marketId) => sourceDroppedMarket(deps, marketId),
      forgetTaken: async (marketIds) => {
        await forgetGoneMarkets(deps.database.db, feed.source, marketIds);
      },
    },
    { delayScale: betDelayScale(), wait: sleep, take: knownTake },
  );
}

function create(deps: Deps, feed: Feed, options: Partial<MarketWatchOptions>): BetWatch {
  if (!isSimulated(feed)) return createSourceWatch(deps, feed);
  return new MarketWatch(
    feed.sim,
    {
      load: async () => {
        await mirrorTakeOf(deps.database.db);
        return loadOpenBook(deps);
      },
      fill: (betId, fills, giveBack) => fillWaitingBet(deps, betId, fills, giveBack),
      lapse: (marketKey) => lapseMarket(deps, marketKey),
      settle: async (marketKey, outcome) => {
        await settleMarket(deps, marketKey, outcome);
      },
      flagGone: (marketKey) => flagGoneMarket(deps, marketKey),
    },
    { delayScale: options.delayScale ?? betDelayScale(), wait: options.wait ?? sleep, take: options.take ?? knownTake },
  );
}

/** The watch for the running feed and this database, ready (its open bets loaded). */
export async function marketWatchFor(deps: Deps): Promise<BetWatch> {
  const feed = feedFor(deps);
  // A follower's replica must never match or settle: that is the leader's watch's (docs/decisions/0115).
  if (feed.replica) throw new Error('the exchange market watch runs in the leader process only');
  let byDb = watches.get(feed);
  if (!byDb) watches.set(feed, (byDb = new Map()));
  let watch = byDb.get(deps.database);
  if (!watch) byDb.set(deps.database, (watch = create(deps, feed, {})));
  await watch.ready;
  return watch;
}

/** Replaces the watch for the running feed and this database (tests: a chosen delay scale and clock). */
export async function installMarketWatch(deps: Deps, options: Partial<MarketWatchOptions> = {}): Promise<MarketWatch> {
  const feed = feedFor(deps);
  if (!isSimulated(feed)) throw new Error('installMarketWatch is the simulator watch; the source watch is made by marketWatchFor');
  let byDb = watches.get(feed);
  if (!byDb) watches.set(feed, (byDb = new Map()));
  byDb.get(deps.database)?.stop();
  const watch = create(deps, feed, options) as MarketWatch;
  byDb.set(deps.database, watch);
  await watch.ready;
  return watch;
}
