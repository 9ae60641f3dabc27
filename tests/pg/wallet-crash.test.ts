// Crash safety: the real server process (PGlite on a temp DATA_DIR) is SIGKILLed in the middle of a
// burst of approvals and rejections; after a restart every request, hold, entry and notification is
// either wholly there or wholly absent, and the ledger still sums to every balance.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { solvedHeaders } from '../helpers/challenge.ts';
import { freePort } from '../helpers/free-port.ts';
import { errorTail, spawnServer } from '../helpers/server-child.ts';
import { type StaffHttp, staffSessionOverHttp, TEST_STAFF_TOTP_SECRET } from '../helpers/staff-over-http.ts';

const OP = { username: 'opsadmin', password: 'Operator12345' };

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
  });
}

/**
 * Up to 90 s: a start compiles the server with tsx and opens PGlite, which a busy 2-core machine slows
 * several-fold. A server that exits first fails the wait at once, with what it wrote.
 */
async function waitHealthy(base: string, child: ChildProcess, errors: () => string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it answered: ${errors() || 'no error output'}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer within 90 s: ${errors() || 'no error output'}`);
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

describe('wallet crash safety', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const c of children)
      if (c.exitCode === null && c.signalCode === null) {
        c.kill('SIGKILL');
        await stopped(c);
      }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a SIGKILL during a burst of approvals leaves no half-written request, hold or entry', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chakka-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = startServer(dataDir, port);
    children.push(server);
    await waitHealthy(base, server, errorTail(server));

    const api = async (
      method: string,
      path: string,
      token?: string,
      body?: unknown,
      key?: string,
      extra: Record<string, string> = {},
    ): Promise<{ status: number; body: any }> => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
      if (token) headers.authorization = `Bearer ${token}`;
      if (key) headers['Idempotency-Key'] = key;
      const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const answer = { status: res.status, body: (await res.json().catch(() => null)) as any };
      // Every player here signs up from one address: past the free sign-ups the server asks for a challenge.
      if (answer.body?.code === 'challengeRequired') return api(method, path, token, body, key, solvedHeaders(answer.body.challenge));
      return answer;
    };
    const staffHttp: StaffHttp = {
      post: (path, body) => api('POST', path.slice('/api'.length), undefined, body),
      meStatus: async (t) => (await api('GET', '/operator/me', t)).status,
    };
    const op = await staffSessionOverHttp(staffHttp, OP);
    const methods = (await api('GET', '/payment-methods')).body.data;
    const players: { token: string; id: string; phone: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const tag = randomBytes(5).toString('hex');
      const phone = `01${String(randomInt(0, 1e9)).padStart(9, '0')}`;
      const input = { username: `c${tag}`, password: 'Secret123', confirmPassword: 'Secret123', name: 'Crash', phone, email: `c${tag}@example.com` };
      expect((await api('POST', '/v1/create-players', undefined, input)).status).toBe(201);
      const login = (await api('POST', '/login', undefined, { username: input.username, password: input.password })).body;
      await api('POST', '/send-verification-code', login.token, { phone });
      const outbox = (await api('GET', '/operator/outbox', op)).body.data.find((r: { recipient: string }) => r.recipient === phone);
      const code = /\b(\d{6})\b/.exec(outbox.text)![1];
      expect((await api('POST', '/verify-phone-number', login.token, { verification_code: code })).status).toBe(200);
      expect((await api('POST', '/user/profile/update', login.token, { dofb: '1990-01-01' })).status).toBe(200);
      players.push({ token: login.token, id: login.remote_id, phone });
    }
    const deposits: number[] = [];
    for (const p of players) {
      const res = await api(
        'POST',
        '/submit-deposit',
        p.token,
        { account_number: p.phone, transaction_id: `TX${randomBytes(4).toString('hex')}`, amount: 5000, payment_id: methods[0].id, promotion_id: 0 },
        randomBytes(8).toString('hex'),
      );
      expect(res.status).toBe(200);
      deposits.push(res.body.data.id);
    }
    // Half are funded now and ask to withdraw, so the burst mixes credits, payouts and releases.
    const withdrawals: number[] = [];
    for (const [i, p] of players.slice(0, 6).entries()) {
      expect((await api('POST', `/operator/deposits/${deposits[i]}/approve`, op)).status).toBe(200);
      const w = await api(
        'POST',
        '/submit-withdraw',
        p.token,
        { account_number: p.phone, amount: 1000 + i, payment_id: 0, provider: 'bKash' },
        randomBytes(8).toString('hex'),
      );
      expect(w.status).toBe(200);
      withdrawals.push(w.body.data.id);
    }

    const burst = [
      ...deposits.slice(6).map((id) => () => api('POST', `/operator/deposits/${id}/approve`, op)),
      ...withdrawals.map(
        (id, i) => () =>
          i % 2 ? api('POST', `/operator/withdrawals/${id}/approve`, op) : api('POST', `/operator/withdrawals/${id}/reject`, op, { reason: 'Crash test' }),
      ),
    ];
    // Kill the moment the first decision is answered: one is committed, the rest are in flight.
    let answered = 0;
    let firstAnswer!: () => void;
    const first = new Promise<void>((r) => {
      firstAnswer = r;
    });
    const inFlight = burst.map((f) =>
      f().then(
        (res) => {
          answered++;
          firstAnswer();
          return res;
        },
        () => null,
      ),
    );
    await first;
    server.kill('SIGKILL');
    const answeredBeforeKill = answered;
    await stopped(server);
    await Promise.all(inFlight);
    expect(answeredBeforeKill).toBeLessThan(burst.length);

    // Restart on the same data; the server must come up (WAL recovery) and finish the queue.
    server = startServer(dataDir, port);
    children.push(server);
    await waitHealthy(base, server, errorTail(server));
    const op2 = await staffSessionOverHttp(staffHttp, OP);
    for (const f of burst) await f().catch(() => null);
    for (const id of deposits.slice(6)) expect((await api('POST', `/operator/deposits/${id}/approve`, op2)).status).toBe(200);
    server.kill('SIGTERM');
    await stopped(server);

    const db = await PGlite.create(join(dataDir, 'pglite'));
    try {
      const q = async (text: string) => (await db.query<Record<string, unknown>>(text)).rows;
      expect(
        await q(`SELECT w.user_id FROM wallet_accounts w LEFT JOIN ledger_entries l ON l.user_id = w.user_id
        GROUP BY w.user_id, w.balance_poisha HAVING w.balance_poisha <> COALESCE(SUM(l.amount_poisha), 0)`),
      ).toEqual([]);
      // Each deposit: credited exactly when approved, notified exactly when decided.
      expect(
        await q(`SELECT d.id FROM deposit_requests d
        WHERE (SELECT count(*) FROM ledger_entries l WHERE l.deposit_id = d.id AND l.kind = 'deposit') <> (CASE WHEN d.status = 'approved' THEN 1 ELSE 0 END)
           OR (SELECT count(*) FROM player_notifications n WHERE n.deposit_id = d.id) <> (CASE WHEN d.status = 'pending' THEN 0 ELSE 1 END)`),
      ).toEqual([]);
      // Each withdrawal: one hold always; one release exactly when rejected.
      expect(
        await q(`SELECT w.id FROM withdrawal_requests w
        WHERE (SELECT count(*) FROM ledger_entries l WHERE l.withdrawal_id = w.id AND l.kind = 'withdrawal_hold') <> 1
           OR (SELECT count(*) FROM ledger_entries l WHERE l.withdrawal_id = w.id AND l.kind = 'withdrawal_release') <> (CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END)
           OR (SELECT count(*) FROM player_notifications n WHERE n.withdrawal_id = w.id) <> (CASE WHEN w.status = 'pending' THEN 0 ELSE 1 END)`),
      ).toEqual([]);
      expect(await q(`SELECT key FROM idempotency_keys WHERE status_code IS NULL`)).toEqual([]);
      const statuses = await q(`SELECT status, count(*)::int AS n FROM deposit_requests GROUP BY status`);
      expect(statuses).toEqual([{ status: 'approved', n: 12 }]);
      const total = await q(`SELECT SUM(balance_poisha)::bigint AS b FROM wallet_accounts`);
      const wd = await q(`SELECT COALESCE(SUM(amount_poisha), 0)::bigint AS s FROM withdrawal_requests WHERE status = 'approved'`);
      expect(Number(total[0].b)).toBe(12 * 500000 - Number(wd[0].s));
    } finally {
      await db.close();
    }
  }, 240_000);
});
