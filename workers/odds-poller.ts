// The odds poller: polls what is subscribed, validates, diffs, and hands the listener at most one
// message per tick. Runs in the odds worker (odds.worker.ts) or, if the worker cannot start, on the
// main thread. Imports only from workers/ and contracts/; fetch and timers are injected for tests.
import type { z } from 'zod';
import {
  eventResponseSchema,
  matchOddsResponseSchema,
  sportsEventsResponseSchema,
  type EventWhen,
  type ListOddsQuery,
  type Sport,
} from '../contracts/exchange.ts';
import { eventGoneKey, marketGoneKey } from './feed-keys.ts';
import { diffSnapshots, isEmptyDiff, type FeedDiff, type Snapshot } from './diff.ts';
import { normalizeEvent, normalizeMatchOdds, normalizeSportsEvents } from './normalize.ts';
import { applyListAnswer, deltaUrl, newListState, readListAnswer, type ListState } from './list-deltas.ts';

export const POLL_INTERVAL_MS = 300;
/**
 * Lists with prices are polled every this many ticks (1.5 s at 300 ms): a list row is a glance, the
 * odds view is where a bet is placed, and three sports' lists every 300 ms cost more in headers alone
 * than the in-play list's budget of 100 KB a minute (docs/decisions/0091-in-play-list-deltas.md).
 */
export const LIST_POLL_EVERY_TICKS = 5;
const LIST_PATH = '/api/sports-events/';
const mergeRank = (url: string) => (!url.startsWith(LIST_PATH) ? 2 : url.includes('odds=none') ? 0 : 1);
export const listPath = (sport: Sport, when: EventWhen, odds: ListOddsQuery = 'best') => {
  const query = [when === 'all' ? '' : `when=${when}`, odds === 'best' ? '' : `odds=${odds}`].filter(Boolean).join('&');
  return `${LIST_PATH}${sport}${query ? `?${query}` : ''}`;
};
/** The main-thread fallback polls slower: it competes with rendering for the one thread. */
export const FALLBACK_POLL_INTERVAL_MS = 1000;
export const MAX_BACKOFF_MS = 10_000;
/**
 * The longest wait a refusal's Retry-After is followed for: the server's limits ask for seconds (a minute's
 * window at most), and a header asking for more must not freeze a bettor's prices for longer.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** The wait a refusal (429, 503) asks for in its Retry-After, seconds or an HTTP date, in ms; null without one. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  // Delta-seconds (digits only) or an HTTP date (it names a day and month): anything else is not a Retry-After.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - nowMs : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}
/** Consecutive failed ticks before the feed is called offline. */
export const OFFLINE_AFTER_FAILURES = 3;

export type FeedStatus = 'connecting' | 'live' | 'degraded' | 'offline' | 'paused';
export interface FeedHealth {
  status: FeedStatus;
  lastOkAt: number | null;
  failures: number;
}

export type FeedMessage =
  | { seq: number; kind: 'image'; snapshot: Snapshot; health?: FeedHealth; at: number }
  /** A tick's changes as the diff made them (diff.ts): the main thread applies it as it comes. */
  | { seq: number; kind: 'diff'; diff: FeedDiff; health?: FeedHealth; at: number }
  | { seq: number; kind: 'health'; health: FeedHealth; at: number };

export type FeedListener = (message: FeedMessage) => void;
/**
 * Answers the server embedded in the page (embedded-feed-answers.ts on the client), keyed by the resource's path as
 * subscribed (`/api/sports-events/cricket?when=inplay`): a resource's first poll takes its answer from
 * here instead of a round trip. Public feed data only, and never older than FIRST_ANSWER_MAX_AGE_MS.
 */
export type FirstAnswers = Record<string, { etag: string | null; body: unknown }>;
export const FIRST_ANSWER_MAX_AGE_MS = 10_000;
export type FetchLike = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

interface Resource {
  url: string;
  schema: z.ZodType;
  normalize: (data: never) => Snapshot;
  etag: string | null;
  part: Snapshot;
  /** A list with prices, polled as deltas (list-deltas.ts). */
  list?: ListState;
  /** Ticks to skip before this resource's next poll (lists: LIST_POLL_EVERY_TICKS). */
  wait: number;
  /** What a 404 leaves in the snapshot: the market's or event's "gone" key (feed-keys.ts). */
  gone: Snapshot;
}

