import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createPlayer, lastCodeFor, loginOperator } from '../../../tests/helpers/players.ts';
import { fund, idem, verifiedPlayer } from '../../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { one } from '../../db/sql.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const idOf = (p: { remote_id: string }) => Number(p.remote_id);

describe('player search', () => {
  it('finds a player by the start of the username, phone or e-mail, by id and by agent code', async () => {
    const p = await createPlayer(t);
    const id = idOf(p);
    await t.deps.database.db.execute(sql`UPDATE users SET agent_code = 'AG-77' WHERE id = ${id}`);
    const ids = async (q: string, field = 'any') => {
      const res = await t.call('GET', `/api/operator/players?q=${encodeURIComponent(q)}&field=${field}`, { token: op });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(p.username.slice(0, 8).toUpperCase())).toContain(id);
    expect(await ids(p.phone.slice(0, 7), 'phone')).toContain(id);
    expect(await ids(`+88${p.phone}`, 'phone')).toEqual([id]);
    expect(await ids(p.email.slice(0, 9), 'email')).toContain(id);
    expect(await ids(String(id), 'id')).toEqual([id]);
    expect(await ids('ag-77', 'agent')).toEqual([id]);
    // A field names where to look: an e-mail is not a username.
    expect(await ids(p.email, 'username')).not.toContain(id);
    // LIKE's wildcards are searched for as characters.
    expect(await ids('%')).toEqual([]);
  });

  it('pages the answers, newest first, and says when another page follows', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 27; i++) await createPlayer(t, { username: `${tag}${String(i).padStart(2, '0')}` });
    const first = await t.call('GET', `/api/operator/players?q=${tag}`, { token: op });
    const second = await t.call('GET', `/api/operator/players?q=${tag}&page=2`, { token: op });
    expect(first.body.data).toHaveLength(25);
    expect(first.body.has_more).toBe(true);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.has_more).toBe(false);
    expect(first.body.data[0].username).toBe(`${tag}26`);
  });

  it('refuses an empty query with the catalogue message, and a player token with 403', async () => {
    const empty = await t.call('GET', '/api/operator/players?q=', { token: op });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain(MESSAGES.playerSearchInvalid);
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/operator/players?q=a', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/players?q=a')).status).toBe(401);
  });
});

describe('the player page', () => {
  it('shows profile, money and holds, transactions, log-ins with address and device, and notes', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 3000);
    const w = await t.call('POST', '/api/submit-withdraw', {
      token: p.token,
      headers: idem(),
      body: { remote_id: p.remote_id, account_number: p.phone, amount: 700, payment_id: 0, provider: 'bKash' },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    await t.call('POST', '/api/login', {
      body: { username: p.username, password: p.password },
      address: '10.9.8.7',
      headers: { 'user-agent': 'TestPhone/1.0' },
    });
    const note = await t.call('POST', `/api/operator/players/${idOf(p)}/notes`, { token: op, body: { body: 'Called about a late deposit.' } });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.message).toBe(MESSAGES.noteSaved);
    const page = (await t.call('GET', `/api/operator/players/${idOf(p)}`, { token: op })).body.data;
    expect(page.profile).toMatchObject({ id: idOf(p), username: p.username, phone: p.phone, status: 'active', birthday: '1990-01-01' });
    expect(page.verification).toMatchObject({ phone_verified: true, kyc: { status: 'none' } });
    expect(page.money).toEqual({ balance: 2300, withdrawal_hold: 700, exchange_hold: 0, cash_bonus: 0 });
    expect(page.transactions.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['withdrawal_hold', -700],
      ['deposit', 3000],
    ]);
    expect(page.logins[0]).toMatchObject({ address: '10.9.8.7', device: 'TestPhone/1.0' });
    expect(page.notes[0]).toMatchObject({ staff: 'opsadmin', body: 'Called about a late deposit.' });
    expect(page.safer_play.limits).toHaveLength(6);
  });

  it('answers 404 for an id that is no player (an operator account included)', async () => {
    expect((await t.call('GET', '/api/operator/players/999999999', { token: op })).status).toBe(404);
    const opId = await one<{ id: number }>(t.deps.database.db, sql`SELECT id FROM users WHERE username = 'opsadmin'`);
    const res = await t.call('GET', `/api/operator/players/${opId!.id}`, { token: op });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MESSAGES.playerIdNotFound);
  });
});

