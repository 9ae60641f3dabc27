// Configuration from the environment, read once. Defaults give the embedded product (see README).
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
  /** The e-wallet payment gateway; null: none, and the e-wallet channel is not offered. */
  paymentGateway: PaymentGatewayId | null;
  /** Behind a reverse proxy we were told to trust (TRUST_PROXY=1): X-Forwarded-* headers count. */
  trustProxy: boolean;
  /** The client's build-time addresses, read here too so the Content-Security-Policy allows them. */
  exchangeApiUrl: string;
  streamUrl: string | undefined;
}

/** Gateways the product can talk to. 'sandbox' is a development tool that moves no real money. */
export const PAYMENT_GATEWAY_IDS = ['sandbox'] as const;
export type PaymentGatewayId = (typeof PAYMENT_GATEWAY_IDS)[number];

function gatewayId(value: string | undefined): PaymentGatewayId | null {
  if (value === undefined || value === '') return null;
  const found = PAYMENT_GATEWAY_IDS.find((id) => id === value);
  // A typo must not start a server that silently offers no e-wallet (or the wrong one).
  if (!found) throw new Error(`PAYMENT_GATEWAY must be unset or one of: ${PAYMENT_GATEWAY_IDS.join(', ')} (got "${value}")`);
  return found;
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
    paymentGateway: gatewayId(env.PAYMENT_GATEWAY),
    trustProxy: env.TRUST_PROXY === '1',
    exchangeApiUrl: env.VITE_EXCHANGE_API_URL || '/exchange-api',
    streamUrl: env.VITE_STREAM_URL || undefined,
  };
}
