// The real server process (PGlite on a temp DATA_DIR, the default) holding matched in-play bets is
// SIGKILLed and started again on the same data: it carries on the same matches from where they were, the
// bets are still open on the same markets, and they settle on their results when the matches end, never
// voided by the restart.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { solvedHeaders } from '../helpers/challenge.ts';
import { freePort } from '../helpers/free-port.ts';
import { errorTail, spawnServer } from '../helpers/server-child.ts';
import { staffSessionOverHttp, TEST_STAFF_TOTP_SECRET } from '../helpers/staff-over-http.ts';

const OP = { username: 'opsrestart', password: 'Operator12345' };

function startServer(dataDir: string, port: number): ChildProcess {
  return spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    OPERATOR_USERNAME: OP.username,
    OPERATOR_PASSWORD: OP.password,
    OPERATOR_TOTP_SECRET: TEST_STAFF_TOTP_SECRET,
    DIST_DIR: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'error',
    CHALLENGE_DIFFICULTY: '8',
    EXCHANGE_BET_DELAY_SCALE: '0',
    // The operator's clock move plays the matches to their end within the test.
    EXCHANGE_TEST_CONTROLS: '1',
  });
}

/** Up to 90 s: a start compiles the server with tsx and opens PGlite, which a busy machine slows. */
async function waitHealthy(base: string, child: ChildProcess, errors: () => string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it answered: ${errors() || 'no error output'}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer within 90 s: ${errors() || 'no error output'}`);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

interface Bet {
  id: number;
  marketId: string;
  eventId: string;
  status: string;
  matchedStake: number;
  profitLoss: number | null;
  commission: number;
  voidReason: unknown;
}
interface Runner {
  selectionId: number;
  ex: { availableToBack: { price: number; size: number }[] };
}

describe('a restart of the single server process', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(children.map(stopped));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps matched in-play bets open on the same markets across a kill and start, and settles them when the matches end', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chakka-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = startServer(dataDir, port);
    children.push(server);
    await waitHealthy(base, server, errorTail(server));

    const call = async (
      method: string,
      path: string,
      token?: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ): Promise<{ status: number; body: any }> => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const answer = { status: res.status, body: (await res.json().catch(() => null)) as any };
      if (answer.body?.code === 'challengeRequired') return call(method, path, token, body, { ...extra, ...solvedHeaders(answer.body.challenge) });
      return answer;
    };
    const op = () =>
      staffSessionOverHttp(
        { post: (path, body) => call('POST', path, undefined, body), meStatus: async (t) => (await call('GET', '/api/operator/me', t)).status },
        OP,
      );

    // A verified player with ৳5,000 from an approved deposit.
    const tag = randomBytes(4).toString('hex');
    const phone = `017${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const signup = { username: `r${tag}`, password: 'Secret123', confirmPassword: 'Secret123', name: 'Restart', phone, email: `r${tag}@example.com` };
    expect((await call('POST', '/api/v1/create-players', undefined, signup)).status).toBe(201);
    const player = (await call('POST', '/api/login', undefined, { username: signup.username, password: signup.password })).body;
    await call('POST', '/api/send-verification-code', player.token, { phone });
    const outbox = (await call('GET', '/api/operator/outbox', await op())).body.data.find((r: { recipient: string }) => r.recipient === phone);
    const code = /\b(\d{6})\b/.exec(outbox.text)![1];
    expect((await call('POST', '/api/verify-phone-number', player.token, { verification_code: code })).status).toBe(200);
    const methods = (await call('GET', '/api/payment-methods')).body.data;
    const deposit = await call(
      'POST',
      '/api/submit-deposit',
      player.token,
      { account_number: phone, transaction_id: `TX${tag}`, amount: 5000, payment_id: methods[0].id, promotion_id: 0 },
      { 'Idempotency-Key': `fund-${tag}` },
    );
    expect((await call('POST', `/api/operator/deposits/${deposit.body.data.id}/approve`, await op())).status).toBe(200);

    // Matched backs on in-play match odds, on as many markets as will take one (at least one).
    const placed: Bet[] = [];
    for (let tries = 0; tries < 60 && placed.length < 2; tries++) {
      for (const sport of ['cricket', 'soccer', 'tennis']) {
        const events = (await call('GET', `/exchange-api/api/sports-events/${sport}?when=inplay`)).body as { EventId: string; MarketId: string }[];
        for (const ev of events) {
          if (placed.length >= 2 || placed.some((b) => b.eventId === ev.EventId)) continue;
          const [market] = (await call('GET', `/exchange-api/api/match-odds/${ev.MarketId}`)).body as {
            status: string;
            ball_running: boolean;
            runners: Runner[];
          }[];
          const best = market?.runners[0]?.ex.availableToBack[0];
          if (!market || market.status !== 'OPEN' || market.ball_running || !best || best.size < 100) continue;
          const ask = {
            eventId: ev.EventId,
            marketId: ev.MarketId,
            marketType: 'match_odds',
            selectionId: market.runners[0]!.selectionId,
            side: 'back',
            price: best.price,
            stake: 100,
          };
          const bet = (await call('POST', '/api/exchange/bets', player.token, ask, { 'Idempotency-Key': randomBytes(8).toString('hex') })).body.bet;
          if (bet.status === 'matched') placed.push({ ...bet, marketId: ev.MarketId, eventId: ev.EventId });
        }
      }
      if (placed.length === 0) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(placed.length).toBeGreaterThan(0);
    const openBefore = (await call('GET', '/api/exchange/bets?status=open', player.token)).body.bets as Bet[];
    // Time for the feed's clock and its first snapshot to be stored, then the process dies without a word.
    await new Promise((r) => setTimeout(r, 2000));
    server.kill('SIGKILL');
    await stopped(server);
    await new Promise((r) => setTimeout(r, 2000));

    server = startServer(dataDir, port);
    children.push(server);
    await waitHealthy(base, server, errorTail(server));
    // The same bets, still open and matched, on the same markets, which the feed still has in play.
    const openAfter = (await call('GET', '/api/exchange/bets?status=open', player.token)).body.bets as Bet[];
    expect(openAfter.map((b) => [b.id, b.marketId, b.status, b.voidReason])).toEqual(openBefore.map((b) => [b.id, b.marketId, 'matched', null]));
    expect((await call('GET', '/api/exchange/bets?status=settled', player.token)).body.bets).toEqual([]);
    for (const bet of placed) expect((await call('GET', `/exchange-api/api/match-odds/${bet.marketId}`)).status).toBe(200);

    // The matches played to their end: each bet settles on its result, never void.
    let settled: Bet[] = [];
    for (let i = 0; i < 4 && settled.length < placed.length; i++) {
      expect((await call('POST', '/api/operator/exchange/simulator/advance', await op(), { minutes: 240 })).status).toBe(200);
      settled = (await call('GET', '/api/exchange/bets?status=settled', player.token)).body.bets;
    }
    expect(settled.map((b) => b.id).sort()).toEqual(placed.map((b) => b.id).sort());
    // Won or lost; void only where the match ended without a winner (a tie), never for the restart.
    for (const bet of settled)
      expect([bet.status, (bet.voidReason as { code?: string } | null)?.code ?? null]).toEqual(
        bet.status === 'void' ? ['void', 'exchangeVoidNoWinner'] : [expect.stringMatching(/^(won|lost)$/), null],
      );
    const net = settled.reduce((s, b) => s + Math.round(((b.profitLoss ?? 0) - b.commission) * 100), 0);
    const balance = Number((await call('POST', '/api/balance', player.token, {})).body.balance);
    expect(Math.round(balance * 100)).toBe(500_000 + net);
    const inbox = (await call('GET', `/api/inbox?remote_id=${player.remote_id}&page=1`, player.token)).body.data.data as { code: string | null }[];
    const tied = new Set(settled.filter((b) => b.status === 'void').map((b) => b.marketId));
    expect(inbox.filter((m) => m.code?.startsWith('notifyExchangeVoid')).map((m) => m.code)).toEqual([...tied].map(() => 'notifyExchangeVoidNoWinner'));
  }, 300_000);
});
