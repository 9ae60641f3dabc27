// Responsible gambling through the player's calls: limits that apply at once when lowered and
// after 24 hours when raised or removed; deposits refused past a limit with a message naming it; breaks
// that close deposits but leave log-in, withdrawal and chat open, and that nothing can end early.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../../tests/helpers/players.ts';
import { testClock } from '../../tests/helpers/clock.ts';
import { balanceTaka, depositBody, firstMethodId, fund, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { saferPlayResponseSchema, type Limit } from '../../contracts/safer-play.ts';

const HOUR = 3_600_000;
const clock = testClock();
let t: TestApp;
let op: string;
beforeAll(async () => {
  // Sessions outlive the days these tests move the clock through.
  t = await createTestApp({
    now: clock.now,
    config: { paymentGateway: 'sandbox', sessionIdleSeconds: 1e9, sessionAbsoluteSeconds: 1e9, staffSessionIdleSeconds: 1e9, staffSessionAbsoluteSeconds: 1e9 },
  });
  op = await loginOperator(t);
});

const state = async (p: TestPlayer) => saferPlayResponseSchema.parse((await t.call('GET', '/api/safer-play', { token: p.token })).body).data;
const limitOf = (limits: Limit[], kind: string, period: string) => limits.find((l) => l.kind === kind && l.period === period)!;
const setLimit = (p: TestPlayer, kind: string, period: string, amount: unknown) =>
  t.call('PUT', '/api/safer-play/limits', { token: p.token, body: { kind, period, amount } });
const deposit = async (p: TestPlayer, amount: number) =>
  t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, await firstMethodId(t), amount) });

