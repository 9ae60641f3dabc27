// Several processes over a market source that is not the simulator (docs/decisions/0205). The simulator is
// replayed by each follower from its seed (leader.ts, follower.ts); a real source cannot be replayed, so its
// leader publishes what the source holds instead: the latest state of each event, market (with its book),
// score and stale mark, as JSON text in exchange_source_entries, each row stamped with a sequence number,
// in one transaction per quarter second of changes, then NOTIFY exchange_source. A follower keeps a
// MemorySource of those rows (versions and times as the leader's), so every answer it builds is the
// leader's, byte for byte, with the same content ETag. A new leader starts a new epoch: followers rebuild.
import { randomUUID } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeSourceEntries } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';
import type { PgListener } from '../../cluster/pg-listener.ts';
import { MemorySource } from '../source/memory-source.ts';
import type { MarketSource, RunnerBook, SourceEvent, SourceKind, SourceMarket, SourceScore } from '../source/market-source.ts';
import { installSourceFeed } from '../source/running-feed.ts';

type EntryKind = (typeof exchangeSourceEntries.$inferSelect)['kind'];
type Entry = { kind: EntryKind; id: string; body: string | null };
interface ClockBody {
  epoch: string;
  kind: SourceKind;
  now: number;
}

/** Changes gathered this long are published together. */
export const PUBLISH_EVERY_MS = 250;
const CHANNEL = 'exchange_source';

