// The payment-gateway adapter behind the e-wallet deposit (/api/ewa/request, /api/ewa/confirm and the
// gateway's server-to-server notification /api/ewa/notify; server/routes/ewallet.ts). The wallet talks
// to a gateway only through this interface; which one (if any) comes from PAYMENT_GATEWAY. With none
// configured the e-wallet channel is not offered at all: /api/payment-methods lists no e-wallet and
// /api/ewa/request and /api/ewa/confirm answer 404 ewalletUnavailable. The only implementation so far is
// the sandbox (sandbox-gateway.ts), a development tool that moves no real money.
//
// The interface is the one a real mobile-wallet checkout has. bKash's tokenized checkout is the model:
//   grantToken     POST /tokenized/checkout/token/grant (app key and secret, username and password) gives an
//                  id_token for the calls below, valid an hour, renewed with /token/refresh;
//   createPayment  POST /tokenized/checkout/create (amount, merchantInvoiceNumber = our ref, payerReference,
//                  callbackURL) gives paymentID and bkashURL, where the payer enters their wallet number,
//                  OTP and PIN; bKash then sends the payer back to callbackURL?status=success|failure|cancel;
//   executePayment POST /tokenized/checkout/execute (paymentID) completes an authorised payment: only then
//                  is the money taken (trxID, transactionStatus Completed);
//   queryPayment   POST /tokenized/checkout/payment/status (paymentID): the outcome, whoever asks;
//   refundPayment  POST /v2/tokenized-checkout/refund/payment/transaction (paymentID, trxID, amount, reason);
//   notification   bKash's webhook (SNS-signed) tells the merchant's server of the payment's outcome even
//                  when the payer never returns; it is verified before it is believed.
// Rules the wallet keeps whatever the gateway: only the gateway's own answer `approved` (to execute or
// query) ever credits a deposit, never the client's word and never a notification's body alone; a payment
// not decided within paymentTimeoutMinutes is expired, and the deposit fails (server/services/ewallet.ts).
import { randomBytes } from 'node:crypto';
import type { Config, PaymentGatewayId } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** What the gateway says became of a payment. `expired`: the payer's time ran out. */
export type GatewayStatus = 'pending' | 'approved' | 'declined' | 'expired';

export interface CreatePaymentInput {
  /** Our reference, also stored on the deposit request (deposit_requests.gateway_ref). */
  ref: string;
  /** The player who pays; a gateway binds the payment to them (bKash's payerReference). */
  payerId: number;
  amountPoisha: number;
  /** When it was made: the payer's timer runs from here. */
  now: Date;
}

export interface CreatedPayment {
  /** Where the payer is sent to decide (a client route or the gateway's own page); null: no redirect. */
  redirectUrl: string | null;
  /** A number to pay to by hand, when the gateway works that way ('' otherwise). */
  payTo: string;
}

export interface GatewayToken {
  token: string;
  expiresAt: Date;
}

export interface RefundResult {
  refunded: boolean;
  refundRef: string | null;
}

/** A server-to-server notification as it arrived: the signature header and the exact body bytes. */
export interface SignedNotification {
  signature: string | undefined;
  rawBody: string;
  now: Date;
}

export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  /** Shown to players as the e-wallet provider's name. */
  readonly displayName: string;
  readonly icon: string;
  /** The payer's time to decide (the wire's timer): after it the payment is expired and the deposit fails. */
  readonly paymentTimeoutMinutes: number;
  /** A token for the calls below (bKash's id_token); a gateway without one answers a token of its own. */
  grantToken(now: Date): Promise<GatewayToken>;
  /** Registers a payment, in the caller's transaction (so a refused deposit leaves no payment behind). */
  createPayment(tx: Db, p: CreatePaymentInput): Promise<CreatedPayment>;
  /** Completes a payment the payer authorised and answers its final status (as query when already final). */
  executePayment(tx: Db, ref: string, now: Date): Promise<GatewayStatus>;
  /** Asks the gateway for the payment's outcome; only 'approved' may ever credit a deposit. */
  queryPayment(tx: Db, ref: string, now: Date): Promise<GatewayStatus>;
  /** Gives a completed payment back to the payer (a payment approved after its deposit had failed). */
  refundPayment(tx: Db, ref: string, reason: string, now: Date): Promise<RefundResult>;
  /** True when a server-to-server notification really comes from the gateway (signature, freshness). */
  verifyNotification(n: SignedNotification): boolean;
}

/** The configured gateway, or null when none is: then the e-wallet channel does not exist. */
export function paymentGateway(config: Pick<Config, 'paymentGateway' | 'paymentWebhookSecret'>): PaymentGateway | null {
  if (config.paymentGateway === 'sandbox') return createSandboxGateway(config.paymentWebhookSecret);
  return null;
}

/** A fresh payment reference: 16 random hex digits, unguessable, so a reference alone is no key. */
export const newGatewayRef = () => `EWA${randomBytes(8).toString('hex').toUpperCase()}`;
