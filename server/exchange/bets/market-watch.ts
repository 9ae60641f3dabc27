// The market watch: what happens to open bets when their market moves, in the background. It keeps, in
// memory, the open unmatched match-odds orders per market and the markets with open bets per event,
// and marks those events watched, so the simulator tells it about them and about no others:
//   prices moved  -> match waiting orders that the new book crosses (no database work unless one does)
//   turned in play -> lapse the unmatched orders placed before the off (Betfair's LAPSE)
//   play moved on  -> settle the fancy lines whose runs are now known
//   event closed   -> settle match odds and bookmaker on the winner, void fancy lines left open
// A market whose event the feed no longer has is never voided here: nothing can say how it ended, so it
// is flagged and waits for the operator (who voids or settles it by hand), its bets and holds untouched.
// The database work runs in one queue (job-queue.ts; flush() waits for it); each job is a transaction
// per player. A job that throws (a lost connection, a deadlock) is tried again after 1 s, 5 s and 30 s:
// every job is safe to run twice (fills are clamped to what still waits, settlement skips what is done).
import type { MarketOutcome } from '../../db/schema/index.ts';
import { inningsView } from '../source/bet-quotes.ts';
import { lineResult } from '../maths/fancy-lines.ts';
import { type Fill, crossesBook, matchAgainstBook } from '../maths/matching.ts';
import { FULL_TAKE, mirrorLevels, type MirrorTake } from '../maths/mirror-book.ts';
import { type Dir, nearestOddsX100, wirePriceOf } from '../maths/price.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import type { ExchangeSimulator, WatchedChange } from '../source/simulator/simulator.ts';
import { JobQueue, RETRY_DELAYS_MS } from './job-queue.ts';
import { poishaRoundedDown } from '../../lib/money.ts';

export interface OpenOrder {
  betId: number;
  eventId: string;
  marketId: string;
  selectionId: string;
  dir: Dir;
  oddsX100: number;
  remaining: number;
  prePlay: boolean;
}
export interface KnownMarket {
  marketKey: string;
  eventId: string;
  status: 'open' | 'settling';
  outcome: MarketOutcome | null;
  eventName: string;
  openDate: number;
  /** Already waiting for the operator: nothing more to do here. */
  flagged: boolean;
}

export interface WatchJobs {
  /** Loads what is open in the database (on start). */
  load(): Promise<{ orders: OpenOrder[]; markets: KnownMarket[] }>;
  /** Records fills of a waiting bet (clamped to what is still unmatched); gives back what it could not use. */
  fill(betId: number, fills: Fill[], giveBack: (unused: Fill[]) => void): Promise<void>;
  lapse(marketKey: string): Promise<void>;
  settle(marketKey: string, outcome: MarketOutcome): Promise<void>;
  /** Marks an open market as waiting for the operator: the feed no longer has its event. */
  flagGone(marketKey: string): Promise<void>;
}

const LINE_ABANDONED: MarketOutcome = { kind: 'void', reason: 'The line was abandoned.', code: 'exchangeVoidLineAbandoned' };

export interface MarketWatchOptions {
  delayScale: number;
  wait: (ms: number) => Promise<void>;
  /** Waits before each new try of a failed job; tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** The share of the book the site takes (mirror-take.ts); all of it when absent. */
  take?: () => MirrorTake;
}

export class MarketWatch {
  readonly ready: Promise<void>;
  private readonly orders = new Map<string, OpenOrder[]>();
  private readonly markets = new Map<string, Set<string>>();
  private readonly unwatch = new Map<string, () => void>();
  private readonly queue: JobQueue;
  private readonly detach: (() => void)[];

  constructor(
    readonly sim: ExchangeSimulator,
    private readonly jobs: WatchJobs,
    readonly options: MarketWatchOptions,
  ) {
    this.queue = new JobQueue('exchange market watch', options.retryDelaysMs ?? RETRY_DELAYS_MS);
    this.detach = [sim.onWatched((ev, change) => this.onWatched(ev, change)), sim.onSettle((r) => this.onClosed(r.EventId))];
    this.ready = this.start();
  }

  get delayScale(): number {
    return this.options.delayScale;
  }
  wait(ms: number): Promise<void> {
    return this.options.wait(ms);
  }

