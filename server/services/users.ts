// Creating and finding accounts. Uniqueness is the database's job (unique indexes); a violation,
// including one from a concurrent duplicate sign-up, becomes the field error, never a 500.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPhones, users, walletAccounts } from '../db/schema/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { hashPassword } from './passwords.ts';

const FIELD_BY_INDEX: Record<string, { field: string; message: string }> = {
  users_username_key: { field: 'username', message: M.usernameTaken },
  users_phone_key: { field: 'phone', message: M.phoneTaken },
  user_phones_phone_key: { field: 'phone', message: M.phoneTaken },
  users_email_key: { field: 'email', message: M.emailTaken },
};

/** The unique index a driver error names (pg and PGlite both set code 23505 and constraint). */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return undefined;
}

export function mapUniqueViolation(err: unknown): never {
  const index = uniqueViolation(err);
  const hit = index ? FIELD_BY_INDEX[index] : undefined;
  if (hit) throw fieldErrors({ [hit.field]: hit.message });
  throw err;
}

export const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

export async function findByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1);
  return row;
}

/** Field errors for every duplicate at once (the common, non-racing case). */
export async function duplicateFields(db: Db, input: { username: string; phone: string; email: string }) {
  const errors: Record<string, string> = {};
  const rows = await db.select({ username: users.username, phone: users.phone, email: users.email }).from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()} OR ${users.phone} = ${input.phone} OR lower(${users.email}) = ${input.email.toLowerCase()}`);
  for (const r of rows) {
    if (r.username.toLowerCase() === input.username.toLowerCase()) errors.username = M.usernameTaken;
    if (r.phone === input.phone) errors.phone = M.phoneTaken;
    if (r.email?.toLowerCase() === input.email.toLowerCase()) errors.email = M.emailTaken;
  }
  if (!errors.phone && (await phoneInUse(db, input.phone))) errors.phone = M.phoneTaken;
  return errors;
}

export async function phoneInUse(db: Db, phone: string): Promise<boolean> {
  const [main] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (main) return true;
  const [extra] = await db.select({ id: userPhones.id }).from(userPhones).where(eq(userPhones.phone, phone)).limit(1);
  return Boolean(extra);
}

export interface NewPlayer {
  username: string; password: string; name: string; phone: string; email: string; currency: string;
  referral_code?: string | null; agent_code?: string | null; affiliate_code?: string | null;
}

/** The user row and its wallet account, in one transaction. */
export async function createPlayer(db: Db, input: NewPlayer): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({
        username: input.username, passwordHash, role: 'player', name: input.name, phone: input.phone,
        email: input.email.toLowerCase(), currency: input.currency, referralCode: newReferralCode(),
        referredBy: input.referral_code || null, agentCode: input.agent_code || null, affiliateCode: input.affiliate_code || null,
      }).returning({ id: users.id });
      await tx.insert(walletAccounts).values({ userId: row!.id });
      return row!.id;
    });
  } catch (err) {
    mapUniqueViolation(err);
  }
}
