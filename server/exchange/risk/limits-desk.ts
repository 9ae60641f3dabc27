// The risk console's limits and blocks: the rules as the wire has them (taka), saved one at a time; a
// rule is named by its scope and target, so saving the same target again replaces it. The site's
// default rows can be changed but not removed (a kind without defaults would have no limits at all).
// Each change writes its audit entry in its own transaction.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { riskBlocks, riskLimits, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { limitRuleRequestSchema, type Block, type BlockRequest, type LimitAmounts, type LimitRule, type LimitRuleRequest } from '../../../contracts/risk.ts';
import { LIMIT_FIELDS, type LimitSet } from '../limits/resolve.ts';
import { ruleOf } from '../limits/rules.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

const toTaka = (p: number | null) => (p === null ? null : takaFromPoisha(p));
export const amountsOf = (set: LimitSet): LimitAmounts => Object.fromEntries(LIMIT_FIELDS.map((f) => [f, toTaka(set[f])])) as LimitAmounts;

async function usernames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(found.map((u) => [u.id, u.username]));
}

type RuleRow = typeof riskLimits.$inferSelect;
function ruleWire(r: RuleRow, names: Map<number, string>): LimitRule {
  const rule = ruleOf(r);
  return {
    id: r.id,
    scope: r.scope,
    sport: r.sport,
    marketKind: r.marketKind,
    eventId: r.eventId,
    marketKey: r.marketKey,
    userId: r.userId,
    username: names.get(r.userId) ?? null,
    limits: amountsOf(rule.limits),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listLimitRules(db: Db, userId?: number): Promise<LimitRule[]> {
  const found = await db
    .select()
    .from(riskLimits)
    .where(userId === undefined ? undefined : and(eq(riskLimits.scope, 'player'), eq(riskLimits.userId, userId)))
    .orderBy(riskLimits.scope, riskLimits.sport, riskLimits.marketKind, riskLimits.id);
  const names = await usernames(
    db,
    found.map((r) => r.userId),
  );
  return found.map((r) => ruleWire(r, names));
}

export async function saveLimitRule(deps: Deps, actor: SignedStaffActor, request: LimitRuleRequest) {
  const db = deps.database.db;
  const r = limitRuleRequestSchema.parse(request);
  if (r.userId !== undefined && r.scope === 'player' && (await usernames(db, [r.userId])).size === 0) throw fail(404, 'riskPlayerNotFound');
  const poisha = (v: number | null) => (v === null ? null : poishaFromTaka(v));
  const amounts = {
    minStakePoisha: poisha(r.limits.minStake),
    maxStakePoisha: poisha(r.limits.maxStake),
    maxProfitPoisha: poisha(r.limits.maxProfit),
    marketMaxStakePoisha: poisha(r.limits.marketMaxStake),
    marketMaxProfitPoisha: poisha(r.limits.marketMaxProfit),
    updatedBy: actor.id,
    updatedAt: deps.now(),
  };
  const key = {
    scope: r.scope,
    sport: r.scope === 'market' || r.scope === 'event' ? '*' : r.sport,
    marketKind: r.scope === 'market' ? ('*' as const) : r.marketKind,
    eventId: r.scope === 'event' ? r.eventId! : '',
    marketKey: r.scope === 'market' ? r.marketKey! : '',
    userId: r.scope === 'player' ? r.userId! : 0,
  };
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(riskLimits)
      .where(
        and(
          eq(riskLimits.scope, key.scope),
          eq(riskLimits.sport, key.sport),
          eq(riskLimits.marketKind, key.marketKind),
          eq(riskLimits.eventId, key.eventId),
          eq(riskLimits.marketKey, key.marketKey),
          eq(riskLimits.userId, key.userId),
        ),
      );
    const [saved] = await tx
      .insert(riskLimits)
      .values({ ...key, ...amounts })
      .onConflictDoUpdate({
        target: [riskLimits.scope, riskLimits.sport, riskLimits.marketKind, riskLimits.eventId, riskLimits.marketKey, riskLimits.userId],
        set: amounts,
      })
      .returning();
    await recordStaffAction(tx, actor, {
      action: 'risk.limit_save',
      objectType: 'risk_limit',
      objectId: saved!.id,
      before: before ? { ...key, limits: amountsOf(ruleOf(before).limits) } : null,
      after: { ...key, limits: r.limits },
    });
    return saved;
  });
  const names = await usernames(db, [row!.userId]);
  return { rule: ruleWire(row!, names), message: MESSAGES.riskLimitsSaved, code: 'riskLimitsSaved' };
}

