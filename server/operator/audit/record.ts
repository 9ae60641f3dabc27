// The audit trail's one way in: every staff action that changes something calls recordStaffAction with
// the transaction that makes the change, so the entry and the change commit together or not at all.
// The entry's place in the chain (seq) and its hashes are set by the database's trigger under a lock
// (migration 2700): a writer cannot pick them, two writers cannot fork the chain, and nobody can update
// or delete an entry afterwards (docs/decisions/0227-audit-chain.md).
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { requireOperator } from '../../middleware/auth.ts';

/** Who did it: the staff member (or, for a failed log-in, the name that was tried) and from where. */
export interface StaffActor {
  /** null when no account is known (a failed log-in under a name that is not staff). */
  id: number | null;
  username: string;
  /** The staff role at the time, or 'none' when no account is known. */
  role: string;
  address: string;
}

export interface StaffAction {
  /** Dotted, area first: 'deposit.approve', 'staff.role', 'settings.update', 'staff.login_failed'. */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The object as it was and as it is: JSON values, small (the fields that changed are enough). */
  before?: unknown;
  after?: unknown;
}

/** Writes one entry, as a step of the caller's transaction (or on its own, for a failed log-in that changes nothing else). */
export async function recordStaffAction(tx: Db, actor: StaffActor, entry: StaffAction): Promise<void> {
  await tx.insert(staffAudit).values({
    actorId: actor.id,
    actorUsername: actor.username,
    actorRole: actor.role,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address,
  });
}

/** A staff member who is signed in: always an account. */
export type SignedStaffActor = StaffActor & { id: number };

/** The signed-in staff member making this call, as the audit trail names them. */
export function staffActorOf(c: Context<AppEnv>): SignedStaffActor {
  const user = requireOperator(c);
  return { id: user.id, username: user.username, role: user.staffRole ?? 'none', address: clientAddress(c) };
}

/**
 * Writes the entry of an edit with only the fields that differ between `was` and `now`, and writes nothing
 * when none does: saving a form unchanged is not a change.
 */
export async function recordStaffEdit<T extends object>(
  tx: Db,
  actor: StaffActor,
  entry: Omit<StaffAction, 'before' | 'after'> & { was: T; now: T },
): Promise<void> {
  const was = entry.was as Record<string, unknown>;
  const now = entry.now as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
  if (keys.length === 0) return;
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
  await recordStaffAction(tx, actor, { action: entry.action, objectType: entry.objectType, objectId: entry.objectId, before: pick(was), after: pick(now) });
}
