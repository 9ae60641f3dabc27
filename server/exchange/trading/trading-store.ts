// The trader-run markets as every process serves them: the live rows of trading_markets kept in memory,
// read synchronously by the feed answers (traded-house.ts) and the bets (traded-book.ts). The database is
// the truth and announces every change with NOTIFY trading_change (migration 2910, a trigger, so no
// process or path can change a line unannounced); each process reloads when it hears it, and the process
// that wrote reloads before it answers, so the trader sees their own move at once. While notifications
// cannot be heard (not yet listening, connection lost) it reloads every second instead.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListeningCache } from '../../db/listening-cache.ts';
import { tradingMarkets, type TradingMarketRow } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { logger } from '../../lib/logger.ts';

const POLL_WHILE_DEAF_MS = 1000;
/** Stores made in this process: each one's versions start apart, so answers cached for another database never match. */
let made = 0;

export class TradingStore implements ListeningCache {
  private live = false;
  private byEvent = new Map<string, TradingMarketRow[]>();
  private changes = new Map<string, { changeNo: number; updatedAt: number }>();
  private lastChange = 0;
  private readonly base = ++made * 2 ** 32;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly timer: ReturnType<typeof setInterval>;
  /** Resolves once the first read is in. */
  readonly ready: Promise<void>;

  constructor(private readonly database: Database) {
    this.ready = this.reload();
    this.timer = setInterval(() => {
      if (!this.live) void this.reload();
    }, POLL_WHILE_DEAF_MS);
    this.timer.unref();
  }

  hear(): void {
    void this.reload();
  }

  setLive(live: boolean): void {
    this.live = live;
    if (live) void this.reload();
  }

  /** The event's live markets, in the trader's order. */
  marketsOf(eventId: string): readonly TradingMarketRow[] {
    return this.byEvent.get(eventId) ?? [];
  }

  market(id: number): TradingMarketRow | undefined {
    for (const list of this.byEvent.values()) for (const row of list) if (row.id === id) return row;
    return undefined;
  }

  /** Moves on every change of any of the event's markets, a settle or void included. */
  version(eventId: string): number {
    return this.base + (this.changes.get(eventId)?.changeNo ?? 0);
  }

  /** Moves on every change of any market of any event (the sports lists' marks: list-clock.ts). */
  listVersion(): number {
    return this.base + this.lastChange;
  }

  updatedAt(eventId: string): number {
    return this.changes.get(eventId)?.updatedAt ?? 0;
  }

  hasLines(eventId: string): boolean {
    return this.byEvent.has(eventId);
  }

  /** Reads everything again; calls while one runs make it run once more after, so none is lost. */
  reload(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.read();
        } catch (err) {
          // A database closed under a test file's feed, or a lost connection: keep what was read last.
          if (/closed|ended|terminat/i.test(String(err))) this.close();
          else logger.warn('trading lines not read', { error: String(err) });
        }
      } while (this.again && !this.closed);
      this.running = null;
    })();
    return this.running;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  private async read(): Promise<void> {
    const db = this.database.db;
    const live = await db.select().from(tradingMarkets).where(eq(tradingMarkets.status, 'live')).orderBy(asc(tradingMarkets.sort), asc(tradingMarkets.id));
    const marks = await rows<{ event_id: string; change_no: string; updated_at: Date | string }>(
      db,
      sql`SELECT event_id, max(change_no) AS change_no, max(updated_at) AS updated_at FROM trading_markets GROUP BY event_id`,
    );
    const byEvent = new Map<string, TradingMarketRow[]>();
    for (const row of live) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
    this.byEvent = byEvent;
    this.changes = new Map(marks.map((m) => [m.event_id, { changeNo: Number(m.change_no), updatedAt: new Date(m.updated_at).getTime() }]));
    this.lastChange = Math.max(0, ...[...this.changes.values()].map((c) => c.changeNo));
  }
}

const byDatabase = new WeakMap<object, TradingStore>();

/** This process's store for `database`, made (and listening) on first use. */
export function tradingStoreFor(database: Database): TradingStore {
  let store = byDatabase.get(database.db);
  if (!store) {
    const made = new TradingStore(database);
    store = made;
    byDatabase.set(database.db, made);
    database.listen(
      'trading_change',
      () => made.hear(),
      (live) => made.setLive(live),
    );
  }
  return store;
}

/** The store of this handle if one was made, without making one. */
export const existingTradingStore = (database: Database): TradingStore | undefined => byDatabase.get(database.db);
