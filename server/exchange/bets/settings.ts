// The operator's exchange limits per market type (exchange_settings): stake range, maximum profit per
// market, in-play bet delay and commission. Read on every bet (one row by primary key).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeSettings } from '../../db/schema/index.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { MARKET_TYPES, type MarketType } from '../../../contracts/exchange-bets.ts';
import type { ExchangeLimits, ExchangeSettings, ExchangeSettingsUpdate } from '../../../contracts/exchange-operator.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

export interface LimitsPoisha {
  minStake: number;
  maxStake: number;
  maxProfit: number;
  betDelayMs: number;
  commissionBp: number;
}

/** The migration's defaults, used only if the row has been deleted by hand. */
const FALLBACK: Record<MarketType, LimitsPoisha> = {
  match_odds: { minStake: 10_000, maxStake: 10_000_000, maxProfit: 100_000_000, betDelayMs: 5000, commissionBp: 0 },
  bookmaker: { minStake: 10_000, maxStake: 10_000_000, maxProfit: 50_000_000, betDelayMs: 3000, commissionBp: 0 },
  fancy: { minStake: 10_000, maxStake: 5_000_000, maxProfit: 20_000_000, betDelayMs: 0, commissionBp: 0 },
};

type Row = typeof exchangeSettings.$inferSelect;
const fromRow = (r: Row): LimitsPoisha => ({
  minStake: r.minStakePoisha,
  maxStake: r.maxStakePoisha,
  maxProfit: r.maxProfitPoisha,
  betDelayMs: r.betDelayMs,
  commissionBp: r.commissionBp,
});

export async function limitsFor(db: Db, type: MarketType): Promise<LimitsPoisha> {
  const [row] = await db.select().from(exchangeSettings).where(eq(exchangeSettings.marketType, type));
  return row ? fromRow(row) : FALLBACK[type];
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
  const rows = await deps.database.db.select().from(exchangeSettings);
  const byType = new Map(rows.map((r) => [r.marketType, fromRow(r)]));
  return Object.fromEntries(MARKET_TYPES.map((t) => [t, toWire(byType.get(t) ?? FALLBACK[t])])) as ExchangeSettings;
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
        minStakePoisha: poishaFromTaka(l.minStake),
        maxStakePoisha: poishaFromTaka(l.maxStake),
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
