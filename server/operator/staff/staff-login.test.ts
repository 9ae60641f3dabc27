// The console's two-step log-in and the staff accounts, through the real API: enrolment with a QR
// address, log-in with a code, a replayed code refused, recovery codes used once, wrong codes locked
// out after the limit even when sent all at once, and the owner's control of roles and suspensions.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createStaffMember, loginOperator, staffSecrets } from '../../../tests/helpers/players.ts';
import { rows } from '../../db/sql.ts';
import { MAX_FACTOR_TRIES } from './second-factor.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

let t: TestApp;
let owner: string;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  owner = await loginOperator(t);
}, 60_000);

const step = () => {
  clock += TOTP_PERIOD_SECONDS * 1000;
};
const newStaff = async (username: string, staff_role = 'cashier') => {
  // The owner's session, again if a test moved the clock past its idle time.
  const res = await t.call('POST', '/api/operator/staff', { token: await loginOperator(t), body: { username, password: 'StaffSecret2026', staff_role } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.staff.id as number;
};
/** The password a member chose at the first log-in, in place of the one-off 'StaffSecret2026'. */
const OWN_PASSWORD = 'MyOwnSecret2026';
const replaced = new Set<string>();
const passwordStep = async (username: string) => {
  const password = replaced.has(username) ? OWN_PASSWORD : 'StaffSecret2026';
  const res = await t.call('POST', '/api/operator/login', { body: { username, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { next: 'enrol' | 'verify'; challenge: string };
};
const verify = (challenge: string, second: { code: string } | { recovery_code: string }) =>
  t.call('POST', '/api/operator/login/verify', { body: { challenge, ...second } });
const auditActions = async (username: string) =>
  (await rows<{ action: string }>(t.deps.database.db, sql`SELECT action FROM staff_audit WHERE actor_username = ${username} ORDER BY seq`)).map(
    (r) => r.action,
  );

/** Enrols a new staff member, who then replaces the one-off password; answers the secret and the recovery codes. */
async function enrolled(username: string) {
  await newStaff(username);
  const first = await passwordStep(username);
  expect(first.next).toBe('enrol');
  const enrol = await t.call('POST', '/api/operator/login/enrol', { body: { challenge: first.challenge } });
  expect(enrol.status).toBe(200);
  expect(enrol.body.uri).toMatch(/^otpauth:\/\/totp\/Chakka:.+\?.*secret=[A-Z2-7]+/);
  const coded = await verify(first.challenge, { code: totpCodeAt(enrol.body.secret, new Date(clock)) });
  expect(coded.status, JSON.stringify(coded.body)).toBe(200);
  expect(coded.body).toMatchObject({ next: 'password', challenge: first.challenge });
  expect(coded.body.token).toBeUndefined();
  expect(coded.body.recovery_codes).toHaveLength(10);
  const done = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: OWN_PASSWORD } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  replaced.add(username);
  return { secret: enrol.body.secret as string, recovery: coded.body.recovery_codes as string[], token: done.body.token as string };
}

describe('two-factor log-in for staff', () => {
  it('enrols with a QR address, confirms with a code, and logs in with the next code; each log-in is audited', async () => {
    const { secret, token } = await enrolled('cashierone');
    expect((await t.call('GET', '/api/operator/me', { token })).body).toMatchObject({ username: 'cashierone', staff_role: 'cashier' });
    step();
    const again = await passwordStep('cashierone');
    expect(again.next).toBe('verify');
    const res = await verify(again.challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(res.status).toBe(200);
    expect(res.body.recovery_codes).toBeUndefined();
    expect(await auditActions('cashierone')).toEqual(['staff.password_set', 'staff.login', 'staff.login']);
  });

  it('gives no session for a password alone, at the player log-in or the console', async () => {
    await newStaff('cashiertwo');
    const player = await t.call('POST', '/api/login', { body: { username: 'cashiertwo', password: 'StaffSecret2026' } });
    expect(player.status).toBe(403);
    expect(player.body.code).toBe('staffUseConsole');
    const first = await passwordStep('cashiertwo');
    expect(Object.keys(first).sort()).toEqual(['challenge', 'message', 'next']);
    // The challenge is no bearer token.
    expect((await t.call('GET', '/api/operator/me', { token: first.challenge })).status).toBe(401);
  });

  it('refuses a name no account can have with a 422 naming the rule, before any account or throttle is touched', async () => {
    for (const username of ['"><img src=x onerror=alert(1)>', 'ops owner', 'a'.repeat(65), '']) {
      const res = await t.call('POST', '/api/operator/login', { body: { username, password: 'StaffSecret2026' } });
      expect(res.status, username).toBe(422);
      expect(JSON.stringify(res.body)).toContain('A staff username is 6 to 16 letters and digits.');
    }
    const [{ n }] = await rows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM rate_limit_counters WHERE key LIKE 'login:%onerror%' OR key LIKE 'login:%ops owner%'`,
    );
    expect(n).toBe(0);
  });

  it("a staff member's right password at the player log-in begins the console's second step, usable once, without the password", async () => {
    const { secret } = await enrolled('handoffone');
    step();
    const before = await auditActions('handoffone');
    const wrong = await t.call('POST', '/api/login', { body: { username: 'handoffone', password: 'NotThePassword1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.staff_login).toBeUndefined();
    // A wrong password for a staff account is the staff audit's, wherever it was typed.
    expect(await auditActions('handoffone')).toEqual([...before, 'staff.login_failed']);
    const [failed] = await rows<{ after: unknown }>(
      t.deps.database.db,
      sql`SELECT after FROM staff_audit WHERE actor_username = 'handoffone' AND action = 'staff.login_failed' ORDER BY seq DESC LIMIT 1`,
    );
    expect(failed?.after).toEqual({ step: 'password', at: 'player_login' });
    const player = await t.call('POST', '/api/login', { body: { username: 'handoffone', password: OWN_PASSWORD } });
    expect(player.status).toBe(403);
    expect(player.body.code).toBe('staffUseConsole');
    expect(player.body.token).toBeUndefined();
    const { next, challenge } = player.body.staff_login as { next: string; challenge: string };
    expect(next).toBe('verify');
    expect(JSON.stringify(player.body)).not.toContain(OWN_PASSWORD);
    // The challenge is no bearer token; with a code it gives the session, once.
    expect((await t.call('GET', '/api/operator/me', { token: challenge })).status).toBe(401);
    const done = await verify(challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await t.call('GET', '/api/operator/me', { token: done.body.token })).body).toMatchObject({ username: 'handoffone' });
    step();
    const again = await verify(challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('staffChallengeExpired');
    // A new account's challenge from the player's log-in leads to the set-up, as the console's own does.
    await newStaff('handofftwo');
    const fresh = await t.call('POST', '/api/login', { body: { username: 'handofftwo', password: 'StaffSecret2026' } });
    expect(fresh.body.staff_login.next).toBe('enrol');
    expect((await t.call('POST', '/api/operator/login/enrol', { body: { challenge: fresh.body.staff_login.challenge } })).status).toBe(200);
  });

  it('refuses a replayed code, even on a new challenge', async () => {
    const { secret } = await enrolled('replayone');
    step();
    const code = totpCodeAt(secret, new Date(clock));
    const a = await passwordStep('replayone');
    expect((await verify(a.challenge, { code })).status).toBe(200);
    const b = await passwordStep('replayone');
    const replay = await verify(b.challenge, { code });
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('totpCodeUsed');
  });

  it('lets each recovery code in once', async () => {
    const { recovery } = await enrolled('recoverone');
    const a = await passwordStep('recoverone');
    expect((await verify(a.challenge, { recovery_code: recovery[0]! })).status).toBe(200);
    const b = await passwordStep('recoverone');
    const again = await verify(b.challenge, { recovery_code: recovery[0]! });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('recoveryCodeWrong');
    expect((await verify(b.challenge, { recovery_code: recovery[1]! })).status).toBe(200);
  });

  it(`stops 30 concurrent wrong codes at ${MAX_FACTOR_TRIES} tries and then refuses even the right code`, async () => {
    const { secret } = await enrolled('guessone');
    step();
    const { challenge } = await passwordStep('guessone');
    const right = totpCodeAt(secret, new Date(clock));
    const wrongCode = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => verify(challenge, { code: wrongCode })));
    const compared = answers.filter((a) => a.status === 422 && a.body.code === 'totpCodeWrong').length;
    const locked = answers.filter((a) => a.status === 429 && a.body.code === 'totpLocked').length;
    // The last try left answers "locked" itself, so MAX_FACTOR_TRIES - 1 say "wrong" and the rest "locked".
    expect(compared).toBe(MAX_FACTOR_TRIES - 1);
    expect(locked).toBe(30 - compared);
    const [factor] = await rows<{ failures: number }>(
      t.deps.database.db,
      sql`SELECT failures FROM staff_second_factors f JOIN users u ON u.id = f.user_id WHERE u.username = 'guessone'`,
    );
    expect(factor!.failures).toBe(MAX_FACTOR_TRIES);
    expect((await verify(challenge, { code: right })).status).toBe(429);
  }, 60_000);
});

describe('staff accounts', () => {
  it('lets nobody change their own role, nor grant a role above their own', async () => {
    const admin = await createStaffMember(t, 'admin');
    const me = (await t.call('GET', '/api/operator/me', { token: admin.token })).body;
    const self = await t.call('PUT', `/api/operator/staff/${me.id}/role`, { token: admin.token, body: { staff_role: 'owner' } });
    expect(self.body.code).toBe('staffCannotChangeSelf');
    const above = await t.call('POST', '/api/operator/staff', {
      token: admin.token,
      body: { username: 'wouldbeowner', password: 'StaffSecret2026', staff_role: 'owner' },
    });
    expect(above.status).toBe(403);
    expect(above.body.code).toBe('staffRoleAboveOwn');
    const ownerId = (await t.call('GET', '/api/operator/me', { token: owner })).body.id;
    const suspendOwner = await t.call('PUT', `/api/operator/staff/${ownerId}/status`, { token: admin.token, body: { status: 'suspended' } });
    expect(suspendOwner.body.code).toBe('staffRoleAboveOwn');
    // A role without staff.manage cannot even look.
    const cashier = await createStaffMember(t, 'cashier');
    expect((await t.call('GET', '/api/operator/staff', { token: cashier.token })).status).toBe(403);
  });

  it('ends every session of a staff member whose role changes or who is suspended, and audits both', async () => {
    const a = await createStaffMember(t, 'support');
    expect((await t.call('GET', '/api/operator/support-chats', { token: a.token })).status).toBe(200);
    const changed = await t.call('PUT', `/api/operator/staff/${a.id}/role`, { token: owner, body: { staff_role: 'trader' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await t.call('GET', '/api/operator/me', { token: a.token })).status).toBe(401);
    const b = await createStaffMember(t, 'risk');
    expect((await t.call('PUT', `/api/operator/staff/${b.id}/status`, { token: owner, body: { status: 'suspended' } })).status).toBe(200);
    expect((await t.call('GET', '/api/operator/me', { token: b.token })).status).toBe(401);
    expect((await t.call('POST', '/api/operator/login', { body: { username: b.username, password: b.password } })).status).toBe(401);
    const entries = await rows<{ action: string; before: unknown; after: unknown }>(
      t.deps.database.db,
      sql`SELECT action, before, after FROM staff_audit WHERE object_type = 'staff' AND object_id IN (${String(a.id)}, ${String(b.id)}) AND action IN ('staff.role', 'staff.suspend') ORDER BY seq`,
    );
    expect(entries).toEqual([
      { action: 'staff.role', before: { staff_role: 'support' }, after: { staff_role: 'trader' } },
      { action: 'staff.suspend', before: { status: 'active' }, after: { status: 'suspended' } },
    ]);
  });

  it('ends a staff session sooner than a player session', async () => {
    const s = await createStaffMember(t, 'read_only');
    clock += (t.deps.config.staffSessionIdleSeconds + 1) * 1000;
    expect(t.deps.config.staffSessionIdleSeconds).toBeLessThan(t.deps.config.sessionIdleSeconds);
    expect((await t.call('GET', '/api/operator/me', { token: s.token })).status).toBe(401);
    expect(staffSecrets.get(t)?.has(s.username)).toBe(true);
  });
});

describe("a new staff member's first password", () => {
  it('must be replaced after the second factor: no session before, the one-off stops working, and the change is audited', async () => {
    await newStaff('firstpwone');
    const first = await passwordStep('firstpwone');
    const enrol = await t.call('POST', '/api/operator/login/enrol', { body: { challenge: first.challenge } });
    const secret = enrol.body.secret as string;
    const coded = await verify(first.challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(coded.body.next).toBe('password');
    // The challenge is no session, and cannot be used for a second code either.
    expect((await t.call('GET', '/api/operator/me', { token: first.challenge })).status).toBe(401);
    step();
    const twice = await verify(first.challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(twice.status).toBe(401);
    // Not the one-off again, and a staff password's rules.
    const same = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: 'StaffSecret2026' } });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('staffPasswordUnchanged');
    const short = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: 'A staff password has at least 10 characters.' });
    const done = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: OWN_PASSWORD } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.recovery_codes).toBeUndefined();
    expect((await t.call('GET', '/api/operator/me', { token: done.body.token })).body).toMatchObject({ username: 'firstpwone' });
    // The challenge is used up, the one-off refused, the new password works and is not asked to change again.
    const again = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: 'AnotherOne2026' } });
    expect(again.status).toBe(401);
    const old = await t.call('POST', '/api/operator/login', { body: { username: 'firstpwone', password: 'StaffSecret2026' } });
    expect(old.status).toBe(401);
    replaced.add('firstpwone');
    step();
    const later = await passwordStep('firstpwone');
    const session = await verify(later.challenge, { code: totpCodeAt(secret, new Date(clock)) });
    expect(session.status).toBe(200);
    expect(session.body.token).toEqual(expect.any(String));
    const audit = await rows<{ action: string; after: unknown }>(
      t.deps.database.db,
      sql`SELECT action, after FROM staff_audit WHERE actor_username = 'firstpwone' ORDER BY seq`,
    );
    // The one-off tried after the change is a failed log-in like any wrong password.
    expect(audit.map((r) => r.action)).toEqual(['staff.password_set', 'staff.login', 'staff.login_failed', 'staff.login']);
    expect(audit[0]!.after).toEqual({ first_password_replaced: true });
    expect(JSON.stringify(audit)).not.toMatch(/StaffSecret2026|MyOwnSecret2026/);
  });

  it('gives one session when the same step is sent ten times at once', async () => {
    await newStaff('firstpwrace');
    const first = await passwordStep('firstpwrace');
    const enrol = await t.call('POST', '/api/operator/login/enrol', { body: { challenge: first.challenge } });
    const coded = await verify(first.challenge, { code: totpCodeAt(enrol.body.secret, new Date(clock)) });
    expect(coded.body.next).toBe('password');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: `${OWN_PASSWORD}-${i}` } }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9);
    const sessions = await rows<{ n: string }>(
      t.deps.database.db,
      sql`SELECT count(*)::text AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = 'firstpwrace')`,
    );
    expect(sessions[0]!.n).toBe('1');
    expect(await auditActions('firstpwrace')).toEqual(['staff.password_set', 'staff.login']);
  });

  it('a password step without the second factor, or for a member with nothing to replace, gives nothing', async () => {
    await newStaff('firstpwtwo');
    const first = await passwordStep('firstpwtwo');
    const skipped = await t.call('POST', '/api/operator/login/password', { body: { challenge: first.challenge, password: OWN_PASSWORD } });
    expect(skipped.status).toBe(401);
    expect(skipped.body.code).toBe('staffChallengeExpired');
    // The seeded owner's password is their own: the code gives the session at once.
    const owner = await t.call('POST', '/api/operator/login', { body: { username: 'opsadmin', password: 'Operator12345' } });
    expect(owner.status).toBe(200);
    const asOwner = await t.call('POST', '/api/operator/login/password', { body: { challenge: owner.body.challenge, password: OWN_PASSWORD } });
    expect(asOwner.status).toBe(401);
  });
});
