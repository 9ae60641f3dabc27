// The sandbox gateway's server-to-server notification: when the payer decides on /sandbox-pay, the
// sandbox tells the shop, as bKash's webhook does, so the deposit is settled even if the payer closes the
// tab and never comes back to /deposit. Signed with PAYMENT_WEBHOOK_SECRET and delivered either
// in-process (the default: the very check and service the webhook route runs) or over HTTP to
// PUBLIC_ORIGIN/api/ewa/notify (SANDBOX_NOTIFY=http: the whole path, as a gateway on another host would).
// A delivery that fails is logged and left to the player's confirm or the expiry sweep.
import type { Deps } from '../context.ts';
import { logger } from '../lib/logger.ts';
import { GATEWAY_SIGNATURE_HEADER, gatewayNotificationSchema, type GatewayNotification } from '../../contracts/ewallet.ts';
import { receiveNotification } from '../services/ewallet.ts';
import { paymentGateway } from './gateway.ts';
import { signNotification } from './notification-signature.ts';

const HTTP_TIMEOUT_MS = 5000;

/** Delivers a signed notification the way the configuration says; true when the shop accepted it. */
async function notifyShop(deps: Deps, n: GatewayNotification): Promise<boolean> {
  const rawBody = JSON.stringify(n);
  const signature = signNotification(deps.config.paymentWebhookSecret, rawBody, deps.now());
  try {
    if (deps.config.sandboxNotify === 'http') {
      const res = await fetch(new URL('/api/ewa/notify', deps.config.publicOrigin), {
        method: 'POST',
        body: rawBody,
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: signature },
      });
      return res.ok;
    }
    // In-process: the same checks the webhook route makes (signature, then the contract), then its service.
    const gateway = paymentGateway(deps.config);
    if (!gateway?.verifyNotification({ signature, rawBody, now: deps.now() })) return false;
    await receiveNotification(deps, gatewayNotificationSchema.parse(JSON.parse(rawBody)));
    return true;
  } catch (err) {
    logger.warn('sandbox notification not delivered', { ref: n.payment_ref, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
}

/** After a payer's decision on the sandbox page has committed: notify the shop of the new status. */
export async function notifyDecision(deps: Deps, payment: { ref: string; amount: number; status: string }): Promise<void> {
  if (payment.status !== 'approved' && payment.status !== 'declined') return;
  await notifyShop(deps, { payment_ref: payment.ref, status: payment.status, amount: payment.amount, gateway_trx_id: `SBX${payment.ref.slice(3)}` });
}
