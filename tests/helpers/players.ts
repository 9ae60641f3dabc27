// Players and the operator for server tests, made through the real API (sign-up, log-in, codes).
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import type { StaffRole } from '../../contracts/staff.ts';
import { totpCodeAt } from '../../server/operator/staff/totp.ts';

export interface TestPlayer {
  token: string;
  remote_id: string;
  username: string;
  password: string;
  phone: string;
  email: string;
}

export function newPlayerInput(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(5).toString('hex');
  const password = 'Secret123';
  return {
    username: `p${tag}`,
    password,
    confirmPassword: password,
    name: 'Test Player',
    phone: `01${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    email: `p${tag}@example.com`,
    currency: 'BDT',
    ...overrides,
  };
}

/** Signs a player up and logs in; fails the test if either call fails. */
export async function createPlayer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<TestPlayer> {
  const input = newPlayerInput(overrides);
  const signup = await t.call('POST', '/api/v1/create-players', { body: input });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const login = await t.call('POST', '/api/login', { body: { username: input.username, password: input.password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return {
    token: login.body.token,
    remote_id: login.body.remote_id,
    username: input.username,
    password: input.password,
    phone: input.phone,
    email: input.email,
  };
}

/** The last code sent to a recipient, read from the outbox table. */
export async function lastCodeFor(t: TestApp, recipient: string): Promise<string> {
  const [row] = await t.deps.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  const code = row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export async function lastOutboxRow(t: TestApp, recipient: string, channel: 'sms' | 'email') {
  const [row] = await t.deps.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** Sends a code to the player's main phone and verifies it with the code from the outbox. */
export async function verifyPlayerPhone(t: TestApp, player: TestPlayer): Promise<void> {
  const sent = await t.call('POST', '/api/send-verification-code', { token: player.token, body: { phone: player.phone } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await t.call('POST', '/api/verify-phone-number', { token: player.token, body: { verification_code: await lastCodeFor(t, player.phone) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

/** Logs in the operator that testConfig seeds (opsadmin / Operator12345, the owner); returns its token. */
export const loginOperator = (t: TestApp): Promise<string> => loginStaff(t, 'opsadmin', 'Operator12345');

/**
 * A staff session through the console's real two-step log-in: the password, then (setting up the
 * authenticator at the first log-in) a TOTP code computed from the secret. A used time-step is refused
 * (no replay), so a second log-in of the same account inside its 30 s would wait: one session per
 * account and app is kept and handed out again.
 */
export async function loginStaff(t: TestApp, username: string, given: string): Promise<string> {
  // A new member replaced the one-off password they were given at their first log-in (below).
  const password = staffOwnPasswords.get(t)?.get(username) ?? given;
  let byName = staffSessions.get(t);
  if (!byName) staffSessions.set(t, (byName = new Map()));
  const kept = byName.get(username);
  if (kept && (await t.call('GET', '/api/operator/me', { token: await kept })).status === 200) return kept;
  if (kept) {
    // The kept session ended (a test moved the server's clock past its idle time, or back before the step
    // last used): the replay guard would refuse a code of a step already used, so this test-only reset of
    // the account's last step lets the helper log in again at whatever time the test set.
    await t.deps.database.db.execute(
      sql`UPDATE staff_second_factors SET last_step = 0 WHERE user_id = (SELECT id FROM users WHERE lower(username) = lower(${username}))`,
    );
  }
  const fresh = freshStaffLogin(t, username, password);
  byName.set(username, fresh);
  return fresh;
}
const staffSessions = new WeakMap<TestApp, Map<string, Promise<string>>>();

/**
 * The password step, the enrolment when due, the code step, and a new member's own password when due; the
 * secret and that password are remembered for later log-ins.
 */
export async function freshStaffLogin(t: TestApp, username: string, password: string): Promise<string> {
  const first = await t.call('POST', '/api/operator/login', { body: { username, password } });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const { challenge } = first.body as { challenge: string };
  let secret = staffSecrets.get(t)?.get(username);
  if (first.body.next === 'enrol') {
    const enrol = await t.call('POST', '/api/operator/login/enrol', { body: { challenge } });
    expect(enrol.status, JSON.stringify(enrol.body)).toBe(200);
    secret = enrol.body.secret as string;
    if (!staffSecrets.has(t)) staffSecrets.set(t, new Map());
    staffSecrets.get(t)!.set(username, secret);
  }
  if (!secret) throw new Error(`no TOTP secret known for ${username}`);
  const verified = await t.call('POST', '/api/operator/login/verify', { body: { challenge, code: totpCodeAt(secret, t.deps.now()) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  if (verified.body.next !== 'password') return verified.body.token as string;
  // The first log-in of a member the owner created: a password of their own replaces the one-off.
  const own = ownPasswordFor(password);
  const replaced = await t.call('POST', '/api/operator/login/password', { body: { challenge, password: own } });
  expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
  if (!staffOwnPasswords.has(t)) staffOwnPasswords.set(t, new Map());
  staffOwnPasswords.get(t)!.set(username, own);
  return replaced.body.token as string;
}
export const staffSecrets = new WeakMap<TestApp, Map<string, string>>();
/** The password a test's new staff member chose at the first log-in, by username. */
export const staffOwnPasswords = new WeakMap<TestApp, Map<string, string>>();
export const ownPasswordFor = (oneOff: string) => `${oneOff}-own`;

/** A new staff member with `role`, created by the owner; logged in, with their TOTP set up and a password of their own. */
export async function createStaffMember(t: TestApp, role: StaffRole): Promise<{ id: number; username: string; password: string; token: string }> {
  const username = `s${randomBytes(5).toString('hex')}`;
  const password = 'StaffSecret2026';
  const created = await t.call('POST', '/api/operator/staff', { token: await loginOperator(t), body: { username, password, staff_role: role } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = await loginStaff(t, username, password);
  return { id: created.body.staff.id as number, username, password: staffOwnPasswords.get(t)?.get(username) ?? password, token };
}

/** The seeded owner as the audit trail names a staff member, for tests that call a desk service directly. */
export const seededOwnerActor = (id: number) => ({ id, username: 'opsadmin', role: 'owner', address: '127.0.0.1' });

/** The audit trail's actions on one object, oldest first: a decision's test shows it wrote exactly one. */
export async function auditActionsOn(t: TestApp, objectType: string, objectId: string | number): Promise<string[]> {
  const found = await t.deps.database.db.execute(
    sql`SELECT action FROM staff_audit WHERE object_type = ${objectType} AND object_id = ${String(objectId)} ORDER BY seq`,
  );
  return (found as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
}
