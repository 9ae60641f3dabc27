// The inbox over the API: pages of the player's own messages, the wallet's
// deposit and withdrawal notices among them, read and delete, and the operator's sends to one player
// or to all. Another player's message is not found, and nothing of it is ever answered.
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE } from '../../contracts/inbox.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../../tests/helpers/players.ts';
import { fund, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const send = (body: Record<string, unknown>) => t.call('POST', '/api/operator/inbox', { token: op, body });
const inbox = (p: TestPlayer, query = '') => t.call('GET', `/api/inbox${query}`, { token: p.token });

describe("the player's inbox", () => {
  it("shows the wallet's deposit notice with its catalogue key and values, unread until read", async () => {
    const p = await verifiedPlayer(t);
    await fund(t, op, p, 500);
    const page = await inbox(p, `?remote_id=${p.remote_id}&page=1`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 1, unread: 1 });
    const [notice] = page.body.data.data;
    expect(notice).toMatchObject({
      title: 'Deposit',
      message: 'Your deposit of ৳500 has been approved.',
      is_read: 0,
      code: 'notifyDepositApproved',
      vars: { amount: '500' },
    });
    expect((await t.call('PATCH', `/api/inbox/${notice.id}/read`, { token: p.token })).status).toBe(200);
    const shown = await t.call('GET', `/api/inbox/${notice.id}`, { token: p.token });
    expect(shown.body).toMatchObject({ success: true, data: { id: notice.id, is_read: 1 } });
    expect((await inbox(p)).body.data.unread).toBe(0);
  });

  it("shows the wallet's withdrawal notices, paid out and rejected with the reason, newest first", async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 2000);
    const withdraw = async (amount: number) =>
      (
        await t.call('POST', '/api/submit-withdraw', {
          token: p.token,
          headers: idem(),
          body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: 0, provider: 'bKash' },
        })
      ).body.data.id as number;
    const paid = await withdraw(600);
    expect((await t.call('POST', `/api/operator/withdrawals/${paid}/approve`, { token: op })).status).toBe(200);
    const refused = await withdraw(500);
    expect((await t.call('POST', `/api/operator/withdrawals/${refused}/reject`, { token: op, body: { reason: 'Wrong number' } })).status).toBe(200);
    const page = (await inbox(p)).body.data;
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(page.data.map((m: { code: string }) => m.code)).toEqual(['notifyWithdrawalRejected', 'notifyWithdrawalApproved', 'notifyDepositApproved']);
    expect(page.data[0]).toMatchObject({
      title: 'Withdrawal',
      vars: { amount: '500', reason: 'Wrong number' },
      message: 'Your withdrawal of ৳500 was rejected: Wrong number. The amount is back in your balance.',
    });
    expect(page.data[1]).toMatchObject({ title: 'Withdrawal', vars: { amount: '600' }, message: 'Your withdrawal of ৳600 has been approved and paid out.' });
  });

  it('pages ten at a time, newest first, and a deleted message is gone from every page', async () => {
    const p = await createPlayer(t);
    for (let i = 1; i <= INBOX_PAGE_SIZE + 2; i++) {
      expect((await send({ audience: 'one', username: p.username, title: `Note ${i}`, message: `Body ${i}` })).status).toBe(201);
    }
    const first = await inbox(p, '?page=1');
    expect(first.body.data).toMatchObject({ last_page: 2, total: 12, unread: 12 });
    expect(first.body.data.data.map((m: { title: string }) => m.title).slice(0, 2)).toEqual(['Note 12', 'Note 11']);
    const second = await inbox(p, '?page=2');
    expect(second.body.data.data.map((m: { title: string }) => m.title)).toEqual(['Note 2', 'Note 1']);
    const gone = second.body.data.data[0].id;
    expect((await t.call('DELETE', `/api/inbox/${gone}`, { token: p.token })).status).toBe(200);
    expect((await t.call('GET', `/api/inbox/${gone}`, { token: p.token })).status).toBe(404);
    expect((await inbox(p, '?page=2')).body.data.data.map((m: { title: string }) => m.title)).toEqual(['Note 1']);
    expect((await t.call('DELETE', `/api/inbox/${gone}`, { token: p.token })).status).toBe(404);
  });

  it("never shows, reads or deletes another player's message, nor lets remote_id name another player", async () => {
    const owner = await createPlayer(t);
    const other = await createPlayer(t);
    await send({ audience: 'one', username: owner.username, title: 'Private', message: 'For the owner only' });
    const id = (await inbox(owner)).body.data.data[0].id;
    for (const [method, path] of [
      ['GET', `/api/inbox/${id}`],
      ['PATCH', `/api/inbox/${id}/read`],
      ['DELETE', `/api/inbox/${id}`],
    ] as const) {
      const res = await t.call(method, path, { token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('For the owner only');
    }
    const forged = await inbox(other, `?remote_id=${owner.remote_id}`);
    expect(forged.status).toBe(403);
    expect(JSON.stringify(forged.body)).not.toContain('Private');
    expect((await inbox(owner)).body.data.data[0]).toMatchObject({ title: 'Private', is_read: 0 });
  });

  it('answers 401 without a token, 403 to an operator, and 4xx for a bad id or page', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/inbox')).status).toBe(401);
    expect((await t.call('DELETE', '/api/inbox/1')).status).toBe(401);
    expect((await t.call('GET', '/api/inbox', { token: op })).status).toBe(403);
    const badId = await t.call('GET', '/api/inbox/abc', { token: p.token });
    expect(badId.status).toBe(404); // an id that cannot exist names nothing, like one that does not
    expect(badId.body.message).toBe(MESSAGES.messageNotFound);
    expect((await t.call('PATCH', '/api/inbox/99999999999999999999/read', { token: p.token })).status).toBe(404);
    expect((await inbox(p, '?page=0')).status).toBe(422);
    expect((await inbox(p, '?page=9')).body.data.data).toEqual([]);
  });
});

