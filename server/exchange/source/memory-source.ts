// A MarketSource held in memory and moved by calls: what a follower process keeps of the leader's source
// (publication/source-replica.ts writes the leader's published state into it, versions as they are), and a
// source a test or the bench drives by hand as it would drive the simulator. Each call tells the
// subscribers what changed, as a real source would.
import type { MarketSource, RunnerBook, SourceChange, SourceEvent, SourceKind, SourceMarket, SourceScore } from './market-source.ts';

/** A market as a caller states it: version and updatedAt are the source's to move unless given. */
export type MarketUpdate = Omit<SourceMarket, 'version' | 'updatedAt'> & Partial<Pick<SourceMarket, 'version' | 'updatedAt'>>;

export class MemorySource implements MarketSource {
  private readonly eventsById = new Map<string, SourceEvent>();
  private readonly markets = new Map<string, SourceMarket>();
  private readonly marketIdsOf = new Map<string, Set<string>>();
  private readonly books = new Map<string, RunnerBook[]>();
  private readonly scores = new Map<string, SourceScore>();
  private readonly stale = new Set<string>();
  private listeners: ((change: SourceChange) => void)[] = [];
  private clock: number;

  constructor(
    readonly kind: SourceKind,
    startMs: number,
  ) {
    this.clock = startMs;
  }

  now(): number {
    return this.clock;
  }

  /** Sets the source's clock (a replica follows the leader's; a test moves it). */
  setNow(ms: number): void {
    this.clock = ms;
  }

  events(): Iterable<SourceEvent> {
    return this.eventsById.values();
  }
  event(eventId: string): SourceEvent | undefined {
    return this.eventsById.get(eventId);
  }
  marketsOf(eventId: string): SourceMarket[] {
    return [...(this.marketIdsOf.get(eventId) ?? [])].map((id) => this.markets.get(id)!);
  }
  market(marketId: string): SourceMarket | undefined {
    return this.markets.get(marketId);
  }
  book(marketId: string): RunnerBook[] | undefined {
    return this.books.get(marketId);
  }
  score(eventId: string): SourceScore | undefined {
    return this.scores.get(eventId);
  }
  isStale(marketId: string): boolean {
    return this.stale.has(marketId);
  }

  putEvent(event: SourceEvent): void {
    this.eventsById.set(event.id, event);
    this.tell({ kind: 'events' });
  }

  /** An event leaves with its markets, books and score; each market's leaving is told, as Betfair's cache tells its drops. */
  removeEvent(eventId: string): void {
    const gone = this.marketsOf(eventId);
    for (const m of gone) {
      this.markets.delete(m.id);
      this.books.delete(m.id);
      this.stale.delete(m.id);
    }
    this.marketIdsOf.delete(eventId);
    this.scores.delete(eventId);
    if (this.eventsById.delete(eventId)) this.tell({ kind: 'events' });
    for (const m of gone) this.tell({ kind: 'market', marketId: m.id });
  }

  /** A market's definition (and, when given, its book); its version moves on unless the caller states it. */
  putMarket(update: MarketUpdate, book?: RunnerBook[]): SourceMarket {
    const old = this.markets.get(update.id);
    const market: SourceMarket = { ...update, version: update.version ?? (old?.version ?? 0) + 1, updatedAt: update.updatedAt ?? this.clock };
    const listChanged = !old || old.status !== market.status || old.inPlay !== market.inPlay;
    this.markets.set(market.id, market);
    let ids = this.marketIdsOf.get(market.eventId);
    if (!ids) this.marketIdsOf.set(market.eventId, (ids = new Set()));
    ids.add(market.id);
    if (book) this.books.set(market.id, book);
    this.tell({ kind: 'market', marketId: market.id });
    if (listChanged) this.tell({ kind: 'events' });
    return market;
  }

  removeMarket(marketId: string): void {
    const market = this.markets.get(marketId);
    if (!market) return;
    this.markets.delete(marketId);
    this.books.delete(marketId);
    this.stale.delete(marketId);
    this.marketIdsOf.get(market.eventId)?.delete(marketId);
    this.tell({ kind: 'market', marketId });
    this.tell({ kind: 'events' });
  }

  removeScore(eventId: string): void {
    if (this.scores.delete(eventId)) this.tell({ kind: 'score', eventId });
  }

  /** New prices for a market: its version moves on, as with any change of the market. */
  putBook(marketId: string, book: RunnerBook[]): void {
    const market = this.markets.get(marketId);
    if (!market) return;
    this.books.set(marketId, book);
    this.markets.set(marketId, { ...market, version: market.version + 1, updatedAt: this.clock });
    this.tell({ kind: 'market', marketId, pricesOnly: true });
  }

  putScore(score: SourceScore): void {
    this.scores.set(score.eventId, score);
    this.tell({ kind: 'score', eventId: score.eventId });
  }

  setStale(marketIds: string[], stale: boolean): void {
    for (const id of marketIds) {
      if (stale) this.stale.add(id);
      else this.stale.delete(id);
    }
    this.tell({ kind: 'stale', marketIds, stale });
  }

  subscribe(listener: (change: SourceChange) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  stop(): void {
    this.listeners = [];
  }

  private tell(change: SourceChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
