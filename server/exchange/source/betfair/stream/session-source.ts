// The session token the stream authenticates with: a fixed one from the environment, or one fetched by the
// certificate log-in and fetched again when Betfair says it is no longer valid. Both stream connections (markets
// and cricket scores) share one, and a log-in already under way is awaited rather than repeated.
import { certLogin } from './cert-login.ts';
import type { BetfairStreamConfig } from './stream-config.ts';

export class SessionSource {
  private current: Promise<string> | null = null;

  constructor(
    private readonly config: BetfairStreamConfig,
    private readonly ca: string | Buffer | undefined,
  ) {}

  /** A fixed token cannot be renewed here: a refused one stops the stream. */
  get renewable(): boolean {
    return this.config.credentials.kind === 'certificate';
  }

  token(): Promise<string> {
    const credentials = this.config.credentials;
    if (credentials.kind === 'session') return Promise.resolve(credentials.sessionToken);
    if (!this.current) {
      const pending = certLogin({ appKey: this.config.appKey, ...credentials }, { ca: this.ca });
      this.current = pending;
      // A failed log-in is not kept: the next connection attempt logs in again.
      pending.catch(() => {
        if (this.current === pending) this.current = null;
      });
    }
    return this.current;
  }

  invalidate(): void {
    this.current = null;
  }
}
