// Signing and checking a gateway's server-to-server notification: "t=<unix seconds>,v1=<hex HMAC-SHA256 of
// '<t>.<raw body>'>" in the X-Gateway-Signature header (Stripe's scheme: the timestamp is signed with the
// body, so a captured notification cannot be replayed later with a new time). The secret is shared with
// the gateway (PAYMENT_WEBHOOK_SECRET); comparisons are constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { GATEWAY_SIGNATURE_TOLERANCE_SECONDS } from '../../contracts/ewallet.ts';

const mac = (secret: string, t: number, rawBody: string) => createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

export function signNotification(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, rawBody)}`;
}

export function verifyNotificationSignature(secret: string, header: string | undefined, rawBody: string, now: Date): boolean {
  if (!header || header.length > 200) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > GATEWAY_SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(mac(secret, t, rawBody), 'hex'));
}
