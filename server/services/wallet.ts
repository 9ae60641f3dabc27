// The wallet area's calls: what the deposit and withdrawal screens
// list, and the two money-moving requests, each run once per Idempotency-Key (idempotency.ts) in one
// transaction. The operator's decisions on those requests are here too. The requests themselves are
// deposits.ts and withdrawals.ts; the methods and numbers payment-methods.ts.
import { createHash } from 'node:crypto';
import type {
  PaymentMethodsResponse,
  submitDepositRequestSchema,
  submitDepositResponseSchema,
  submitWithdrawRequestSchema,
  submitWithdrawResponseSchema,
} from '../../contracts/wallet.ts';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import type { z } from 'zod';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { fail } from '../lib/errors.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { approveDeposit, createDeposit, rejectDeposit } from './deposits.ts';
import { runIdempotent } from './idempotency.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { getLimits, limitsToWire, withdrawalStatus } from './limits.ts';
import { listActiveMethods, methodById } from './payment-methods.ts';
import { saveReceipt } from './receipts.ts';
import { approveWithdrawal, createWithdrawal, rejectWithdrawal } from './withdrawals.ts';
import { poishaFromTaka } from '../lib/money.ts';
import { recordStaffAction, type StaffActor } from '../operator/audit/record.ts';
import { approveWithdrawalWithFourEyes } from '../operator/approvals/withdrawals.ts';

/** An answer made once per key: `replayed` when a repeat got the stored one. */
export interface Once<T> {
  body: T;
  replayed: boolean;
}

/**
 * Runs a money-moving effect once per (user, Idempotency-Key), in one transaction. A concurrent
 * request that lost the race for a partial unique index (one pending request) is a 409, not a 500.
 */
async function once<T>(
  db: Db,
  opts: { userId: number; key: string | null; route: string; body: unknown; unique?: Record<string, MessageKey> },
  effect: (tx: Db) => Promise<T>,
): Promise<Once<T>> {
  try {
    const answer = await runIdempotent(db, opts, async (tx) => ({ status: 200, body: await effect(tx) }));
    return { body: answer.body as T, replayed: answer.replayed };
  } catch (err) {
    for (const [constraint, message] of Object.entries(opts.unique ?? {})) if (isUniqueViolation(err, constraint)) throw fail(409, message);
    throw err;
  }
}

/** One list for the deposit screen, the footer logos and the withdrawal screen. */
export async function paymentMethodsView(deps: Pick<Deps, 'database' | 'config'>): Promise<PaymentMethodsResponse> {
  const db = deps.database.db;
  const gateway = paymentGateway(deps.config);
  // withdrawal_status 0 closes withdrawals only: the withdrawal screen lists nothing
  // when it reads 0, and submit-withdraw refuses; the deposit methods stay listed.
  return {
    data: await listActiveMethods(db),
    // No gateway configured: no e-wallet channel at all (the deposit screen then shows none).
    ewallet: gateway ? { type: 'ewallet' as const, pgs: [{ name: gateway.displayName, icon: gateway.icon }] } : null,
    limits: limitsToWire(await getLimits(db)),
    withdrawal_status: await withdrawalStatus(db),
  };
}

type SubmitDeposit = z.output<typeof submitDepositRequestSchema>;

/** A manual deposit request, with its receipt image if one was sent. */
export async function submitDeposit(
  db: Db,
  uploadDir: string,
  req: { userId: number; key: string | null; input: SubmitDeposit; receipt: File | null; now: Date },
): Promise<Once<z.infer<typeof submitDepositResponseSchema>>> {
  const { input, userId } = req;
  const stored = req.receipt ? await saveReceipt(uploadDir, req.receipt) : null;
  const receiptHash = stored ? createHash('sha256').update(stored.bytes).digest('hex') : null;
  const opts = {
    userId,
    key: req.key,
    route: 'submit-deposit',
    body: { ...input, receiptHash },
    unique: { deposit_requests_one_pending: 'depositPending' as const },
  };
  return once(db, opts, async (tx) => {
    const method = await methodById(tx, input.payment_id);
    const id = await createDeposit(tx, {
      now: req.now,
      userId,
      amountPoisha: poishaFromTaka(input.amount),
      channel: 'manual',
      paymentMethodId: input.payment_id,
      walletNumberId: input.wallet_number_id ?? null,
      accountNumber: input.account_number,
      transactionId: input.transaction_id,
      promotionId: input.promotion_id,
      provider: method?.name ?? '',
      accountType: method?.accountType ?? '',
      receiptPath: stored?.path ?? null,
      receiptMime: stored?.mime ?? null,
    });
    return {
      success: true as const,
      message: MESSAGES.depositSubmitted,
      data: { id, amount: input.amount, status: 'pending' as const, receipt: stored !== null },
    };
  });
}

