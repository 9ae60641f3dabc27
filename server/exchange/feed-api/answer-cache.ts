// The exchange API's answers as they go out: each body serialised once per change (keyed by the event's
// versions) and shared by every poller, with a content ETag, so the routes only compare ETags and hand the
// string over (send-answer.ts). One cache per running feed: a feed installed anew starts with none.
// An answer about one market or event is forgotten once the source no longer has it (a stream runs for
// weeks; its markets come and go), so the cache holds what is running, not every market ever polled.
import { createHash } from 'node:crypto';
import type { MarketSource, SourceChange } from '../source/market-source.ts';
import type { Feed } from '../source/running-feed.ts';

export interface Answer {
  body: string;
  etag: string;
  type: string;
  /** Compressed forms, made on first demand and then shared by every poller of this version. */
  encoded: Partial<Record<'gzip' | 'br', Buffer>>;
}

export function answer(value: unknown, type = 'application/json; charset=utf-8'): Answer {
  const body = typeof value === 'string' ? value : JSON.stringify(value);
  // Weak: the same content goes out gzip, br or plain, and all are equivalent to a poller.
  return { body, type, encoded: {}, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}

/** What an answer is about: it is forgotten when the source no longer has that market or event. */
export type AnswerOwner = { market: string } | { event: string };

const ownerKey = (owner: AnswerOwner) => ('market' in owner ? `m:${owner.market}` : `e:${owner.event}`);

/** Memoises answers per key and version: built at most once per simulator change. */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; answer: Answer }>();
  /** The keys held about each market (`m:id`) and event (`e:id`). */
  private readonly keysOf = new Map<string, Set<string>>();

  get(key: string, version: string, build: () => unknown, type?: string, owner?: AnswerOwner): Answer {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.answer;
    const built = answer(build(), type);
    if (this.entries.size >= 2000) {
      this.entries.clear();
      this.keysOf.clear();
    }
    this.entries.set(key, { version, answer: built });
    if (owner) {
      const id = ownerKey(owner);
      let keys = this.keysOf.get(id);
      if (!keys) this.keysOf.set(id, (keys = new Set()));
      keys.add(key);
    }
    return built;
  }

  /** Drops every answer about the market or event. */
  forget(owner: AnswerOwner): void {
    const id = ownerKey(owner);
    for (const key of this.keysOf.get(id) ?? []) this.entries.delete(key);
    this.keysOf.delete(id);
  }

  /**
   * Drops the answers about whatever `source` no longer has: a market told changed and gone, and on a
   * change of the events every market and event gone (an event can leave with its markets untold).
   */
  forgetGone(source: MarketSource, change: SourceChange): void {
    if (change.kind === 'market') {
      if (!source.market(change.marketId)) this.forget({ market: change.marketId });
      return;
    }
    if (change.kind !== 'events') return;
    for (const id of [...this.keysOf.keys()]) {
      const owner: AnswerOwner = id.startsWith('m:') ? { market: id.slice(2) } : { event: id.slice(2) };
      if ('market' in owner ? !source.market(owner.market) : !source.event(owner.event)) this.forget(owner);
    }
  }

  /** Answers held, and markets and events they are about (the tests' and the bench's figures). */
  held(): { answers: number; owners: number } {
    return { answers: this.entries.size, owners: this.keysOf.size };
  }

  /** The answer already built for this version, or undefined (never builds: the 304 fast path's read). */
  peek(key: string, version: string): Answer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit.answer : undefined;
  }
}

const caches = new WeakMap<Feed, AnswerCache>();

/** The answers already built from `feed`'s simulator. */
export function answerCacheOf(feed: Feed): AnswerCache {
  let cache = caches.get(feed);
  if (!cache) {
    const made = new AnswerCache();
    feed.source.subscribe((change) => made.forgetGone(feed.source, change));
    caches.set(feed, (cache = made));
  }
  return cache;
}
