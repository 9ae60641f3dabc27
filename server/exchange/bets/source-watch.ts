// The market watch over a source that is not the simulator (Betfair's stream or recorded files): what happens
// to open bets when their market changes at the source. It subscribes to the source's changes and acts on
// the markets with open bets only:
//   book moved      -> match waiting orders that the book now crosses (mirror take applied; nothing drawn
//                      down): each such order's fill claims the levels in the database (taken-levels.ts),
//                      and the process's hint of what was taken skips a book repeated with nothing left
//   turned in play  -> lapse the unmatched orders placed before the off (Betfair's LAPSE persistence)
//   definition      -> settleFromSource: a CLOSED market with winners settles, one without waits for the operator
//   market dropped  -> sourceDroppedMarket: flagged, never voided by silence
// On start it loads the open bets and applies the source's market once to each (a restart after the
// close settles then). Jobs run in one queue, each safe to run twice, as in market-watch.ts.
import type { Db } from '../../db/client.ts';
import { crossesBook, type Fill } from '../maths/matching.ts';
import { FULL_TAKE, type MirrorTake } from '../maths/mirror-book.ts';
import type { MarketSource, SourceChange, SourceMarket } from '../source/market-source.ts';
import { JobQueue, RETRY_DELAYS_MS } from './job-queue.ts';
import type { KnownMarket, OpenOrder } from './market-watch.ts';
import { availableLevels, claimFromSource } from './source-book.ts';

export interface SourceWatchJobs {
  load(): Promise<{ orders: OpenOrder[]; markets: KnownMarket[] }>;
  /** Fills the bet with what `claim` takes for its unmatched rest, in one transaction; answers the stake matched. */
  fill(betId: number, claim: (tx: Db, left: number) => Promise<Fill[]>): Promise<number>;
  lapse(marketKey: string): Promise<void>;
  /** settleFromSource: safe on every message. */
  settle(market: SourceMarket): Promise<void>;
  /** sourceDroppedMarket. */
  dropped(marketId: string): Promise<void>;
  /** Forgets the taken levels of these markets, those the source no longer has (taken-levels.ts). */
  forgetTaken(marketIds: string[]): Promise<void>;
}

export interface SourceWatchOptions {
  delayScale: number;
  wait: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  take?: () => MirrorTake;
}

export class SourceWatch {
  readonly ready: Promise<void>;
  private readonly orders = new Map<string, OpenOrder[]>();
  /** Orders with a fill queued: the queued job reads the book when it runs, so one is enough. */
  private readonly filling = new Set<number>();
  /** Markets with open bets (the source's market id is the bets' market key), and whether each was seen in play. */
  private readonly markets = new Map<string, { inPlay: boolean; seen: boolean }>();
  private readonly queue: JobQueue;
  private readonly detach: () => void;

  constructor(
    readonly source: MarketSource,
    private readonly jobs: SourceWatchJobs,
    readonly options: SourceWatchOptions,
  ) {
    this.queue = new JobQueue('exchange source watch', options.retryDelaysMs ?? RETRY_DELAYS_MS);
    this.detach = source.subscribe((change) => this.onChange(change));
    this.ready = this.start();
  }

  get delayScale(): number {
    return this.options.delayScale;
  }
  wait(ms: number): Promise<void> {
    return this.options.wait(ms);
  }
  get failures(): number {
    return this.queue.failures;
  }
  flush(): Promise<void> {
    return this.queue.flush();
  }
  stop(): void {
    this.queue.stop();
    this.detach();
  }

  /** After a bet commits: remember its market and its unmatched rest, and catch up with the market now. */
  track(_eventId: string, marketKey: string, order: OpenOrder | null): void {
    if (order && order.remaining > 0) this.orders.set(order.marketId, [...(this.orders.get(order.marketId) ?? []), order]);
    if (!this.markets.has(marketKey)) this.markets.set(marketKey, { inPlay: this.source.market(marketKey)?.inPlay ?? false, seen: false });
    this.onMarket(marketKey);
  }

  untrack(marketId: string, betId: number): void {
    const list = this.orders.get(marketId)?.filter((o) => o.betId !== betId);
    if (list && list.length > 0) this.orders.set(marketId, list);
    else this.orders.delete(marketId);
  }

