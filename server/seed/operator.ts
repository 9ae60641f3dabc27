// The operator account. OPERATOR_USERNAME/OPERATOR_PASSWORD create or update it at every start;
// with neither set and no operator yet, `operator` is created with a random password printed once.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { staffSecondFactors, users } from '../db/schema/index.ts';
import { logger } from '../lib/logger.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { newReferralCode } from '../services/users.ts';

export async function seedOperator(database: Database, config: Config): Promise<void> {
  const { db } = database;
  let username = config.operatorUsername;
  let password = config.operatorPassword;
  if (!username && !password) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
    if (existing) return;
    username = 'operator';
    password = randomBytes(12).toString('base64url');
    console.log(`Operator account created: username "${username}", password "${password}" (shown once; set OPERATOR_PASSWORD to change it).`);
  }
  username ||= 'operator';
  if (!password) return; // a username alone changes nothing: there is no password to set.
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (row) {
    // A player's account is never turned into an operator by configuration.
    if (row.role !== 'operator') return logger.warn('operator username belongs to a player; not changed', { username });
    if (!(await verifyPassword(row.passwordHash, password)))
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), status: 'active' })
        .where(eq(users.id, row.id));
    return presetSecondFactor(database, config, row.id);
  }
  const [created] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), role: 'operator', staffRole: 'owner', referralCode: newReferralCode() })
    .returning({ id: users.id });
  await presetSecondFactor(database, config, created!.id);
}

/**
 * OPERATOR_TOTP_SECRET (base32) sets the seeded owner's authenticator up in advance, for a development
 * machine or a browser test that computes its codes; an authenticator already set up is left alone.
 */
async function presetSecondFactor(database: Database, config: Config, userId: number): Promise<void> {
  if (!config.operatorTotpSecret) return;
  await database.db.insert(staffSecondFactors).values({ userId, secret: config.operatorTotpSecret, confirmedAt: new Date() }).onConflictDoNothing();
}
