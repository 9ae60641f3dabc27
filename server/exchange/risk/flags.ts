// Flags as the risk console reads them, with their reason as a catalogue message, and dismissing one.
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeMarkets, riskFlags, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { betStatus } from '../bets/bet-views.ts';
import { MESSAGES, type MessageKey } from '../../../contracts/messages/index.ts';
import type { Flag } from '../../../contracts/risk.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';
import { scanFlags } from './flag-rules.ts';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

export async function listFlags(db: Db, filter: { status: 'open' | 'dismissed' | 'voided'; userId?: number | undefined }): Promise<Flag[]> {
  const found = await db
    .select({ flag: riskFlags, bet: exchangeBets, market: exchangeMarkets, username: users.username })
    .from(riskFlags)
    .innerJoin(exchangeBets, eq(exchangeBets.id, riskFlags.betId))
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
    .innerJoin(users, eq(users.id, riskFlags.userId))
    .where(and(eq(riskFlags.status, filter.status), filter.userId === undefined ? undefined : eq(riskFlags.userId, filter.userId)))
    .orderBy(desc(riskFlags.raisedAt), desc(riskFlags.id))
    .limit(200);
  return found.map(({ flag, bet, market, username }) => {
    const code = flag.reasonCode as MessageKey;
    const vars = flag.vars;
    return {
      id: flag.id,
      betId: flag.betId,
      userId: flag.userId,
      username,
      rule: flag.rule,
      reason: { code, message: fill(MESSAGES[code] ?? code, vars), ...(Object.keys(vars).length > 0 ? { vars } : {}) },
      status: flag.status,
      raisedAt: flag.raisedAt.toISOString(),
      eventName: market.eventName,
      marketName: market.lineTitle ?? market.marketName,
      stake: takaFromPoisha(bet.stakePoisha),
      betStatus: betStatus(bet),
    };
  });
}

export async function dismissFlag(deps: Deps, actor: SignedStaffActor, id: number) {
  await deps.database.db.transaction(async (tx) => {
    const [done] = await tx
      .update(riskFlags)
      .set({ status: 'dismissed', decidedBy: actor.id, decidedAt: deps.now() })
      .where(and(eq(riskFlags.id, id), eq(riskFlags.status, 'open')))
      .returning({ betId: riskFlags.betId });
    if (!done) throw fail(404, 'riskFlagNotFound');
    await recordStaffAction(tx, actor, {
      action: 'risk.flag_dismiss',
      objectType: 'risk_flag',
      objectId: id,
      before: { status: 'open', bet_id: done.betId },
      after: { status: 'dismissed' },
    });
  });
  return { message: MESSAGES.riskFlagDismissed, code: 'riskFlagDismissed' };
}

/**
 * The rules run by hand from the console: the flags raised and the staff member's entry in one transaction.
 * The entry is written even when nothing was raised, since running the rules is itself the action to account for.
 */
export async function scanFlagsByHand(db: Db, actor: SignedStaffActor, since: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const raised = await scanFlags(tx, since);
    await recordStaffAction(tx, actor, { action: 'risk.flag_scan', objectType: 'risk_flags', objectId: 'scan', after: { since: since.toISOString(), raised } });
    return raised;
  });
}

/** The bet a flag is on, for voiding it from the flag. */
export async function flaggedBet(db: Db, id: number): Promise<number> {
  const [flag] = await db.select({ betId: riskFlags.betId }).from(riskFlags).where(eq(riskFlags.id, id));
  if (!flag) throw fail(404, 'riskFlagNotFound');
  return flag.betId;
}