describe('limits', () => {
  it('starts with no limits, a 60-minute reality check and no break', async () => {
    const s = await state(await createPlayer(t));
    expect(s.limits).toHaveLength(6);
    expect(s.limits.every((l) => l.amount === null && l.pending === null && l.used === 0)).toBe(true);
    expect(s.exclusion).toBeNull();
    expect(s.reality_check_minutes).toBe(60);
  });

  it('applies a first or lower limit at once, and a raise or removal only after 24 hours, shown as pending', async () => {
    const p = await createPlayer(t);
    expect(limitOf((await setLimit(p, 'deposit', 'day', 5000)).body.data.limits, 'deposit', 'day')).toMatchObject({ amount: 5000, pending: null });
    expect(limitOf((await setLimit(p, 'deposit', 'day', 3000)).body.data.limits, 'deposit', 'day')).toMatchObject({ amount: 3000, pending: null });
    const raised = limitOf((await setLimit(p, 'deposit', 'day', 8000)).body.data.limits, 'deposit', 'day');
    expect(raised).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 3000,
      used: 0,
      pending: { amount: 8000, effective_at: new Date(clock.now().getTime() + 24 * HOUR).toISOString() },
    });
    // Asking again for the same raise does not restart the wait.
    clock.advance(2 * HOUR);
    expect(limitOf((await setLimit(p, 'deposit', 'day', 8000)).body.data.limits, 'deposit', 'day').pending!.effective_at).toBe(raised.pending!.effective_at);
    clock.advance(22 * HOUR);
    expect(limitOf((await state(p)).limits, 'deposit', 'day')).toMatchObject({ amount: 8000, pending: null });
    // Removal waits too; lowering meanwhile applies at once and drops the waiting removal.
    expect(limitOf((await setLimit(p, 'deposit', 'day', null)).body.data.limits, 'deposit', 'day')).toMatchObject({ amount: 8000, pending: { amount: null } });
    expect(limitOf((await setLimit(p, 'deposit', 'day', 7000)).body.data.limits, 'deposit', 'day')).toMatchObject({ amount: 7000, pending: null });
    await setLimit(p, 'deposit', 'day', null);
    clock.advance(24 * HOUR + 1);
    expect(limitOf((await state(p)).limits, 'deposit', 'day')).toMatchObject({ amount: null, pending: null });
    const log = await t.deps.database.db.execute(sql`SELECT count(*) AS n FROM rg_events WHERE user_id = ${Number(p.remote_id)}`);
    expect(Number((log as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(7);
  });

  it('refuses a deposit past a limit, naming the limit and what is left, and counts pending deposits', async () => {
    const p = await verifiedPlayer(t);
    await setLimit(p, 'deposit', 'day', 1000);
    await setLimit(p, 'deposit', 'week', 5000);
    const over = await deposit(p, 1200);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'depositLimitDay', vars: { limit: '1000', left: '1000' } });
    expect(over.body.message).toBe('This deposit would take you over your deposit limit of ৳1000 for 24 hours. You can deposit up to ৳1000 now.');
    const first = await deposit(p, 600);
    expect(first.status).toBe(200);
    await t.call('POST', `/api/operator/deposits/${first.body.data.id}/approve`, { token: op });
    const second = await deposit(p, 500);
    expect(second.body).toMatchObject({ code: 'depositLimitDay', vars: { left: '400' } });
    expect((await deposit(p, 400)).status).toBe(200); // pending: it counts too
    expect(limitOf((await state(p)).limits, 'deposit', 'day').used).toBe(1000);
    // The e-wallet path is held to the same limit.
    const ewa = await t.call('POST', '/api/ewa/request', {
      token: p.token,
      headers: idem(),
      body: { amount: 100, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
    });
    expect(ewa.body).toMatchObject({ code: 'depositLimitDay', vars: { left: '0' } });
  });

  it('refuses bad input with its message, and a guest with 401', async () => {
    const p = await createPlayer(t);
    for (const [body, field, message] of [
      [{ kind: 'deposit', period: 'day', amount: 0 }, 'amount', MESSAGES.limitAmountInvalid],
      [{ kind: 'deposit', period: 'day', amount: 10.5 }, 'amount', MESSAGES.limitAmountInvalid],
      [{ kind: 'deposit', period: 'day', amount: '1e4' }, 'amount', MESSAGES.limitAmountInvalid],
      [{ kind: 'bonus', period: 'day', amount: 100 }, 'kind', MESSAGES.limitKindInvalid],
      [{ kind: 'loss', period: 'year', amount: 100 }, 'period', MESSAGES.limitPeriodInvalid],
    ] as const) {
      const res = await t.call('PUT', '/api/safer-play/limits', { token: p.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toBe(message);
    }
    const badBreak = await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'time_out', duration: '1y' } });
    expect(badBreak.body.errors.duration).toBe(MESSAGES.exclusionDurationInvalid);
    expect((await t.call('PUT', '/api/safer-play/reality-check', { token: p.token, body: { minutes: 7 } })).body.errors.minutes).toBe(
      MESSAGES.realityCheckIntervalInvalid,
    );
    for (const [method, path] of [
      ['GET', '/api/safer-play'],
      ['PUT', '/api/safer-play/limits'],
      ['POST', '/api/safer-play/exclusions'],
      ['PUT', '/api/safer-play/reality-check'],
      ['GET', '/api/safer-play/reality-check'],
    ]) {
      expect((await t.call(method!, path!, { body: method === 'GET' ? undefined : {} })).status, path).toBe(401);
    }
    expect((await t.call('GET', '/api/safer-play', { token: op })).status).toBe(403);
    expect(limitOf((await state(p)).limits, 'deposit', 'day').amount).toBeNull();
  });

  it('keeps the reality-check interval the player chooses', async () => {
    const p = await createPlayer(t);
    expect((await t.call('PUT', '/api/safer-play/reality-check', { token: p.token, body: { minutes: 30 } })).body.data.reality_check_minutes).toBe(30);
    expect((await t.call('GET', '/api/safer-play/reality-check', { token: p.token })).body).toMatchObject({
      interval_minutes: 30,
      playing: false,
      net_result: 0,
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('closes deposits, but the player still logs in, withdraws, and chats', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 2000);
    const res = await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'self_exclusion', duration: '6m' } });
    expect(res.status).toBe(200);
    expect(res.body.data.exclusion).toMatchObject({ kind: 'self_exclusion', started_at: clock.now().toISOString() });
    const refused = await deposit(p, 500);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('selfExclusionActive');
    const ewa = await t.call('POST', '/api/ewa/request', {
      token: p.token,
      headers: idem(),
      body: { amount: 500, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
    });
    expect(ewa.body.code).toBe('selfExclusionActive');
    const login = await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } });
    expect(login.status).toBe(200);
    const again = { ...p, token: login.body.token as string };
    const withdraw = await t.call('POST', '/api/submit-withdraw', {
      token: again.token,
      headers: idem(),
      body: { remote_id: p.remote_id, account_number: p.phone, amount: 600, payment_id: 0, provider: 'bKash' },
    });
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200);
    expect(await balanceTaka(t, p)).toBe(1400);
    const chat = await t.call('POST', '/api/chats', { token: again.token, body: {} });
    expect(
      (await t.call('POST', '/api/messages', { token: again.token, body: { chat_id: chat.body.chat.id, content: 'Please close my account' } })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/user/show', { token: again.token })).status).toBe(200);
  });

  it('a time-out ends by itself and nothing ends it earlier; a longer break may be added on top', async () => {
    const p = await verifiedPlayer(t);
    const started = clock.now();
    await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'time_out', duration: '24h' } });
    expect((await state(p)).exclusion).toEqual({
      kind: 'time_out',
      started_at: started.toISOString(),
      ends_at: new Date(started.getTime() + 24 * HOUR).toISOString(),
    });
    const refused = await deposit(p, 200);
    expect(refused.body.code).toBe('timeOutActive');
    expect(refused.body.vars.until).toBe(new Date(started.getTime() + 30 * HOUR).toISOString().slice(0, 16).replace('T', ' '));
    // A shorter one on top changes nothing; a longer one extends.
    await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'time_out', duration: '7d' } });
    expect((await state(p)).exclusion!.ends_at).toBe(new Date(started.getTime() + 7 * 24 * HOUR).toISOString());
    // The table itself refuses to shorten or lift a break, whoever asks.
    const id = Number(p.remote_id);
    await expect(t.deps.database.db.execute(sql`UPDATE rg_exclusions SET ends_at = now() WHERE user_id = ${id}`)).rejects.toThrow();
    await expect(t.deps.database.db.execute(sql`DELETE FROM rg_exclusions WHERE user_id = ${id}`)).rejects.toThrow();
    clock.advance(7 * 24 * HOUR + 1);
    expect((await state(p)).exclusion).toBeNull();
    expect((await deposit(p, 200)).status).toBe(200);
  });

  it('offers a self-exclusion of 6 months to 5 years, by the calendar', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'self_exclusion', duration: '5y' } });
    const ends = new Date(clock.now());
    ends.setUTCFullYear(ends.getUTCFullYear() + 5);
    expect(res.body.data.exclusion.ends_at).toBe(ends.toISOString());
  });
});

