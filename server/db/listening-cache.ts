// One in-memory cache per database handle (one per process; tests make one per test database), told by the
// database's NOTIFY on its channel what changed and whether it can hear at all (Database.listen). The session,
// balance and site content caches (decisions 0126, 0146, 0158) each keep their own rules; this is their wiring.
import type { Database } from './client.ts';

export interface ListeningCache {
  /** A notification's payload on the cache's channel. */
  hear(payload: string): void;
  /** Whether every later notification will arrive: while false, the cache must serve and keep nothing. */
  setLive(live: boolean): void;
}

export function listeningCaches<C extends ListeningCache>(channel: string, make: () => C) {
  const caches = new WeakMap<object, C>();
  return {
    /** The cache of this database handle, made (and listening) on first use. */
    of(database: Database): C {
      let cache = caches.get(database.db);
      if (!cache) {
        const made = make();
        cache = made;
        caches.set(database.db, made);
        database.listen(
          channel,
          (payload) => made.hear(payload),
          (live) => made.setLive(live),
        );
      }
      return cache;
    },
    /** The cache of this handle's `db` if something made one, without making one. */
    existing: (db: object): C | undefined => caches.get(db),
  };
}
