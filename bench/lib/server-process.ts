// Starts the real server (server/main.ts) as a child process, as `npm start` runs it, and waits until
// it listens. Used by bench:web, bench:api and the two-process test, so each measures the product
// itself in a process of its own, never an in-process stand-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Challenge } from '../../contracts/challenge.ts';
import { solvedHeaders } from '../../tests/helpers/challenge.ts';
import { TEST_STAFF_TOTP_SECRET } from '../../tests/helpers/staff-over-http.ts';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
  output: () => string;
}

export const BENCH_OPERATOR = { username: 'benchops', password: 'Bench-operator-12345' };

export async function startServerProcess(opts: { port: number; env?: Record<string, string>; dataDir?: string; nodeArgs?: string[] }): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? join('.tmp', `server-${opts.port}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: dataDir,
      OPERATOR_USERNAME: BENCH_OPERATOR.username,
      OPERATOR_PASSWORD: BENCH_OPERATOR.password,
      OPERATOR_TOTP_SECRET: TEST_STAFF_TOTP_SECRET,
      // A benchmark is one address hammering the API: the per-address limits would measure themselves.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      FEED_RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${opts.port} exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${opts.port} did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port: opts.port, child, stop, output: () => log };
}

/** Signs a fresh player up and logs in through the HTTP API; returns the stored-session fields. */
export async function signUpPlayer(url: string, tag = Math.random().toString(36).slice(2, 10)) {
  const password = 'Secret123';
  const input = {
    username: `b${tag}`,
    password,
    confirmPassword: password,
    name: 'Bench Player',
    phone: `01${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: `b${tag}@example.com`,
    currency: 'BDT',
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  let signup = await post('/api/v1/create-players', input);
  // After a few sign-ups from one address the server asks for proof of work, as a browser would solve it.
  if (signup.status === 429) {
    const { challenge } = (await signup.json()) as { challenge?: Challenge };
    // The refusal came before the body was read, so the server closed that keep-alive connection; a
    // retry on a fresh one is what a browser does when a reused connection turns out closed.
    const solved = () => post('/api/v1/create-players', input, solvedHeaders(challenge!));
    if (challenge) signup = await solved().catch(solved);
  }
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const login = await post('/api/login', { username: input.username, password });
  if (login.status !== 200) throw new Error(`log-in answered ${login.status}: ${await login.text()}`);
  const body = (await login.json()) as { token: string; remote_id: string };
  return { token: body.token, remote_id: body.remote_id, username: input.username, password, phone: input.phone };
}

/**
 * An in-play event of the running feed, for the odds view: cricket's first (its odds view also shows fancy
 * and bookmaker markets, the heaviest), else soccer's or tennis's; the schedule follows the clock, and at
 * some hours no cricket match is in play. Asked again for up to 10 s while a fresh feed starts its matches.
 */
export async function inPlayEvent(url: string): Promise<{ EventId: string; MarketId: string }> {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 500))) {
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const list = (await (await fetch(`${url}/exchange-api/api/sports-events/${sport}?when=inplay&odds=none`)).json()) as {
        EventId: string;
        MarketId: string;
      }[];
      if (list[0]) return list[0];
    }
  }
  throw new Error('no in-play event in the feed');
}

/** The odds view of an event in play now (inPlayEvent). */
export async function inPlayOddsViewPath(url: string): Promise<string> {
  const live = await inPlayEvent(url);
  return `/odds-view?eventId=${live.EventId}&marketId=${live.MarketId}`;
}
