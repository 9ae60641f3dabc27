// Real server processes over one fresh PostgreSQL database, for the multi-process test: each is
// `node --import tsx scripts/start.ts` (what `npm start` runs, one OS process, so SIGKILL really kills
// it), on its own port, with a built client stand-in so start.ts does not build the client.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { staffSessionOverHttp, TEST_STAFF_TOTP_SECRET } from '../helpers/staff-over-http.ts';

export const CLUSTER_OPERATOR = { username: 'opscluster', password: 'Operator12345' };

/** A dist/ that start.ts finds fresh: an index.html and a build stamp dated after every source. */
function freshDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chakka-multi-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Chakka</title>');
  writeFileSync(join(dir, '.build-stamp'), 'test');
  const later = new Date(Date.now() + 365 * 24 * 3_600_000);
  utimesSync(join(dir, '.build-stamp'), later, later);
  return dir;
}

export class ServerProcess {
  readonly base: string;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private log = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    mkdirSync(this.env.DATA_DIR!, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // Kept, for the tests that read what a process did (its JSON log lines); MULTI_SERVER_LOG=1 also shows them.
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (d: Buffer) => {
        this.log += d.toString();
        if (process.env.MULTI_SERVER_LOG) process.stdout.write(d);
      });
    }
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the server on ${this.port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server on ${this.port} did not start`);
  }

  /** The process's log lines with this message, parsed. */
  logged(msg: string): Record<string, unknown>[] {
    return this.log
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes(msg))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === msg);
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }

  async call(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, etag: res.headers.get('etag'), text, body: text ? JSON.parse(text) : null };
  }

  /** The cluster's owner, logged in through this process (one session, shared by every process). */
  operatorToken(): Promise<string> {
    return staffSessionOverHttp(
      { post: (path, body) => this.call('POST', path, { body }), meStatus: async (token) => (await this.call('GET', '/api/operator/me', { token })).status },
      CLUSTER_OPERATOR,
    );
  }
}

/** A fresh database on TEST_DATABASE_URL's server and processes over it; `close` stops them and drops it. */
export async function clusterOver(adminUrl: string, ports: number[]) {
  const name = `chakka_multi_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (c: pg.Client) => Promise<T>, url = adminUrl): Promise<T> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dist = freshDist();
  const servers = ports.map(
    (port) =>
      new ServerProcess(port, {
        DATABASE_URL: url.toString(),
        DATA_DIR: join(tmpdir(), `${name}-${port}`),
        DIST_DIR: dist,
        OPERATOR_USERNAME: CLUSTER_OPERATOR.username,
        OPERATOR_PASSWORD: CLUSTER_OPERATOR.password,
        OPERATOR_TOTP_SECRET: TEST_STAFF_TOTP_SECRET,
        EXCHANGE_TEST_CONTROLS: '1',
        EXCHANGE_BET_DELAY_SCALE: '0',
        CHALLENGE_DIFFICULTY: '8',
        LOG_LEVEL: 'info',
      }),
  );
  return {
    servers,
    /** A query on the cluster's database (test setup and checks only). */
    sql: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => admin((c) => c.query<R>(text, values).then((r) => r.rows), url.toString()),
    close: async () => {
      for (const s of servers) await s.kill('SIGTERM');
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
