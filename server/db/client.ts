// One database handle for the whole server, over PGlite (embedded default, on disk) or PostgreSQL.
// Typed as PgDatabase so both drivers share one API (a union of the two driver types breaks .returning()).
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { logger } from '../lib/logger.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs SQL text that may hold several statements (migrations, test setup). */
  execRaw(sqlText: string): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (a name of ours, never input). `onLive(false)` whenever notifications may
   * be missed (not yet listening, or the listening connection dropped; it is reopened), `onLive(true)`
   * once every later notification will arrive. Used to keep per-process caches honest.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): void;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite | PGliteInterface): Database {
  return {
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    execRaw: async (sqlText) => {
      await client.exec(sqlText);
    },
    // One process, one connection: a notification is delivered in this process as its transaction commits.
    listen: (channel, onMessage, onLive) => {
      onLive(false);
      void client.listen(channel, onMessage).then(
        () => onLive(true),
        (err: Error) => logger.warn('cannot listen', { channel, error: err.message }),
      );
    },
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can die under us (a restart, a failover, a dropped database): pg then emits
  // 'error' on the pool, and without a listener that error would end the whole process. The pool
  // discards the dead client and opens a new one on the next query.
  pool.on('error', (err) => logger.warn('database connection lost', { error: err.message }));
  // A connection cut while it is checked out (between the statements of a transaction) emits 'error' on
  // the client itself, where the pool's listener does not hear it: unheard, it ended the whole server
  // (found by the fault runner, tests/faults/). The transaction's next statement fails and rolls back;
  // the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', (err) => logger.warn('database connection lost mid-request', { error: err.message })));
  const listener = postgresListener(url);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    execRaw: async (sqlText) => {
      await pool.query(sqlText);
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection per process for LISTEN (a pooled connection comes and goes, and a LISTEN on
 * it would go with it). Opened on the first listen; when it drops, every subscriber hears onLive(false)
 * and it is reopened a second later, after which they hear onLive(true) again.
 */
function postgresListener(url: string) {
  const subscribers = new Map<string, { onMessage: (payload: string) => void; onLive: (live: boolean) => void }[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const everyone = (live: boolean) => {
    for (const list of subscribers.values()) for (const s of list) s.onLive(live);
  };
  const open = async () => {
    if (closed || client) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    client = c;
    const lost = (why: string) => {
      if (client !== c) return;
      client = null;
      everyone(false);
      if (!closed) {
        logger.warn('database listener lost; reopening', { why });
        retry = setTimeout(() => void open(), 1000);
      }
      void c.end().catch(() => undefined);
    };
    c.on('error', (err) => lost(err.message));
    c.on('end', () => lost('ended'));
    c.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of subscribers.keys()) await c.query(`LISTEN ${channel}`);
      if (client === c) everyone(true);
    } catch (err) {
      lost((err as Error).message);
    }
  };
  return {
    listen(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) {
      onLive(false);
      const known = subscribers.has(channel);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), { onMessage, onLive }]);
      if (!client) {
        void open();
        return;
      }
      const c = client;
      if (known) {
        onLive(true);
        return;
      }
      c.query(`LISTEN ${channel}`).then(
        () => {
          if (client === c) onLive(true);
        },
        (err: Error) => logger.warn('cannot listen', { channel, error: err.message }),
      );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      everyone(false);
      await c?.end().catch(() => undefined);
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const { mkdir } = await import('node:fs/promises');
  await mkdir(opts.dataDir, { recursive: true });
  return fromPglite(await PGlite.create(`${opts.dataDir}/pglite`));
}
