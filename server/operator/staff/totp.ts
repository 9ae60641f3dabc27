// TOTP (RFC 6238) through the otpauth library (docs/decisions/0226-staff-totp.md): SHA-1, 6 digits,
// 30-second steps, the settings every authenticator app reads from an otpauth:// address. A code of the
// step before or after the server's is accepted too (clocks drift); the caller refuses any step not
// newer than the last one accepted, so a code works once.
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Chakka';
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random 160-bit secret, base32 (what the authenticator stores). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address of the QR code. */
export const totpUri = (secret: string, username: string): string => totpOf(secret, username).toString();

/** The time-step the code matches (within one step of `now`), or null. */
export function matchedStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code of the step at `at` (for tests and the seeded owner's helper; never sent anywhere). */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
