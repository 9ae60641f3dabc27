// The exchange's market source as the rest of the exchange reads it: the process's one MarketSource
// (market-source.ts; which one, select-source.ts), the wall-clock timer that moves it when it is the
// simulator, and the writer that keeps settled results in the database for the Result tab. Everyone reaches
// it through feedFor(deps); a test or the bench may install its own, driven by hand. What is built from it
// (the feed API's answers, the bets' market watch) is kept per feed by whoever builds it, so the source
// knows nothing of its readers.
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../context.ts';
import { logger } from '../../lib/logger.ts';
import { saveResult as keepResult } from './results.ts';
import type { EventResult } from '../../../contracts/exchange.ts';
import { ExchangeSimulator } from './simulator/simulator.ts';
import type { HouseLines } from './house-lines.ts';
import type { MarketSource } from './market-source.ts';
import { SimulatedHouseLines, SimulatorSource } from './simulator/simulator-source.ts';
import { createSource, sourceKind } from './select-source.ts';
import './betfair/register-betfair.ts';
import { resultsWriter } from './results-writer.ts';
import { TradedHouseLines } from '../trading/traded-house.ts';
import { tradingStoreFor } from '../trading/trading-store.ts';

export interface Feed {
  /** What every reader of market data reads. */
  source: MarketSource;
  /** The house's bookmaker and fancy lines: the traders' (trading/traded-house.ts), over the simulator's when it runs. */
  house: HouseLines | null;
  /**
   * The simulator behind the source, for what only it does (book matching by bets, its publication and test
   * controls). Reading it on a feed over another source throws, naming EXCHANGE_SOURCE: see isSimulated.
   */
  sim: ExchangeSimulator;
  /** A follower's copy of the leader's simulator (server/exchange/publication/follower.ts): it writes no results. */
  replica: boolean;
  /** Resolves when every settled result so far is in the database. */
  flush(): Promise<void>;
  /**
   * A resumed run (`sinceWallMs`) walks the wall-clock time since then, a slice at a time, before its timer
   * steps: called once the market watch follows the simulator, so every match that ends meanwhile settles its
   * bets as if the process had never stopped. Nothing to do for a feed that was not resumed.
   */
  catchUp(): Promise<void>;
  stop(): void;
}

/** Simulated time walked per slice of a catch-up, yielding between slices so requests and bet jobs run. */
export const CATCH_UP_SLICE_MS = 5 * 60_000;

export interface FeedSettings {
  seed: number;
  speed: number;
  ballMs: number;
  /** EXCHANGE_START_AT (an ISO time): the simulated moment a fresh run starts from, instead of now. Which
   *  matches are in play follows the time of day, so a run that must find the same markets whatever hour
   *  it starts at (the fault run, tests/faults/) pins it. */
  startAt: number | null;
}

export function feedSettings(env: NodeJS.ProcessEnv = process.env): FeedSettings {
  const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
  return {
    seed: Math.floor(num(env.EXCHANGE_SEED, 20_261_123)),
    speed: num(env.EXCHANGE_SPEED, 1),
    ballMs: num(env.EXCHANGE_BALL_SECONDS, 25) * 1000,
    startAt: env.EXCHANGE_START_AT && Number.isFinite(Date.parse(env.EXCHANGE_START_AT)) ? Date.parse(env.EXCHANGE_START_AT) : null,
  };
}

let current: (Feed & { databases: Set<Database> }) | null = null;

export interface FeedOptions {
  /** Run from the wall clock at this many simulated ms per ms (timer unref'd: never holds the process). */
  speed?: number;
  /** The wall-clock moment the simulator's time stands for: a resumed run catches up from it (see Feed.catchUp). */
  sinceWallMs?: number;
  /** After each step, with the wall-clock moment the simulator's time now stands for (the leader publishes its clock). */
  onTick?: (wallMs: number) => void;
  replica?: boolean;
}

