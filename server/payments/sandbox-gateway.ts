// The sandbox payment gateway: the product plays the gateway itself so the e-wallet path can be
// tried end to end without a provider. It is a development tool, on only with PAYMENT_GATEWAY=sandbox,
// and no real money moves: the payer "pays" by pressing Approve on the sandbox page (the client route
// /sandbox-pay/:ref, which calls server/routes/sandbox-gateway.ts with the player's bearer token).
//
// Rules that keep it from being a money printer even when on: a payment is bound to its payer; only
// the payer's own session can see or decide it (anyone else gets the same 404 as for an unknown
// reference); a payment is decided once; and every decision, refused ones included, is written to
// sandbox_decisions for operators (GET /api/operator/sandbox-decisions, the console's Sandbox tab).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fail } from '../lib/errors.ts';
import { one, rows, type Tx } from '../services/ledger.ts';
import type { SANDBOX_DECISIONS, SANDBOX_OUTCOMES, SandboxDecisionLogItem, SandboxPayment } from '../../contracts/sandbox-gateway.ts';
import { EWALLET_DEFAULT_TIMER_MINUTES } from '../../contracts/wallet.ts';
import type { GatewayStatus, PaymentGateway } from './gateway.ts';
import { verifyNotificationSignature } from './notification-signature.ts';

export const SANDBOX_DISPLAY_NAME = 'Sandbox Pay';
/** The payer's time to decide, as the spec's default e-wallet timer. */
export const SANDBOX_TIMEOUT_MINUTES = EWALLET_DEFAULT_TIMER_MINUTES;

/**
 * A pending payment older than the timer becomes expired, as a real gateway's would. Run before any read
 * that answers its status, so the sandbox never says pending for a payment nobody can still approve.
 */