type SubmitWithdraw = z.output<typeof submitWithdrawRequestSchema>;

/** A withdrawal request; the amount is held at once. */
export async function submitWithdraw(
  db: Db,
  req: { userId: number; key: string | null; input: SubmitWithdraw },
): Promise<Once<z.infer<typeof submitWithdrawResponseSchema>>> {
  const { input, userId } = req;
  const opts = { userId, key: req.key, route: 'submit-withdraw', body: input, unique: { withdrawal_requests_one_pending: 'withdrawalPending' as const } };
  return once(db, opts, async (tx) => {
    const id = await createWithdrawal(tx, {
      userId,
      amountPoisha: poishaFromTaka(input.amount),
      accountNumber: input.account_number,
      paymentId: input.payment_id,
      provider: input.provider,
      accountName: input.account_name,
    });
    return { success: true as const, message: MESSAGES.withdrawalSuccessful, error: null, data: { id, amount: input.amount, status: 'pending' as const } };
  });
}

export type Decision = 'approve' | 'reject';
type Kind = 'deposits' | 'withdrawals';
const DECIDE = {
  deposits: { approve: approveDeposit, reject: rejectDeposit, approved: 'depositApproved', rejected: 'depositRejected' },
  withdrawals: { approve: approveWithdrawal, reject: rejectWithdrawal, approved: 'withdrawalApproved', rejected: 'withdrawalRejected' },
} as const;

/**
 * An operator's decision on a pending request. Idempotent by state (only a pending request moves; the
 * same decision again answers the same); an Idempotency-Key, when sent, is honoured too.
 */
export async function decideRequest(
  db: Db,
  d: { kind: Kind; id: number; decision: Decision; actor: StaffActor & { id: number }; key: string | null; reason?: string },
): Promise<Once<{ message: string; data: { id: number; status: 'approved' | 'rejected' | 'awaiting_second_approval' } }>> {
  const route = `${d.kind}/${d.id}/${d.decision}`;
  const body = d.decision === 'reject' ? { reason: d.reason } : {};
  return once(db, { userId: d.actor.id, key: d.key, route, body }, async (tx) => {
    if (d.kind === 'withdrawals' && d.decision === 'approve') {
      // Above the owner's four-eyes amount a withdrawal needs two staff members; that step writes its own audit entry.
      const { status } = await approveWithdrawalWithFourEyes(tx, d.id, d.actor);
      return { message: MESSAGES[status === 'approved' ? 'withdrawalApproved' : 'withdrawalAwaitingSecond'], data: { id: d.id, status } };
    }
    const how = DECIDE[d.kind];
    const changed = d.decision === 'approve' ? await how.approve(tx, d.id, d.actor.id) : await how.reject(tx, d.id, d.actor.id, d.reason ?? '');
    const status = d.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    // The same decision again changes nothing, and writes nothing to the audit trail.
    if (changed) {
      const objectType = d.kind === 'deposits' ? 'deposit' : 'withdrawal';
      await recordStaffAction(tx, d.actor, {
        action: `${objectType}.${d.decision}`,
        objectType,
        objectId: d.id,
        before: { status: 'pending' },
        after: d.decision === 'reject' ? { status, reason: d.reason ?? '' } : { status },
      });
    }
    return { message: MESSAGES[how[status]], data: { id: d.id, status } };
  });
}