/** A feed over `sim`, the process's one. */
export function installFeed(sim: ExchangeSimulator, opts: FeedOptions = {}): Feed {
  current?.stop();
  const source = SimulatorSource.of(sim);
  const { databases, flush, stop: stopResults } = keptResults(source, () => feed.replica);
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let catchUp: () => Promise<void> = async () => {};
  if (opts.speed) {
    const speed = opts.speed;
    let last = opts.sinceWallMs ?? Date.now();
    // A resumed run's timer waits for its catch-up: one synchronous step over hours would block the process.
    let held = opts.sinceWallMs !== undefined;
    const tick = () => {
      if (held || stopped) return;
      const now = Date.now();
      sim.advance((now - last) * speed);
      last = now;
      opts.onTick?.(now);
    };
    let caughtUp: Promise<void> | null = null;
    catchUp = () =>
      (caughtUp ??= (async () => {
        while (held && !stopped && Date.now() - last > 1000) {
          const step = Math.min(Date.now() - last, CATCH_UP_SLICE_MS / speed);
          sim.advance(step * speed);
          last += step;
          opts.onTick?.(last);
          await new Promise((resolve) => setImmediate(resolve));
        }
        held = false;
        tick();
      })());
    timer = setInterval(tick, 250);
    timer.unref();
  }
  const house = tradedHouse(new SimulatedHouseLines(sim), source, databases);
  const feed: Feed & { databases: Set<Database> } = {
    source,
    house,
    sim,
    databases,
    replica: opts.replica ?? false,
    flush,
    catchUp: () => catchUp(),
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      house.stop();
      stopResults();
      source.stop();
      if (current === feed) current = null;
    },
  };
  current = feed;
  return feed;
}

/** A feed over a source that moves by itself (not the simulator): no timer, no simulator; only the traders' lines. */
export function installSourceFeed(source: MarketSource, opts: Pick<FeedOptions, 'replica'> = {}): Feed {
  current?.stop();
  const { databases, flush, stop: stopResults } = keptResults(source, () => feed.replica);
  const house = tradedHouse(null, source, databases);
  const feed: Feed & { databases: Set<Database> } = {
    source,
    house,
    get sim(): ExchangeSimulator {
      throw new Error(`the exchange simulator is not running (EXCHANGE_SOURCE=${source.kind})`);
    },
    databases,
    replica: opts.replica ?? false,
    flush,
    catchUp: async () => {},
    stop: () => {
      house.stop();
      stopResults();
      source.stop();
      if (current === feed) current = null;
    },
  };
  current = feed;
  return feed;
}

/** The traders' lines of every database the feed serves, over `base`. */
const tradedHouse = (base: HouseLines | null, source: MarketSource, databases: Set<Database>) =>
  new TradedHouseLines(base, source, () => [...databases].map(tradingStoreFor));

/** True when the feed's source is the simulator (its `sim`, house lines and publication are there). */
export const isSimulated = (feed: Feed): boolean => feed.source.kind === 'simulator';

/** Settled results of `source` kept in every database the feed serves (none from a follower's replica). */
function keptResults(source: MarketSource, replica: () => boolean) {
  let pending: Promise<void> = Promise.resolve();
  const databases = new Set<Database>();
  const stop = resultsWriter(source, (result) => {
    if (replica()) return;
    for (const database of databases) pending = pending.then(() => saveResult(database, result));
  });
  return { databases, flush: () => pending, stop };
}

/** Checks EXCHANGE_SOURCE at start (server/exchange/background.ts): a bad value stops the process, naming it. */
export const checkSourceSetting = (env: NodeJS.ProcessEnv = process.env): void => void sourceKind(env);

/** The running feed, made from the environment on first use; results go to `deps`' database. */
export function feedFor(deps: Deps): Feed {
  if (!current) {
    const other = createSource();
    if (other) installSourceFeed(other);
    else {
      const s = feedSettings();
      installFeed(new ExchangeSimulator({ seed: s.seed, startMs: s.startAt ?? Date.now(), ballMs: s.ballMs }), { speed: s.speed });
    }
  }
  current!.databases.add(deps.database);
  return current!;
}

/**
 * Stops saving results to `database`: the feed is the process's and outlives a database closed before it
 * (a test app's, closed when its file ends, while the next file in the same worker goes on with the feed).
 */
export function forgetFeedDatabase(database: Database): void {
  current?.databases.delete(database);
}

async function saveResult(database: Database, r: EventResult): Promise<void> {
  try {
    await keepResult(database.db, r);
  } catch (err) {
    // A closed database (a finished test, shutdown) must not take the feed down.
    logger.warn('exchange result not saved', { eventId: r.EventId, error: String(err) });
  }
}
