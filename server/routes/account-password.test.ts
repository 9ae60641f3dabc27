import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, lastCodeFor, lastOutboxRow } from '../../tests/helpers/players.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';

let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
const at = async <T>(ms: number, fn: () => Promise<T>) => {
  offsetMs = ms;
  try {
    return await fn();
  } finally {
    offsetMs = 0;
  }
};

describe('sessions', () => {
  it('ends a session idle for more than 30 minutes', async () => {
    const p = await createPlayer(t);
    expect((await at(29 * 60_000, () => t.call('POST', '/api/balance', { token: p.token }))).status).toBe(200);
    // The call at 29 min touched the session, so idleness counts from there.
    expect((await at(58 * 60_000, () => t.call('POST', '/api/balance', { token: p.token }))).status).toBe(200);
    expect((await at(89 * 60_000, () => t.call('POST', '/api/balance', { token: p.token }))).status).toBe(401);
  });

  it("times a session by the server's clock: a server running 40 minutes ahead of the database serves its new sessions", async () => {
    // A session begun on the database's clock was 40 minutes idle at its first call here (a CI run near the
    // top of an hour, whose test clock runs ahead of real time, failed this way).
    const answered = await at(40 * 60_000, async () => {
      const p = await createPlayer(t);
      return t.call('POST', '/api/balance', { token: p.token });
    });
    expect(answered.status).toBe(200);
  });

  it('ends a session 12 hours after it began even when it is kept busy', async () => {
    const p = await createPlayer(t);
    for (let h = 0; h < 12 * 60; h += 25) expect((await at(h * 60_000, () => t.call('POST', '/api/balance', { token: p.token }))).status).toBe(200);
    expect((await at(12 * 3_600_000 + 60_000, () => t.call('POST', '/api/balance', { token: p.token }))).status).toBe(401);
  });
});

// Log-in limits: server/routes/login-limits.test.ts and tests/pg/code-and-login-attacks.test.ts.

describe('forgot and reset password', () => {
  it('sends an OTP when username and address match, and the reset revokes every session', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: p.phone, username: p.username } });
    expect(res).toMatchObject({ status: 200, body: { message: 'OTP sent successfully. Please check your sms.' } });
    const otp = await lastCodeFor(t, p.phone);
    const reset = await t.call('POST', '/api/usr-reset-password', {
      body: { username: p.username, otp, password: 'NewPass123', password_confirmation: 'NewPass123' },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: M.passwordResetDone } });
    expect((await t.call('POST', '/api/balance', { token: p.token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: 'NewPass123' } })).status).toBe(200);
    // The OTP is single-use.
    const reuse = await t.call('POST', '/api/usr-reset-password', {
      body: { username: p.username, otp, password: 'Other1234', password_confirmation: 'Other1234' },
    });
    expect(reuse.status).toBe(422);
  });

  it('answers the same success text when the pair does not match, and sends nothing', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'someone@example.com', username: p.username } });
    expect(res).toMatchObject({ status: 200, body: { message: 'OTP sent successfully. Please check your email.' } });
    expect(await lastOutboxRow(t, 'someone@example.com', 'email')).toBeUndefined();
    const unknown = await t.call('POST', '/api/usr-forgot-password', { body: { type: 'email', email: p.email, username: 'nosuchuser9' } });
    expect(unknown.body).toEqual(res.body);
  });

  it('refuses bad reset input with the spec messages', async () => {
    const base = { username: 'someuser1', otp: '123456', password: 'NewPass123', password_confirmation: 'NewPass123' };
    const cases: [Record<string, string>, string][] = [
      [{ otp: '' }, M.enterOtp],
      [{ otp: '12345' }, M.otpSixDigits],
      [{ password: 'short', password_confirmation: 'short' }, M.newPasswordRule],
      [{ password_confirmation: 'NewPass124' }, M.passwordsDoNotMatchDot],
      [{ username: '' }, M.enterUsername],
    ];
    for (const [override, message] of cases) {
      const res = await t.call('POST', '/api/usr-reset-password', { body: { ...base, ...override } });
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors)).toContain(message);
    }
    const forgot = await t.call('POST', '/api/usr-forgot-password', { body: { type: 'email', email: '', username: 'x' } });
    expect(forgot.body.errors.email).toBe(M.enterEmail);
  });
});

describe('POST /api/user-pwd', () => {
  it('changes the password, keeps this session and revokes the others', async () => {
    const p = await createPlayer(t);
    const other = await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } });
    const res = await t.call('POST', '/api/user-pwd', {
      token: p.token,
      body: { old_password: p.password, new_password: 'Changed123', new_password_confirmation: 'Changed123' },
    });
    expect(res).toMatchObject({ status: 200, body: { message: M.passwordChanged } });
    expect((await t.call('POST', '/api/balance', { token: p.token })).status).toBe(200);
    expect((await t.call('POST', '/api/balance', { token: other.body.token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: 'Changed123' } })).status).toBe(200);
  });

  it('refuses a wrong current password, a weak new one, and a call without a token', async () => {
    const p = await createPlayer(t);
    const wrong = await t.call('POST', '/api/user-pwd', {
      token: p.token,
      body: { old_password: 'Nope12345', new_password: 'Changed123', new_password_confirmation: 'Changed123' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { message: M.currentPasswordWrong } });
    const weak = await t.call('POST', '/api/user-pwd', {
      token: p.token,
      body: { old_password: p.password, new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' },
    });
    expect(weak.body.message).toBe(M.newPasswordRule);
    expect((await t.call('POST', '/api/user-pwd', { body: {} })).status).toBe(401);
  });
});
