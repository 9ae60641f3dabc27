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
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/core.ts';
import { depositRequests, sandboxDecisions, sandboxPayments as payments } from '../db/schema/wallet.ts';
import { fail } from '../lib/errors.ts';
import type { SANDBOX_DECISIONS, SANDBOX_OUTCOMES, SandboxDecisionLogItem, SandboxPayment } from '../../contracts/sandbox-gateway.ts';
import { EWALLET_DEFAULT_TIMER_MINUTES } from '../../contracts/wallet.ts';
import type { GatewayStatus, PaymentGateway } from './gateway.ts';
import { verifyNotificationSignature } from './notification-signature.ts';
import { takaFromPoisha } from '../lib/money.ts';

const SANDBOX_DISPLAY_NAME = 'Sandbox Pay';
/** The payer's time to decide, as the wire's default e-wallet timer. */
const SANDBOX_TIMEOUT_MINUTES = EWALLET_DEFAULT_TIMER_MINUTES;

/**
 * A pending payment older than the timer becomes expired, as a real gateway's would. Run before any read
 * that answers its status, so the sandbox never says pending for a payment nobody can still approve.
 */
async function expireIfDue(tx: Db, ref: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(payments.ref, ref), eq(payments.status, 'pending'), lte(payments.createdAt, new Date(now.getTime() - SANDBOX_TIMEOUT_MINUTES * 60_000))));
}

async function statusOf(tx: Db, ref: string, now: Date): Promise<GatewayStatus> {
  await expireIfDue(tx, ref, now);
  const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.ref, ref));
  return (row?.status as GatewayStatus | undefined) ?? 'pending';
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
      await tx.insert(payments).values({ ref: p.ref, amountPoisha: p.amountPoisha, payerId: p.payerId, createdAt: p.now });
      return { redirectUrl: `/sandbox-pay/${encodeURIComponent(p.ref)}`, payTo: '' };
    },
    // The payer's Approve completes the payment at once: there is nothing left to execute.
    executePayment: (tx, ref, now) => statusOf(tx, ref, now),
    queryPayment: (tx, ref, now) => statusOf(tx, ref, now),
    async refundPayment(tx, ref, reason, now) {
      // Conditional, so a payment is refunded once however many confirmations race.
      const [row] = await tx
        .update(payments)
        .set({ refundedAt: now, refundReason: reason.slice(0, 200) })
        .where(and(eq(payments.ref, ref), eq(payments.status, 'approved'), isNull(payments.refundedAt)))
        .returning({ ref: payments.ref });
      return { refunded: row !== undefined, refundRef: row ? `RF${ref}` : null };
    },
    verifyNotification: (n) => verifyNotificationSignature(secret, n.signature, n.rawBody, n.now),
  };
}

export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
/** applied: the payment moved; not_payer: another player's session tried; already_decided: it had moved before. */
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

type PaymentRow = Pick<typeof payments.$inferSelect, 'ref' | 'amountPoisha' | 'status' | 'payerId' | 'createdAt'>;

async function paymentRow(tx: Db, ref: string, lock = false): Promise<PaymentRow | undefined> {
  const query = tx
    .select({ ref: payments.ref, amountPoisha: payments.amountPoisha, status: payments.status, payerId: payments.payerId, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.ref, ref));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const view = (p: PaymentRow): SandboxPayment => ({
  ref: p.ref,
  amount: takaFromPoisha(p.amountPoisha),
  status: p.status as GatewayStatus,
  created_at: p.createdAt.toISOString(),
});

/** The payer's own payment; anyone else gets the same 404 as for a reference that does not exist. */
export async function payerPayment(tx: Db, ref: string, userId: number, now = new Date()): Promise<SandboxPayment> {
  await expireIfDue(tx, ref, now);
  const p = await paymentRow(tx, ref);
  if (!p || p.payerId !== userId) throw fail(404, 'ewalletRequestNotFound');
  return view(p);
}

/**
 * Records a decision on a payment, as a player's session made it. The row lock makes two racing
 * decisions one after the other, so the first wins and the second is logged as already decided.
 * The attempt is logged whatever its outcome, so the caller refuses only after this commits.
 */
export async function decideSandboxPayment(
  tx: Db,
  d: { ref: string; userId: number; decision: SandboxDecision; address: string; now?: Date },
): Promise<{ payment: SandboxPayment; outcome: SandboxOutcome }> {
  await expireIfDue(tx, d.ref, d.now ?? new Date());
  const p = await paymentRow(tx, d.ref, true);
  if (!p) throw fail(404, 'ewalletRequestNotFound');
  const outcome: SandboxOutcome = p.payerId !== d.userId ? 'not_payer' : p.status !== 'pending' ? 'already_decided' : 'applied';
  await tx.insert(sandboxDecisions).values({ ref: d.ref, decidedBy: d.userId, decision: d.decision, outcome, address: d.address.slice(0, 100) });
  if (outcome !== 'applied') return { payment: view(p), outcome };
  const status: GatewayStatus = d.decision === 'approve' ? 'approved' : 'declined';
  await tx.update(payments).set({ status, decidedAt: sql`now()` }).where(eq(payments.ref, d.ref));
  return { payment: { ...view(p), status }, outcome };
}

/** The latest decisions, newest first, for the operator console. */
export async function listSandboxDecisions(tx: Db, limit = 200): Promise<SandboxDecisionLogItem[]> {
  const payer = alias(users, 'payer');
  const decider = alias(users, 'decider');
  const found = await tx
    .select({
      id: sandboxDecisions.id,
      ref: sandboxDecisions.ref,
      amountPoisha: payments.amountPoisha,
      payer: payer.username,
      decidedBy: decider.username,
      decision: sandboxDecisions.decision,
      outcome: sandboxDecisions.outcome,
      address: sandboxDecisions.address,
      createdAt: sandboxDecisions.createdAt,
      depositId: depositRequests.id,
    })
    .from(sandboxDecisions)
    .innerJoin(payments, eq(payments.ref, sandboxDecisions.ref))
    .innerJoin(decider, eq(decider.id, sandboxDecisions.decidedBy))
    .leftJoin(payer, eq(payer.id, payments.payerId))
    .leftJoin(depositRequests, eq(depositRequests.gatewayRef, sandboxDecisions.ref))
    .orderBy(desc(sandboxDecisions.id))
    .limit(limit);
  return found.map((r) => ({
    id: r.id,
    ref: r.ref,
    amount: takaFromPoisha(r.amountPoisha),
    payer: r.payer,
    decided_by: r.decidedBy,
    decision: r.decision as SandboxDecision,
    outcome: r.outcome as SandboxOutcome,
    address: r.address,
    created_at: r.createdAt.toISOString(),
    deposit_id: r.depositId,
  }));
}
