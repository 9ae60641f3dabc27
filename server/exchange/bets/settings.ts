// The operator's exchange terms per market type (exchange_settings): maximum profit per market, in-play
// bet delay and commission, read on every bet (one row by primary key). The stake range shown and edited
// beside them is the risk limits' site default for the kind (risk_limits, every sport): the limits are
// the one place a stake range lives and is enforced (server/exchange/limits, docs/decisions/0295-one-stake-range-in-the-limits.md).
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeSettings, riskLimits } from '../../db/schema/index.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { MARKET_TYPES, type MarketType } from '../../../contracts/exchange-bets.ts';
import type { ExchangeLimits, ExchangeSettings, ExchangeSettingsUpdate } from '../../../contracts/exchange-operator.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

export interface LimitsPoisha {
  /** The site default's stake range (shown to players), or a trader's line's own: never checked from here. */
  minStake: number;
  maxStake: number;
  maxProfit: number;
  betDelayMs: number;
  commissionBp: number;
}

type Terms = Omit<LimitsPoisha, 'minStake' | 'maxStake'>;
type StakeRange = Pick<LimitsPoisha, 'minStake' | 'maxStake'>;

/** The migrations' defaults, used only if a row has been deleted by hand. */
const FALLBACK: Record<MarketType, Terms> = {
  match_odds: { maxProfit: 100_000_000, betDelayMs: 5000, commissionBp: 0 },
  bookmaker: { maxProfit: 50_000_000, betDelayMs: 3000, commissionBp: 0 },
  fancy: { maxProfit: 20_000_000, betDelayMs: 0, commissionBp: 0 },
};
/** The limits' seeded site default (৳100 to ৳50,000), shown where the default rule leaves a field unset. */
const STAKE_FALLBACK: StakeRange = { minStake: 10_000, maxStake: 5_000_000 };

type Row = typeof exchangeSettings.$inferSelect;
const termsOf = (r: Row): Terms => ({ maxProfit: r.maxProfitPoisha, betDelayMs: r.betDelayMs, commissionBp: r.commissionBp });

/** The site default rule of each kind for every sport: the stake range a market type shows. */
const siteDefault = (types: readonly MarketType[]) =>
  and(eq(riskLimits.scope, 'default'), eq(riskLimits.sport, '*'), inArray(riskLimits.marketKind, [...types]));

async function stakeRanges(db: Db, types: readonly MarketType[]): Promise<Map<string, StakeRange>> {
  const rows = await db.select().from(riskLimits).where(siteDefault(types));
  return new Map(
    rows.map((r) => [r.marketKind, { minStake: r.minStakePoisha ?? STAKE_FALLBACK.minStake, maxStake: r.maxStakePoisha ?? STAKE_FALLBACK.maxStake }]),
  );
}

/** The market type's terms without the stake range (settlement's commission needs no more). */
export async function termsFor(db: Db, type: MarketType): Promise<Terms> {
  const [row] = await db.select().from(exchangeSettings).where(eq(exchangeSettings.marketType, type));
  return row ? termsOf(row) : FALLBACK[type];
}

export async function limitsFor(db: Db, type: MarketType): Promise<LimitsPoisha> {
  const range = (await stakeRanges(db, [type])).get(type) ?? STAKE_FALLBACK;
  return { ...range, ...(await termsFor(db, type)) };
}

function toWire(l: LimitsPoisha): ExchangeLimits {
  return {
    minStake: takaFromPoisha(l.minStake),
    maxStake: takaFromPoisha(l.maxStake),
    maxProfit: takaFromPoisha(l.maxProfit),
    betDelaySeconds: l.betDelayMs / 1000,
    commissionPercent: l.commissionBp / 100,
  };
}

/** Every market type's limits, in taka: for the odds view's Min/Max and the operator's form. */
export async function getExchangeSettings(deps: Deps): Promise<ExchangeSettings> {
  const db = deps.database.db;
  const rows = await db.select().from(exchangeSettings);
  const byType = new Map(rows.map((r) => [r.marketType, termsOf(r)]));
  const ranges = await stakeRanges(db, MARKET_TYPES);
  return Object.fromEntries(
    MARKET_TYPES.map((t) => [t, toWire({ ...(ranges.get(t) ?? STAKE_FALLBACK), ...(byType.get(t) ?? FALLBACK[t]) })]),
  ) as ExchangeSettings;
}

export async function updateExchangeSettings(deps: Deps, actor: SignedStaffActor, update: ExchangeSettingsUpdate) {
  const db = deps.database.db;
  const operatorId = actor.id;
  const before = await getExchangeSettings(deps);
  await db.transaction(async (tx) => {
    for (const type of MARKET_TYPES) {
      const l = update[type];
      if (!l) continue;
      const values = {
        maxProfitPoisha: poishaFromTaka(l.maxProfit),
        betDelayMs: l.betDelaySeconds * 1000,
        commissionBp: Math.round(l.commissionPercent * 100),
        updatedAt: deps.now(),
        updatedBy: operatorId,
      };
      await tx
        .insert(exchangeSettings)
        .values({ marketType: type, ...values })
        .onConflictDoUpdate({ target: exchangeSettings.marketType, set: values });
      // The stake range is the site default rule's (the one the bet is checked against), so it is saved there.
      const range = { minStakePoisha: poishaFromTaka(l.minStake), maxStakePoisha: poishaFromTaka(l.maxStake), updatedAt: deps.now(), updatedBy: operatorId };
      await tx
        .insert(riskLimits)
        .values({ scope: 'default', sport: '*', marketKind: type, ...range })
        .onConflictDoUpdate({
          target: [riskLimits.scope, riskLimits.sport, riskLimits.marketKind, riskLimits.eventId, riskLimits.marketKey, riskLimits.userId],
          set: range,
        });
    }
    const changed = MARKET_TYPES.filter((t) => update[t]);
    await recordStaffAction(tx, actor, {
      action: 'exchange.settings',
      objectType: 'exchange_settings',
      objectId: 'market_types',
      before: Object.fromEntries(changed.map((t) => [t, before[t]])),
      after: Object.fromEntries(changed.map((t) => [t, update[t]])),
    });
  });
  return { settings: await getExchangeSettings(deps), message: MESSAGES.exchangeSettingsSaved, code: 'exchangeSettingsSaved' };
}