  /** A market voided or settled by hand: nothing more for it here. */
  forget(_eventId: string, marketKey: string): void {
    this.orders.delete(marketKey);
    this.markets.delete(marketKey);
  }

  private async start(): Promise<void> {
    const { orders, markets } = await this.jobs.load();
    for (const o of orders) this.orders.set(o.marketId, [...(this.orders.get(o.marketId) ?? []), o]);
    for (const m of markets) {
      if (m.flagged || m.marketKey.includes(':')) continue;
      this.markets.set(m.marketKey, { inPlay: false, seen: false });
      // Once at start: a market that closed while the process was down settles now.
      this.onMarket(m.marketKey);
    }
  }

  private onChange(change: SourceChange): void {
    if (change.kind === 'market') {
      // What the site took of a market's levels leaves with the market (docs/decisions/0268), bets or none.
      // A dropping source tells a `market` change for each market it drops, so `events` needs no sweep.
      if (!this.source.market(change.marketId)) this.queue.add(`forget taken ${change.marketId}`, () => this.jobs.forgetTaken([change.marketId]));
      this.onMarket(change.marketId);
    } else if (change.kind === 'events') for (const id of this.markets.keys()) this.onMarket(id);
  }

  private onMarket(marketId: string): void {
    const known = this.markets.get(marketId);
    if (!known) return;
    const market = this.source.market(marketId);
    if (!market) {
      // Only a market the source once had and no longer lists is dropped: a replay still loading has not had it yet.
      if (known.seen) {
        this.forget('', marketId);
        this.queue.add(`dropped ${marketId}`, () => this.jobs.dropped(marketId));
      }
      return;
    }
    known.seen = true;
    if (market.status === 'CLOSED') {
      this.forget('', marketId);
      this.queue.add(`settle ${marketId}`, () => this.jobs.settle(market));
      return;
    }
    if (market.inPlay && !known.inPlay) this.lapse(marketId);
    known.inPlay = market.inPlay;
    this.matchWaiting(market);
  }

  private lapse(marketId: string): void {
    const orders = this.orders.get(marketId);
    if (!orders?.some((o) => o.prePlay)) return;
    const inPlay = orders.filter((o) => !o.prePlay);
    if (inPlay.length > 0) this.orders.set(marketId, inPlay);
    else this.orders.delete(marketId);
    this.queue.add(`lapse ${marketId}`, () => this.jobs.lapse(marketId));
  }

  /** Waiting orders, oldest first, against the book now: the price asked or better, up to what is left of it. */
  private matchWaiting(market: SourceMarket): void {
    const orders = this.orders.get(market.id);
    if (!orders || market.status !== 'OPEN' || this.source.isStale(market.id)) return;
    const take = this.options.take?.() ?? FULL_TAKE;
    for (const order of orders) {
      if ((order.prePlay && market.inPlay) || this.filling.has(order.betId)) continue;
      const runner = market.runners.find((r) => String(r.selectionId) === order.selectionId);
      if (runner?.status !== 'ACTIVE') continue;
      const side = order.dir === 'back' ? 'back' : 'lay';
      // Only what the site has not taken already, as far as this process knows: a book repeated unchanged
      // costs no database work. The claim in the fill's transaction decides what is really left.
      if (!crossesBook(order.dir, order.oddsX100, availableLevels(this.source, market.id, runner.selectionId, side, take))) continue;
      this.filling.add(order.betId);
      const at = { marketId: market.id, selectionId: order.selectionId, side } as const;
      this.queue.add(`fill ${order.betId}`, async () => {
        try {
          const claim = async (tx: Db, left: number) =>
            (await claimFromSource(tx, this.source, at, { dir: order.dir, oddsX100: order.oddsX100, stake: left }, this.options.take?.() ?? FULL_TAKE)).fills;
          order.remaining -= await this.jobs.fill(order.betId, claim);
          if (order.remaining <= 0) this.untrack(market.id, order.betId);
        } finally {
          this.filling.delete(order.betId);
        }
      });
    }
  }
}