describe('the operator', () => {
  it("sees each player's limits and breaks, and has no call that changes or lifts them", async () => {
    const p = await createPlayer(t);
    await setLimit(p, 'loss', 'week', 2500);
    await t.call('POST', '/api/safer-play/exclusions', { token: p.token, body: { kind: 'time_out', duration: '30d' } });
    const view = await t.call('GET', `/api/operator/safer-play?username=${p.username}`, { token: op });
    expect(view.status).toBe(200);
    const [item] = view.body.data;
    expect(item.player).toEqual({ id: Number(p.remote_id), username: p.username });
    expect(limitOf(item.limits, 'loss', 'week').amount).toBe(2500);
    expect(item.exclusion.kind).toBe('time_out');
    expect(item.exclusions).toHaveLength(1);
    expect((await t.call('GET', '/api/operator/safer-play', { token: op })).body.data.map((x: { player: { id: number } }) => x.player.id)).toContain(
      Number(p.remote_id),
    );
    // Every declared call about breaks and limits that an operator may make only reads.
    const operatorCalls = t.app.declaredRoutes().filter((r) => r.access === 'operator' && r.tags.includes('safer-play'));
    expect(operatorCalls.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/operator/safer-play']);
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH']) {
      // The list's own path answers only GET: any other method there is 405, naming GET as the one allowed.
      const onList = await t.call(method, '/api/operator/safer-play', { token: op, body: {} });
      expect(onList.status, `${method} /api/operator/safer-play`).toBe(405);
      expect(onList.headers.get('allow'), `${method} /api/operator/safer-play`).toContain('GET');
      for (const path of [`/api/operator/safer-play/${p.remote_id}`, `/api/operator/safer-play/${p.remote_id}/exclusions`]) {
        expect((await t.call(method, path, { token: op, body: {} })).status, `${method} ${path}`).toBe(404);
      }
    }
    // The operator's own token cannot reach the player's calls either.
    expect((await t.call('POST', '/api/safer-play/exclusions', { token: op, body: { kind: 'time_out', duration: '24h' } })).status).toBe(403);
    expect((await state(p)).exclusion!.kind).toBe('time_out');
  });

  it('answers a player 403 and a guest 401', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/operator/safer-play', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/safer-play')).status).toBe(401);
  });
});
