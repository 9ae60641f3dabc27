import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, lastCodeFor, loginOperator } from '../../tests/helpers/players.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { otherPhonesResponseSchema, outboxResponseSchema } from '../../contracts/account.ts';

// A movable clock for code expiry and resend throttling.
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});

const newPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('main phone and e-mail verification', () => {
  it('verifies the main phone with the code from the outbox', async () => {
    const p = await createPlayer(t);
    const sent = await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    expect(sent).toMatchObject({ status: 200, body: { message: M.codeSent } });
    const code = await lastCodeFor(t, p.phone);
    const res = await t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } });
    expect(res).toMatchObject({ status: 200, body: { message: M.phoneVerified } });
    expect((await t.call('GET', '/api/user/show', { token: p.token })).body.session_id).toBe('1');
    const again = await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    expect(again.body.message).toBe(M.alreadyVerified);
  });

  it('verifies the e-mail and records when', async () => {
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/send-verification-code', { token: p.token, body: { email: p.email } })).status).toBe(200);
    const res = await t.call('POST', '/api/verify-email', { token: p.token, body: { code: await lastCodeFor(t, p.email) } });
    expect(res).toMatchObject({ status: 200, body: { message: M.emailVerified } });
    expect((await t.call('GET', '/api/user/show', { token: p.token })).body.email_verified_at).toEqual(expect.any(String));
  });

  it('refuses a phone that is not the main phone, and a malformed code, with the spec messages', async () => {
    const p = await createPlayer(t);
    const wrong = await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: newPhone() } });
    expect(wrong).toMatchObject({ status: 422, body: { message: M.failedToSendCode } });
    const neither = await t.call('POST', '/api/send-verification-code', { token: p.token, body: {} });
    expect(neither.status).toBe(422);
    const bad = await t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: '12ab' } });
    expect(bad).toMatchObject({ status: 422, body: { message: M.codeInvalid } });
  });

  it('answers 401 without a token on every verification call', async () => {
    for (const path of [
      '/api/send-verification-code',
      '/api/verify-phone-number',
      '/api/verify-email',
      '/api/add/number',
      '/api/add/send-verification-code',
      '/api/add/verify-phone-number',
    ]) {
      expect((await t.call('POST', path, { body: {} })).status, path).toBe(401);
    }
    expect((await t.call('GET', '/api/get/other/phone')).status).toBe(401);
  });

  it('throttles resends: 60 s between sends and 5 per hour', async () => {
    const p = await createPlayer(t);
    const send = () => t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 429, body: { code: 'codeResendTooSoon', vars: { seconds: '60' } } });
    try {
      for (let i = 1; i < 5; i += 1) {
        offsetMs = i * 61_000;
        expect((await send()).status).toBe(200);
      }
      offsetMs = 6 * 61_000;
      // The first of the 5 went out 6 × 61 s ago, so a slot frees in 60 minutes minus that: 54 minutes.
      expect(await send()).toMatchObject({ status: 429, body: { code: 'codeSendsPerHour', vars: { minutes: '54' } } });
    } finally {
      offsetMs = 0;
    }
  });

  it('expires a code after 300 seconds', async () => {
    const p = await createPlayer(t);
    await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    const code = await lastCodeFor(t, p.phone);
    offsetMs = 301_000;
    try {
      const res = await t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } });
      expect(res).toMatchObject({ status: 422, body: { message: M.codeExpired } });
    } finally {
      offsetMs = 0;
    }
  });

  it('allows at most 5 tries, after which even the right code is refused', async () => {
    const p = await createPlayer(t);
    await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    const code = await lastCodeFor(t, p.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: wrong } })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } });
    expect(right).toMatchObject({ status: 429, body: { message: M.codeTooManyTries } });
  });

  it('answers 503 when delivery fails and lets the player ask again at once', async () => {
    const p = await createPlayer(t);
    const real = t.deps.delivery;
    t.deps.delivery = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    try {
      const res = await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
      expect(res).toMatchObject({ status: 503, body: { message: M.failedToSendCode } });
    } finally {
      t.deps.delivery = real;
    }
    expect((await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } })).status).toBe(200);
  });

  it('binds a code to its purpose: a phone code does not verify the e-mail', async () => {
    const p = await createPlayer(t);
    await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    const res = await t.call('POST', '/api/verify-email', { token: p.token, body: { code: await lastCodeFor(t, p.phone) } });
    expect(res.status).toBe(422);
  });
});

describe('extra phones', () => {
  it('adds, lists and verifies an extra phone', async () => {
    const p = await createPlayer(t);
    const phone = newPhone();
    expect(await t.call('POST', '/api/add/number', { token: p.token, body: { phone } })).toMatchObject({ status: 200, body: { message: M.phoneAdded } });
    expect((await t.call('POST', '/api/add/send-verification-code', { token: p.token, body: { phone } })).status).toBe(200);
    const verified = await t.call('POST', '/api/add/verify-phone-number', { token: p.token, body: { verification_code: await lastCodeFor(t, phone) } });
    expect(verified.status).toBe(200);
    const list = otherPhonesResponseSchema.parse((await t.call('GET', '/api/get/other/phone', { token: p.token })).body);
    expect(list.data).toEqual([{ contract_value: phone, isverify: 1 }]);
  });

  it('allows at most 2 extra phones', async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < 2; i += 1) expect((await t.call('POST', '/api/add/number', { token: p.token, body: { phone: newPhone() } })).status).toBe(200);
    const third = await t.call('POST', '/api/add/number', { token: p.token, body: { phone: newPhone() } });
    expect(third).toMatchObject({ status: 422, body: { message: M.extraPhoneLimit } });
    expect((await t.call('GET', '/api/get/other/phone', { token: p.token })).body.data).toHaveLength(2);
  });

  it('refuses a phone anyone already uses, a malformed phone, and a code for a phone not on the account', async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    const taken = await t.call('POST', '/api/add/number', { token: p.token, body: { phone: other.phone } });
    expect(taken).toMatchObject({ status: 422, body: { errors: { phone: M.phoneTaken } } });
    expect((await t.call('POST', '/api/add/number', { token: p.token, body: { phone: '12' } })).body.errors.phone).toBe(M.phoneInvalid);
    const notMine = await t.call('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: newPhone() } });
    expect(notMine).toMatchObject({ status: 422, body: { message: M.extraPhoneNotFound } });
  });
});

describe('GET /api/operator/outbox', () => {
  it('shows the operator every message sent, newest first', async () => {
    const p = await createPlayer(t);
    await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    await t.call('POST', '/api/send-verification-code', { token: p.token, body: { email: p.email } });
    const res = await t.call('GET', '/api/operator/outbox', { token: await loginOperator(t) });
    expect(res.status).toBe(200);
    const { data } = outboxResponseSchema.parse(res.body);
    expect(data.slice(0, 2).map((e) => [e.channel, e.recipient])).toEqual([
      ['email', p.email],
      ['sms', p.phone],
    ]);
    expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
  });

  it('answers 403 to players and 401 without a token', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/operator/outbox', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/outbox')).status).toBe(401);
  });
});
