// One dedicated PostgreSQL connection per process that LISTENs for the cluster's channels (the pool's
// connections come and go, so a LISTEN there would be lost). A dropped connection is reopened after a
// short wait, every channel is listened to again, and `onReconnect` handlers run so that whoever
// depends on notifications re-reads what they may have missed meanwhile.
import pg from 'pg';
import { logger } from '../lib/logger.ts';

type Handler = (payload: string) => void;

const RECONNECT_MS = 500;

export class PgListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly reconnectHandlers: (() => void)[] = [];
  private stopped = false;
  private opening: Promise<void> | null = null;

  constructor(private readonly url: string) {}

  /** Listens to `channel` (the name is ours, never user input: it is spliced into LISTEN). */
  async on(channel: string, handler: Handler): Promise<void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const known = this.handlers.get(channel);
    this.handlers.set(channel, [...(known ?? []), handler]);
    if (!known && this.client) await this.client.query(`LISTEN ${channel}`);
  }

  onReconnect(handler: () => void): void { this.reconnectHandlers.push(handler); }

  start(): Promise<void> {
    this.opening ??= this.open().finally(() => { this.opening = null; });
    return this.opening;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (n) => {
      for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
  }

  private lost(client: pg.Client, err: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    logger.warn('cluster listener connection lost; reconnecting', { error: err.message });
    const retry = () => {
      if (this.stopped) return;
      this.start().then(() => { for (const h of this.reconnectHandlers) h(); })
        .catch(() => setTimeout(retry, RECONNECT_MS).unref());
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }
}