  /** Database jobs queued so far, those that threw (logged), and those given up after their last try; tests assert on them. */
  get queued(): number {
    return this.queue.queued;
  }
  get failures(): number {
    return this.queue.failures;
  }
  get abandoned(): number {
    return this.queue.abandoned;
  }

  /** Resolves once every queued job has run, retries included (tests, shutdown). */
  flush(): Promise<void> {
    return this.queue.flush();
  }

  stop(): void {
    this.queue.stop();
    for (const d of this.detach) d();
    for (const u of this.unwatch.values()) u();
    this.unwatch.clear();
  }

  /** After a bet commits: remember its market (and its unmatched rest), and catch up with anything the simulator did meanwhile. */
  track(eventId: string, marketKey: string, order: OpenOrder | null): void {
    const ev = this.sim.events.get(eventId);
    if (!ev) {
      this.enqueue(`flag ${marketKey}`, () => this.jobs.flagGone(marketKey));
      return;
    }
    this.remember(eventId, marketKey);
    if (order && order.remaining > 0) this.orders.set(order.marketId, [...(this.orders.get(order.marketId) ?? []), order]);
    if (ev.status === 'closed') {
      this.onClosed(eventId);
      return;
    }
    if (order?.prePlay && order.remaining > 0 && ev.status === 'inplay') this.lapse(ev);
    if (ev.cricket && marketKey.includes(':')) this.settleDecidedLines(ev);
  }

  /** A cancelled bet no longer waits for a match. */
  untrack(marketId: string, betId: number): void {
    const list = this.orders.get(marketId)?.filter((o) => o.betId !== betId);
    if (list && list.length > 0) this.orders.set(marketId, list);
    else this.orders.delete(marketId);
  }

  /** A market voided or settled by hand: no more matching or settling for it here. */
  forget(eventId: string, marketKey: string): void {
    this.orders.delete(marketKey);
    const keys = this.markets.get(eventId);
    keys?.delete(marketKey);
    if (keys && keys.size === 0) this.release(eventId);
  }

  private enqueue(name: string, job: () => Promise<void>): void {
    this.queue.add(name, job);
  }

  private async start(): Promise<void> {
    const { orders, markets } = await this.jobs.load();
    for (const o of orders) this.orders.set(o.marketId, [...(this.orders.get(o.marketId) ?? []), o]);
    for (const m of markets) {
      const ev = this.sim.events.get(m.eventId);
      if (m.flagged) {
        this.orders.delete(m.marketKey);
        continue;
      }
      if (m.status === 'settling' && m.outcome) {
        this.enqueue(`resume ${m.marketKey}`, () => this.jobs.settle(m.marketKey, m.outcome!));
        continue;
      }
      // The feed has no such event (a fresh simulator run, or a real feed that dropped it; the name and start
      // guard against an id reused by another run): nothing here can settle it, so it waits for the operator.
      if (!ev || ev.name !== m.eventName || ev.openDate !== m.openDate) {
        this.orders.delete(m.marketKey);
        this.enqueue(`flag ${m.marketKey}`, () => this.jobs.flagGone(m.marketKey));
        continue;
      }
      this.remember(m.eventId, m.marketKey);
    }
    for (const eventId of [...this.markets.keys()]) {
      const ev = this.sim.events.get(eventId)!;
      if (ev.status === 'closed') this.onClosed(eventId);
      else if (ev.status === 'inplay') {
        this.lapse(ev);
        this.onWatched(ev, 'play');
      }
    }
  }

  private remember(eventId: string, marketKey: string): void {
    const keys = this.markets.get(eventId) ?? new Set<string>();
    keys.add(marketKey);
    this.markets.set(eventId, keys);
    const ev = this.sim.events.get(eventId);
    if (ev && !this.unwatch.has(eventId)) this.unwatch.set(eventId, this.sim.watch(ev));
  }

  private release(eventId: string): void {
    this.markets.delete(eventId);
    this.unwatch.get(eventId)?.();
    this.unwatch.delete(eventId);
  }

  private onWatched(ev: SimEvent, change: WatchedChange): void {
    if (!this.markets.has(ev.id)) return;
    if (change === 'prices') this.matchWaiting(ev);
    else if (change === 'inplay') this.lapse(ev);
    else if (ev.cricket) this.settleDecidedLines(ev);
  }

