// The cluster's channels, heard through the one LISTEN connection the database handle keeps per process
// (server/db/client.ts `listen`; the session cache hears its channel there too). What the cluster adds:
// `on` resolves once the channel is being listened to, and `onReconnect` handlers run once each time
// that connection comes back after a drop, so that whoever depends on notifications re-reads what they
// may have missed meanwhile.
import type { Database } from '../db/client.ts';

type Handler = (payload: string) => void;

export class PgListener {
  private readonly reconnectHandlers: (() => void)[] = [];
  /** Set when a channel that was heard went deaf: the next channel to hear again runs the reconnect handlers, once. */
  private down = false;
  private stopped = false;

  constructor(private readonly database: Database) {}

  /** Listens to `channel` (the name is ours, never user input: it is spliced into LISTEN). */
  on(channel: string, handler: Handler): Promise<void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    return new Promise((resolve) => {
      let heard = false;
      this.database.listen(
        channel,
        (payload) => {
          if (!this.stopped) handler(payload);
        },
        (live) => {
          // A new subscription starts deaf until its LISTEN is in place: that is not a drop.
          if (!live) {
            if (heard) this.down = true;
            return;
          }
          if (!heard) {
            heard = true;
            resolve();
            return;
          }
          if (this.down && !this.stopped) {
            this.down = false;
            for (const h of this.reconnectHandlers) h();
          }
        },
      );
    });
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  /** Stops handing notifications on; the connection itself closes with the database handle. */
  stop(): void {
    this.stopped = true;
  }
}
