// Responsible gaming checks that money-taking paths consult. Self-exclusion: the account area owns how
// a player excludes themself; until it lands, an account is excluded when its status says so. This
// is the single place the casino reads it (launch and every provider bet), so the account issue
// changes this one function.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const SELF_EXCLUDED_STATUS = 'self_excluded';

/** True when the player may not stake money. Wins and refunds are paid regardless. */
export async function isSelfExcluded(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status === SELF_EXCLUDED_STATUS;
}