describe('staff actions on a player', () => {
  it('lock ends every session and refuses log-in; unlock opens it again', async () => {
    const p = await createPlayer(t);
    const locked = await t.call('POST', `/api/operator/players/${idOf(p)}/lock`, { token: op });
    expect(locked.status).toBe(200);
    expect(locked.body.data.flags.locked).toBe(true);
    expect((await t.call('GET', '/api/kyc', { token: p.token })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } })).status).toBe(401);
    expect((await t.call('POST', `/api/operator/players/${idOf(p)}/unlock`, { token: op })).body.data.flags.locked).toBe(false);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('a password reset ends the sessions; the old password says to set a new one, and the code flow does', async () => {
    const p = await createPlayer(t);
    const reset = await t.call('POST', `/api/operator/players/${idOf(p)}/password-reset`, { token: op });
    expect(reset.status).toBe(200);
    expect(reset.body.data.profile.password_reset_required).toBe(true);
    expect((await t.call('GET', '/api/kyc', { token: p.token })).status).toBe(401);
    const old = await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } });
    expect(old.status).toBe(403);
    expect(old.body.message).toBe(MESSAGES.passwordResetRequired);
    // A wrong password learns nothing more than before.
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: 'Wrong12345' } })).status).toBe(401);
    const sent = await t.call('POST', '/api/usr-forgot-password', { body: { type: 'sms', username: p.username, phone: p.phone } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await lastCodeFor(t, p.phone);
    const done = await t.call('POST', '/api/usr-reset-password', {
      body: { username: p.username, otp, password: 'NewSecret456', password_confirmation: 'NewSecret456' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: 'NewSecret456' } })).status).toBe(200);
  });

  it("sets a limit no looser than the player's own, and applies it at once", async () => {
    const p = await createPlayer(t);
    const own = await t.call('PUT', '/api/safer-play/limits', { token: p.token, body: { kind: 'deposit', period: 'day', amount: 5000 } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const looser = await t.call('PUT', `/api/operator/players/${idOf(p)}/limits`, { token: op, body: { kind: 'deposit', period: 'day', amount: 6000 } });
    expect(looser.status).toBe(422);
    expect(looser.body.message).toBe(MESSAGES.staffLimitLooser.replace('{limit}', '5000'));
    const tighter = await t.call('PUT', `/api/operator/players/${idOf(p)}/limits`, { token: op, body: { kind: 'deposit', period: 'day', amount: 2000 } });
    expect(tighter.status).toBe(200);
    const day = tighter.body.data.safer_play.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day');
    expect(day).toMatchObject({ amount: 2000, pending: null });
    // Where the player set none, staff may set any.
    const loss = await t.call('PUT', `/api/operator/players/${idOf(p)}/limits`, { token: op, body: { kind: 'loss', period: 'week', amount: 100000 } });
    expect(loss.status).toBe(200);
  });

  it('asks for a balance adjustment that moves nothing until approved', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', `/api/operator/players/${idOf(p)}/adjustments`, { token: op, body: { amount: '-12.50', reason: 'Duplicate credit' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: MESSAGES.adjustmentRequested, data: { status: 'pending', amount: -12.5 } });
    const row = await one<{ amount_poisha: string }>(
      t.deps.database.db,
      sql`SELECT amount_poisha FROM balance_adjustment_requests WHERE id = ${res.body.data.id}`,
    );
    expect(Number(row!.amount_poisha)).toBe(-1250);
    const page = (await t.call('GET', `/api/operator/players/${idOf(p)}`, { token: op })).body.data;
    expect(page.transactions).toEqual([]);
    expect(page.flags.pending_adjustments).toBe(1);
    for (const amount of [0, '1.234', 'abc']) {
      const bad = await t.call('POST', `/api/operator/players/${idOf(p)}/adjustments`, { token: op, body: { amount, reason: 'x' } });
      expect(bad.status).toBe(422);
    }
  });

  it('refuses every action to a player token and without one', async () => {
    const p = await createPlayer(t);
    for (const [method, path, body] of [
      ['POST', 'lock', undefined],
      ['POST', 'unlock', undefined],
      ['POST', 'password-reset', undefined],
      ['POST', 'notes', { body: 'x' }],
      ['PUT', 'limits', { kind: 'loss', period: 'day', amount: 10 }],
      ['POST', 'adjustments', { amount: 10, reason: 'x' }],
    ] as const) {
      expect((await t.call(method, `/api/operator/players/${idOf(p)}/${path}`, { token: p.token, body })).status).toBe(403);
      expect((await t.call(method, `/api/operator/players/${idOf(p)}/${path}`, { body })).status).toBe(401);
    }
  });
});
