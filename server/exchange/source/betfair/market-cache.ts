// Betfair's markets as a MarketSource: the cache that both the live stream and the recorded files feed
// with Exchange Stream messages (mcm for markets, ccm for cricket scores) and listMarketCatalogue entries.
// Readers get the seam's shapes, built lazily and kept until the market's version moves. Markets of event
// types the exchange does not list are dropped on sight, so their ladders never take memory; only their
// ids are kept, to skip their deltas, and forgotten as a held market is, a grace period after the close. A market the
// source closed is told to every reader at once (settlement and the Result tab take its result then), kept
// for a grace period for the screens still showing it, then dropped, with its event, score and catalogue
// entry once the event has no market left: a stream that runs for weeks holds today's markets, not every
// market it ever saw.
import { logger } from '../../../lib/logger.ts';
import type { MarketSource, RunnerBook, SourceChange, SourceEvent, SourceKind, SourceMarket, SourceScore, SourceSport } from '../market-source.ts';
import type { MarketCatalogue } from './catalogue.ts';
import { applyCricketChange, type CricketScoreState, newCricketScore } from './cricket-score.ts';
import { type CricketChangeMessage, type MarketChangeMessage, type StreamMessage, streamMessageSchema } from './esa-schemas.ts';
import { applyMarketChange, type MarketState, newMarketState } from './market-state.ts';
import { bookView, eventView, marketView, type NameSources, SPORT_BY_EVENT_TYPE, sportOf, type TimeMap } from './market-views.ts';

export interface MarketCacheOptions {
  kind: Extract<SourceKind, 'betfair-stream' | 'betfair-files'>;
  /** The server's clock. */
  clock?: () => number;
  /** Recorded epoch ms → the server's; identity for the live stream. */
  mapTime?: TimeMap;
  /** The sports listed; markets of other event types are skipped. Default: every sport the seam knows. */
  sports?: readonly SourceSport[];
  /** Levels per side in a book. */
  bookDepth?: number;
  /** How long a CLOSED market is kept after the close was told, on the server's clock. */
  closedGraceMs?: number;
  /** Where a change the cache ignores is reported (the server's log by default). */
  log?: { warn(msg: string, fields?: Record<string, unknown>): void };
}

export type ApplyResult = { ok: true } | { ok: false; error: string };

interface MarketEntry {
  state: MarketState;
  view: SourceMarket | null;
  viewVersion: number;
  book: RunnerBook[] | null;
  bookVersion: number;
}

const DEFAULT_BOOK_DEPTH = 3;
/** Long enough for every reader of the close (settlement's retries included) and a player looking at the result. */
export const DEFAULT_CLOSED_GRACE_MS = 10 * 60_000;
/** Unknown markets reported so far, at most: past it the list starts again (a market may be reported twice). */
const MAX_REPORTED_UNKNOWN = 10_000;

export class BetfairMarketCache implements MarketSource {
  readonly kind: MarketCacheOptions['kind'];
  private readonly clock: () => number;
  private readonly mapTime: TimeMap;
  private readonly sports: ReadonlySet<SourceSport>;
  private readonly depth: number;
  private readonly markets = new Map<string, MarketEntry>();
  private readonly skipped = new Set<string>();
  private readonly marketsByEvent = new Map<string, Set<string>>();
  private readonly catalogue = new Map<string, MarketCatalogue>();
  private readonly scores = new Map<string, CricketScoreState>();
  private readonly stale = new Set<string>();
  private allStale = false;
  private eventCache: Map<string, SourceEvent> | null = null;
  private readonly listeners = new Set<(change: SourceChange) => void>();
  /** CLOSED markets by the server time their close was told. */
  private readonly closedAt = new Map<string, number>();
  private readonly closedGraceMs: number;
  private readonly log: NonNullable<MarketCacheOptions['log']>;
  /** Markets whose deltas were ignored for want of an image, each reported once (till it gets one). */
  private readonly reportedUnknown = new Set<string>();
  /** Sweeps closed markets when no message comes to do it (a recording played to its end, a quiet stream). */
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(options: MarketCacheOptions) {
    this.kind = options.kind;
    this.clock = options.clock ?? Date.now;
    this.mapTime = options.mapTime ?? ((ms) => ms);
    this.sports = new Set(options.sports ?? Object.values(SPORT_BY_EVENT_TYPE));
    this.depth = options.bookDepth ?? DEFAULT_BOOK_DEPTH;
    this.closedGraceMs = options.closedGraceMs ?? DEFAULT_CLOSED_GRACE_MS;
    this.log = options.log ?? logger;
    this.sweeper = setInterval(() => this.dropClosed(), Math.min(60_000, Math.max(1000, this.closedGraceMs / 2)));
    this.sweeper.unref();
  }

