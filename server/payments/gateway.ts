// The payment-gateway adapter behind /api/ewa/request and /api/ewa/confirm. The wallet talks to a
// gateway only through this interface; which one (if any) comes from PAYMENT_GATEWAY. With none
// configured the e-wallet channel is not offered at all: /api/payment-methods lists no e-wallet and
// /api/ewa/* answer 404 ewalletUnavailable. The only implementation so far is the sandbox
// (sandbox-gateway.ts), a development tool that moves no real money.
//
// A real mobile-wallet checkout (bKash tokenized checkout, Nagad PGW) adds calls to this interface
// as further methods beside these two, each implemented by the sandbox too (issue 14): grant token,
// execute, refund and the server-to-server notification. The ones here keep their meaning then:
// `createPayment` is "create payment", `queryPayment` is "query payment".
import { randomBytes } from 'node:crypto';
import type { Config, PaymentGatewayId } from '../config.ts';
import type { Tx } from '../services/ledger.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

/** What the gateway says became of a payment. */
export type GatewayStatus = 'pending' | 'approved' | 'declined';

export interface CreatePaymentInput {
  /** Our reference, also stored on the deposit request (deposit_requests.gateway_ref). */
  ref: string;
  /** The player who pays; a gateway binds the payment to them (bKash's payerReference). */
  payerId: number;
  amountPoisha: number;
}

export interface CreatedPayment {
  /** Where the payer is sent to decide (a client route or the gateway's own page); null: no redirect. */
  redirectUrl: string | null;
  /** A number to pay to by hand, when the gateway works that way ('' otherwise). */
  payTo: string;
}

export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  /** Shown to players as the e-wallet provider's name. */
  readonly displayName: string;
  readonly icon: string;
  /** Registers a payment, in the caller's transaction (so a refused deposit leaves no payment behind). */
  createPayment(tx: Tx, p: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the gateway for the payment's outcome; only 'approved' may ever credit a deposit. */
  queryPayment(tx: Tx, ref: string): Promise<GatewayStatus>;
}

const GATEWAYS: Record<PaymentGatewayId, PaymentGateway> = { sandbox: sandboxGateway };

/** The configured gateway, or null when none is: then the e-wallet channel does not exist. */
export function paymentGateway(config: Pick<Config, 'paymentGateway'>): PaymentGateway | null {
  return config.paymentGateway ? GATEWAYS[config.paymentGateway] : null;
}

/** A fresh payment reference: 16 random hex digits, unguessable, so a reference alone is no key. */
export const newGatewayRef = () => `EWA${randomBytes(8).toString('hex').toUpperCase()}`;
