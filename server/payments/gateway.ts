// The payment-gateway adapter behind /api/ewa/request and /api/ewa/confirm. A real provider (bKash
// checkout, Nagad PGW) would implement the same two calls; the default is the sandbox gateway served
// by the product itself (server/payments/sandbox-page.ts), so the redirect path works end to end.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { one, type Tx } from '../services/ledger.ts';

export type GatewayStatus = 'pending' | 'approved' | 'declined';

export interface PaymentGateway {
  readonly name: string;
  /** Registers a payment; answers the page the payer is sent to (null: no redirect, manual number). */
  createPayment(tx: Tx, p: { ref: string; amountPoisha: number }): Promise<{ url: string | null; number: string }>;
  /** What the payer decided, as the gateway reports it. */
  status(tx: Tx, ref: string): Promise<GatewayStatus>;
}

export const newGatewayRef = () => `SBX${randomBytes(8).toString('hex').toUpperCase()}`;

export const sandboxGateway: PaymentGateway = {
  name: 'Sandbox Pay',
  async createPayment(tx, p) {
    await tx.execute(sql`INSERT INTO sandbox_payments (ref, amount_poisha) VALUES (${p.ref}, ${p.amountPoisha})`);
    return { url: `/api/sandbox-gateway/${p.ref}`, number: '' };
  },
  async status(tx, ref) {
    const row = await one<{ status: GatewayStatus }>(tx, sql`SELECT status FROM sandbox_payments WHERE ref = ${ref}`);
    return row?.status ?? 'pending';
  },
};

/** The configured gateway; only the sandbox exists so far. */
export function paymentGateway(): PaymentGateway {
  return sandboxGateway;
}