  /** Applies one parsed stream message (the JSON envelope as received); anything but mcm and ccm is ignored. */
  apply(message: unknown): ApplyResult {
    const op = typeof message === 'object' && message !== null ? (message as { op?: unknown }).op : undefined;
    if (op !== 'mcm' && op !== 'ccm') return { ok: true };
    const parsed = streamMessageSchema.safeParse(message);
    if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    this.applyMessage(parsed.data);
    return { ok: true };
  }

  applyMessage(message: StreamMessage): void {
    this.dropClosed();
    if (message.op === 'mcm') this.applyMarkets(message);
    else this.applyScores(message);
  }

  addCatalogue(entries: readonly MarketCatalogue[]): void {
    for (const entry of entries) {
      this.catalogue.set(entry.marketId, entry);
      const market = this.markets.get(entry.marketId);
      if (market) this.touch(market);
    }
    this.eventCache = null;
    this.emit({ kind: 'events' });
    for (const entry of entries) if (this.markets.has(entry.marketId)) this.emit({ kind: 'market', marketId: entry.marketId });
  }

  /** The time map moved (a replay anchored its clock): every market and event is rebuilt with the new times. */
  refreshTimes(): void {
    for (const entry of this.markets.values()) this.touch(entry);
    this.eventCache = null;
    this.emit({ kind: 'events' });
    for (const marketId of this.markets.keys()) this.emit({ kind: 'market', marketId });
  }

  /** The stream cannot vouch for these markets (all, without ids) until markFresh; `since` when it last heard from them. */
  markStale(marketIds?: readonly string[], since?: number): void {
    this.setStale(marketIds, true, since);
  }

  markFresh(marketIds?: readonly string[]): void {
    this.setStale(marketIds, false);
  }

  private setStale(marketIds: readonly string[] | undefined, stale: boolean, since?: number): void {
    const when = since === undefined ? {} : { since };
    if (!marketIds) {
      this.allStale = stale;
      this.stale.clear();
      this.emit({ kind: 'stale', marketIds: [...this.markets.keys()], stale, ...when });
      return;
    }
    for (const id of marketIds) {
      if (stale) this.stale.add(id);
      else this.stale.delete(id);
    }
    this.emit({ kind: 'stale', marketIds: [...marketIds], stale, ...when });
  }