export async function removeLimitRule(db: Db, actor: SignedStaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(riskLimits)
      .where(and(eq(riskLimits.id, id), ne(riskLimits.scope, 'default')))
      .returning();
    if (!gone) throw fail(404, 'riskLimitNotFound');
    const { scope, sport, marketKind, eventId, marketKey, userId } = gone;
    await recordStaffAction(tx, actor, {
      action: 'risk.limit_remove',
      objectType: 'risk_limit',
      objectId: id,
      before: { scope, sport, marketKind, eventId, marketKey, userId, limits: amountsOf(ruleOf(gone).limits) },
    });
  });
  return { message: MESSAGES.riskLimitRemoved, code: 'riskLimitRemoved' };
}

type BlockRow = typeof riskBlocks.$inferSelect;
const blockWire = (b: BlockRow, names: Map<number, string>): Block => ({
  id: b.id,
  scope: b.scope,
  target: b.target,
  userId: b.userId === 0 ? null : b.userId,
  username: names.get(b.userId) ?? null,
  reason: b.reason,
  createdAt: b.createdAt.toISOString(),
});

export async function listBlocks(db: Db, userId?: number): Promise<Block[]> {
  const found = await db
    .select()
    .from(riskBlocks)
    .where(userId === undefined ? undefined : inArray(riskBlocks.userId, [0, userId]))
    .orderBy(desc(riskBlocks.createdAt), desc(riskBlocks.id));
  const names = await usernames(
    db,
    found.map((b) => b.userId),
  );
  return found.map((b) => blockWire(b, names));
}

export async function saveBlock(deps: Deps, actor: SignedStaffActor, r: BlockRequest) {
  const db = deps.database.db;
  const userId = r.userId ?? 0;
  const names = await usernames(db, [userId]);
  if (userId > 0 && names.size === 0) throw fail(404, 'riskPlayerNotFound');
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(riskBlocks)
      .values({ scope: r.scope, target: r.target, userId, reason: r.reason, createdBy: actor.id, createdAt: deps.now() })
      .onConflictDoUpdate({
        target: [riskBlocks.scope, riskBlocks.target, riskBlocks.userId],
        set: { reason: r.reason, createdBy: actor.id, createdAt: sql`excluded.created_at` },
      })
      .returning();
    await recordStaffAction(tx, actor, {
      action: 'risk.block_save',
      objectType: 'risk_block',
      objectId: saved!.id,
      after: { scope: r.scope, target: r.target, user_id: userId, reason: r.reason },
    });
    return saved;
  });
  return { block: blockWire(row!, names), message: MESSAGES.riskBlockSaved, code: 'riskBlockSaved' };
}

export async function removeBlock(db: Db, actor: SignedStaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(riskBlocks).where(eq(riskBlocks.id, id)).returning();
    if (!gone) throw fail(404, 'riskBlockNotFound');
    await recordStaffAction(tx, actor, {
      action: 'risk.block_remove',
      objectType: 'risk_block',
      objectId: id,
      before: { scope: gone.scope, target: gone.target, user_id: gone.userId, reason: gone.reason },
    });
  });
  return { message: MESSAGES.riskBlockRemoved, code: 'riskBlockRemoved' };
}