/** Publishes `source` as this process leads; stop() ends it (a leader stepping down publishes nothing more). */
export function publishSource(db: Db, source: MarketSource): { flush(): Promise<void>; stop(): void } {
  const epoch = randomUUID();
  const dirty = new Map<string, { kind: EntryKind; id: string }>();
  const mark = (kind: EntryKind, id: string) => dirty.set(`${kind}:${id}`, { kind, id });
  /** What was last sent of each event, and the markets sent under it (an event that goes takes them along). */
  const sentEvents = new Map<string, string>();
  const sentMarkets = new Map<string, Set<string>>();
  let eventsMoved = true;
  let fresh = true;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  for (const event of source.events()) for (const m of source.marketsOf(event.id)) mark('market', m.id);
  for (const event of source.events()) mark('score', event.id);
  const off = source.subscribe((change) => {
    if (change.kind === 'events') eventsMoved = true;
    else if (change.kind === 'market') mark('market', change.marketId);
    else if (change.kind === 'score') mark('score', change.eventId);
    else for (const id of change.marketIds) mark('stale', id);
  });

  const entries = (): Entry[] => {
    const out: Entry[] = [{ kind: 'clock', id: 'now', body: JSON.stringify({ epoch, kind: source.kind, now: source.now() } satisfies ClockBody) }];
    if (eventsMoved) {
      eventsMoved = false;
      const seen = new Set<string>();
      for (const event of source.events()) {
        seen.add(event.id);
        const body = JSON.stringify(event);
        if (sentEvents.get(event.id) !== body) out.push({ kind: 'event', id: event.id, body });
        sentEvents.set(event.id, body);
        for (const m of source.marketsOf(event.id)) if (!sentMarkets.get(event.id)?.has(m.id)) mark('market', m.id);
      }
      for (const id of [...sentEvents.keys()].filter((id) => !seen.has(id))) {
        sentEvents.delete(id);
        out.push({ kind: 'event', id, body: null }, { kind: 'score', id, body: null });
        for (const m of sentMarkets.get(id) ?? []) out.push({ kind: 'market', id: m, body: null }, { kind: 'stale', id: m, body: null });
        sentMarkets.delete(id);
      }
    }
    for (const { kind, id } of dirty.values()) {
      if (kind === 'market') {
        const market = source.market(id);
        if (market && !sentEvents.has(market.eventId)) continue; // its event is not out yet: sent with it
        out.push({ kind, id, body: market ? JSON.stringify({ market, book: source.book(id) ?? null }) : null });
        if (market) {
          let ids = sentMarkets.get(market.eventId);
          if (!ids) sentMarkets.set(market.eventId, (ids = new Set()));
          ids.add(id);
        }
      } else if (kind === 'score') {
        const score = source.score(id);
        out.push({ kind, id, body: score ? JSON.stringify(score) : null });
      } else out.push({ kind, id, body: source.isStale(id) ? 'true' : null });
    }
    dirty.clear();
    // A market that leaves with its event is told twice (the event's leaving and its own): one row per kind
    // and id, the last told, since one statement cannot write the same row twice.
    return [...new Map(out.map((e) => [`${e.kind}:${e.id}`, e])).values()];
  };

  const write = async (rows: Entry[]) => {
    const first = fresh;
    fresh = false;
    await db.transaction(async (tx) => {
      // A new leader's epoch starts from nothing: rows of the last leader's source are not this one's.
      if (first) await tx.delete(exchangeSourceEntries);
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(exchangeSourceEntries)
          .values(rows.slice(i, i + 500).map((r) => ({ ...r, seq: sql`nextval('exchange_source_seq')` })))
          .onConflictDoUpdate({ target: [exchangeSourceEntries.kind, exchangeSourceEntries.id], set: { seq: sql`excluded.seq`, body: sql`excluded.body` } });
      }
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, '')`);
    });
  };

  const flush = () =>
    (chain = chain.then(async () => {
      if (stopped) return;
      const rows = entries();
      try {
        await write(rows);
      } catch (err) {
        // Sent again with the next changes: everything in these rows is marked once more.
        eventsMoved = true;
        for (const r of rows) if (r.kind !== 'clock' && r.kind !== 'event') mark(r.kind, r.id);
        sentEvents.clear();
        logger.warn('exchange source not published', { error: err instanceof Error ? err.message : String(err) });
      }
    }));
  const timer = setInterval(() => void flush(), PUBLISH_EVERY_MS);
  timer.unref();
  void flush();
  return {
    flush: () => flush(),
    stop: () => {
      stopped = true;
      clearInterval(timer);
      off();
    },
  };
}

/** A follower's copy of the leader's published source, served as this process's feed. */
export class SourceFollower {
  private replica: MemorySource | null = null;
  private epoch = '';
  private lastSeq = 0;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly listener: PgListener,
  ) {}

  async start(): Promise<void> {
    await this.listener.on(CHANNEL, () => this.wake());
    this.listener.onReconnect(() => this.wake());
    for (let tries = 0; !this.replica && !this.stopped; tries++) {
      this.wake();
      await this.running;
      if (!this.replica) {
        if (tries === 0) logger.info('waiting for the leader to publish the exchange source');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** Stops following; a new leader makes its own source (a stream reconnects, files are read again). */
  async handOver(): Promise<null> {
    this.stopped = true;
    await this.running;
    return null;
  }

  /** Brings the replica up to what is published now (tests call it to wait for a sync). */
  sync(): Promise<void> {
    this.wake();
    return this.running;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.follow();
        } catch (err) {
          logger.warn('exchange source sync failed', { error: err instanceof Error ? err.message : String(err) });
        }
      } while (this.again && !this.stopped);
      this.busy = false;
    })();
  }

  private async follow(): Promise<void> {
    const db = this.deps.database.db;
    let rows = await db.select().from(exchangeSourceEntries).where(gt(exchangeSourceEntries.seq, this.lastSeq)).orderBy(asc(exchangeSourceEntries.seq));
    const clock = rows.find((r) => r.kind === 'clock' && r.body);
    const leader = clock ? (JSON.parse(clock.body!) as ClockBody) : null;
    if (leader && leader.epoch !== this.epoch) {
      // A new leader (or the first sync): start again from everything it has published.
      if (this.lastSeq > 0) rows = await db.select().from(exchangeSourceEntries).orderBy(asc(exchangeSourceEntries.seq));
      this.epoch = leader.epoch;
      this.replica = new MemorySource(leader.kind, leader.now);
      installSourceFeed(this.replica, { replica: true });
    }
    const replica = this.replica;
    if (!replica) return;
    // Events first, so a market's or score's event is there when it lands.
    const order: EntryKind[] = ['clock', 'event', 'market', 'score', 'stale'];
    for (const row of [...rows].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.seq - b.seq)) apply(replica, row);
    if (rows.length > 0) this.lastSeq = Math.max(this.lastSeq, ...rows.map((r) => r.seq));
  }
}

function apply(replica: MemorySource, row: Entry): void {
  const body = row.body === null ? null : (JSON.parse(row.body) as unknown);
  if (row.kind === 'clock') replica.setNow((body as ClockBody).now);
  else if (row.kind === 'event') {
    if (body) replica.putEvent(body as SourceEvent);
    else replica.removeEvent(row.id);
  } else if (row.kind === 'market') {
    if (!body) return replica.removeMarket(row.id);
    const { market, book } = body as { market: SourceMarket; book: RunnerBook[] | null };
    replica.putMarket(market, book ?? undefined);
  } else if (row.kind === 'score') {
    if (body) replica.putScore(body as SourceScore);
    else replica.removeScore(row.id);
  } else replica.setStale([row.id], body !== null);
}