export interface OddsPollerOptions {
  baseUrl: string;
  fetch: FetchLike;
  now?: () => number;
  intervalMs?: number;
  /** Ticks between polls of a list with prices (default LIST_POLL_EVERY_TICKS). */
  listEveryTicks?: number;
}

export function createOddsPoller(options: OddsPollerOptions) {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  const listEvery = options.listEveryTicks ?? LIST_POLL_EVERY_TICKS;
  const base = options.baseUrl.replace(/\/$/, '');
  const resources = new Map<string, Resource>();
  let listener: FeedListener | null = null;
  let last: Snapshot = {};
  let seq = 0;
  let needImage = true;
  let health: FeedHealth = { status: 'connecting', lastOkAt: null, failures: 0 };
  let sentHealth = '';
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let ticking = false;
  let firstAnswers = new Map<string, FirstAnswers[string]>();
  let firstAnswersAt = 0;
  /** Until when a refusal's Retry-After asked the poller not to poll (0: nothing asked). */
  let retryUntil = 0;

  /** The page's answer for this resource, once, while it is fresh; else null (the feed is asked). */
  function firstAnswer(url: string): Response | null {
    const answer = firstAnswers.get(url);
    if (!answer) return null;
    firstAnswers.delete(url);
    if (now() - firstAnswersAt > FIRST_ANSWER_MAX_AGE_MS) return null;
    return new Response(JSON.stringify(answer.body), { status: 200, headers: answer.etag ? { etag: answer.etag } : {} });
  }

  function add(url: string, schema: z.ZodType, normalize: (data: never) => Snapshot, list?: ListState, gone: Snapshot = {}) {
    if (!resources.has(url)) resources.set(url, { url, schema, normalize, etag: null, part: {}, wait: 0, gone, ...(list ? { list } : {}) });
    needImage = true;
  }

  async function poll(resource: Resource): Promise<boolean> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (resource.etag) headers['if-none-match'] = resource.etag;
    const list = resource.list;
    try {
      const response = firstAnswer(resource.url) ?? (await options.fetch(`${base}${list ? deltaUrl(resource.url, list) : resource.url}`, { headers }));
      if (response.status === 304) return true;
      // A market or event that ended is gone from the feed: its rows leave the screen, its "gone" key
      // says why (the odds view shows the match ended), and that is not a feed failure (no back-off).
      if (response.status === 404) {
        resource.part = resource.gone;
        resource.etag = null;
        if (list) list.rows.clear();
        return true;
      }
      if (!response.ok) {
        // A refusal that says when to come back (the feed's per-address limit answers 429 with Retry-After)
        // is followed: polling sooner would only be refused again and keep the address over its limit.
        const wait = retryAfterMs(response.headers.get('retry-after'), now());
        if (wait !== null) retryUntil = Math.max(retryUntil, now() + wait);
        return false;
      }
      if (list) {
        const read = readListAnswer(await response.json(), response.headers.get('etag'));
        if (!read) return false;
        applyListAnswer(list, read);
        // A feed that knows `since` needs no If-None-Match; one that does not keeps its ETag.
        resource.etag = list.version ? null : response.headers.get('etag');
        resource.part = resource.normalize([...list.rows.values()] as never);
        return true;
      }
      const parsed = resource.schema.safeParse(await response.json());
      // An answer that breaks the contract is treated as a failed poll: the last good prices stay
      // (and turn stale), rather than the screen showing something the feed did not mean.
      if (!parsed.success) return false;
      resource.part = resource.normalize(parsed.data as never);
      resource.etag = response.headers.get('etag');
      return true;
    } catch {
      return false;
    }
  }

  function setHealth(ok: boolean) {
    if (ok) retryUntil = 0;
    const failures = ok ? 0 : health.failures + 1;
    const status: FeedStatus = paused ? 'paused' : ok ? 'live' : failures >= OFFLINE_AFTER_FAILURES ? 'offline' : 'degraded';
    health = { status, lastOkAt: ok ? now() : health.lastOkAt, failures };
  }

  /** The health, but only when its status changed: lastOkAt moving on every tick is not news. */
  function healthNews(): FeedHealth | undefined {
    const key = `${health.status}`;
    if (key === sentHealth) return undefined;
    sentHealth = key;
    return health;
  }

  /** One poll of everything subscribed; emits at most one message. */
  async function tick(): Promise<void> {
    if (ticking) return;
    ticking = true;
    try {
      const list = [...resources.values()].filter((r) => {
        if (r.wait > 0 && !needImage) {
          r.wait--;
          return false;
        }
        r.wait = r.list ? listEvery - 1 : 0;
        return true;
      });
      const results = await Promise.all(list.map(poll));
      const ok = results.length === 0 || results.every(Boolean);
      setHealth(ok);
      const next: Snapshot = {};
      // Lists without odds, then lists with them, then markets and events: the richer answer has the
      // last word on the keys they share (an event's selections, a market's best prices).
      for (let rank = 0; rank < 3; rank++) {
        for (const r of resources.values()) if (mergeRank(r.url) === rank) Object.assign(next, r.part);
      }
      const at = now();
      const news = healthNews();
      if (needImage) {
        needImage = false;
        last = next;
        emit({ seq: ++seq, kind: 'image', snapshot: next, health: health, at });
        return;
      }
      const diff = diffSnapshots(last, next);
      last = next;
      if (!isEmptyDiff(diff)) emit({ seq: ++seq, kind: 'diff', diff, ...(news ? { health: news } : {}), at });
      else if (news) emit({ seq: ++seq, kind: 'health', health: news, at });
    } finally {
      ticking = false;
    }
  }

  function emit(message: FeedMessage) {
    listener?.(message);
  }

  /**
   * The wait before the next tick: doubles with each failure, up to MAX_BACKOFF_MS, and is never shorter
   * than what a refusal's Retry-After asked for.
   */
  function nextDelay(): number {
    if (health.failures === 0) return interval;
    const backoff = Math.min(interval * 2 ** health.failures, MAX_BACKOFF_MS);
    return Math.max(backoff, retryUntil - now());
  }

  function schedule() {
    if (!running || paused) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, nextDelay());
  }

  return {
    tick,
    nextDelay,
    health: () => health,
    setListener(fn: FeedListener | null) {
      listener = fn;
    },
    /** The answers the page came with (FirstAnswers): each resource's first poll uses its own. */
    seed(answers: FirstAnswers) {
      firstAnswers = new Map(Object.entries(answers));
      firstAnswersAt = now();
    },
    /**
     * `when` narrows the list (the in-play tab needs no upcoming events) and odds 'none' leaves out the
     * prices (a screen that shows none): the lists carry prices, so both save bytes.
     */
    subscribeSports(sports: Sport[], when: EventWhen = 'all', odds: ListOddsQuery = 'best') {
      // Lists with prices change with every price: polled as deltas. Without prices a list hardly
      // changes, and a plain If-None-Match poll is a 304.
      for (const sport of sports) {
        add(listPath(sport, when, odds), sportsEventsResponseSchema, normalizeSportsEvents, odds === 'best' ? newListState(when) : undefined);
      }
    },
    unsubscribeSports(sports: Sport[], when: EventWhen = 'all', odds: ListOddsQuery = 'best') {
      for (const sport of sports) resources.delete(listPath(sport, when, odds));
    },
    subscribeMarket(marketId: string) {
      add(`/api/match-odds/${encodeURIComponent(marketId)}`, matchOddsResponseSchema, normalizeMatchOdds, undefined, { [marketGoneKey(marketId)]: true });
    },
    unsubscribeMarket(marketId: string) {
      resources.delete(`/api/match-odds/${encodeURIComponent(marketId)}`);
    },
    subscribeEvent(eventId: string) {
      add(
        `/api/event/${encodeURIComponent(eventId)}`,
        eventResponseSchema,
        (data: z.infer<typeof eventResponseSchema>) => normalizeEvent(data.data.items),
        undefined,
        { [eventGoneKey(eventId)]: true },
      );
    },
    unsubscribeEvent(eventId: string) {
      resources.delete(`/api/event/${encodeURIComponent(eventId)}`);
    },
    /** The main thread saw a sequence gap: the next message is a full image. */
    requestImage() {
      needImage = true;
    },
    setVisible(visible: boolean) {
      const wasPaused = paused;
      paused = !visible;
      if (paused) {
        if (timer) clearTimeout(timer);
        timer = null;
        health = { ...health, status: 'paused' };
        const news = healthNews();
        if (news) emit({ seq: ++seq, kind: 'health', health: news, at: now() });
      } else if (wasPaused) {
        needImage = true;
        schedule();
      }
    },
    start() {
      if (running) return;
      running = true;
      void tick().finally(schedule);
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type OddsPoller = ReturnType<typeof createOddsPoller>;
