// The fault runner ("Faults, on PostgreSQL"): a seeded random mix of sign-ups, deposits,
// approvals, withdrawals and their decisions, casino rounds (house slot spins) and exchange bets, cancels and
// cash outs (tests/faults/fault-exchange.ts), the operator settling and voiding markets (tests/faults/fault-settlement.ts) across concurrent players, against the real server process,
// while the server is SIGKILLed and restarted and its database connections are cut at random moments.
// Every operation that got an answer is remembered; at the end each must exist exactly once (its
// Idempotency-Key replayed gives back the same request), nothing may be half-written, and the ledger
// invariant (tests/helpers/ledger-invariant.ts) and the exchange's (tests/faults/exchange-checks.ts) must hold. Used by tests/pg/faults.test.ts (a short run)
// and `npm run test:soak -- --minutes N`.
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { solvedHeaders } from '../helpers/challenge.ts';
import { ledgerViolations } from '../helpers/ledger-invariant.ts';
import { staffSessionOverHttp } from '../helpers/staff-over-http.ts';
import type { Db } from '../../server/db/client.ts';
import { exchangeViolations } from './exchange-checks.ts';
import { ExchangeMix, type Answer } from './fault-exchange.ts';
import { SettlementMix, settledCounts, settlementViolations } from './fault-settlement.ts';
import { FAULT_OPERATOR, FaultServer } from './fault-server.ts';

export interface FaultRunOptions {
  adminUrl: string;
  seed: number;
  players: number;
  until: () => boolean;
  faultEvery: number;
  log?: (line: string) => void;
}
export interface FaultReport {
  operations: number;
  answered: number;
  cutOff: number;
  kills: number;
  drops: number;
  leaderRestarts: number;
  violations: string[];
  /** Answered operations of each kind (the mix really ran). */
  done: {
    signUps: number;
    deposits: number;
    approvals: number;
    withdrawals: number;
    decisions: number;
    rounds: number;
    bets: number;
    cancels: number;
    cashOuts: number;
    /** The operator's clock moves and voids answered, and the markets with matched bets that ended settled and void. */
    advances: number;
    voids: number;
    marketsSettled: number;
    marketsVoided: number;
  };
  /** Exchange placements and cash outs cut off by a fault and sent again with the same key. */
  retried: number;
}

/** The clock moves (10 hours each) after the final restart, at most: two days, the farthest start a bet can be on. */
const FINAL_CLOCK_MOVES = 5;

