// Players and the operator for server tests, made through the real API (sign-up, log-in, codes).
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

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

/** Logs in the operator that testConfig seeds (opsadmin / Operator12345); returns its token. */
export async function loginOperator(t: TestApp): Promise<string> {
  const res = await t.call('POST', '/api/login', { body: { username: 'opsadmin', password: 'Operator12345' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}