describe('operator messages', () => {
  it('a message to all reaches every player once, in both languages, and the sent list counts readers', async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    const sent = await send({ audience: 'all', title: 'Eid offer', message: 'Double bonus today', title_bn: 'ঈদ অফার', message_bn: 'আজ দ্বিগুণ বোনাস' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.recipients).toBeGreaterThanOrEqual(2);
    expect(sent.body.message).toBe(`Message sent to ${sent.body.data.recipients} players.`);
    for (const p of [a, b]) {
      const [m] = (await inbox(p)).body.data.data;
      expect(m).toMatchObject({ title: 'Eid offer', message: 'Double bonus today', title_bn: 'ঈদ অফার', message_bn: 'আজ দ্বিগুণ বোনাস', code: null, vars: null });
    }
    await t.call('PATCH', `/api/inbox/${(await inbox(a)).body.data.data[0].id}/read`, { token: a.token });
    const list = await t.call('GET', '/api/operator/inbox', { token: op });
    expect(list.body.data[0]).toMatchObject({ id: sent.body.data.id, audience: 'all', read: 1 });
  });

  it('refuses an unknown username, a missing title or message, and players', async () => {
    const p = await createPlayer(t);
    const unknown = await send({ audience: 'one', username: 'nobodyhere1', title: 'Hi', message: 'There' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.username).toBe(MESSAGES.playerNotFound);
    const empty = await send({ audience: 'one', username: p.username, title: '', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ title: MESSAGES.messageTitleRequired, message: MESSAGES.messageBodyRequired });
    const nobody = await send({ audience: 'one', title: 'Hi', message: 'There' });
    expect(nobody.body.errors.username).toBe(MESSAGES.messageRecipientRequired);
    expect((await t.call('POST', '/api/operator/inbox', { token: p.token, body: { audience: 'all', title: 'x', message: 'y' } })).status).toBe(403);
    expect((await t.call('POST', '/api/operator/inbox', { body: { audience: 'all', title: 'x', message: 'y' } })).status).toBe(401);
  });
});
