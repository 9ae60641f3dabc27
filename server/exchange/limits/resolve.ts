// Which limits apply to a bet: the site's defaults per sport and market kind, overridden by an event's,
// then a market's rule (the most specific rule that sets a field wins, field by field), and then a
// player's rules, which can only tighten: a player's maximum counts only where it is lower, a player's
// minimum only where it is higher. docs/decisions/0243-risk-limits.md.
import type { RiskKind } from '../../db/schema/index.ts';
import { RACING_SPORTS } from '../../../contracts/exchange.ts';

export const LIMIT_FIELDS = ['minStake', 'maxStake', 'maxProfit', 'marketMaxStake', 'marketMaxProfit'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
/** Amounts in poisha; null where no rule sets the field (then nothing limits it). */
export type LimitSet = Record<LimitField, number | null>;

export interface LimitRule {
  id: number;
  scope: 'default' | 'event' | 'market' | 'player';
  sport: string;
  marketKind: '*' | RiskKind;
  eventId: string;
  marketKey: string;
  userId: number;
  limits: LimitSet;
}

export interface BetTarget {
  sport: string;
  kind: RiskKind;
  eventId: string;
  marketKey: string;
  userId: number;
}

// The sources' own racing sport names (a recorded Betfair race is 'greyhound-racing').
const RACING: ReadonlySet<string> = new Set(RACING_SPORTS);

/** The kind of market for limits: racing by its sport, the rest by the exchange's market type. */
export function riskKindOf(sport: string, marketType: 'match_odds' | 'bookmaker' | 'fancy'): RiskKind {
  return RACING.has(sport.toLowerCase()) ? 'racing' : marketType;
}

const SCOPE_RANK = { default: 0, event: 1, market: 2, player: 3 } as const;

/** Whether a rule speaks about this bet at all. */
export function ruleApplies(rule: LimitRule, bet: BetTarget): boolean {
  const kindFits = rule.marketKind === '*' || rule.marketKind === bet.kind;
  const sportFits = rule.sport === '*' || rule.sport === bet.sport;
  switch (rule.scope) {
    case 'default':
      return kindFits && sportFits;
    case 'event':
      return kindFits && rule.eventId === bet.eventId;
    case 'market':
      return rule.marketKey === bet.marketKey;
    case 'player':
      return kindFits && sportFits && rule.userId === bet.userId;
  }
}

/** Specificity among the site's rules: market over event over default; a named sport or kind over '*'. */
const rank = (r: LimitRule) => SCOPE_RANK[r.scope] * 4 + (r.sport !== '*' ? 2 : 0) + (r.marketKind !== '*' ? 1 : 0);

export function resolveLimits(rules: LimitRule[], bet: BetTarget): LimitSet {
  const fitting = rules.filter((r) => ruleApplies(r, bet));
  const site = fitting.filter((r) => r.scope !== 'player').sort((a, b) => rank(b) - rank(a) || b.id - a.id);
  const players = fitting.filter((r) => r.scope === 'player');
  const out = {} as LimitSet;
  for (const field of LIMIT_FIELDS) {
    let value = site.find((r) => r.limits[field] !== null)?.limits[field] ?? null;
    for (const p of players) {
      const own = p.limits[field];
      if (own === null) continue;
      if (value === null) value = own;
      else value = field === 'minStake' ? Math.max(value, own) : Math.min(value, own);
    }
    out[field] = value;
  }
  return out;
}
