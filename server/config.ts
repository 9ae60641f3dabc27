// Configuration from the environment, read once. Defaults give the embedded product (see README).
import { randomBytes } from 'node:crypto';
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  operatorUsername: string | undefined;
  operatorPassword: string | undefined;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Where uploaded receipts and other player files live. */
  uploadDir: string;
  /** Origin the product is reached at, for links sent in codes and gateway redirects. */
  publicOrigin: string;
  /** Signs proof-of-work challenges; random per process unless CHALLENGE_SECRET is set (needed when several processes share a database). */
  challengeSecret: string;
  /** Leading zero bits of the base challenge: 16 is about a second of work on a cheap phone (docs/decisions/0015). */
  challengeDifficulty: number;
  /** Public lookups (GET /api/*, /exchange-api/*) allowed per address per minute, per process. */
  publicRequestsPerMinute: number;
  /** Codes sent to callers who are not logged in (password reset), across all callers, per minute. */
  unauthenticatedSendsPerMinute: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = int(env.PORT, 8080);
  const dataDir = env.DATA_DIR || './data';
  return {
    host,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : undefined,
    operatorUsername: env.OPERATOR_USERNAME || undefined,
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 30 * 60),
    sessionAbsoluteSeconds: int(env.SESSION_ABSOLUTE_SECONDS, 12 * 60 * 60),
    uploadDir: env.UPLOAD_DIR || `${dataDir}/uploads`,
    publicOrigin: env.PUBLIC_ORIGIN || `http://${host}:${port}`,
    challengeSecret: env.CHALLENGE_SECRET || randomBytes(32).toString('hex'),
    challengeDifficulty: Math.min(int(env.CHALLENGE_DIFFICULTY, 16), 24),
    publicRequestsPerMinute: int(env.PUBLIC_RATE_LIMIT_PER_MINUTE, 1200),
    unauthenticatedSendsPerMinute: int(env.UNAUTHENTICATED_SENDS_PER_MINUTE, 30),
  };
}