  private applyMarkets(message: MarketChangeMessage): void {
    let eventsChanged = false;
    const changed: string[] = [];
    for (const change of message.mc ?? []) {
      if (this.skipped.has(change.id)) {
        // A skipped market is forgotten like a held one: a grace period after its close.
        const status = change.marketDefinition?.status;
        if (status !== undefined && status !== 'CLOSED') this.closedAt.delete(change.id);
        else if (status === 'CLOSED' && !this.closedAt.has(change.id)) this.closedAt.set(change.id, this.clock());
        continue;
      }
      const typeId = change.marketDefinition?.eventTypeId;
      if (typeId !== undefined) {
        const sport = SPORT_BY_EVENT_TYPE[typeId];
        if (!sport || !this.sports.has(sport)) {
          this.skip(change.id);
          if (change.marketDefinition?.status === 'CLOSED') this.closedAt.set(change.id, this.clock());
          continue;
        }
      }
      let entry = this.markets.get(change.id);
      if (!entry) {
        // A market's first message on a subscription is its image, with its definition (the subscription
        // always asks for EX_MARKET_DEF). A delta for a market not imaged here, or forgotten after its close,
        // has no definition to name it and no whole book to add its prices to: nothing is kept or told.
        if (!change.img && !change.marketDefinition) {
          this.reportUnknown(change.id);
          continue;
        }
        this.reportedUnknown.delete(change.id);
        entry = { state: newMarketState(change.id), view: null, viewVersion: -1, book: null, bookVersion: -1 };
        this.markets.set(change.id, entry);
      }
      const before = entry.state.definition?.eventId;
      applyMarketChange(entry.state, change, message.pt);
      if (change.marketDefinition) {
        eventsChanged = true;
        this.index(change.id, before, change.marketDefinition.eventId);
        if (change.marketDefinition.status !== 'CLOSED') this.closedAt.delete(change.id);
        else if (!this.closedAt.has(change.id)) this.closedAt.set(change.id, this.clock());
      }
      changed.push(change.id);
    }
    if (eventsChanged) {
      this.eventCache = null;
      this.emit({ kind: 'events' });
    }
    for (const marketId of changed) this.emit({ kind: 'market', marketId });
  }

  private reportUnknown(marketId: string): void {
    if (this.reportedUnknown.has(marketId)) return;
    if (this.reportedUnknown.size >= MAX_REPORTED_UNKNOWN) this.reportedUnknown.clear();
    this.reportedUnknown.add(marketId);
    this.log.warn('betfair change for a market with no image ignored', { marketId });
  }

  /** Drops every market closed longer ago than the grace period (its close was told when it came). */
  dropClosed(): void {
    const now = this.clock();
    const dropped: string[] = [];
    for (const [marketId, at] of this.closedAt) {
      if (now - at < this.closedGraceMs) continue;
      this.closedAt.delete(marketId);
      if (this.skipped.delete(marketId)) continue;
      const eventId = this.markets.get(marketId)?.state.definition?.eventId;
      this.index(marketId, eventId, undefined);
      this.markets.delete(marketId);
      this.catalogue.delete(marketId);
      this.stale.delete(marketId);
      if (eventId && !this.marketsByEvent.has(eventId)) this.scores.delete(eventId);
      dropped.push(marketId);
    }
    if (dropped.length === 0) return;
    this.eventCache = null;
    this.emit({ kind: 'events' });
    for (const marketId of dropped) this.emit({ kind: 'market', marketId });
  }

  private skip(marketId: string): void {
    const entry = this.markets.get(marketId);
    if (entry) this.index(marketId, entry.state.definition?.eventId, undefined);
    this.markets.delete(marketId);
    this.skipped.add(marketId);
  }

  private index(marketId: string, before: string | undefined, after: string | undefined): void {
    if (before === after) return;
    if (before) {
      const markets = this.marketsByEvent.get(before);
      markets?.delete(marketId);
      if (markets?.size === 0) this.marketsByEvent.delete(before);
    }
    if (after) {
      let set = this.marketsByEvent.get(after);
      if (!set) {
        set = new Set();
        this.marketsByEvent.set(after, set);
      }
      set.add(marketId);
    }
  }

  private applyScores(message: CricketChangeMessage): void {
    for (const change of message.cc ?? []) {
      let score = this.scores.get(change.eventId);
      if (!score) {
        score = newCricketScore(change.eventId);
        this.scores.set(change.eventId, score);
      }
      const teamsBefore = score.teamsBySelection.size + (score.home ?? '') + (score.away ?? '');
      applyCricketChange(score, change, message.pt);
      // Team names name the match's runners and the event: their markets are rebuilt once they arrive.
      if (teamsBefore !== score.teamsBySelection.size + (score.home ?? '') + (score.away ?? '')) {
        this.eventCache = null;
        this.emit({ kind: 'events' });
        for (const marketId of this.marketsByEvent.get(change.eventId) ?? []) {
          const entry = this.markets.get(marketId);
          if (entry) this.touch(entry);
          this.emit({ kind: 'market', marketId });
        }
      }
      this.emit({ kind: 'score', eventId: change.eventId });
    }
  }

