// npm run bench:api: load on the real server from a second process (this one, with autocannon), on
// PGlite and on PostgreSQL (TEST_DATABASE_URL; the bench makes and drops its own database), beside a
// bare node:http server answering the same bytes from memory: the ceiling of Node on this machine.
// With no PostgreSQL to be found (and none asked for), it runs the PGlite half and says how to add it.
// Prints req/s, p50, p99, errors and the ratio to the ceiling; writes bench/results/api.json.
//   npm run bench:api                   # 10 s per case, 20 connections
//   npm run bench:api -- --seconds=3 --only=pglite
//   npm run bench:api -- --port=8956 --cases=304,balance --cpu-prof=.tmp/prof   # own ports; profile the server
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { cpus } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg } from './lib/args.ts';
import { inPlayEvent, signUpPlayer, startServerProcess, type ServerProcess } from './lib/server-process.ts';
import { depositCycle, type CycleRequest, type DepositCycle } from './api/deposit-cycle.ts';
import { planTargets } from './lib/postgres-target.ts';

const SECONDS = Number(arg('seconds') ?? 10);
const CONNECTIONS = Number(arg('connections') ?? 20);
const ONLY = arg('only');
// Three ports from --port (default 8972): the ceiling, the PGlite server, the PostgreSQL server.
const PORT = Number(arg('port') ?? 8972);
const PORTS = { ceiling: PORT, pglite: PORT + 1, postgres: PORT + 2 };
/** Only the cases whose name contains one of these words (e.g. --cases=304,balance). */
const CASES = arg('cases')?.split(',');
/** A folder for the server's V8 CPU profile (node --cpu-prof), written when the server stops. */
const CPU_PROF = arg('cpu-prof');

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  ceiling?: boolean;
  /** A sequence each connection runs over and over (the deposit-approve cycle), and its ceiling's version. */
  cycle?: DepositCycle;
}
interface Row {
  server: string;
  case: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  ratio: number | null;
}

async function load(url: string, c: Case, requests?: CycleRequest[]) {
  const r = await autocannon({
    url: `${url}${c.path}`,
    method: c.method ?? 'GET',
    headers: c.headers,
    body: c.body,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
  const statuses = { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r['5xx'], non2xx: r.non2xx, statuses };
}

const wanted = (name: string) => !CASES || CASES.some((word) => name.includes(word));

async function cases(server: ServerProcess): Promise<Case[]> {
  const player = await signUpPlayer(server.url);
  const live = await inPlayEvent(server.url);
  const odds = `/exchange-api/api/match-odds/${live.MarketId}`;
  const scriptTag = (await fetch(`${server.url}/exchange-api/live-score.js`)).headers.get('etag')!;
  const auth = { authorization: `Bearer ${player.token}` };
  const all: Case[] = [
    // A market's ETag moves every second or two in play, so the 304 path is measured on the feed's
    // constant answer (same route stack, same sendAnswer); the 200 path on the in-play market.
    {
      name: 'exchange 304 (If-None-Match)',
      path: '/exchange-api/live-score.js',
      headers: { 'if-none-match': scriptTag, 'accept-encoding': 'br' },
      ceiling: true,
    },
    { name: 'exchange 200 (br)', path: odds, headers: { 'accept-encoding': 'br' }, ceiling: true },
    { name: 'sports-events list (br)', path: '/exchange-api/api/sports-events/cricket', headers: { 'accept-encoding': 'br' }, ceiling: true },
    { name: '/api/balance (player)', path: '/api/balance', method: 'POST', headers: auth, ceiling: true },
    { name: '/api/general (player)', path: '/api/general', headers: auth, ceiling: true },
    // Two money-moving requests per cycle, a player of its own per connection (bench/api/deposit-cycle.ts).
    ...(wanted('deposit-approve cycle')
      ? [
          {
            name: 'deposit-approve cycle',
            path: '/api/submit-deposit',
            method: 'POST' as const,
            ceiling: true,
            cycle: await depositCycle(server.url, CONNECTIONS + 4),
          },
        ]
      : []),
    {
      name: 'log-in',
      path: '/api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    },
  ];
  return all.filter((c) => wanted(c.name));
}

/** A request without decoding: the status, headers and body exactly as the server sent them. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The real answer's bytes for each GET case, for the bare server to send from memory. */
async function canned(server: ServerProcess, list: Case[]) {
  const out: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  const drop = ['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'];
  for (const c of list.filter((x) => x.cycle)) {
    const { deposit, approve, approvePath } = c.cycle!.sample;
    for (const [path, res] of [
      [c.path, deposit],
      [approvePath, approve],
    ] as const) {
      const headers = Object.fromEntries([...res.headers].filter(([k]) => !drop.includes(k) && k !== 'content-encoding'));
      out[`${path}|`] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
    }
  }
  for (const c of list.filter((x) => x.ceiling && !x.cycle)) {
    const res = await rawGet(`${server.url}${c.path}`, c.headers, c.method);
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)),
    );
    out[`${c.path}|${c.headers?.['if-none-match'] ? 'conditional' : ''}`] = { status: res.status, headers, body: res.body.toString('base64') };
  }
  return out;
}

