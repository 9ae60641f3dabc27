// The e-wallet deposit: request, then the outcome learnt from the gateway by whichever comes
// first of the player's confirm (back from the gateway), the gateway's signed notification (the player
// may have closed the tab), or the expiry sweep (nobody decided in time). All three run settleEwallet:
// lock the deposit row, ask the gateway (execute/query: only its `approved` credits), then approve or fail
// the request. The lock makes racing settlements one after the other; approving only moves a pending
// request, and the ledger's unique index allows one deposit entry per request, so a deposit is credited
// once. A declined or expired payment fails the request, so the next deposit is allowed at once.
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { EwaConfirmAnswer, GatewayNotification } from '../../contracts/ewallet.ts';
import type { DepositStatus, EwaRequestResponse } from '../../contracts/wallet.ts';
import { newGatewayRef, paymentGateway, type PaymentGateway } from '../payments/gateway.ts';
import { approveDeposit, createDeposit, rejectDeposit } from './deposits.ts';
import type { Db } from '../db/client.ts';
import { depositRequests as deposits } from '../db/schema/wallet.ts';
import { nearestPoisha, poishaFromTaka, takaFromPoisha } from '../lib/money.ts';

/** The configured gateway, or the 404 of a channel that does not exist. */
export function requireGateway(deps: Pick<Deps, 'config'>): PaymentGateway {
  const gateway = paymentGateway(deps.config);
  if (!gateway) throw fail(404, 'ewalletUnavailable');
  return gateway;
}

export interface EwalletRequest {
  amount: number;
  type: string;
  provider: string;
  promotion: number;
}

/** Opens the deposit request and the gateway's payment together (one transaction: both or neither). */
export async function requestEwalletDeposit(tx: Db, gateway: PaymentGateway, userId: number, input: EwalletRequest, now: Date): Promise<EwaRequestResponse> {
  const ref = newGatewayRef();
  await createDeposit(tx, {
    now,
    userId,
    amountPoisha: poishaFromTaka(input.amount),
    channel: 'ewallet',
    paymentMethodId: null,
    promotionId: input.promotion,
    provider: input.provider,
    accountType: input.type,
    gatewayRef: ref,
  });
  const page = await gateway.createPayment(tx, { ref, payerId: userId, amountPoisha: poishaFromTaka(input.amount), now });
  return { url: page.redirectUrl, amount: input.amount, transaction: ref, number: page.payTo, timer: gateway.paymentTimeoutMinutes, message: '' };
}

export interface Settled {
  depositId: number;
  userId: number;
  status: DepositStatus;
  amountPoisha: number;
  reason: string | null;
}

/**
 * Learns a payment's outcome from the gateway and applies it to its deposit request, inside `tx`.
 * `userId`, when given, must own the request (else the same 404 as an unknown reference).
 * A request that failed (expired) and then turns out approved at the gateway is refunded there.
 */
async function settleEwallet(tx: Db, gateway: PaymentGateway, ref: string, now: Date, userId?: number): Promise<Settled | null> {
  // Locked: the confirm, the notification and the sweep settle one request one after the other.
  const [dep] = await tx
    .select({ id: deposits.id, status: deposits.status, reason: deposits.reason })
    .from(deposits)
    .where(and(eq(deposits.gatewayRef, ref), eq(deposits.channel, 'ewallet'), userId === undefined ? undefined : eq(deposits.userId, userId)))
    .for('update');
  if (!dep) return null;
  const id = dep.id;
  if (dep.status === 'pending') {
    const outcome = await gateway.executePayment(tx, ref, now);
    if (outcome === 'approved') await approveDeposit(tx, id, null);
    else if (outcome === 'declined') await rejectDeposit(tx, id, null, MESSAGES.ewalletDeclined);
    else if (outcome === 'expired') await rejectDeposit(tx, id, null, MESSAGES.ewalletExpired);
  } else if (dep.status === 'rejected' && (await gateway.queryPayment(tx, ref, now)) === 'approved') {
    // Paid at the gateway after we gave up on it: the player's money goes back to them there.
    const refund = await gateway.refundPayment(tx, ref, dep.reason ?? MESSAGES.ewalletExpired, now);
    logger.warn('e-wallet payment approved after its deposit failed; refunded at the gateway', { ref, refunded: refund.refunded });
  }
  const [after] = await tx
    .select({ userId: deposits.userId, status: deposits.status, amountPoisha: deposits.amountPoisha, reason: deposits.reason })
    .from(deposits)
    .where(eq(deposits.id, id));
  return { depositId: id, userId: after!.userId, status: after!.status as DepositStatus, amountPoisha: after!.amountPoisha, reason: after!.reason };
}

