// The sports-events list as a log of versions, so a poller that holds version k can be answered
// with only the rows that changed since k (GET /api/sports-events/{sport}?since=k). The rows keep the
// the wire's list shape (SportsEvent); an event that left the feed is sent once more with status
// 'closed' so the poller drops it (docs/decisions/0091-in-play-list-deltas.md).
// A version is `<epoch>.<n>`: the epoch is fresh per log (process start, new Dhaka day), so a
// version from another process or an older day is simply unknown, and unknown means a full answer.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { EventWhen, ListOdds, Sport, SportsEvent } from '../../../contracts/exchange.ts';
import { sportsEvents } from './answer-bodies.ts';
import { answer, type Answer } from './answer-cache.ts';
import { sendAnswer } from './send-answer.ts';
import { dhakaDay, type ExchangeSimulator } from '../source/simulator/simulator.ts';
import type { MarketSource } from '../source/market-source.ts';
import { type FeedView, viewOf } from './feed-view.ts';

/** Gone events are remembered this many versions; a poller further behind gets a full answer. */
const KEEP_VERSIONS = 2000;

/** `changedAt`: anything but the prices changed; `oddsChangedAt`: the best prices changed. */
interface Row {
  row: SportsEvent;
  json: string;
  oddsJson: string;
  changedAt: number;
  oddsChangedAt: number;
  statusChangedAt: number;
}
export interface ListSlice {
  version: string;
  rows: SportsEvent[];
  odds: Record<string, ListOdds>;
  delta: boolean;
}

const split = (row: SportsEvent) => {
  const { odds, ...rest } = row;
  return { json: JSON.stringify(rest), oddsJson: JSON.stringify(odds ?? null) };
};

export function inWhen(row: SportsEvent, when: EventWhen, today: number): boolean {
  if (row.status === 'closed') return false;
  if (when === 'all') return true;
  if (when === 'inplay') return row.status === 'inplay';
  return row.status === 'upcoming' && dhakaDay(Date.parse(row.openDate)) === (when === 'today' ? today : today + 1);
}

export class ListLog {
  private epoch = '';
  private n = 0;
  private floor = 0;
  private day = -1;
  private builtFor = '';
  private readonly rows = new Map<string, Row>();

  constructor(
    private readonly sport: Sport,
    private readonly withOdds: boolean,
  ) {}

  /** Brings the log up to the source; `key` names its state (list-clock.ts; unchanged key: nothing to do). */
  refresh(from: FeedView | ExchangeSimulator, key: string): void {
    if (key === this.builtFor) return;
    this.builtFor = key;
    const view = viewOf(from);
    const today = dhakaDay(view.source.now());
    if (today !== this.day) {
      this.day = today;
      this.epoch = `${randomBytes(4).toString('base64url')}${today.toString(36)}`;
      this.n = 0;
      this.floor = 0;
      this.rows.clear();
    }
    const next = this.n + 1;
    let changed = false;
    const seen = new Set<string>();
    for (const row of sportsEvents(view, this.sport, 'all', this.withOdds)) {
      seen.add(row.EventId);
      const { json, oddsJson } = split(row);
      const old = this.rows.get(row.EventId);
      if (old?.json === json && old.oddsJson === oddsJson) continue;
      const statusChangedAt = !old || old.row.status !== row.status ? next : old.statusChangedAt;
      const changedAt = old?.json === json ? old.changedAt : next;
      this.rows.set(row.EventId, { row, json, oddsJson, changedAt, oddsChangedAt: next, statusChangedAt });
      changed = true;
    }
    for (const [id, old] of this.rows) {
      if (seen.has(id)) continue;
      if (old.row.status === 'closed') {
        if (old.changedAt < next - KEEP_VERSIONS) {
          this.rows.delete(id);
          this.floor = Math.max(this.floor, old.changedAt);
        }
        continue;
      }
      const row: SportsEvent = { ...old.row, status: 'closed', inplay: false };
      this.rows.set(id, { row, ...split(row), changedAt: next, oddsChangedAt: next, statusChangedAt: next });
      changed = true;
    }
    if (changed) this.n = next;
  }

  version(): string {
    return `${this.epoch}.${this.n}`;
  }

  /** The rows a poller at `since` lacks; everything in `when` if `since` is not a version it can build on. */
  slice(since: string | undefined, when: EventWhen): ListSlice {
    const version = this.version();
    const k = this.known(since);
    if (k === null) {
      const rows = [...this.rows.values()].map((r) => r.row).filter((r) => inWhen(r, when, this.day));
      rows.sort((a, b) => Number(b.status === 'inplay') - Number(a.status === 'inplay') || Date.parse(a.openDate) - Date.parse(b.openDate));
      return { version, rows, odds: {}, delta: false };
    }
    // Rows changed beyond their prices, and rows whose status took them out of the list (closed, or
    // in play for the Today tab: the poller removes those), whole; rows whose prices alone moved,
    // as prices keyed by market.
    const rows: SportsEvent[] = [];
    const odds: Record<string, ListOdds> = {};
    for (const r of this.rows.values()) {
      if (r.changedAt > k && (inWhen(r.row, when, this.day) || r.statusChangedAt > k)) rows.push(r.row);
      else if (r.oddsChangedAt > k && r.row.odds && inWhen(r.row, when, this.day)) odds[r.row.MarketId] = r.row.odds;
    }
    return { version, rows, odds, delta: true };
  }

  private known(since: string | undefined): number | null {
    if (!since) return null;
    const dot = since.lastIndexOf('.');
    if (dot < 0 || since.slice(0, dot) !== this.epoch) return null;
    const k = Number(since.slice(dot + 1));
    return Number.isSafeInteger(k) && k >= this.floor && k <= this.n ? k : null;
  }
}

const logs = new WeakMap<MarketSource, Map<string, ListLog>>();

/** The log of one sport's list (with or without best prices) for this source. */
export function listLog(source: MarketSource, sport: Sport, withOdds: boolean): ListLog {
  let bySource = logs.get(source);
  if (!bySource) logs.set(source, (bySource = new Map()));
  const key = `${sport}:${withOdds}`;
  let log = bySource.get(key);
  if (!log) bySource.set(key, (log = new ListLog(sport, withOdds)));
  return log;
}

/** Answers of the current version per (since, when): built and compressed once, shared by pollers. */
const sliceAnswers = new WeakMap<ListLog, { version: string; byKey: Map<string, Answer> }>();

/** Answers ?since=: 304 when the poller is current, else the delta (ETag W/"D<version>") or the whole list (W/"L<version>"). */
export function sendListSlice(c: Context, view: FeedView, log: ListLog, sourceKey: string, since: string, when: EventWhen): Response {
  log.refresh(view, sourceKey);
  const version = log.version();
  if (since === version) return c.body(null, 304, { ETag: `W/"D${version}"`, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' });
  let cached = sliceAnswers.get(log);
  if (cached?.version !== version) sliceAnswers.set(log, (cached = { version, byKey: new Map() }));
  const key = `${since}|${when}`;
  let built = cached.byKey.get(key);
  if (!built) {
    const slice = log.slice(since, when);
    // A whole list is the wire's array; a delta is { rows, odds } (contracts/exchange.ts).
    const body = slice.delta ? { rows: slice.rows, odds: slice.odds } : slice.rows;
    built = { ...answer(body), etag: `W/"${slice.delta ? 'D' : 'L'}${version}"` };
    if (cached.byKey.size < 500) cached.byKey.set(key, built);
  }
  return sendAnswer(c, built);
}
