// Which process leads: the one holding a session-level PostgreSQL advisory lock on a connection of its
// own. Every process tries for it every LEADER_RETRY_MS; PostgreSQL frees the lock the moment the
// holder's session ends (a crash, SIGKILL, a cut connection), so a follower takes over within about
// one retry. The lock session asks the server to probe the connection often (TCP keepalives), so a
// leader whose machine vanished without closing its socket is noticed in seconds, not hours.
// A leader that loses its lock connection must stop leading at once, as another may take over: it calls
// `onLost`, which steps down to following (server/cluster/cluster.ts), then tries for the lock again, but
// only after STEP_DOWN_RETRIES attempts' time: the process whose connection just failed is the suspect one
// (its network, its load), so the followers, which try every second, get the first chance to lead.
import pg from 'pg';
import { logger } from '../lib/logger.ts';

/**
 * The advisory lock's key: any constant no other part of the product uses ("chakka" in ASCII). The holder:
 * SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a USING (pid)
 *  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 25448 AND l.objid = 1634429793
 */
const LEADER_LOCK_KEY = 0x6368616b6b61n;
const LEADER_RETRY_MS = 1000;
/** A leader that stepped down waits this many retry periods before it tries for the lock again. */
const STEP_DOWN_RETRIES = 3;

export interface LeadershipOptions {
  url: string;
  /** Shown as the lock session's application_name, so `pg_stat_activity` joined to `pg_locks` tells who leads. */
  name: string;
  retryMs?: number;
  /** Called once, when this process becomes the leader. */
  onGained: () => Promise<void>;
  /** Called if the lock's connection is lost while leading; the next attempt waits until it has finished. */
  onLost: (err: Error) => Promise<void>;
}

export class Leadership {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private leading = false;
  private stopped = false;

  constructor(private readonly opts: LeadershipOptions) {}

  isLeader(): boolean {
    return this.leading;
  }

  /** Tries once now (so the first process leads from its start), then keeps trying in the background. */
  async start(): Promise<void> {
    await this.attempt();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private schedule(periods = 1): void {
    if (this.stopped || this.leading) return;
    this.timer = setTimeout(
      () => {
        void this.attempt();
      },
      periods * (this.opts.retryMs ?? LEADER_RETRY_MS),
    );
    this.timer.unref();
  }

  private async attempt(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      const got = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [LEADER_LOCK_KEY.toString()]);
      if (got.rows[0]?.got && !this.stopped) {
        this.leading = true;
        logger.info('this process leads the cluster', { pid: process.pid });
        await this.opts.onGained();
        return;
      }
    } catch (err) {
      if (this.leading) return;
      logger.warn('leader lock attempt failed', { error: err instanceof Error ? err.message : String(err) });
      await this.client?.end().catch(() => undefined);
      this.client = null;
    }
    this.schedule();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.opts.url, keepAlive: true, keepAliveInitialDelayMillis: 1000, application_name: this.opts.name });
    const lost = (err: Error) => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      if (!this.leading || this.stopped) return;
      this.leading = false;
      logger.error('leader lock connection lost: stepping down', { error: err.message });
      void this.opts
        .onLost(err)
        .catch((e: unknown) => logger.error('stepping down failed', { error: e instanceof Error ? e.message : String(e) }))
        .finally(() => this.schedule(STEP_DOWN_RETRIES));
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('leader lock connection ended')));
    await client.connect();
    // The server side of the same idea: probe an idle lock session every second, give up after 3 misses.
    await client.query('SET tcp_keepalives_idle = 1; SET tcp_keepalives_interval = 1; SET tcp_keepalives_count = 3');
    this.client = client;
    return client;
  }
}
