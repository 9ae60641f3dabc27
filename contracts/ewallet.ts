// The e-wallet deposit finished. The player's calls keep the wire's shapes (contracts/wallet.ts:
// POST /api/ewa/request, POST /api/ewa/confirm); this file adds what the confirm answer needs to say
// which way it went, and the gateway's server-to-server notification (POST /api/ewa/notify), signed by
// the gateway: HMAC-SHA256 over "<timestamp>.<raw body>" in the X-Gateway-Signature header.
import { z } from 'zod';
import { depositStatusSchema, ewaConfirmResponseSchema } from './wallet.ts';
import { keySchema } from './fields.ts';

export const GATEWAY_SIGNATURE_HEADER = 'X-Gateway-Signature';
/** A notification older or newer than this is refused (a replayed capture, a skewed clock). */
export const GATEWAY_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The confirm answer: the wire's fields, the amount and the catalogue key of the message. */
export const ewaConfirmAnswerSchema = ewaConfirmResponseSchema.extend({
  amount: z.number(),
  code: z.enum(['depositApproved', 'ewalletDeclined', 'ewalletExpired']),
});
export type EwaConfirmAnswer = z.infer<typeof ewaConfirmAnswerSchema>;

export const GATEWAY_OUTCOMES = ['approved', 'declined', 'expired'] as const;

export const gatewayNotificationSchema = z.object({
  /** Which payment: our reference, as given to the gateway at create payment. */
  payment_ref: keySchema(40),
  /** What the gateway says became of it. The server still asks the gateway (query) before crediting. */
  status: z.enum(GATEWAY_OUTCOMES),
  /** Taka; checked against the deposit request. */
  amount: z.number(),
  /** The gateway's own transaction id (bKash trxID), kept on the deposit. */
  gateway_trx_id: keySchema(64).optional(),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;

export const gatewayNotificationResponseSchema = z.object({
  received: z.literal(true),
  /** The deposit's status after the notification; null when no deposit has this reference. */
  deposit_status: depositStatusSchema.nullable(),
});
