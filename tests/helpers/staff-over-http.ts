// A staff session from a server in another process (the restart, crash, cluster and fault tests), through
// the console's two real steps: the password, then a TOTP code computed from the secret that server was
// started with (OPERATOR_TOTP_SECRET). A time-step's code works once, so the steps this test process spent
// are remembered, and the session is kept and handed out again while the server still accepts it (sessions
// live in the database, so they outlast a restart).
import { Secret, TOTP } from 'otpauth';

/** Base32, 160 bits: the seeded owner's authenticator in servers that tests start. */
export const TEST_STAFF_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

const STEP_MS = 30_000;

export interface StaffHttp {
  /** POST to `/api/operator/login…`, solving a proof-of-work challenge as the caller's own calls do. */
  post(path: '/api/operator/login' | '/api/operator/login/verify', body: unknown): Promise<{ status: number; body: any }>;
  /** The status of `GET /api/operator/me` with this token. */
  meStatus(token: string): Promise<number>;
}

const lastStep = new Map<string, number>();
const kept = new Map<string, string>();

export async function staffSessionOverHttp(http: StaffHttp, who: { username: string; password: string }, secret = TEST_STAFF_TOTP_SECRET): Promise<string> {
  const key = `${who.username}|${secret}`;
  const token = kept.get(key);
  if (token && (await http.meStatus(token)) === 200) return token;
  const first = await http.post('/api/operator/login', who);
  if (first.status !== 200 || first.body.next !== 'verify') throw new Error(`staff log-in: ${first.status} ${JSON.stringify(first.body)}`);
  const verified = await http.post('/api/operator/login/verify', { challenge: first.body.challenge, code: await unusedCode(key, secret) });
  if (verified.status !== 200) throw new Error(`staff code: ${verified.status} ${JSON.stringify(verified.body)}`);
  kept.set(key, verified.body.token);
  return verified.body.token as string;
}

async function unusedCode(key: string, secret: string): Promise<string> {
  const step = await unusedStep(lastStep.get(key) ?? 0);
  lastStep.set(key, step);
  return totpCodeOfStep(secret, step);
}

/**
 * The first step after `last` that the server accepts now: the current one, or the next (a code of one step
 * either side of the server's is accepted), else the clock is waited for.
 */
export async function unusedStep(last: number): Promise<number> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
  const usableFrom = (step - 1) * STEP_MS;
  if (Date.now() < usableFrom) await new Promise((r) => setTimeout(r, usableFrom - Date.now() + 200));
  return step;
}

export const totpCodeOfStep = (secret: string, step: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
