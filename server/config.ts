// Configuration from the environment, read once. Defaults give the embedded product (see README).
import { randomBytes } from 'node:crypto';
import { HOUSE_PLATFORM } from '../contracts/games.ts';

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
  /**
   * Each game provider's shared secret for signed wallet calls (docs/decisions/0050), by platform code.
   * PROVIDER_SECRETS="CODE=secret,CODE2=secret2"; the house provider's is HOUSE_PROVIDER_SECRET, or a
   * fresh random one per process (it signs its own calls in-process, so nothing else needs it).
   */
  providerSecrets: Record<string, string>;
}

function providerSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const pair of (env.PROVIDER_SECRETS ?? '').split(',')) {
    const at = pair.indexOf('=');
    const code = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at > 0 && /^[A-Z0-9_]{1,32}$/.test(code) && secret.length >= 32) secrets[code] = secret;
  }
  secrets[HOUSE_PLATFORM] = env.HOUSE_PROVIDER_SECRET && env.HOUSE_PROVIDER_SECRET.length >= 32
    ? env.HOUSE_PROVIDER_SECRET : randomBytes(32).toString('hex');
  return secrets;
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
    providerSecrets: providerSecrets(env),
  };
}
