// The operator's take of a mirrored book (exchange_mirror_settings, one row): read on every placement, in
// its transaction, and remembered for the market watch, which matches waiting bets without a database
// read. The watch runs in the leader process, where every bet is placed, so it sees a change at the
// latest with the next bet after it (and at once when saved in the leader).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeMirrorSettings } from '../../db/schema/index.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { MirrorSettings } from '../../../contracts/exchange-operator.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { FULL_TAKE, type MirrorTake } from '../maths/mirror-book.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

/** The migration's default, if the row was deleted by hand: all of each price, at most 5,00,000 taka. */
const FALLBACK: MirrorTake = { takePercent: 100, maxPerLevelPoisha: 50_000_000 };

let lastKnown: MirrorTake = FULL_TAKE;

export async function mirrorTakeOf(db: Db): Promise<MirrorTake> {
  const [row] = await db.select().from(exchangeMirrorSettings).where(eq(exchangeMirrorSettings.id, 1));
  lastKnown = row ? { takePercent: row.takePercent, maxPerLevelPoisha: row.maxTakePerLevelPoisha } : FALLBACK;
  return lastKnown;
}

/** The take as last read: what the market watch matches waiting bets with. */
export function knownTake(): MirrorTake {
  return lastKnown;
}

const toWire = (t: MirrorTake): MirrorSettings => ({ takePercent: t.takePercent, maxTakePerLevel: takaFromPoisha(t.maxPerLevelPoisha) });

export async function getMirrorSettings(deps: Deps): Promise<MirrorSettings> {
  return toWire(await mirrorTakeOf(deps.database.db));
}

export async function updateMirrorSettings(deps: Deps, actor: SignedStaffActor, s: MirrorSettings) {
  const values = { takePercent: s.takePercent, maxTakePerLevelPoisha: poishaFromTaka(s.maxTakePerLevel), updatedAt: deps.now(), updatedBy: actor.id };
  await deps.database.db.transaction(async (tx) => {
    const before = toWire(await mirrorTakeOf(tx));
    await tx
      .insert(exchangeMirrorSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: exchangeMirrorSettings.id, set: values });
    await recordStaffAction(tx, actor, { action: 'exchange.mirror_settings', objectType: 'exchange_settings', objectId: 'mirror', before, after: s });
  });
  return { settings: await getMirrorSettings(deps), message: MESSAGES.exchangeSettingsSaved, code: 'exchangeSettingsSaved' };
}