/** POST /api/ewa/confirm: the player is back from the gateway; the answer says which way it went. */
export async function confirmEwallet(tx: Db, gateway: PaymentGateway, userId: number, ref: string, now: Date): Promise<EwaConfirmAnswer> {
  const settled = await settleEwallet(tx, gateway, ref, now, userId);
  if (!settled) throw fail(404, 'ewalletRequestNotFound');
  if (settled.status === 'pending') throw fail(409, 'ewalletNotApproved');
  const amount = takaFromPoisha(settled.amountPoisha);
  if (settled.status === 'approved') return { success: true, message: MESSAGES.depositApproved, status: 'approved', amount, code: 'depositApproved' };
  const expired = settled.reason === MESSAGES.ewalletExpired;
  return {
    success: false,
    message: expired ? MESSAGES.ewalletExpired : MESSAGES.ewalletDeclined,
    status: 'rejected',
    amount,
    code: expired ? 'ewalletExpired' : 'ewalletDeclined',
  };
}

/**
 * The gateway's server-to-server notification, already verified as the gateway's. Its status is a hint
 * to look now, not a verdict: the deposit moves only on what the gateway itself answers.
 */
export async function receiveNotification(deps: Deps, n: GatewayNotification): Promise<DepositStatus | null> {
  const gateway = requireGateway(deps);
  const settled = await deps.database.db.transaction((tx) => settleEwallet(tx, gateway, n.payment_ref, deps.now()));
  if (settled && nearestPoisha(n.amount) !== settled.amountPoisha) {
    logger.warn('e-wallet notification amount differs from the deposit request', {
      ref: n.payment_ref,
      notified: n.amount,
      requested: takaFromPoisha(settled.amountPoisha),
    });
  }
  return settled?.status ?? null;
}

/** A minute past the gateway's own timer, so the gateway has certainly expired the payment too. */
const GRACE_MS = 60_000;

/**
 * The expiry sweep: every e-wallet request still pending past the gateway's timer is settled (credited if
 * the gateway says approved, failed if declined or expired). Each in its own transaction; SKIP LOCKED lets
 * several processes sweep together without waiting on each other or settling one request twice.
 */
export async function sweepExpiredEwallet(deps: Deps): Promise<number> {
  const gateway = paymentGateway(deps.config);
  if (!gateway) return 0;
  const now = deps.now();
  const due = new Date(now.getTime() - gateway.paymentTimeoutMinutes * 60_000 - GRACE_MS);
  const found = await deps.database.db
    .select({ ref: deposits.gatewayRef })
    .from(deposits)
    .where(and(eq(deposits.channel, 'ewallet'), eq(deposits.status, 'pending'), isNotNull(deposits.gatewayRef), lte(deposits.createdAt, due)))
    .orderBy(asc(deposits.id))
    .limit(100);
  let settled = 0;
  for (const { ref } of found) {
    if (ref === null) continue;
    await deps.database.db.transaction(async (tx) => {
      const [free] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.gatewayRef, ref), eq(deposits.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!free) return;
      const result = await settleEwallet(tx, gateway, ref, now);
      if (result && result.status !== 'pending') settled++;
    });
  }
  return settled;
}

/** How often the sweep looks: well inside the grace minute, so a request fails soon after its timer. */
const EWALLET_SWEEP_INTERVAL_MS = 30_000;

/** The background sweep (server/background.ts). State lives in the database, so a restart loses nothing. */
export function startEwalletSweep(deps: Deps): () => Promise<void> {
  const sweep = () =>
    sweepExpiredEwallet(deps).catch((err: unknown) => {
      logger.warn('e-wallet expiry sweep failed', { error: err instanceof Error ? err.message : String(err) });
      return 0;
    });
  let running = sweep();
  const timer = setInterval(() => {
    running = sweep();
  }, EWALLET_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
