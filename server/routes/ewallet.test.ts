// The e-wallet deposit finished, with the sandbox gateway on: whichever of the player's confirm,
// the gateway's signed notification and the expiry sweep learns the outcome first settles the deposit,
// once; a declined or expired payment fails it and the next deposit is allowed; a forged notification
// changes nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { testClock } from '../../tests/helpers/clock.ts';
import { balanceTaka, count, expectLedgerMatchesBalances, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import type { TestPlayer } from '../../tests/helpers/players.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';
import { signNotification } from '../payments/notification-signature.ts';
import { one } from '../db/sql.ts';
import { sweepExpiredEwallet } from '../services/ewallet.ts';

const EWA = { type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 };
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, config: { paymentGateway: 'sandbox' } });
});

async function request(p: TestPlayer, amount = 800): Promise<string> {
  const res = await t.call('POST', '/api/ewa/request', { token: p.token, headers: idem(), body: { ...EWA, amount } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.transaction as string;
}
const decide = (p: TestPlayer, ref: string, decision: 'approve' | 'decline') =>
  t.call('POST', `/api/sandbox-gateway/${ref}/decision`, { token: p.token, body: { decision } });
const confirm = (p: TestPlayer, ref: string) => t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref, trxid: ref, number: '' } });
const depositStatus = async (ref: string) =>
  (await one<{ status: string }>(t.deps.database.db, sql`SELECT status FROM deposit_requests WHERE gateway_ref = ${ref}`))?.status;
const credits = async (p: TestPlayer) =>
  Number(
    (await one<{ n: string }>(
      t.deps.database.db,
      sql`
  SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${Number(p.remote_id)} AND kind = 'deposit'`,
    ))!.n,
  );

/** A notification as the gateway sends it (signed with its secret unless told otherwise). */
function notify(body: Record<string, unknown>, opts: { secret?: string; at?: Date; signature?: string | null } = {}) {
  const raw = JSON.stringify(body);
  const signature =
    opts.signature === undefined ? signNotification(opts.secret ?? t.deps.config.paymentWebhookSecret, raw, opts.at ?? clock.now()) : opts.signature;
  return t.call('POST', '/api/ewa/notify', { body: raw, headers: signature === null ? {} : { [GATEWAY_SIGNATURE_HEADER]: signature } });
}

describe('the payer approves', () => {
  it('credits once when the player comes back and confirms, and the confirm says so', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p, 800);
    expect((await decide(p, ref, 'approve')).body.return_url).toBe(`/deposit?ewa_trx=${ref}&ewa_status=approved`);
    const back = await confirm(p, ref);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ success: true, message: MESSAGES.depositApproved, status: 'approved', amount: 800, code: 'depositApproved' });
    expect((await confirm(p, ref)).body.status).toBe('approved'); // a reload confirms again: nothing more
    expect(await balanceTaka(t, p)).toBe(800);
    expect(await credits(p)).toBe(1);
    await expectLedgerMatchesBalances(t);
  });

  it('credits the player who closed the tab: the gateway notification settles it with no confirm', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p, 1500);
    await decide(p, ref, 'approve');
    // The sandbox notified the shop as the decision committed; nobody called confirm.
    expect(await depositStatus(ref)).toBe('approved');
    expect(await balanceTaka(t, p)).toBe(1500);
    // The gateway retries its notification: still one credit.
    const again = await notify({ payment_ref: ref, status: 'approved', amount: 1500 });
    expect(again.body).toEqual({ received: true, deposit_status: 'approved' });
    expect(await credits(p)).toBe(1);
  });
});

