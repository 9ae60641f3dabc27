// Creating and finding accounts. Uniqueness is the database's job (unique indexes); a violation,
// including one from a concurrent duplicate sign-up, becomes the field error, never a 500.
// What a refusal may say differs by caller (docs/decisions/0016): sign-up names a taken username but
// never which of phone or e-mail is taken; a logged-in player adding a phone is told it is taken.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPhones, users, walletAccounts } from '../db/schema/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { hashPassword } from './passwords.ts';
import { violatedUniqueIndex } from '../db/errors.ts';
import { one } from '../db/sql.ts';

type FieldsByIndex = Record<string, Record<string, string>>;

const CONTACT_TAKEN = { phone: M.contactTaken, email: M.contactTaken };

/** Sign-up: the username by name, phone and e-mail only together (the same answer whichever is taken). */
const SIGNUP_FIELDS_BY_INDEX: FieldsByIndex = {
  users_username_key: { username: M.usernameTaken },
  users_phone_key: CONTACT_TAKEN,
  user_phones_phone_key: CONTACT_TAKEN,
  users_email_key: CONTACT_TAKEN,
};

/** A logged-in player adding a phone to their own account. */
export const EXTRA_PHONE_FIELDS_BY_INDEX: FieldsByIndex = {
  users_phone_key: { phone: M.phoneTaken },
  user_phones_phone_key: { phone: M.phoneTaken },
};

export function mapUniqueViolation(err: unknown, fieldsByIndex: FieldsByIndex): never {
  const index = violatedUniqueIndex(err);
  const fields = index ? fieldsByIndex[index] : undefined;
  if (fields) throw fieldErrors(fields, fields.username ? 'usernameTaken' : fields.email ? 'contactTaken' : 'phoneTaken');
  throw err;
}

export const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

export async function findByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Refuses a sign-up whose username, phone or e-mail is taken. A taken username is named and stops there, so
 * it cannot be used to probe phones without creating an account; phone and e-mail are only ever reported
 * together. One statement, so one snapshot: asked as separate reads, a twin sign-up committing between them
 * showed its phone but not its username, and the answer depended on timing.
 */
export async function refuseIfTaken(db: Db, input: { username: string; phone: string; email: string }): Promise<void> {
  const taken = await one<{ username: boolean; contact: boolean }>(
    db,
    sql`
    select
      exists (select 1 from ${users} where lower(${users.username}) = ${input.username.toLowerCase()}) as username,
      exists (select 1 from ${users} where ${users.phone} = ${input.phone} or lower(${users.email}) = ${input.email.toLowerCase()})
        or exists (select 1 from ${userPhones} where ${userPhones.phone} = ${input.phone}) as contact`,
  );
  if (taken?.username) throw fieldErrors(SIGNUP_FIELDS_BY_INDEX.users_username_key!, 'usernameTaken');
  if (taken?.contact) throw fieldErrors(CONTACT_TAKEN, 'contactTaken');
}

export async function phoneInUse(db: Db, phone: string): Promise<boolean> {
  const [main] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (main) return true;
  const [extra] = await db.select({ id: userPhones.id }).from(userPhones).where(eq(userPhones.phone, phone)).limit(1);
  return Boolean(extra);
}

export interface NewPlayer {
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  currency: string;
  referral_code?: string | null;
  agent_code?: string | null;
  affiliate_code?: string | null;
}

/** The user row and its wallet account, in one transaction. */
export async function createPlayer(db: Db, input: NewPlayer): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          role: 'player',
          name: input.name,
          phone: input.phone,
          email: input.email.toLowerCase(),
          currency: input.currency,
          referralCode: newReferralCode(),
          referredBy: input.referral_code || null,
          agentCode: input.agent_code || null,
          affiliateCode: input.affiliate_code || null,
        })
        .returning({ id: users.id });
      await tx.insert(walletAccounts).values({ userId: row!.id });
      return row!.id;
    });
  } catch (err) {
    // Which unique index a racing twin trips first is the index order's choice, not the player's: once the
    // twin has committed, answer what the checks before the insert would have answered (the username first).
    if (violatedUniqueIndex(err)) await refuseIfTaken(db, input);
    mapUniqueViolation(err, SIGNUP_FIELDS_BY_INDEX);
  }
}
