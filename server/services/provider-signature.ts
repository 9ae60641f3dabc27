// The "provider-signed" access of the provider wallet routes. A provider signs every request:
//   X-Provider-Timestamp: unix seconds
//   X-Provider-Signature: hex HMAC-SHA256(provider secret, `${timestamp}.${raw body}`)
// over the raw body bytes as sent (never a re-serialised parse). A timestamp further than the window
// from our clock is refused, so a captured request cannot be replayed later; within the window a
// replay is harmless because every call is idempotent by its transaction id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from '../lib/errors.ts';
import { PROVIDER_SIGNATURE_WINDOW_SECONDS } from '../../contracts/provider-wallet.ts';

export function signProviderBody(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

export interface SignedRequest {
  provider: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
}

/**
 * Throws 401 unless the request is signed with the provider's secret inside the time window.
 * An unknown provider gets the same status (we do not say which providers exist).
 */
export function verifyProviderRequest(secrets: Record<string, string>, req: SignedRequest, nowMs: number): void {
  const secret = Object.hasOwn(secrets, req.provider) ? secrets[req.provider] : undefined;
  if (!secret) throw fail(401, 'providerUnknown');
  const ts = req.timestamp?.trim() ?? '';
  if (!/^\d{1,12}$/.test(ts) || Math.abs(nowMs / 1000 - Number(ts)) > PROVIDER_SIGNATURE_WINDOW_SECONDS) {
    throw fail(401, 'providerTimestampStale');
  }
  const given = Buffer.from(req.signature?.trim().toLowerCase() ?? '', 'utf8');
  const expected = Buffer.from(signProviderBody(secret, Number(ts), req.rawBody), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail(401, 'providerSignatureInvalid');
}
