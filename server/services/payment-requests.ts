// The player's deposit and withdrawal requests still waiting for the operator, for the payment-request
// screen. Each carries the time left of its own wait, counted here from when it was made with the
// server's clock: the phone's clock may be off, and a screen opened later must not start a fresh wait.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_REQUEST_COUNTDOWN_MINUTES, type PendingRequest } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { depositRequests, paymentMethods, withdrawalRequests } from '../db/schema/index.ts';
import { takaFromPoisha } from '../lib/money.ts';

const WAIT_MS = PAYMENT_REQUEST_COUNTDOWN_MINUTES * 60_000;

const secondsLeft = (createdAt: Date, now: Date) => Math.max(0, Math.ceil((createdAt.getTime() + WAIT_MS - now.getTime()) / 1000));

/** An e-wallet request names only its provider; the icon then is the method's of that name, if any. */
const method = (name: string | null, icon: string | null, provider: string) =>
  name ? { name, icon: icon ?? '' } : provider ? { name: provider, icon: '' } : null;

/** Pending requests of one player, newest first (at most one of each kind: a second is refused while one waits). */
export async function listPendingRequests(db: Db, userId: number, now: Date): Promise<PendingRequest[]> {
  const [deposits, withdrawals] = await Promise.all([
    db
      .select({ r: depositRequests, name: paymentMethods.name, icon: paymentMethods.icon })
      .from(depositRequests)
      .leftJoin(paymentMethods, eq(paymentMethods.id, depositRequests.paymentMethodId))
      .where(and(eq(depositRequests.userId, userId), eq(depositRequests.status, 'pending'))),
    db
      .select({ r: withdrawalRequests, name: paymentMethods.name, icon: paymentMethods.icon })
      .from(withdrawalRequests)
      .leftJoin(paymentMethods, eq(paymentMethods.id, withdrawalRequests.paymentMethodId))
      .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, 'pending'))),
  ]);
  const rows = [...deposits.map((d) => ({ ...d, action: 'deposit' as const })), ...withdrawals.map((w) => ({ ...w, action: 'withdraw' as const }))];
  return rows
    .sort((a, b) => b.r.createdAt.getTime() - a.r.createdAt.getTime())
    .map(({ r, name, icon, action }) => ({
      id: r.id,
      action,
      amount: takaFromPoisha(r.amountPoisha),
      created_at: r.createdAt.toISOString(),
      seconds_left: secondsLeft(r.createdAt, now),
      payment_method: method(name, icon, r.provider),
    }));
}