  /** A change of names alone is a change of the market: its version moves so readers rebuild. */
  private touch(entry: MarketEntry): void {
    entry.state.version++;
  }

  private names(state: MarketState): NameSources {
    const eventId = state.definition?.eventId;
    return { catalogue: this.catalogue.get(state.id), score: eventId ? this.scores.get(eventId) : undefined };
  }

  private view(entry: MarketEntry): SourceMarket | null {
    if (entry.viewVersion !== entry.state.version) {
      entry.view = marketView(entry.state, this.names(entry.state), this.mapTime, this.mapTime(entry.state.publishedAt));
      entry.viewVersion = entry.state.version;
    }
    return entry.view;
  }

  now(): number {
    return this.clock();
  }

  events(): Iterable<SourceEvent> {
    return this.eventMap().values();
  }

  event(eventId: string): SourceEvent | undefined {
    return this.eventMap().get(eventId);
  }

  private eventMap(): Map<string, SourceEvent> {
    if (this.eventCache) return this.eventCache;
    const events = new Map<string, SourceEvent>();
    for (const [eventId, marketIds] of this.marketsByEvent) {
      // The event takes its details from a market with a catalogue entry if one has it (the catalogue
      // names events), otherwise from its first market that names a sport.
      let chosen: MarketState | undefined;
      for (const marketId of marketIds) {
        const state = this.markets.get(marketId)?.state;
        if (!state || !sportOf(state)) continue;
        if (!chosen || (this.catalogue.has(marketId) && !this.catalogue.has(chosen.id))) chosen = state;
      }
      const view = chosen && eventView(eventId, chosen, this.names(chosen), this.mapTime);
      if (view) events.set(eventId, view);
    }
    this.eventCache = events;
    return events;
  }

  marketsOf(eventId: string): SourceMarket[] {
    const out: SourceMarket[] = [];
    for (const marketId of this.marketsByEvent.get(eventId) ?? []) {
      const entry = this.markets.get(marketId);
      const view = entry && this.view(entry);
      if (view) out.push(view);
    }
    return out;
  }

  market(marketId: string): SourceMarket | undefined {
    const entry = this.markets.get(marketId);
    return (entry && this.view(entry)) ?? undefined;
  }

  book(marketId: string): RunnerBook[] | undefined {
    const entry = this.markets.get(marketId);
    const view = entry && this.view(entry);
    if (!entry || !view) return undefined;
    if (entry.bookVersion !== entry.state.version) {
      entry.book = bookView(entry.state, view.runners, this.depth);
      entry.bookVersion = entry.state.version;
    }
    return entry.book ?? undefined;
  }

  score(eventId: string): SourceScore | undefined {
    const score = this.scores.get(eventId);
    if (!score?.home || !score.away) return undefined;
    return {
      eventId,
      teams: [score.home, score.away],
      innings: score.innings,
      recentBalls: score.balls.map((b) => b.text),
      ballInProgress: score.eventStatus === 'BALL_IN_PROGRESS',
      status: score.status,
      updatedAt: this.mapTime(score.publishedAt),
    };
  }

  isStale(marketId: string): boolean {
    return this.allStale || this.stale.has(marketId);
  }

  subscribe(listener: (change: SourceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.listeners.clear();
  }

  /** How many markets the cache holds (the bench's figure). */
  get size(): number {
    return this.markets.size;
  }

  /** How many markets of unlisted sports it remembers to skip. */
  get skippedCount(): number {
    return this.skipped.size;
  }

  /** How many events it holds markets of. */
  get eventCount(): number {
    return this.marketsByEvent.size;
  }

  private emit(change: SourceChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/**
 * The live stream's cache: the stream's transport hands it each parsed mcm/ccm message with `apply` and
 * its connection state with `markStale`/`markFresh`; everything downstream reads it as a MarketSource.
 */
export function createBetfairStreamCache(options: Omit<MarketCacheOptions, 'kind' | 'mapTime'> = {}): BetfairMarketCache {
  return new BetfairMarketCache({ ...options, kind: 'betfair-stream' });
}
