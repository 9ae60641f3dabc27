// Log-in throttling: failures counted per account and per address in a sliding window, in the
// database so it holds across restarts and processes. A success clears the account's count.
import { and, count, eq, gt, lt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';

export const WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 30;

/** The caller's address; X-Forwarded-For only behind a proxy we were told to trust. */
export function clientAddress(c: Context<AppEnv>): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

async function failuresIn(db: Db, kind: 'account' | 'address', key: string, since: Date, until: Date) {
  const [row] = await db.select({ n: count() }).from(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key), gt(loginFailures.createdAt, since), lte(loginFailures.createdAt, until)));
  return row?.n ?? 0;
}

export async function isThrottled(db: Db, username: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS);
  if ((await failuresIn(db, 'account', username.toLowerCase(), since, now)) >= MAX_ACCOUNT_FAILURES) return true;
  return (await failuresIn(db, 'address', address, since, now)) >= MAX_ADDRESS_FAILURES;
}

export async function recordFailure(db: Db, username: string, address: string, now: Date) {
  await db.insert(loginFailures).values([
    { kind: 'account', key: username.toLowerCase(), createdAt: now },
    { kind: 'address', key: address, createdAt: now },
  ]);
  // Old rows only ever matter inside the window; prune as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - WINDOW_MS)));
}

export async function clearAccountFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, username.toLowerCase())));
}