async function startCeiling(file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/bare-ceiling.ts', String(PORTS.ceiling), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child;
}

async function main() {
  const rows: Row[] = [];
  const plan = await planTargets({ only: ONLY, envUrl: process.env.TEST_DATABASE_URL });
  if (plan.error) {
    console.error(`bench:api: ${plan.error}`);
    process.exitCode = 1;
    return;
  }
  if (plan.note) console.log(plan.note);
  const pgUrl = plan.url;
  const targets: { name: 'pglite' | 'postgres'; env: Record<string, string> }[] = [];
  const dbName = `bench_api_${process.pid}`;
  if (plan.targets.includes('pglite')) targets.push({ name: 'pglite', env: {} });
  if (plan.targets.includes('postgres')) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    targets.push({ name: 'postgres', env: { DATABASE_URL: url.toString() } });
  }
  mkdirSync('.tmp', { recursive: true });
  try {
    for (const target of targets) {
      const server = await startServerProcess({
        port: PORTS[target.name],
        env: target.env,
        nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
      });
      try {
        const list = await cases(server);
        // The ceiling answers the same paths with the same bytes, so the same autocannon options apply.
        const file = `.tmp/bench-api-canned-${process.pid}.json`;
        writeFileSync(file, JSON.stringify(await canned(server, list)));
        const ceiling = await startCeiling(file);
        try {
          for (const c of list) {
            const real = await load(server.url, c, c.cycle?.requests);
            const bare = c.ceiling ? await load(`http://127.0.0.1:${PORTS.ceiling}`, c, c.cycle?.ceilingRequests) : null;
            // A cycle row that moved no money measured refusals, not the cycle.
            if (c.cycle && c.cycle.approved() === 0) throw new Error(`${target.name}: no deposit was approved under load`);
            const row: Row = { server: target.name, case: c.name, ...real, ratio: bare ? real.rps / bare.rps : null };
            rows.push(row);
            if (bare) rows.push({ server: 'bare node:http', case: c.name, ...bare, ratio: 1 });
            console.log(
              `${target.name.padEnd(9)} ${c.name.padEnd(30)} ${real.rps.toFixed(0).padStart(7)} req/s  p50 ${String(real.p50).padStart(4)} ms  p99 ${String(real.p99).padStart(4)} ms  errors ${real.errors}  ${JSON.stringify(real.statuses)}${bare ? `  ceiling ${bare.rps.toFixed(0)} req/s, ratio ${(real.rps / bare.rps).toFixed(2)}` : ''}`,
            );
          }
        } finally {
          ceiling.kill('SIGTERM');
          rmSync(file, { force: true });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (targets.some((t) => t.name === 'postgres')) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
  const find = (server: string, name: string) => rows.find((r) => r.server === server && r.case.startsWith(name));
  const goals: { goal: string; met: boolean; actual: string }[] = [];
  for (const server of ['pglite', 'postgres']) {
    const x = find(server, 'exchange 304');
    if (x)
      goals.push({ goal: `${server}: exchange 304 path >= 0.5x the bare-Node ceiling`, met: (x.ratio ?? 0) >= 0.5, actual: `${(x.ratio ?? 0).toFixed(2)}x` });
  }
  const bal = find('postgres', '/api/balance');
  if (bal)
    goals.push({
      goal: 'postgres: /api/balance >= 2,000 req/s with p99 < 50 ms',
      met: bal.rps >= 2000 && bal.p99 < 50,
      actual: `${bal.rps.toFixed(0)} req/s, p99 ${bal.p99} ms`,
    });
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  goals.push({ goal: 'zero errors (connection errors, timeouts, 5xx)', met: errors === 0, actual: String(errors) });
  console.log('');
  for (const g of goals) console.log(`${g.met ? 'met   ' : 'MISSED'}  ${g.goal}: ${g.actual}`);
  if (plan.note) console.log(`not run  ${plan.note}`);
  const machine = { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, seconds: SECONDS, connections: CONNECTIONS };
  console.log(
    `\nmachine: ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}; ${SECONDS} s per case, ${CONNECTIONS} connections; load from this process, servers in their own`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/api.json', `${JSON.stringify({ rows, verdicts: goals, machine, ...(plan.note ? { notRun: plan.note } : {}) }, null, 2)}\n`);
  console.log('wrote bench/results/api.json');
}

await main();
