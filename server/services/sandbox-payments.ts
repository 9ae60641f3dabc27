// The sandbox gateway's payer side and its decision log (server/payments/sandbox-gateway.ts is the
// gateway itself; the rules that keep it from printing money are written there). Through the drizzle
// schema; one mapper per wire shape: the payer's view of a payment, and the operators' log line.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SandboxDecisionLogItem, SandboxPayment } from '../../contracts/sandbox-gateway.ts';
import type { Db } from '../db/client.ts';
import { depositRequests, sandboxDecisions, sandboxPayments, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { GatewayStatus } from '../payments/gateway.ts';
import type { SandboxDecision, SandboxOutcome } from '../payments/sandbox-gateway.ts';

type PaymentRow = typeof sandboxPayments.$inferSelect;

const toPayment = (p: PaymentRow): SandboxPayment =>
  ({ ref: p.ref, amount: p.amountPoisha / 100, status: p.status as GatewayStatus, created_at: p.createdAt.toISOString() });

/** The payer's own payment; anyone else gets the same 404 as for a reference that does not exist. */
export async function payerPayment(db: Db, ref: string, userId: number): Promise<SandboxPayment> {
  const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
  if (!p || p.payerId !== userId) throw fail(404, 'ewalletRequestNotFound');
  return toPayment(p);
}

export interface PayerDecision { ref: string; userId: number; decision: SandboxDecision; address: string }

/**
 * Records a decision on a payment, as a player's session made it, in one transaction. The row lock
 * makes two racing decisions one after the other, so the first wins and the second is logged as
 * already decided. Every attempt is logged whatever its outcome; a refusal is thrown only after the
 * log line commits. Pressing the same button twice is answered like the first press; changing one's
 * mind is too late (409).
 */
export async function decideAsPayer(db: Db, d: PayerDecision): Promise<SandboxPayment> {
  const { payment, outcome } = await db.transaction(async (tx) => {
    const [p] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.ref, d.ref)).for('update');
    if (!p) throw fail(404, 'ewalletRequestNotFound');
    const outcome: SandboxOutcome = p.payerId !== d.userId ? 'not_payer' : p.status !== 'pending' ? 'already_decided' : 'applied';
    await tx.insert(sandboxDecisions).values({ ref: d.ref, decidedBy: d.userId, decision: d.decision, outcome, address: d.address.slice(0, 100) });
    if (outcome !== 'applied') return { payment: toPayment(p), outcome };
    const status: GatewayStatus = d.decision === 'approve' ? 'approved' : 'declined';
    const [moved] = await tx.update(sandboxPayments).set({ status, decidedAt: sql`now()` }).where(eq(sandboxPayments.ref, d.ref)).returning();
    return { payment: toPayment(moved!), outcome };
  });
  if (outcome === 'not_payer') throw fail(404, 'ewalletRequestNotFound');
  const wanted = d.decision === 'approve' ? 'approved' : 'declined';
  if (outcome === 'already_decided' && payment.status !== wanted) throw fail(409, 'requestAlreadyDecided');
  return payment;
}

/** The latest decisions, newest first, for the operator console. */
export async function listSandboxDecisions(db: Db, limit = 200): Promise<SandboxDecisionLogItem[]> {
  const payer = alias(users, 'payer');
  const decider = alias(users, 'decider');
  const found = await db.select({
    id: sandboxDecisions.id, ref: sandboxDecisions.ref, amountPoisha: sandboxPayments.amountPoisha, payer: payer.username,
    decidedBy: decider.username, decision: sandboxDecisions.decision, outcome: sandboxDecisions.outcome,
    address: sandboxDecisions.address, createdAt: sandboxDecisions.createdAt, depositId: depositRequests.id,
  }).from(sandboxDecisions)
    .innerJoin(sandboxPayments, eq(sandboxPayments.ref, sandboxDecisions.ref))
    .innerJoin(decider, eq(decider.id, sandboxDecisions.decidedBy))
    .leftJoin(payer, eq(payer.id, sandboxPayments.payerId))
    .leftJoin(depositRequests, eq(depositRequests.gatewayRef, sandboxDecisions.ref))
    .orderBy(desc(sandboxDecisions.id)).limit(limit);
  return found.map((r) => ({
    id: r.id, ref: r.ref, amount: r.amountPoisha / 100, payer: r.payer, decided_by: r.decidedBy,
    decision: r.decision as SandboxDecision, outcome: r.outcome as SandboxOutcome, address: r.address,
    created_at: r.createdAt.toISOString(), deposit_id: r.depositId,
  }));
}
