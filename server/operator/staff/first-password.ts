// The last step of a new staff member's first log-in (docs/decisions/0302): the password they were given
// is a one-off their creator knows, so after the second factor they choose their own before any session.
// The challenge must have passed the second factor; the new password replaces the old one (which stops
// working at once) in the same transaction that uses the challenge up, opens the session and writes the
// audit entries.
import { and, eq } from 'drizzle-orm';
import type { StaffSessionResponse } from '../../../contracts/staff.ts';
import { staffMessages as M } from '../../../contracts/messages/staff.ts';
import type { Deps } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import type { Caller } from '../../services/account.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { recordStaffAction } from '../audit/record.ts';
import { actorOf, challengeOwner, consumeChallenge, openStaffSession } from './login.ts';

export async function replaceFirstPassword(deps: Deps, input: { challenge: string; password: string }, caller: Caller): Promise<StaffSessionResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const { challengeId, user } = await challengeOwner(db, input.challenge, now, 'password');
  // Keeping the one-off would keep a password someone else knows.
  if (await verifyPassword(user.passwordHash, input.password)) throw fail(422, 'staffPasswordUnchanged');
  const passwordHash = await hashPassword(input.password);
  const actor = actorOf(user, caller.address);
  return db.transaction(async (tx) => {
    await consumeChallenge(tx, challengeId, now);
    const [replaced] = await tx
      .update(users)
      .set({ passwordHash, staffPasswordDue: false })
      .where(and(eq(users.id, user.id), eq(users.staffPasswordDue, true)))
      .returning({ id: users.id });
    if (!replaced) throw fail(401, 'staffChallengeExpired');
    await recordStaffAction(tx, actor, { action: 'staff.password_set', objectType: 'staff', objectId: user.id, after: { first_password_replaced: true } });
    return openStaffSession(tx, user, actor, caller, now, { audit: { first_password_replaced: true }, message: M.staffPasswordReplaced });
  });
}
