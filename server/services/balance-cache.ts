// Balances kept in this process for `POST /api/balance`, the call every screen polls (the one query left
// on it, with PostgreSQL starved of CPU, capped the call; docs/decisions/0146). It never shows a
// balance the database has moved on from:
// - the database announces every change of a wallet's balance with NOTIFY balance_change (migration 3007,
//   a trigger, so no code path, process or operator SQL can move money without it), and this process
//   forgets that player's entry when it hears it;
// - this process's own movements (ledger.ts postEntry, inside the moving transaction, before its commit)
//   forget the entry and hold the player off the cache for OWN_MOVE_HOLD_MS: the commit's notification may
//   reach the listener after the answer reached the player, so until long after it every read asks the
//   database. Movements made for a follower by the leader (leader_calls) are announced before the answer
//   that the follower waits for: both come over the same listening connection, in commit order;
// - a read that raced a change cannot store what it read before it (the generation check);
// - while notifications could be missed (not yet listening, the connection lost) nothing is served or kept.
import type { Database } from '../db/client.ts';
import { listeningCaches } from '../db/listening-cache.ts';

const BALANCE_CHANGE_CHANNEL = 'balance_change';
const BALANCE_CACHE_MAX = 10_000;
/** Far longer than a moving transaction lasts after its postEntry, and than a notification takes. */
const OWN_MOVE_HOLD_MS = 30_000;

export class BalanceCache {
  private readonly entries = new Map<number, number>();
  private readonly holds = new Map<number, number>();
  private generation = 0;
  private live = false;

  constructor(private readonly max = BALANCE_CACHE_MAX) {}

  get trusted(): boolean {
    return this.live;
  }

  private held(userId: number, now: number): boolean {
    const until = this.holds.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.holds.delete(userId);
    return false;
  }

  get(userId: number, now = Date.now()): number | undefined {
    return this.live && !this.held(userId, now) ? this.entries.get(userId) : undefined;
  }

  /** Taken before a database read; `put` stores its result only if nothing was forgotten since. */
  mark(): number {
    return this.generation;
  }

  put(userId: number, poisha: number, mark: number, now = Date.now()): void {
    if (!this.live || mark !== this.generation || this.held(userId, now)) return;
    if (!this.entries.has(userId) && this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, poisha);
  }

  forget(userId: number): void {
    this.generation++;
    this.entries.delete(userId);
  }

  /** This process is moving the player's money: forget, and read from the database for a while. */
  hold(userId: number, now = Date.now()): void {
    if (this.holds.size >= this.max) for (const [id, until] of this.holds) if (until <= now) this.holds.delete(id);
    this.holds.set(userId, now + OWN_MOVE_HOLD_MS);
    this.forget(userId);
  }

  /** A NOTIFY balance_change payload: the user id (anything else forgets everything). */
  hear(payload: string): void {
    const id = Number(payload);
    if (Number.isSafeInteger(id)) this.forget(id);
    else {
      this.generation++;
      this.entries.clear();
    }
  }

  setLive(live: boolean): void {
    this.live = live;
    this.generation++;
    this.entries.clear();
  }
}

/** Every cache of this process (one per database handle; tests make several), for the ledger's holds. */
const all = new Set<WeakRef<BalanceCache>>();

const caches = listeningCaches(BALANCE_CHANGE_CHANNEL, () => {
  const made = new BalanceCache();
  all.add(new WeakRef(made));
  return made;
});

export const balanceCacheFor = (database: Database): BalanceCache => caches.of(database);

/** Called by the ledger inside a moving transaction (it has no handle on the root database there). */
export function holdBalance(userId: number): void {
  for (const ref of all) {
    const cache = ref.deref();
    if (cache) cache.hold(userId);
    else all.delete(ref);
  }
}
