// The sandbox payment gateway locked down: off unless PAYMENT_GATEWAY=sandbox, and when on,
// only the payer's own session sees or decides a payment, and every decision is logged for operators.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { balanceTaka, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { paymentMethodsResponseSchema } from '../../contracts/wallet.ts';
import { sandboxDecisionLogResponseSchema } from '../../contracts/sandbox-gateway.ts';
import { readConfig } from '../config.ts';
import type { TestPlayer } from '../../tests/helpers/players.ts';

const EWA = { amount: 25000, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 };

const decide = (t: TestApp, ref: string, decision: string, token?: string) =>
  t.call('POST', `/api/sandbox-gateway/${ref}/decision`, { token, body: { decision } });

async function requestPayment(t: TestApp, p: TestPlayer, amount = 800): Promise<string> {
  const req = await t.call('POST', '/api/ewa/request', { token: p.token, headers: idem(), body: { ...EWA, amount } });
  expect(req.status, JSON.stringify(req.body)).toBe(200);
  return req.body.transaction as string;
}

describe('with no payment gateway configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('does not offer the e-wallet channel, and the e-wallet calls answer that it is unavailable', async () => {
    const p = await verifiedPlayer(t);
    expect(paymentMethodsResponseSchema.parse((await t.call('GET', '/api/payment-methods')).body).ewallet).toBeNull();
    for (const [path, body] of [
      ['/api/ewa/request', EWA],
      ['/api/ewa/confirm', { trx_id: 'EWA0123456789ABCDEF' }],
    ] as const) {
      const res = await t.call('POST', path, { token: p.token, headers: idem(), body });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.ewalletUnavailable, code: 'ewalletUnavailable' });
    }
    expect(await balanceTaka(t, p)).toBe(0);
  });

  it('has no sandbox payer calls: a signed-in player gets 404 and a guest 401', async () => {
    const p = await verifiedPlayer(t);
    expect((await t.call('GET', '/api/sandbox-gateway/EWA0123456789ABCDEF', { token: p.token })).body.code).toBe('ewalletUnavailable');
    expect((await decide(t, 'EWA0123456789ABCDEF', 'approve', p.token)).status).toBe(404);
    expect((await decide(t, 'EWA0123456789ABCDEF', 'approve')).status).toBe(401);
  });

  it('refuses to start with a PAYMENT_GATEWAY it does not know', () => {
    expect(() => readConfig({ PAYMENT_GATEWAY: 'bkash-typo' })).toThrow(/PAYMENT_GATEWAY/);
    expect(readConfig({}).paymentGateway).toBeNull();
    expect(readConfig({ PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe('sandbox');
  });
});

describe('with the sandbox gateway on', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
    op = await loginOperator(t);
  });

  const decisionLog = async () => sandboxDecisionLogResponseSchema.parse((await t.call('GET', '/api/operator/sandbox-decisions', { token: op })).body).data;

  it('offers Sandbox Pay, sends the payer to the sandbox page, and credits once after the payer approves', async () => {
    const methods = paymentMethodsResponseSchema.parse((await t.call('GET', '/api/payment-methods')).body);
    expect(methods.ewallet?.pgs.map((g) => g.name)).toEqual(['Sandbox Pay']);
    const p = await verifiedPlayer(t);
    const req = await t.call('POST', '/api/ewa/request', { token: p.token, headers: idem(), body: { ...EWA, amount: 800 } });
    expect(req.status).toBe(200);
    expect(req.body.url).toBe(`/sandbox-pay/${req.body.transaction}`);
    expect(req.body.timer).toBe(10);
    const ref = req.body.transaction as string;
    const page = await t.call('GET', `/api/sandbox-gateway/${ref}`, { token: p.token });
    expect(page.body.data).toMatchObject({ ref, amount: 800, status: 'pending' });
    const early = await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.ewalletNotApproved);
    const decided = await decide(t, ref, 'approve', p.token);
    expect(decided.status).toBe(200);
    expect(decided.body.return_url).toBe(`/deposit?ewa_trx=${ref}&ewa_status=approved`);
    expect((await decide(t, ref, 'approve', p.token)).status).toBe(200); // a second press changes nothing
    const ok = await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } });
    expect(ok.body).toMatchObject({ success: true, status: 'approved' });
    await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } });
    expect(await balanceTaka(t, p)).toBe(800);
  });

  it('a guest who knows the reference can neither see nor approve the payment, so three rounds credit nothing', async () => {
    const p = await verifiedPlayer(t);
    for (let round = 0; round < 3; round++) {
      const ref = await requestPayment(t, p, 25000);
      expect((await t.call('GET', `/api/sandbox-gateway/${ref}`)).status).toBe(401);
      const guess = await decide(t, ref, 'approve');
      expect(guess.status).toBe(401);
      expect(guess.body).toEqual({ message: MESSAGES.unauthenticated, code: 'unauthenticated' });
      expect((await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } })).status).toBe(409);
      // Released by its own payer, so the next round can start.
      expect((await decide(t, ref, 'decline', p.token)).status).toBe(200);
      expect((await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } })).body.status).toBe('rejected');
    }
    expect(await balanceTaka(t, p)).toBe(0);
  });

  it('another player who knows the reference can neither see nor decide the payment, and the attempt is logged', async () => {
    const payer = await verifiedPlayer(t);
    const other = await verifiedPlayer(t);
    const ref = await requestPayment(t, payer);
    const unknown = await t.call('GET', '/api/sandbox-gateway/EWAFFFFFFFFFFFFFFFF', { token: other.token });
    const peek = await t.call('GET', `/api/sandbox-gateway/${ref}`, { token: other.token });
    // The same answer as for a reference that does not exist: nothing tells it is a real one.
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual(unknown.body);
    for (const decision of ['decline', 'approve']) {
      const res = await decide(t, ref, decision, other.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await t.call('GET', `/api/sandbox-gateway/${ref}`, { token: payer.token })).body.data.status).toBe('pending');
    expect((await t.call('POST', '/api/ewa/confirm', { token: other.token, body: { trx_id: ref } })).status).toBe(404);
    const logged = (await decisionLog()).filter((d) => d.ref === ref);
    expect(logged.map((d) => [d.decided_by, d.decision, d.outcome])).toEqual([
      [other.username, 'approve', 'not_payer'],
      [other.username, 'decline', 'not_payer'],
    ]);
    expect(logged[0]).toMatchObject({ payer: payer.username, amount: 800 });
  });

  it("logs the payer's own decisions, and a decision once made cannot be changed", async () => {
    const p = await verifiedPlayer(t);
    const ref = await requestPayment(t, p, 300);
    expect((await decide(t, ref, 'decline', p.token)).status).toBe(200);
    const change = await decide(t, ref, 'approve', p.token);
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('requestAlreadyDecided');
    expect((await t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref } })).body).toMatchObject({ success: false, status: 'rejected' });
    expect(await balanceTaka(t, p)).toBe(0);
    const logged = (await decisionLog()).filter((d) => d.ref === ref);
    expect(logged.map((d) => [d.decided_by, d.decision, d.outcome])).toEqual([
      [p.username, 'approve', 'already_decided'],
      [p.username, 'decline', 'applied'],
    ]);
    expect(logged[1]!.deposit_id).toBeGreaterThan(0);
  });

  it('refuses a decision that is neither approve nor decline, and a reference it could not have made', async () => {
    const p = await verifiedPlayer(t);
    const ref = await requestPayment(t, p, 300);
    const bad = await decide(t, ref, 'maybe', p.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ decision: MESSAGES.sandboxDecisionRequired });
    expect((await t.call('GET', '/api/sandbox-gateway/%00', { token: p.token })).status).toBe(404);
    expect((await t.call('GET', `/api/sandbox-gateway/${'A'.repeat(300)}`, { token: p.token })).status).toBe(404);
  });

  it('shows the decision log to operators only', async () => {
    const p = await verifiedPlayer(t);
    expect((await t.call('GET', '/api/operator/sandbox-decisions', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/sandbox-decisions')).status).toBe(401);
  });
});
