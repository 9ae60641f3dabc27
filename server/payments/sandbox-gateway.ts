// The sandbox payment gateway: the product plays the gateway itself so the e-wallet path can be
// tried end to end without a provider. It is a development tool, on only with PAYMENT_GATEWAY=sandbox,
// and no real money moves: the payer "pays" by pressing Approve on the sandbox page (the client route
// /sandbox-pay/:ref, which calls server/routes/sandbox-gateway.ts with the player's bearer token).
//
// Rules that keep it from being a money printer even when on: a payment is bound to its payer; only
// the payer's own session can see or decide it (anyone else gets the same 404 as for an unknown
// reference); a payment is decided once; and every decision, refused ones included, is written to
// sandbox_decisions for operators (GET /api/operator/sandbox-decisions, the console's Sandbox tab).
// The payer's side and the log are server/services/sandbox-payments.ts; the gateway calls below stay
// on the gateway interface's execute-only transaction (server/payments/gateway.ts).
import { sql } from 'drizzle-orm';
import { one } from '../services/ledger.ts';
import type { SANDBOX_DECISIONS, SANDBOX_OUTCOMES } from '../../contracts/sandbox-gateway.ts';
import type { GatewayStatus, PaymentGateway } from './gateway.ts';

export const SANDBOX_DISPLAY_NAME = 'Sandbox Pay';

export const sandboxGateway: PaymentGateway = {
  id: 'sandbox',
  displayName: SANDBOX_DISPLAY_NAME,
  icon: '',
  async createPayment(tx, p) {
    await tx.execute(sql`INSERT INTO sandbox_payments (ref, amount_poisha, payer_id) VALUES (${p.ref}, ${p.amountPoisha}, ${p.payerId})`);
    return { redirectUrl: `/sandbox-pay/${encodeURIComponent(p.ref)}`, payTo: '' };
  },
  async queryPayment(tx, ref) {
    const row = await one<{ status: GatewayStatus }>(tx, sql`SELECT status FROM sandbox_payments WHERE ref = ${ref}`);
    return row?.status ?? 'pending';
  },
};

export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
/** applied: the payment moved; not_payer: another player's session tried; already_decided: it had moved before. */
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