  /** Matches waiting orders, oldest first, against the new book; the matched money leaves the book at once. */
  private matchWaiting(ev: SimEvent): void {
    const orders = this.orders.get(ev.marketId);
    if (!orders || ev.status === 'closed' || ev.match.flags().suspended) return;
    for (const order of orders) {
      // Orders from before the off lapse as the event turns in play; the in-play book is not theirs.
      if (order.prePlay && ev.status === 'inplay') continue;
      const runner = ev.selectionIds.findIndex((id) => String(id) === order.selectionId);
      const side = order.dir === 'back' ? 'back' : 'lay';
      const book = ev.depth[runner]?.[side] ?? [];
      const shown = book.map((l) => ({ oddsX100: nearestOddsX100(l.price), sizePoisha: poishaRoundedDown(l.size) }));
      const levels = mirrorLevels(shown, this.options.take?.() ?? FULL_TAKE);
      if (!crossesBook(order.dir, order.oddsX100, levels)) continue;
      const { fills } = matchAgainstBook(order.dir, order.oddsX100, order.remaining, levels);
      const depth = ev.depth;
      this.sim.consume(
        ev,
        runner,
        side,
        fills.map((f) => ({ price: wirePriceOf('match_odds', f.oddsX100), poisha: f.stake })),
      );
      order.remaining -= fills.reduce((s, f) => s + f.stake, 0);
      const giveBack = (unused: Fill[]) =>
        this.sim.giveBack(
          ev,
          runner,
          side,
          unused.map((f) => ({ price: wirePriceOf('match_odds', f.oddsX100), poisha: f.stake })),
          depth,
        );
      this.enqueue(`fill ${order.betId}`, () => this.jobs.fill(order.betId, fills, giveBack));
    }
    const waiting = orders.filter((o) => o.remaining > 0);
    if (waiting.length > 0) this.orders.set(ev.marketId, waiting);
    else this.orders.delete(ev.marketId);
  }

  private lapse(ev: SimEvent): void {
    const orders = this.orders.get(ev.marketId);
    if (!orders?.some((o) => o.prePlay)) return;
    const inPlay = orders.filter((o) => !o.prePlay);
    if (inPlay.length > 0) this.orders.set(ev.marketId, inPlay);
    else this.orders.delete(ev.marketId);
    this.enqueue(`lapse ${ev.marketId}`, () => this.jobs.lapse(ev.marketId));
  }

  private settleDecidedLines(ev: SimEvent): void {
    const keys = this.markets.get(ev.id);
    if (!keys || !ev.cricket) return;
    for (const key of [...keys]) {
      const lineKey = key.startsWith(`${ev.id}:`) ? key.slice(ev.id.length + 1) : null;
      if (!lineKey) continue;
      const innings = Number(/^[a-z](\d)/.exec(lineKey)?.[1] ?? 1) - 1;
      const result = lineResult(lineKey, inningsView(ev.cricket, innings));
      if (result.state === 'open') continue;
      const outcome: MarketOutcome = result.state === 'void' ? LINE_ABANDONED : { kind: 'value', value: result.value };
      this.forget(ev.id, key);
      this.enqueue(`settle ${key}`, () => this.jobs.settle(key, outcome));
    }
  }

  private onClosed(eventId: string): void {
    const keys = this.markets.get(eventId);
    const ev = this.sim.events.get(eventId);
    if (!keys || !ev) return;
    if (ev.cricket) this.settleDecidedLines(ev);
    const winner = ev.match.outcome()?.winner ?? null;
    for (const key of [...(this.markets.get(eventId) ?? [])]) {
      const outcome: MarketOutcome = key.includes(':')
        ? LINE_ABANDONED
        : winner === null
          ? { kind: 'void', reason: ev.result?.result ?? 'No winner.', code: 'exchangeVoidNoWinner' }
          : { kind: 'winner', selectionId: String(ev.selectionIds[winner]) };
      this.orders.delete(key);
      this.enqueue(`settle ${key}`, () => this.jobs.settle(key, outcome));
    }
    this.release(eventId);
  }
}