async function expireIfDue(tx: Tx, ref: string, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE sandbox_payments SET status = 'expired', decided_at = ${now.toISOString()}
    WHERE ref = ${ref} AND status = 'pending' AND created_at <= ${new Date(now.getTime() - SANDBOX_TIMEOUT_MINUTES * 60_000).toISOString()}`);
}

async function statusOf(tx: Tx, ref: string, now: Date): Promise<GatewayStatus> {
  await expireIfDue(tx, ref, now);
  const row = await one<{ status: GatewayStatus }>(tx, sql`SELECT status FROM sandbox_payments WHERE ref = ${ref}`);
  return row?.status ?? 'pending';
}

/** The sandbox as a gateway. `secret` signs and checks its notifications (PAYMENT_WEBHOOK_SECRET). */
export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    id: 'sandbox',
    displayName: SANDBOX_DISPLAY_NAME,
    icon: '',
    paymentTimeoutMinutes: SANDBOX_TIMEOUT_MINUTES,
    // No credentials to exchange: a token of its own, valid an hour like bKash's id_token.
    async grantToken(now) {
      return { token: randomBytes(16).toString('hex'), expiresAt: new Date(now.getTime() + 3_600_000) };
    },
    async createPayment(tx, p) {
      await tx.execute(sql`INSERT INTO sandbox_payments (ref, amount_poisha, payer_id, created_at) VALUES (${p.ref}, ${p.amountPoisha}, ${p.payerId}, ${p.now.toISOString()})`);
      return { redirectUrl: `/sandbox-pay/${encodeURIComponent(p.ref)}`, payTo: '' };
    },
    // The payer's Approve completes the payment at once: there is nothing left to execute.
    executePayment: (tx, ref, now) => statusOf(tx, ref, now),
    queryPayment: (tx, ref, now) => statusOf(tx, ref, now),
    async refundPayment(tx, ref, reason, now) {
      const row = await one<{ ref: string }>(tx, sql`
        UPDATE sandbox_payments SET refunded_at = ${now.toISOString()}, refund_reason = ${reason.slice(0, 200)}
        WHERE ref = ${ref} AND status = 'approved' AND refunded_at IS NULL RETURNING ref`);
      return { refunded: row !== undefined, refundRef: row ? `RF${ref}` : null };
    },
    verifyNotification: (n) => verifyNotificationSignature(secret, n.signature, n.rawBody, n.now),
  };
}

export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
/** applied: the payment moved; not_payer: another player's session tried; already_decided: it had moved before. */
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

interface PaymentRow { ref: string; amount_poisha: string; status: GatewayStatus; payer_id: string | null; created_at: Date | string }

const paymentRow = (tx: Tx, ref: string, lock = false) => one<PaymentRow>(tx, sql`
  SELECT ref, amount_poisha, status, payer_id, created_at FROM sandbox_payments WHERE ref = ${ref}
  ${lock ? sql`FOR UPDATE` : sql``}`);

const view = (p: PaymentRow): SandboxPayment => ({ ref: p.ref, amount: Number(p.amount_poisha) / 100, status: p.status, created_at: new Date(p.created_at).toISOString() });

/** The payer's own payment; anyone else gets the same 404 as for a reference that does not exist. */
export async function payerPayment(tx: Tx, ref: string, userId: number, now = new Date()): Promise<SandboxPayment> {
  await expireIfDue(tx, ref, now);
  const p = await paymentRow(tx, ref);
  if (!p || Number(p.payer_id) !== userId) throw fail(404, 'ewalletRequestNotFound');
  return view(p);
}

/**
 * Records a decision on a payment, as a player's session made it. The row lock makes two racing
 * decisions one after the other, so the first wins and the second is logged as already decided.
 * The attempt is logged whatever its outcome, so the caller refuses only after this commits.
 */
export async function decideSandboxPayment(
  tx: Tx, d: { ref: string; userId: number; decision: SandboxDecision; address: string; now?: Date },
): Promise<{ payment: SandboxPayment; outcome: SandboxOutcome }> {
  await expireIfDue(tx, d.ref, d.now ?? new Date());
  const p = await paymentRow(tx, d.ref, true);
  if (!p) throw fail(404, 'ewalletRequestNotFound');
  const outcome: SandboxOutcome = Number(p.payer_id) !== d.userId ? 'not_payer' : p.status !== 'pending' ? 'already_decided' : 'applied';
  await tx.execute(sql`
    INSERT INTO sandbox_decisions (ref, decided_by, decision, outcome, address)
    VALUES (${d.ref}, ${d.userId}, ${d.decision}, ${outcome}, ${d.address.slice(0, 100)})`);
  if (outcome !== 'applied') return { payment: view(p), outcome };
  const status: GatewayStatus = d.decision === 'approve' ? 'approved' : 'declined';
  await tx.execute(sql`UPDATE sandbox_payments SET status = ${status}, decided_at = now() WHERE ref = ${d.ref}`);
  return { payment: { ...view(p), status }, outcome };
}

/** The latest decisions, newest first, for the operator console. */
export async function listSandboxDecisions(tx: Tx, limit = 200): Promise<SandboxDecisionLogItem[]> {
  const found = await rows<Record<string, string | null> & { created_at: Date | string }>(tx, sql`
    SELECT d.id, d.ref, p.amount_poisha, payer.username AS payer, decider.username AS decided_by, d.decision, d.outcome,
      d.address, d.created_at, dep.id AS deposit_id
    FROM sandbox_decisions d
    JOIN sandbox_payments p ON p.ref = d.ref
    JOIN users decider ON decider.id = d.decided_by
    LEFT JOIN users payer ON payer.id = p.payer_id
    LEFT JOIN deposit_requests dep ON dep.gateway_ref = d.ref
    ORDER BY d.id DESC LIMIT ${limit}`);
  return found.map((r) => ({
    id: Number(r.id), ref: r.ref!, amount: Number(r.amount_poisha) / 100, payer: r.payer, decided_by: r.decided_by!,
    decision: r.decision as SandboxDecision, outcome: r.outcome as SandboxOutcome, address: r.address ?? '',
    created_at: new Date(r.created_at).toISOString(), deposit_id: r.deposit_id === null ? null : Number(r.deposit_id),
  }));
}
