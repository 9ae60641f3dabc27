// The server as a child process over one PostgreSQL database of its own, for the fault runner: started,
// SIGKILLed and restarted at will, and its database connections cut from outside (pg_terminate_backend).
// It also plays the supervisor decision 0115 counts on: a leader whose lock connection is cut ends
// itself on purpose ("leadership lost") and is started again, as systemd or the container runtime
// would; that is counted as a restart. Any other exit the runner did not cause is a crash.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { freePort } from '../helpers/free-port.ts';
import { spawnServer } from '../helpers/server-child.ts';
import { TEST_STAFF_TOTP_SECRET } from '../helpers/staff-over-http.ts';

export const FAULT_OPERATOR = { username: 'opsfault', password: 'Operator12345' };
/** The simulated moment every fault run's exchange starts from (FAULT_EXCHANGE_START_AT overrides it). */
export const FAULT_EXCHANGE_START_AT = '2026-11-24T08:00:00.000Z';

export class FaultServer {
  readonly base: string;
  readonly url: string;
  private child: ChildProcess | null = null;
  /** Exits the runner did not cause: each one is a violation. */
  crashes = 0;
  /** Ends on purpose after a cut lock connection, each followed by a start (the supervisor's part). */
  restarts = 0;
  private restarting: Promise<void> = Promise.resolve();
  private constructor(
    private readonly adminUrl: string,
    readonly name: string,
    /** Kept for every restart: the supervisor brings the server back where the runner's clients look. */
    private readonly port: number,
  ) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    this.url = url.toString();
    this.base = `http://127.0.0.1:${this.port}`;
  }

  /** A fresh database on the PostgreSQL server at `adminUrl`, and the server started over it. */
  static async create(adminUrl: string): Promise<FaultServer> {
    const server = new FaultServer(adminUrl, `chakka_fault_${randomBytes(6).toString('hex')}`, await freePort());
    await server.admin((c) => c.query(`CREATE DATABASE ${server.name}`));
    await server.start();
    return server;
  }

  private async admin<T>(work: (c: pg.Client) => Promise<T>, url = this.adminUrl): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  async start(): Promise<void> {
    this.child = spawnServer({
      DATABASE_URL: this.url,
      DATA_DIR: join(tmpdir(), this.name),
      PORT: String(this.port),
      OPERATOR_USERNAME: FAULT_OPERATOR.username,
      OPERATOR_PASSWORD: FAULT_OPERATOR.password,
      OPERATOR_TOTP_SECRET: TEST_STAFF_TOTP_SECRET,
      DIST_DIR: join(tmpdir(), 'no-dist'),
      LOG_LEVEL: 'error',
      CHALLENGE_DIFFICULTY: '8',
      EXCHANGE_BET_DELAY_SCALE: '0',
      // The operator's clock move (a test tool) lets events the players bet on finish and settle within the run.
      EXCHANGE_TEST_CONTROLS: '1',
      // The same matches in play whatever hour the run starts at (the schedule follows the time of day):
      // a run started late in the morning found no open market with matched bets left to void or cash out.
      EXCHANGE_START_AT: process.env.FAULT_EXCHANGE_START_AT ?? FAULT_EXCHANGE_START_AT,
    });
    let leadershipLost = false;
    // FAULT_SERVER_LOG=1 shows the server's own errors (a crash's last words).
    this.child.stderr!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('leadership lost')) leadershipLost = true;
      if (process.env.FAULT_SERVER_LOG) process.stderr.write(chunk);
    });
    this.child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL' || signal === 'SIGTERM') return;
      if (code === 1 && leadershipLost) {
        this.restarts++;
        this.restarting = this.start();
      } else this.crashes++;
    });
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not start');
  }

  private stopped(): Promise<void> {
    const c = this.child;
    return new Promise((resolve) => (!c || c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve())));
  }

  /** SIGKILL: no shutdown hook runs, whatever was in flight is cut off mid-way. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.stopped();
  }

  /**
   * Cuts the server's connections to its database; answers how many were cut. 'all' includes the
   * leader's lock session (the database restarting, a failover); 'pool' spares it (a proxy or the
   * network dropping the query connections), so the server must carry on without ending itself.
   */
  dropConnections(which: 'all' | 'pool' = 'all'): Promise<number> {
    // The lock session holds the advisory lock of server/cluster/leadership.ts (classid 25448, objid 1634429793).
    const spare =
      which === 'pool' ? `AND pid NOT IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 25448 AND objid = 1634429793)` : '';
    return this.admin(
      async (c) =>
        (await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() ${spare}`, [this.name]))
          .rowCount ?? 0,
    );
  }

  /** Resolves once the server is up again if it ended itself after a cut (give it `graceMs` to notice). */
  async supervised(graceMs = 300): Promise<void> {
    await new Promise((r) => setTimeout(r, graceMs));
    await this.restarting;
  }

  async close(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.stopped();
    await this.admin((c) => c.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`));
  }
}
