// The site's settings and sliders, and what is made of them alone, kept in this process (every
// page the server sends reads them for its first paint and its site answers, and every first load asks the
// public lookups; docs/decisions/0158). Like the balance cache (0146), it never serves what the database
// has moved on from:
// - the database announces every change of site_settings or sliders with NOTIFY site_content_change
//   (migration 1004, a trigger, so no code path, process or operator SQL changes them unannounced), and this
//   process forgets everything it keeps when it hears it;
// - this process's own edit (the operator's content console) forgets once it has committed, before its
//   answer: the notification may reach the listener after the operator's next page;
// - a read that raced a change cannot keep what it read before it (the generation check);
// - while notifications could be missed (not yet listening, the connection lost) nothing is served or kept.
import type { Database } from '../db/client.ts';
import { listeningCaches, type ListeningCache } from '../db/listening-cache.ts';

const SITE_CONTENT_CHANNEL = 'site_content_change';

export class SiteContentCache implements ListeningCache {
  private readonly values = new Map<string, unknown>();
  private generation = 0;
  private live = false;

  get trusted(): boolean {
    return this.live;
  }

  /**
   * The value kept under `key`, or `read()`'s, kept when nothing changed while it was read and `keep`
   * accepts it (an answer made without a slow part is sent, never kept).
   */
  async get<T>(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.live && this.values.has(key)) return this.values.get(key) as T;
    const mark = this.generation;
    const value = await read();
    if (this.live && mark === this.generation && keep(value)) this.values.set(key, value);
    return value;
  }

  forget(): void {
    this.generation++;
    this.values.clear();
  }

  /** A NOTIFY site_content_change (its payload, the table, does not matter: both kinds go together). */
  hear(_table: string): void {
    this.forget();
  }

  setLive(live: boolean): void {
    this.live = live;
    this.forget();
  }
}

const caches = listeningCaches(SITE_CONTENT_CHANNEL, () => new SiteContentCache());

/** This process's cache for `database` (one per database handle: tests make several). */
export const siteContentCacheFor = (database: Database): SiteContentCache => caches.of(database);
