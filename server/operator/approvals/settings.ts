// The owner's four-eyes amount: a withdrawal above it is paid only after two different staff members have
// approved it. One row (id 1), seeded by migration 2720 with a default; changed by the owner only, with its
// audit entry in the same transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fourEyesSettings } from '../../db/schema/index.ts';
import { poishaFromTaka } from '../../lib/money.ts';
import { recordStaffAction, type SignedStaffActor } from '../audit/record.ts';

/** The default of migration 2720, should the row ever be missing: ৳10,000. */
const DEFAULT_THRESHOLD_POISHA = 1_000_000;

export async function fourEyesThresholdPoisha(db: Db): Promise<number> {
  const [row] = await db.select({ p: fourEyesSettings.withdrawalThresholdPoisha }).from(fourEyesSettings).where(eq(fourEyesSettings.id, 1));
  return row?.p ?? DEFAULT_THRESHOLD_POISHA;
}

export async function setFourEyesThreshold(db: Db, taka: number, actor: SignedStaffActor, now: Date): Promise<void> {
  const poisha = poishaFromTaka(taka);
  await db.transaction(async (tx) => {
    // Locked, so two owners saving at once write two entries whose before and after chain up.
    const [locked] = await tx.select({ p: fourEyesSettings.withdrawalThresholdPoisha }).from(fourEyesSettings).where(eq(fourEyesSettings.id, 1)).for('update');
    await tx
      .insert(fourEyesSettings)
      .values({ id: 1, withdrawalThresholdPoisha: poisha, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: fourEyesSettings.id, set: { withdrawalThresholdPoisha: poisha, updatedAt: now, updatedBy: actor.id } });
    await recordStaffAction(tx, actor, {
      action: 'four_eyes.settings',
      objectType: 'four_eyes_settings',
      objectId: 1,
      before: { withdrawal_threshold_poisha: locked?.p ?? DEFAULT_THRESHOLD_POISHA },
      after: { withdrawal_threshold_poisha: poisha },
    });
  });
}
