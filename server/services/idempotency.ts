// Idempotency-Key handling for money-moving POSTs. The key row is inserted in the same transaction
// as the effect and completed with the answer before commit, so a repeat either waits for the first
// request (PostgreSQL blocks on the conflicting insert) and then replays its answer, or, if the first
// failed and rolled back, runs afresh. The same key with a different body is refused.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import type { MessageKey } from '../../contracts/messages/index.ts';
import { IDEMPOTENCY_HEADER } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { one } from '../db/sql.ts';

export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${stable(body)}`)
    .digest('hex');
}

export function idempotencyKeyOf(c: Context<AppEnv>, required = true): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key.length === 0 || key.length > 200) {
    if (required) throw fail(400, 'idempotencyKeyRequired');
    return null;
  }
  return key;
}

export interface StoredAnswer extends Answer {
  replayed: boolean;
}

/**
 * The answer already stored for (user, key), or null if there is none yet (or it is still being made).
 * The same key with a different request is refused (422). Lets a slow call (the exchange's bet delay)
 * replay a finished request before it waits.
 */
export async function storedAnswer(db: Db, opts: { userId: number; key: string; route: string; body: unknown }): Promise<StoredAnswer | null> {
  const prior = await one<{ request_hash: string; status_code: number | null; response: unknown }>(
    db,
    sql`
    SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = ${opts.userId} AND key = ${opts.key}`,
  );
  if (!prior) return null;
  if (prior.request_hash !== requestHash(opts.route, opts.body)) throw fail(422, 'idempotencyKeyReused');
  if (prior.status_code === null) return null;
  const body = typeof prior.response === 'string' ? JSON.parse(prior.response) : prior.response;
  return { status: prior.status_code as ContentfulStatusCode, body, replayed: true };
}

/**
 * Runs `effect` once per (user, key) inside one transaction and answers with its result; a repeat
 * answers the stored result. Without a key (optional calls) the effect simply runs in a transaction.
 * The service-level form: routes use idempotent(c, ...), services that own their calls use this.
 */
export async function runIdempotent(
  db: Db,
  opts: { userId: number; key: string | null; route: string; body: unknown },
  effect: (tx: Db) => Promise<Answer>,
): Promise<StoredAnswer> {
  const { key } = opts;
  const hash = requestHash(opts.route, opts.body);
  return db.transaction(async (tx) => {
    if (key) {
      const inserted = await one(
        tx,
        sql`
        INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES (${opts.userId}, ${key}, ${opts.route}, ${hash})
        ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      );
      if (!inserted) {
        const prior = await storedAnswer(tx, { ...opts, key });
        if (!prior) throw fail(409, 'idempotencyInProgress');
        return prior;
      }
    }
    const result = await effect(tx);
    if (key) {
      await tx.execute(sql`
        UPDATE idempotency_keys SET status_code = ${result.status}, response = ${JSON.stringify(result.body)}::jsonb
        WHERE user_id = ${opts.userId} AND key = ${key}`);
    }
    return { ...result, replayed: false };
  });
}

/** The route form of runIdempotent: the key from the Idempotency-Key header, the answer as the response. */
export async function idempotent(
  c: Context<AppEnv>,
  opts: { userId: number; route: string; body: unknown; required?: boolean; unique?: Record<string, MessageKey> },
  effect: (tx: Db) => Promise<Answer>,
): Promise<Response> {
  const key = idempotencyKeyOf(c, opts.required ?? true);
  const answer = await runIdempotent(c.var.deps.database.db, { userId: opts.userId, key, route: opts.route, body: opts.body }, effect).catch((err: unknown) => {
    // A concurrent request won the race for a partial unique index (one pending request).
    for (const [constraint, message] of Object.entries(opts.unique ?? {})) {
      if (isUniqueViolation(err, constraint)) throw fail(409, message);
    }
    throw err;
  });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
