// The sandbox payment gateway's calls (only with PAYMENT_GATEWAY=sandbox; a development tool that
// moves no real money). The payer page /sandbox-pay/:ref calls them with the player's bearer token;
// the operator console lists every decision. See server/payments/sandbox-gateway.ts.
import { z } from 'zod';
import { walletMessages as M } from './messages/wallet.ts';

/** References the server makes (server/payments/gateway.ts): letters and digits only. */
export const GATEWAY_REF_PATTERN = /^[A-Z0-9]{6,40}$/;

export const sandboxPaymentSchema = z.object({
  ref: z.string(),
  /** Taka, as every amount on the wire. */
  amount: z.number(),
  status: z.enum(['pending', 'approved', 'declined', 'expired']),
  created_at: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

// ---- GET /api/sandbox-gateway/:ref (the payer's own payment; anyone else gets 404)
export const sandboxPaymentResponseSchema = z.object({ data: sandboxPaymentSchema });

// ---- POST /api/sandbox-gateway/:ref/decision
export const SANDBOX_DECISIONS = ['approve', 'decline'] as const;
export const sandboxDecisionRequestSchema = z.object({
  decision: z.enum(SANDBOX_DECISIONS, { error: M.sandboxDecisionRequired }),
});
export const sandboxDecisionResponseSchema = z.object({
  data: sandboxPaymentSchema,
  /** Where the payer goes back to, as a real gateway's callback URL. */
  return_url: z.string(),
});

// ---- GET /api/operator/sandbox-decisions (newest first)
export const SANDBOX_OUTCOMES = ['applied', 'not_payer', 'already_decided'] as const;
export const sandboxDecisionLogItemSchema = z.object({
  id: z.number(),
  ref: z.string(),
  amount: z.number(),
  /** The player the payment belongs to. */
  payer: z.string().nullable(),
  /** The player whose session made the decision: not the payer when outcome is not_payer. */
  decided_by: z.string(),
  decision: z.enum(SANDBOX_DECISIONS),
  outcome: z.enum(SANDBOX_OUTCOMES),
  address: z.string(),
  created_at: z.string(),
  deposit_id: z.number().nullable(),
});
export type SandboxDecisionLogItem = z.infer<typeof sandboxDecisionLogItemSchema>;
export const sandboxDecisionLogResponseSchema = z.object({ data: z.array(sandboxDecisionLogItemSchema) });
