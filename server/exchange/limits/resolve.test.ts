import { describe, expect, it } from 'vitest';
import { type LimitRule, type LimitSet, resolveLimits, riskKindOf } from './resolve.ts';

const none: LimitSet = { minStake: null, maxStake: null, maxProfit: null, marketMaxStake: null, marketMaxProfit: null };
let next = 1;
const rule = (r: Partial<LimitRule> & Pick<LimitRule, 'scope'>, limits: Partial<LimitSet>): LimitRule => ({
  id: next++,
  sport: '*',
  marketKind: '*',
  eventId: '',
  marketKey: '',
  userId: 0,
  ...r,
  limits: { ...none, ...limits },
});
const bet = { sport: 'cricket', kind: 'fancy' as const, eventId: 'e1', marketKey: 'e1:b1@3', userId: 7 };
const site = rule({ scope: 'default', marketKind: 'fancy' }, { minStake: 10_000, maxStake: 5_000_000, maxProfit: 100_000_000 });

describe('resolving the limits of a bet', () => {
  it.each<[string, LimitRule[], Partial<LimitSet>]>([
    ['the default of the kind', [site], { minStake: 10_000, maxStake: 5_000_000 }],
    [
      'a sport default over the every-sport one',
      [site, rule({ scope: 'default', sport: 'cricket', marketKind: 'fancy' }, { maxStake: 2_000_000 })],
      { maxStake: 2_000_000, minStake: 10_000 },
    ],
    ['another kind is ignored', [site, rule({ scope: 'default', marketKind: 'bookmaker' }, { maxStake: 1 })], { maxStake: 5_000_000 }],
    [
      'an event over the default, field by field',
      [site, rule({ scope: 'event', eventId: 'e1' }, { maxStake: 9_000_000 })],
      { maxStake: 9_000_000, minStake: 10_000 },
    ],
    ['another event is ignored', [site, rule({ scope: 'event', eventId: 'e2' }, { maxStake: 1 })], { maxStake: 5_000_000 }],
    [
      'a market over the event',
      [site, rule({ scope: 'event', eventId: 'e1' }, { maxStake: 9_000_000 }), rule({ scope: 'market', marketKey: 'e1:b1@3' }, { maxStake: 3_000_000 })],
      { maxStake: 3_000_000 },
    ],
    ['a player lowers a maximum', [site, rule({ scope: 'player', userId: 7 }, { maxStake: 1_000_000 })], { maxStake: 1_000_000 }],
    ['a player cannot raise a maximum', [site, rule({ scope: 'player', userId: 7 }, { maxStake: 90_000_000 })], { maxStake: 5_000_000 }],
    ['a player raises the minimum (tighter)', [site, rule({ scope: 'player', userId: 7 }, { minStake: 50_000 })], { minStake: 50_000 }],
    ['a player cannot lower the minimum', [site, rule({ scope: 'player', userId: 7 }, { minStake: 100 })], { minStake: 10_000 }],
    ['another player is ignored', [site, rule({ scope: 'player', userId: 8 }, { maxStake: 1 })], { maxStake: 5_000_000 }],
    [
      'a player tightens even a market raised above the default',
      [site, rule({ scope: 'market', marketKey: 'e1:b1@3' }, { maxStake: 9_000_000 }), rule({ scope: 'player', userId: 7 }, { maxStake: 6_000_000 })],
      { maxStake: 6_000_000 },
    ],
  ])('%s', (_, rules, expected) => {
    expect(resolveLimits(rules, bet)).toMatchObject(expected);
  });

  it('racing is a kind of its own, found by the sport as the sources name it', () => {
    expect([
      riskKindOf('horse-racing', 'match_odds'),
      riskKindOf('greyhound-racing', 'match_odds'),
      riskKindOf('cricket', 'match_odds'),
      riskKindOf('cricket', 'fancy'),
    ]).toEqual(['racing', 'racing', 'match_odds', 'fancy']);
  });
});
