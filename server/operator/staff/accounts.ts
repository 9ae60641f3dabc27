// Staff accounts: listed, created, given a role, suspended or let back in. Nobody changes their own role
// or status, and nobody grants, takes away or touches a role holding a permission they do not hold
// (roleCovers, contracts/staff.ts). A role change or a suspension ends every session of the account in
// the same transaction as the change, and each change writes its audit entry there too.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { roleCovers, type StaffMember, type StaffRole } from '../../../contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, staffSecondFactors, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { hashPassword } from '../../services/passwords.ts';
import { existingSessionCache } from '../../services/session-cache.ts';
import { newReferralCode } from '../../services/users.ts';
import { recordStaffAction, type StaffActor } from '../audit/record.ts';

const memberColumns = {
  id: users.id,
  username: users.username,
  staffRole: users.staffRole,
  status: users.status,
  createdAt: users.createdAt,
  confirmedAt: staffSecondFactors.confirmedAt,
};
type MemberRow = { id: number; username: string; staffRole: string | null; status: string; createdAt: Date; confirmedAt: Date | null };

const asMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  username: row.username,
  staff_role: row.staffRole as StaffRole,
  status: row.status === 'active' ? 'active' : 'suspended',
  two_factor: row.confirmedAt !== null,
  created_at: row.createdAt.toISOString(),
});

const selectMembers = (db: Db) => db.select(memberColumns).from(users).leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id));

export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await selectMembers(db).where(eq(users.role, 'operator')).orderBy(asc(users.id))).map(asMember);
}

async function memberById(db: Db, id: number): Promise<StaffMember> {
  const [row] = await selectMembers(db).where(and(eq(users.id, id), eq(users.role, 'operator')));
  if (!row) throw fail(404, 'staffNotFound');
  return asMember(row);
}

const actorRole = (actor: StaffActor) => actor.role as StaffRole;

export async function createStaff(db: Db, actor: StaffActor, input: { username: string; password: string; staff_role: StaffRole }): Promise<StaffMember> {
  if (!roleCovers(actorRole(actor), input.staff_role)) throw fail(403, 'staffRoleAboveOwn');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        // The creator knows this password: the new member replaces it at their first log-in (login.ts).
        .values({
          username: input.username,
          passwordHash,
          role: 'operator',
          staffRole: input.staff_role,
          referralCode: newReferralCode(),
          staffPasswordDue: true,
        })
        .returning({ id: users.id });
      const member = await memberById(tx, row!.id);
      await recordStaffAction(tx, actor, {
        action: 'staff.create',
        objectType: 'staff',
        objectId: member.id,
        after: { username: member.username, staff_role: member.staff_role },
      });
      return member;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_key')) throw fail(422, 'staffUsernameTaken');
    throw err;
  }
}

/** The member another staff member may change: not themselves, and not a role above their own. */
async function changeableMember(tx: Db, actor: StaffActor, id: number): Promise<StaffMember> {
  if (id === actor.id) throw fail(403, 'staffCannotChangeSelf');
  // Locked, so two owners changing one account one after the other each see what the other left.
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'operator')))
    .for('update');
  if (!locked) throw fail(404, 'staffNotFound');
  const member = await memberById(tx, id);
  if (!roleCovers(actorRole(actor), member.staff_role)) throw fail(403, 'staffRoleAboveOwn');
  return member;
}

/** Ends every live session of the account, as a step of the caller's transaction. */
async function endSessions(tx: Db, userId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setStaffRole(db: Db, actor: StaffActor, id: number, role: StaffRole, now: Date): Promise<StaffMember> {
  if (id === actor.id) throw fail(403, 'staffCannotChangeSelf');
  if (!roleCovers(actorRole(actor), role)) throw fail(403, 'staffRoleAboveOwn');
  const member = await db.transaction(async (tx) => {
    const before = await changeableMember(tx, actor, id);
    await tx.update(users).set({ staffRole: role }).where(eq(users.id, id));
    await endSessions(tx, id, now);
    await recordStaffAction(tx, actor, {
      action: 'staff.role',
      objectType: 'staff',
      objectId: id,
      before: { staff_role: before.staff_role },
      after: { staff_role: role },
    });
    return memberById(tx, id);
  });
  existingSessionCache(db)?.forgetUser(id);
  return member;
}

export async function setStaffStatus(db: Db, actor: StaffActor, id: number, status: 'active' | 'suspended', now: Date): Promise<StaffMember> {
  const member = await db.transaction(async (tx) => {
    const before = await changeableMember(tx, actor, id);
    await tx.update(users).set({ status }).where(eq(users.id, id));
    if (status === 'suspended') await endSessions(tx, id, now);
    await recordStaffAction(tx, actor, {
      action: status === 'suspended' ? 'staff.suspend' : 'staff.reinstate',
      objectType: 'staff',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
    return memberById(tx, id);
  });
  existingSessionCache(db)?.forgetUser(id);
  return member;
}