/** mulberry32: a failing seed replays the same mix. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Player {
  token: string;
  phone: string;
  username: string;
  password: string;
  gameSession?: string;
}
interface MoneyCall {
  path: string;
  token: string;
  body: unknown;
  key: string;
  id: number;
  player: Player;
}

export async function runFaults(o: FaultRunOptions): Promise<FaultReport> {
  const random = rng(o.seed);
  const server = await FaultServer.create(o.adminUrl);
  const report: FaultReport = {
    operations: 0,
    answered: 0,
    cutOff: 0,
    kills: 0,
    drops: 0,
    leaderRestarts: 0,
    violations: [],
    retried: 0,
    done: {
      signUps: 0,
      deposits: 0,
      approvals: 0,
      withdrawals: 0,
      decisions: 0,
      rounds: 0,
      bets: 0,
      cancels: 0,
      cashOuts: 0,
      advances: 0,
      voids: 0,
      marketsSettled: 0,
      marketsVoided: 0,
    },
  };
  let op = '';
  const api = async (method: string, path: string, token?: string, body?: unknown, key?: string, extra: Record<string, string> = {}): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['Idempotency-Key'] = key;
    const res = await fetch(`${server.base}${path.startsWith('/exchange-api/') ? '' : '/api'}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = { status: res.status, body: await res.json().catch(() => null) };
    // Every player signs up from one address: past the free sign-ups the server asks for a challenge.
    if (answer.body?.code === 'challengeRequired') return api(method, path, token, body, key, solvedHeaders(answer.body.challenge));
    return answer;
  };
  const login = async (username: string, password: string) => (await api('POST', '/login', undefined, { username, password })).body?.token as string;
  // The same staff session outlasts the restarts (sessions live in the database); a new one only when it ended.
  const operatorLogin = () =>
    staffSessionOverHttp(
      { post: (path, body) => api('POST', path.slice('/api'.length), undefined, body), meStatus: async (t) => (await api('GET', '/operator/me', t)).status },
      FAULT_OPERATOR,
    );
  const players: Player[] = [];
  const signedUp: string[] = [];
  const rounds: number[] = [];
  /** Players with an approved deposit: the ones with money to withdraw or play. */
  const funded = new Set<Player>();
  const deposits: MoneyCall[] = [];
  const withdrawals: MoneyCall[] = [];
  const approved = new Set<number>();
  const decided = new Map<number, 'approve' | 'reject'>();
  let methodId = 0;
  const exchange = new ExchangeMix(api, random);
  const settlement = new SettlementMix(api, random);
  const matchedMarkets = () => [...new Set(exchange.matched.map((m) => m.marketId))];

  const signUp = async () => {
    const tag = randomBytes(5).toString('hex');
    const p = { username: `f${tag}`, password: 'Secret123', phone: `01${String(Math.floor(random() * 1e9)).padStart(9, '0')}`, token: '' };
    const made = await api('POST', '/v1/create-players', undefined, { ...p, confirmPassword: p.password, name: 'Fault', email: `f${tag}@example.com` });
    if (made.status !== 201) return made;
    signedUp.push(p.username);
    p.token = await login(p.username, p.password);
    await api('POST', '/send-verification-code', p.token, { phone: p.phone });
    const sms = (await api('GET', '/operator/outbox', op)).body.data.find((r: { recipient: string }) => r.recipient === p.phone);
    await api('POST', '/verify-phone-number', p.token, { verification_code: /\b(\d{6})\b/.exec(sms.text)![1] });
    const done = await api('POST', '/user/profile/update', p.token, { dofb: '1990-01-01' });
    if (done.status === 200) players.push(p);
    return done;
  };
  const money = async (list: MoneyCall[], path: string, p: Player, body: unknown) => {
    const key = randomBytes(8).toString('hex');
    const res = await api('POST', path, p.token, body, key);
    if (res.status === 200) list.push({ path, token: p.token, body, key, id: res.body.data.id, player: p });
    // FAULT_DEBUG=1 shows why a money call was refused (a mix that never withdraws tests nothing).
    else if (process.env.FAULT_DEBUG) console.log('REFUSED', path, res.status, JSON.stringify(res.body));
    return res;
  };
  // A casino round: the slot opened as its screen opens it (launch, then its game session), one spin.
  const spin = async (p: Player): Promise<Answer> => {
    if (!p.gameSession) {
      const run = await api('POST', '/game-run', p.token, { gameCode: 'chakka_lucky_sixes', gameType: 'SLOT', platform: 'CHAKKA' });
      if (run.status !== 200) return run;
      const opened = await api('POST', '/house/session', undefined, { launchToken: new URL(run.body.url, 'http://x').searchParams.get('launch') });
      if (opened.status !== 200) return opened;
      p.gameSession = opened.body.sessionToken as string;
    }
    const res = await api('POST', '/house/slot/spin', undefined, { stake: 20 }, undefined, { 'X-Game-Session': p.gameSession! });
    if (res.status === 200) rounds.push(res.body.fair.roundId);
    if (res.status === 401) p.gameSession = undefined;
    return res;
  };
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const step = async (): Promise<Answer> => {
    const p = pick(players);
    const r = random();
    if (!p || r < 0.1) return signUp();
    if (r < 0.3)
      return money(deposits, '/submit-deposit', p, {
        account_number: p.phone,
        transaction_id: `TX${randomBytes(5).toString('hex')}`,
        amount: 500 + Math.floor(random() * 50) * 100,
        payment_id: methodId,
        promotion_id: 0,
      });
    if (r < 0.45) {
      const d = pick(deposits.filter((x) => !approved.has(x.id)));
      if (!d) return signUp();
      const res = await api('POST', `/operator/deposits/${d.id}/approve`, op);
      if (res.status === 200) {
        approved.add(d.id);
        funded.add(d.player);
      }
      return res;
    }
    const rich = pick([...funded]) ?? p;
    if (r < 0.56)
      return money(withdrawals, '/submit-withdraw', rich, { account_number: rich.phone, amount: 500 + Math.floor(random() * 10) * 100, payment_id: methodId });
    if (r < 0.65) return spin(rich);
    if (r < 0.79) return exchange.place(rich);
    if (r < 0.84) return (await exchange.cancel()) ?? exchange.place(rich);
    if (r < 0.89) return (await exchange.cashOut()) ?? exchange.place(rich);
    const w = pick(withdrawals.filter((x) => !decided.has(x.id)));
    if (!w) return signUp();
    const how = random() < 0.5 ? 'approve' : 'reject';
    const res = await api('POST', `/operator/withdrawals/${w.id}/${how}`, op, how === 'reject' ? { reason: 'Fault run' } : undefined);
    if (res.status === 200) decided.set(w.id, how);
    return res;
  };

  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  pool.on('error', () => {
    /* our own connections are cut too: the pool opens new ones */
  });
  try {
    op = await operatorLogin();
    methodId = (await api('GET', '/payment-methods')).body.data[0].id;
    let sinceFault = 0;
    let roundNo = 0;
    while (!o.until()) {
      // A round of concurrent players (every fourth with the operator settling beside them); now and then a fault lands in the middle of it.
      const steps = Array.from({ length: o.players }, () => step);
      if (roundNo++ % 4 === 2) steps.push(() => settlement.step(op, matchedMarkets()));
      const round = steps.map((run) =>
        run().then(
          (res) => {
            report.answered++;
            return res;
          },
          () => {
            report.cutOff++;
            return null;
          },
        ),
      );
      report.operations += round.length;
      sinceFault += round.length;
      const faulted = sinceFault >= o.faultEvery;
      if (faulted) {
        sinceFault = 0;
        await new Promise((r) => setTimeout(r, Math.floor(random() * 30)));
        if (random() < 0.5) {
          report.drops++;
          await server.dropConnections(random() < 0.5 ? 'pool' : 'all');
        } else {
          report.kills++;
          await server.kill();
          await Promise.all(round);
          await server.start();
          op = await operatorLogin();
          for (const p of players) p.token = await login(p.username, p.password);
        }
        await Promise.all(round);
        await server.supervised();
        await exchange.retryCutOff();
      }
      // A request cut off by a fault may fail; one in a quiet round may not.
      for (const res of await Promise.all(round))
        if (!faulted && res && res.status >= 500) report.violations.push(`a ${res.status} with no fault at hand: ${JSON.stringify(res.body)}`);
      o.log?.(`operations ${report.operations}, answered ${report.answered}, kills ${report.kills}, drops ${report.drops}`);
    }
    // Exactly once: each answered request's key, replayed, names the same request.
    await exchange.retryCutOff();
    report.violations.push(...(await exchange.replayViolations()));
    for (const m of [...deposits, ...withdrawals]) {
      const again = await api('POST', m.path, m.token, m.body, m.key);
      if (again.body?.data?.id !== m.id) report.violations.push(`${m.path} ${m.key} answered ${m.id}, replayed ${again.status} ${JSON.stringify(again.body)}`);
    }
    // Restarted once as its supervisor would (it resumes half-settled markets and rolls back half-played
    // rounds), then the clock moved on, 10 hours at a time, until no market with matched bets is open (at
    // most FINAL_CLOCK_MOVES moves), so they settle on the restarted server (a move waits for the market watch):
    // a short run's few bets, some on events that start tomorrow, are not left to the hours its random
    // clock moves happened to cover. Then the books are read with the server stopped.
    await server.kill();
    await server.start();
    op = await operatorLogin();
    for (let move = 0; move < FINAL_CLOCK_MOVES; move++) {
      const flushed = await api('POST', '/operator/exchange/simulator/advance', op, { minutes: 600 });
      if (flushed.status !== 200) report.violations.push(`the clock move after the restart answered ${flushed.status}`);
      const open = await settlement.openMarkets(op);
      if (!matchedMarkets().some((m) => open.has(m))) break;
    }
    await server.kill();
    const db = drizzle({ client: pool }) as unknown as Db;
    report.violations.push(...(await exchangeViolations(db, exchange)));
    report.violations.push(...(await checkBooks(db, pool, deposits, withdrawals, approved, decided)));
    report.violations.push(...(await settlementViolations(db, settlement.voided, rounds)));
    const users = await pool.query<{ username: string; n: string }>('SELECT username, count(*) AS n FROM users WHERE username = ANY($1) GROUP BY username', [
      signedUp,
    ]);
    const found = new Map(users.rows.map((u) => [u.username, Number(u.n)]));
    for (const name of signedUp) if (found.get(name) !== 1) report.violations.push(`answered sign-up ${name} exists ${found.get(name) ?? 0} times`);
    report.done = {
      signUps: signedUp.length,
      deposits: deposits.length,
      approvals: approved.size,
      withdrawals: withdrawals.length,
      decisions: decided.size,
      rounds: rounds.length,
      bets: exchange.placements.filter((k) => !k.refused).length,
      cancels: exchange.cancelled.size,
      cashOuts: exchange.cashOuts.filter((k) => !k.refused).length,
      advances: settlement.advances,
      voids: settlement.voided.size,
      ...(await settledCounts(db).then((c) => ({ marketsSettled: c.settled, marketsVoided: c.voided }))),
    };
    // FAULT_DEBUG=1 shows how each market with matched bets ended (a run that settles none tests less).
    if (process.env.FAULT_DEBUG) {
      const ended = await pool.query('SELECT market_key, sport, open_date, status FROM exchange_markets WHERE market_key = ANY($1)', [matchedMarkets()]);
      console.log('MARKETS WITH MATCHED BETS', JSON.stringify(ended.rows));
    }
    report.retried = exchange.retried;
    report.leaderRestarts = server.restarts;
    const played = await pool.query<{ n: string }>('SELECT count(DISTINCT id) AS n FROM house_rounds WHERE id = ANY($1)', [rounds]);
    if (Number(played.rows[0]!.n) !== rounds.length) report.violations.push(`answered slot rounds ${rounds.length}, found ${played.rows[0]!.n}`);
    if (server.crashes > 0) report.violations.push(`the server died by itself ${server.crashes} times`);
  } finally {
    await pool.end();
    await server.close();
  }
  return report;
}

