import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, newPlayerInput, verifyPlayerPhone } from '../../tests/helpers/players.ts';
import { users, walletAccounts } from '../db/schema/index.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { loginResponseSchema, userShowResponseSchema } from '../../contracts/account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/v1/create-players', () => {
  it('creates the player, a zero wallet and an own referral code, storing the codes it was given', async () => {
    const input = newPlayerInput({ referral_code: 'FRIEND1', agent_code: 'AG7', affiliate_code: 'AF9' });
    const res = await t.call('POST', '/api/v1/create-players', { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.registered, remote_id: expect.stringMatching(/^\d+$/) });
    const [row] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(res.body.remote_id)));
    expect(row).toMatchObject({ referredBy: 'FRIEND1', agentCode: 'AG7', affiliateCode: 'AF9', role: 'player' });
    expect(row!.referralCode).toMatch(/^[0-9A-F]{10}$/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const wallets = await t.deps.database.db.select().from(walletAccounts).where(eq(walletAccounts.userId, row!.id));
    expect(wallets).toEqual([expect.objectContaining({ balancePoisha: 0 })]);
  });

  it.each([
    [{ username: '' }, 'username', M.usernameRequired],
    [{ username: 'bad name!' }, 'username', M.usernameInvalid],
    [{ username: 'short1' }, 'username', M.usernameLength],
    [{ password: 'Secret1', confirmPassword: 'Secret1' }, 'password', M.passwordMin],
    [{ password: 'Secret12!', confirmPassword: 'Secret12!' }, 'password', M.passwordLettersDigits],
    [{ confirmPassword: 'Other1234' }, 'confirmPassword', M.passwordsDoNotMatch],
    [{ phone: '12345' }, 'phone', M.phoneInvalid],
    [{ email: 'not-an-email' }, 'email', M.emailInvalid],
  ])('refuses bad input %o with the spec message for the field', async (override, field, message) => {
    const res = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput(override) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  it('names a taken username (any case), and a taken phone or e-mail only as one of the two', async () => {
    const first = newPlayerInput();
    expect((await t.call('POST', '/api/v1/create-players', { body: first })).status).toBe(201);
    const username = await t.call('POST', '/api/v1/create-players', {
      body: newPlayerInput({ username: first.username.toUpperCase(), phone: first.phone, email: first.email.toUpperCase() }),
    });
    expect(username).toMatchObject({ status: 422, body: { code: 'usernameTaken', errors: { username: M.usernameTaken } } });
    const phone = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ phone: first.phone }) });
    const email = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ email: first.email.toUpperCase() }) });
    expect(phone).toMatchObject({ status: 422, body: { code: 'contactTaken', errors: { phone: M.contactTaken, email: M.contactTaken } } });
    expect(email.body).toEqual(phone.body);
  });

  it('lets only one of three concurrent identical sign-ups succeed, the others told the username is taken', async () => {
    // Several rounds: which twin commits between another's checks is timing, and the answer must not be.
    for (let round = 0; round < 4; round++) {
      const input = newPlayerInput();
      const results = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/v1/create-players', { body: input })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
      for (const r of results.filter((x) => x.status === 422))
        expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 'usernameTaken', errors: { username: M.usernameTaken } });
    }
  });
});

describe('POST /api/login and /api/logout', () => {
  it('answers the spec shape with a working token for a player, and sends staff to the console without a session', async () => {
    const input = newPlayerInput();
    await t.call('POST', '/api/v1/create-players', { body: input });
    const res = await t.call('POST', '/api/login', { body: { username: input.username.toUpperCase(), password: input.password } });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body).toMatchObject({ username: input.username, role: 'player', exchange: [{ token: body.token }] });
    const op = await t.call('POST', '/api/login', { body: { username: 'opsadmin', password: 'Operator12345' } });
    expect(op.status).toBe(403);
    expect(op.body).toMatchObject({ code: 'staffUseConsole' });
    expect(op.body.token).toBeUndefined();
  });

  it('gives one message whether the username is unknown or the password wrong', async () => {
    const p = await createPlayer(t);
    const wrong = await t.call('POST', '/api/login', { body: { username: p.username, password: 'Wrong1234' } });
    const unknown = await t.call('POST', '/api/login', { body: { username: 'nobodyhere1', password: 'Wrong1234' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(M.invalidCredentials);
  });

  it('refuses a log-in form with missing fields with the spec messages', async () => {
    const res = await t.call('POST', '/api/login', { body: { username: '', password: 'short' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: M.usernameRequired, password: M.passwordMin });
  });

  it('revokes the session on log-out so the token stops working', async () => {
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/balance', { token: p.token })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: p.token })).status).toBe(200);
    expect((await t.call('POST', '/api/balance', { token: p.token })).status).toBe(401);
    expect((await t.call('POST', '/api/logout')).status).toBe(401);
  });
});

describe('POST /api/balance and GET /api/user/show', () => {
  it('shows the balance as taka with two decimals', async () => {
    const p = await createPlayer(t);
    await t.deps.database.db
      .update(walletAccounts)
      .set({ balancePoisha: 123405 })
      .where(eq(walletAccounts.userId, Number(p.remote_id)));
    const res = await t.call('POST', '/api/balance', { token: p.token });
    expect(res).toMatchObject({ status: 200, body: { balance: '1234.05' } });
    expect((await t.call('POST', '/api/balance')).status).toBe(401);
  });

  it('shows the caller, with session_id 1 once the phone is verified, and 403 for another remote_id', async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    const before = await t.call('GET', `/api/user/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(before.status).toBe(200);
    expect(userShowResponseSchema.parse(before.body)).toMatchObject({ username: p.username, phone: p.phone, session_id: '0', balance: '0.00' });
    await verifyPlayerPhone(t, p);
    const after = await t.call('GET', `/api/user/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(after.body.session_id).toBe('1');
    expect((await t.call('GET', `/api/user/show?remote_id=${other.remote_id}`, { token: p.token })).status).toBe(403);
    expect((await t.call('GET', `/api/user/show?remote_id=${p.remote_id}`)).status).toBe(401);
  });
});

describe('POST /api/user/profile/update', () => {
  it('saves the birthday once and then locks it', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1990-05-17' } });
    expect(res).toMatchObject({ status: 200, body: { dofb: '1990-05-17' } });
    const again = await t.call('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1991-01-01' } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(M.birthdayLocked);
    const show = await t.call('GET', '/api/user/show', { token: p.token });
    expect(show.body.dofb).toBe('1990-05-17');
  });

  it.each(['1990-02-30', '2020-01-01', 'yesterday', ''])('refuses the birthday %j', async (dofb) => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/user/profile/update', { token: p.token, body: { dofb } });
    expect(res.status).toBe(422);
    expect([M.birthdayInvalid, M.birthdayRequired]).toContain(res.body.message);
  });

  it('answers 401 without a token and 403 for another remote_id', async () => {
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/user/profile/update', { body: { dofb: '1990-01-01' } })).status).toBe(401);
    const res = await t.call('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: '999999', dofb: '1990-01-01' } });
    expect(res.status).toBe(403);
  });
});
