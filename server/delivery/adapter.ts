// How codes leave the system. The default is an outbox table (read by operators at
// GET /api/operator/outbox) plus a log line; SMS and e-mail providers are HTTP endpoints chosen by
// environment (docs/decisions/0003-code-delivery.md).
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { logger } from '../lib/logger.ts';

export type Channel = 'sms' | 'email';
export interface Message {
  channel: Channel;
  recipient: string;
  text: string;
}

export interface DeliveryAdapter {
  send(message: Message): Promise<void>;
}

export function outboxAdapter(database: Database): DeliveryAdapter {
  return {
    async send({ channel, recipient, text }) {
      await database.db.insert(outbox).values({ channel, recipient, text });
      logger.info('delivery.outbox', { channel, recipient });
    },
  };
}

/** POSTs { channel, to, text } as JSON to a provider endpoint, with an optional bearer token. */
export function httpProviderAdapter(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): DeliveryAdapter {
  return {
    async send({ channel, recipient, text }) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ channel, to: recipient, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`delivery provider answered ${res.status}`);
      logger.info('delivery.provider', { channel, recipient, status: res.status });
    },
  };
}

/** Per channel: the provider when its URL is configured, else the outbox. */
export function createDelivery(database: Database, env: NodeJS.ProcessEnv = process.env): DeliveryAdapter {
  const fallback = outboxAdapter(database);
  const sms = env.SMS_PROVIDER_URL ? httpProviderAdapter(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN) : fallback;
  const email = env.EMAIL_PROVIDER_URL ? httpProviderAdapter(env.EMAIL_PROVIDER_URL, env.EMAIL_PROVIDER_TOKEN) : fallback;
  return { send: (message) => (message.channel === 'sms' ? sms : email).send(message) };
}