describe('the payer declines, or nobody decides', () => {
  it('a decline fails the deposit, says so on confirm, and the next deposit is allowed', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p);
    await decide(p, ref, 'decline');
    expect(await depositStatus(ref)).toBe('rejected');
    expect((await confirm(p, ref)).body).toMatchObject({ success: false, status: 'rejected', code: 'ewalletDeclined', message: MESSAGES.ewalletDeclined });
    await request(p, 500); // not refused as "a deposit is pending"
    expect(await balanceTaka(t, p)).toBe(0);
  });

  it('an undecided payment expires by itself after the timer: the sweep fails it and the page can no longer approve it', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p);
    const early = await confirm(p, ref);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ewalletNotApproved');
    clock.advance(10 * 60_000); // the timer has run out, the sweep's minute of grace has not
    await sweepExpiredEwallet(t.deps);
    expect(await depositStatus(ref)).toBe('pending');
    clock.advance(61_000);
    expect(await sweepExpiredEwallet(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await depositStatus(ref)).toBe('rejected');
    expect((await t.call('GET', `/api/sandbox-gateway/${ref}`, { token: p.token })).body.data.status).toBe('expired');
    expect((await decide(p, ref, 'approve')).status).toBe(409);
    expect((await confirm(p, ref)).body).toMatchObject({ success: false, code: 'ewalletExpired' });
    expect(await balanceTaka(t, p)).toBe(0);
    await request(p, 300);
  });

  it('a payment approved at the gateway just before the sweep is credited by the sweep, not failed', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p, 700);
    // The gateway approved, and its notification never arrived.
    await t.deps.database.db.execute(sql`UPDATE sandbox_payments SET status = 'approved', decided_at = now() WHERE ref = ${ref}`);
    clock.advance(12 * 60_000);
    await sweepExpiredEwallet(t.deps);
    expect(await depositStatus(ref)).toBe('approved');
    expect(await balanceTaka(t, p)).toBe(700);
  });
});

describe('the gateway notification', () => {
  it('is refused unless signed by the gateway, freshly, over the exact body', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p, 900);
    await t.deps.database.db.execute(sql`UPDATE sandbox_payments SET status = 'approved' WHERE ref = ${ref}`);
    const body = { payment_ref: ref, status: 'approved', amount: 900 };
    const unauthenticated = { message: MESSAGES.unauthenticated, code: 'unauthenticated' };
    const forged = [
      await notify(body, { signature: null }),
      await notify(body, { secret: 'x'.repeat(64) }),
      await notify(body, { at: new Date(clock.now().getTime() - 10 * 60_000) }),
      await notify(body, { signature: 't=1,v1=00' }),
      await t.call('POST', '/api/ewa/notify', {
        body: JSON.stringify({ ...body, amount: 1 }),
        headers: { [GATEWAY_SIGNATURE_HEADER]: signNotification(t.deps.config.paymentWebhookSecret, JSON.stringify(body), clock.now()) },
      }),
    ];
    expect(forged.map((r) => [r.status, r.body])).toEqual(forged.map(() => [401, unauthenticated]));
    expect(await depositStatus(ref)).toBe('pending');
    expect(await balanceTaka(t, p)).toBe(0);
    // The real one settles it.
    expect((await notify(body)).body).toEqual({ received: true, deposit_status: 'approved' });
    expect(await balanceTaka(t, p)).toBe(900);
  });

  it('does not credit on the body\'s word: a signed "approved" for a payment the gateway has not approved changes nothing', async () => {
    const p = await verifiedPlayer(t);
    const ref = await request(p, 400);
    expect((await notify({ payment_ref: ref, status: 'approved', amount: 400 })).body).toEqual({ received: true, deposit_status: 'pending' });
    expect(await balanceTaka(t, p)).toBe(0);
  });

  it('answers an unknown reference and a malformed body without moving anything', async () => {
    expect((await notify({ payment_ref: 'EWA0000000000000000', status: 'declined', amount: 1 })).body).toEqual({ received: true, deposit_status: null });
    const bad = await notify({ payment_ref: 'EWA 1', status: 'maybe', amount: 'x' });
    expect(bad.status).toBe(422);
  });
});

describe('the e-wallet calls', () => {
  it("refuse a guest (401), bad input (422) and another player's reference (404)", async () => {
    const p = await verifiedPlayer(t);
    const other = await verifiedPlayer(t);
    const ref = await request(p, 600);
    expect((await t.call('POST', '/api/ewa/request', { headers: idem(), body: { ...EWA, amount: 100 } })).status).toBe(401);
    expect((await t.call('POST', '/api/ewa/confirm', { body: { trx_id: ref } })).status).toBe(401);
    const bad = await t.call('POST', '/api/ewa/request', { token: other.token, headers: idem(), body: { ...EWA, amount: '1e5' } });
    expect(bad.status).toBe(422);
    expect((await t.call('POST', '/api/ewa/confirm', { token: other.token, body: { trx_id: '' } })).status).toBe(422);
    const stolen = await confirm(other, ref);
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('ewalletRequestNotFound');
    expect(await count(t, 'deposit_requests', other)).toBe(0);
  });
});