async function checkBooks(
  db: Db,
  pool: pg.Pool,
  deposits: MoneyCall[],
  withdrawals: MoneyCall[],
  approved: Set<number>,
  decided: Map<number, string>,
): Promise<string[]> {
  const out = await ledgerViolations(db);
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const statusOf = new Map<number, string>();
  for (const r of await q('SELECT id, status FROM deposit_requests')) statusOf.set(Number(r.id), r.status);
  for (const d of deposits) if (!statusOf.has(d.id)) out.push(`answered deposit ${d.id} is missing`);
  for (const id of approved) if (statusOf.get(id) !== 'approved') out.push(`answered approval of deposit ${id} is ${statusOf.get(id)}`);
  const wStatus = new Map<number, string>();
  for (const r of await q('SELECT id, status FROM withdrawal_requests')) wStatus.set(Number(r.id), r.status);
  for (const w of withdrawals) if (!wStatus.has(w.id)) out.push(`answered withdrawal ${w.id} is missing`);
  for (const [id, how] of decided)
    if (wStatus.get(id) !== (how === 'approve' ? 'approved' : 'rejected')) out.push(`answered ${how} of withdrawal ${id} is ${wStatus.get(id)}`);
  for (const r of await q('SELECT key FROM idempotency_keys WHERE status_code IS NULL')) out.push(`half-written idempotency key ${r.key}`);
  return out;
}
