// The exchange API's answers as they go out: each body serialised once per change (keyed by the event's
// versions) and shared by every poller, with a content ETag, so the routes only compare ETags and hand the
// string over (send-answer.ts). One cache per running feed: a feed installed anew starts with none.
import { createHash } from 'node:crypto';
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

/** Memoises answers per key and version: built at most once per simulator change. */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; answer: Answer }>();

  get(key: string, version: string, build: () => unknown, type?: string): Answer {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.answer;
    const built = answer(build(), type);
    this.entries.set(key, { version, answer: built });
    if (this.entries.size > 2000) this.entries.clear();
    return built;
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
  if (!cache) caches.set(feed, (cache = new AnswerCache()));
  return cache;
}
