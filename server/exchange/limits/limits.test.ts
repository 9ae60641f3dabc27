// The risk limits and blocks met by real bets through the player API, set through the risk console's
// routes: each refusal names its limit and amount, the most specific rule wins, a player's rule only
// tightens, and blocks close an event or a market for everybody or one player.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { bookmakerBook } from '../source/simulator/market-book.ts';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import type { PlaceBetRequest } from '../../../contracts/exchange-bets.ts';
import {
  EVENING,
  bestBack,
  advanceUntil,
  bettingWorld,
  expectInvariants,
  fundedPlayer,
  heldFor,
  inPlay,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { loginOperator } from '../../../tests/helpers/players.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';

let w: BettingWorld;
let operator: string;
beforeAll(async () => {
  w = await bettingWorld({ seed: 47, startMs: EVENING });
  operator = await loginOperator(w.t);
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const op = (method: string, path: string, body?: unknown) => w.t.call(method, path, { token: operator, body });
const none = { minStake: null, maxStake: null, maxProfit: null, marketMaxStake: null, marketMaxProfit: null };
const used = new Set<string>();
/** A fresh in-play event per test, so one test's rules never meet another's bets. */
const freshEvent = (): SimEvent => {
  const ev = inPlay(w.sim, (e) => !used.has(e.id));
  used.add(ev.id);
  return ev;
};
const bet = async (token: string, ask: PlaceBetRequest) =>
  (await w.t.call('POST', '/api/exchange/bets', { token, headers: { 'Idempotency-Key': key() }, body: ask })).body.bet;
const back = (ev: SimEvent, stake: number) => matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, stake);
const rule = async (body: Record<string, unknown>) => {
  const res = await op('PUT', '/api/operator/risk/limits', { ...body, limits: { ...none, ...(body.limits as object) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rule as { id: number };
};
const filled = (code: keyof typeof MESSAGES, vars: Record<string, string>) => MESSAGES[code].replace(/\{(\w+)\}/g, (_, k: string) => vars[k]!);

describe('the site defaults', () => {
  it('are the Sky sites’ figures for every kind, and a player meets them', async () => {
    const rules = (await op('GET', '/api/operator/risk/limits')).body.rules.filter((r: { scope: string }) => r.scope === 'default');
    expect(rules.map((r: { marketKind: string }) => r.marketKind).sort()).toEqual(['bookmaker', 'fancy', 'match_odds', 'racing']);
    for (const r of rules)
      expect(r.limits).toEqual({ minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, marketMaxStake: 500_000, marketMaxProfit: 1_000_000 });
    const p = await fundedPlayer(w.t, 100_000);
    const refused = await bet(p.token, back(freshEvent(), 60_000));
    expect(refused).toMatchObject({
      status: 'refused',
      code: 'riskStakeAboveMax',
      vars: { max: '50,000' },
      message: 'The maximum stake per bet on this market is ৳50,000.',
    });
  });
});

describe('each limit refuses with its name and amount', () => {
  it.each([
    ['the minimum stake', { minStake: 500 }, 200, 'riskStakeBelowMin', { min: '500' }],
    ['the maximum stake', { maxStake: 1000 }, 1500, 'riskStakeAboveMax', { max: '1,000' }],
    ['the maximum profit of one bet', { maxProfit: 150 }, 1000, 'riskProfitAboveMax', { max: '150' }],
  ] as const)('%s', async (_, limits, stake, code, vars) => {
    const ev = freshEvent();
    await rule({ scope: 'event', eventId: ev.id, limits });
    const p = await fundedPlayer(w.t, 10_000);
    expect(await bet(p.token, back(ev, stake))).toMatchObject({ status: 'refused', code, vars, message: filled(code, vars) });
    await expectInvariants(w);
  });

  it('the maximum staked on one market counts the player’s earlier bets there', async () => {
    const ev = freshEvent();
    await rule({ scope: 'market', marketKey: ev.marketId, limits: { marketMaxStake: 1500 } });
    const p = await fundedPlayer(w.t, 10_000);
    expect((await bet(p.token, back(ev, 1000))).status).not.toBe('refused');
    expect(await bet(p.token, back(ev, 600))).toMatchObject({ status: 'refused', code: 'riskMarketStakeAboveMax', vars: { max: '1,500' } });
    expect((await bet(p.token, back(ev, 500))).status).not.toBe('refused');
    // Another player has a market total of their own.
    const q = await fundedPlayer(w.t, 10_000);
    expect((await bet(q.token, back(ev, 1400))).status).not.toBe('refused');
    await expectInvariants(w);
  });

  it('the maximum profit on one market counts the player’s best case, and a hedge is never refused for it', async () => {
    const ev = freshEvent();
    const price = bestBack(ev, 0).price;
    const profitOf = (stake: number) => Math.floor(stake * (price - 1));
    await rule({ scope: 'market', marketKey: ev.marketId, limits: { marketMaxProfit: profitOf(1000) + profitOf(500) / 2 } });
    const p = await fundedPlayer(w.t, 10_000);
    expect((await bet(p.token, back(ev, 1000))).status).not.toBe('refused');
    expect(await bet(p.token, back(ev, 500))).toMatchObject({ status: 'refused', code: 'riskMarketProfitAboveMax' });
    const lay = matchOddsAsk(ev, 0, 'lay', ev.depth[0]!.lay[0]!.price, 200);
    expect((await bet(p.token, lay)).status).not.toBe('refused');
    await expectInvariants(w);
  });
});

describe('overrides', () => {
  it('a market’s rule beats its event’s, and an event’s beats the default', async () => {
    const ev = freshEvent();
    await rule({ scope: 'event', eventId: ev.id, limits: { maxStake: 1000 } });
    const p = await fundedPlayer(w.t, 10_000);
    expect(await bet(p.token, back(ev, 2000))).toMatchObject({ code: 'riskStakeAboveMax', vars: { max: '1,000' } });
    await rule({ scope: 'market', marketKey: ev.marketId, limits: { maxStake: 3000 } });
    expect((await bet(p.token, back(ev, 2000))).status).not.toBe('refused');
  });

  it('a player’s rule tightens but never loosens', async () => {
    const ev = freshEvent();
    await rule({ scope: 'event', eventId: ev.id, limits: { maxStake: 1000 } });
    const p = await fundedPlayer(w.t, 10_000);
    const loose = await rule({ scope: 'player', userId: p.userId, limits: { maxStake: 40_000 } });
    expect(await bet(p.token, back(ev, 2000))).toMatchObject({ code: 'riskStakeAboveMax', vars: { max: '1,000' } });
    await rule({ scope: 'player', userId: p.userId, limits: { maxStake: 300 } });
    expect(await bet(p.token, back(ev, 400))).toMatchObject({ code: 'riskStakeAboveMax', vars: { max: '300' } });
    const other = await fundedPlayer(w.t, 10_000);
    expect((await bet(other.token, back(ev, 400))).status).not.toBe('refused');
    expect((await op('DELETE', `/api/operator/risk/limits/${loose.id}`)).status).toBe(200);
    expect((await op('DELETE', `/api/operator/risk/limits/${loose.id}`)).status).toBe(404);
  });

  it('refuses a bad rule with 422 and a missing target with its message, and keeps the defaults', async () => {
    expect(await op('PUT', '/api/operator/risk/limits', { scope: 'event', limits: none })).toMatchObject({
      status: 422,
      body: { errors: { eventId: MESSAGES.riskLimitTargetRequired } },
    });
    expect(
      (await op('PUT', '/api/operator/risk/limits', { scope: 'default', marketKind: 'fancy', limits: { ...none, minStake: 900, maxStake: 100 } })).status,
    ).toBe(422);
    expect((await op('PUT', '/api/operator/risk/limits', { scope: 'default', marketKind: 'fancy', limits: { ...none, maxStake: 0.001 } })).status).toBe(422);
    const def = (await op('GET', '/api/operator/risk/limits')).body.rules.find((r: { scope: string }) => r.scope === 'default');
    expect((await op('DELETE', `/api/operator/risk/limits/${def.id}`)).status).toBe(404);
  });
});

describe('blocks', () => {
  it('an event blocked for everybody refuses every bet on it until lifted', async () => {
    const ev = freshEvent();
    const saved = await op('POST', '/api/operator/risk/blocks', { scope: 'event', target: ev.id, reason: 'integrity alert' });
    expect(saved.status).toBe(200);
    const p = await fundedPlayer(w.t, 10_000);
    expect(await bet(p.token, back(ev, 200))).toMatchObject({ status: 'refused', code: 'riskEventBlocked', message: MESSAGES.riskEventBlocked });
    expect((await op('DELETE', `/api/operator/risk/blocks/${saved.body.block.id}`)).status).toBe(200);
    expect((await bet(p.token, back(ev, 200))).status).not.toBe('refused');
  });

  it('a market blocked for one player refuses only them', async () => {
    const ev = freshEvent();
    const p = await fundedPlayer(w.t, 10_000);
    const q = await fundedPlayer(w.t, 10_000);
    expect((await op('POST', '/api/operator/risk/blocks', { scope: 'market', target: ev.marketId, userId: p.userId, reason: 'late betting' })).status).toBe(
      200,
    );
    expect(await bet(p.token, back(ev, 200))).toMatchObject({ status: 'refused', code: 'riskMarketBlocked' });
    expect((await bet(q.token, back(ev, 200))).status).not.toBe('refused');
    expect((await op('GET', '/api/operator/risk/blocks')).body.blocks[0]).toMatchObject({
      scope: 'market',
      target: ev.marketId,
      userId: p.userId,
      reason: 'late betting',
    });
  });

  it("the content console's exchange block of a player now also refuses their bets", async () => {
    const ev = freshEvent();
    const p = await fundedPlayer(w.t, 10_000);
    expect((await op('PUT', `/api/operator/market-block/${p.userId}`, { exchange_market: 0, status: 'blocked' })).status).toBe(200);
    expect(await bet(p.token, back(ev, 200))).toMatchObject({ status: 'refused', code: 'riskExchangeBlocked' });
    await op('PUT', `/api/operator/market-block/${p.userId}`, { exchange_market: 1, status: 'active' });
    expect((await bet(p.token, back(ev, 200))).status).not.toBe('refused');
  });
});

describe('the stake range is the limits’ alone', () => {
  // The Bangla catalogue the client says a refusal's code with (read as a file: the server never imports the client).
  const bnRisk = JSON.parse(readFileSync(new URL('../../../src/locales/bn/errors.risk.json', import.meta.url), 'utf8')) as Record<string, string>;
  const bnFilled = (code: string, vars: Record<string, string>) => bnRisk[code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k]!);
  /** One ask of each kind the simulator offers on an in-play cricket match. */
  const asks = (ev: SimEvent, stake: number): [string, PlaceBetRequest][] => {
    const lines = Object.values(fancyLines(ev.cricket!));
    const line = lines.find((l) => l.category === 'fancy') ?? lines[0]!;
    const runner = String(ev.selectionIds[0]);
    return [
      ['match odds', back(ev, stake)],
      [
        'bookmaker',
        {
          eventId: ev.id,
          marketId: ev.bookmakerId,
          marketType: 'bookmaker',
          selectionId: runner,
          side: 'back',
          price: bookmakerBook(ev.match.winProbs())[0]!.back,
          stake,
        },
      ],
      ['fancy', { eventId: ev.id, marketId: ev.id, marketType: 'fancy', selectionId: line.lineId, side: 'yes', price: line.yes_rate, line: line.yes, stake }],
    ];
  };
  // Two cricket matches in play, kept apart from the other tests' events: one gets an event rule.
  let ev: SimEvent;
  let elsewhere: SimEvent;
  const takingBets = (e: SimEvent) =>
    !used.has(e.id) &&
    e.status === 'inplay' &&
    !e.match.flags().suspended &&
    !e.match.flags().ballRunning &&
    e.depth.every((d) => d.back.length > 0 && d.lay.length > 0);
  const withEveryKind = (e: SimEvent) => takingBets(e) && e.hasBookmaker && !!e.cricket && Object.keys(fancyLines(e.cricket)).length > 0;
  const now = () => {
    const all = [...w.sim.events.values()];
    const full = all.find(withEveryKind);
    return { full, other: all.find((e) => e !== full && takingBets(e)) };
  };
  beforeAll(() => {
    // Both found at one moment: moving the simulator on to find the second could close the first.
    advanceUntil(w.sim, () => !!now().full && !!now().other, 4 * 3_600_000, 500);
    ({ full: ev, other: elsewhere } = now() as { full: SimEvent; other: SimEvent });
    used.add(ev.id);
    used.add(elsewhere.id);
  });

  it('a stake under the site minimum is refused by the limit on every kind, named in English and Bangla', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    for (const [kind, ask] of asks(ev, 99.99)) {
      const refused = await bet(p.token, ask);
      expect(refused, kind).toMatchObject({
        status: 'refused',
        code: 'riskStakeBelowMin',
        vars: { min: '100' },
        message: 'The minimum stake per bet on this market is ৳100.',
      });
      expect(bnFilled('riskStakeBelowMin', refused.vars)).toBe('এই মার্কেটে প্রতি বেটে সর্বনিম্ন স্টেক ৳100।');
    }
    expect(await heldFor(w.t, p.userId)).toBe(0);
  });

  it('an event’s rule lowering the minimum to ৳50 lets a ৳50 bet through there on every kind, and nowhere else', async () => {
    await rule({ scope: 'event', eventId: ev.id, limits: { minStake: 50 } });
    const p = await fundedPlayer(w.t, 10_000);
    for (const [kind, ask] of asks(ev, 50)) expect((await bet(p.token, ask)).status, kind).toBe('matched');
    expect(await bet(p.token, back(elsewhere, 50))).toMatchObject({ status: 'refused', code: 'riskStakeBelowMin', vars: { min: '100' } });
    await expectInvariants(w);
  });

  it('the stake limits call says what placing will hold a bet to, per market and player, as the slip reads it', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const limitsOf = (token: string | undefined, ask: Pick<PlaceBetRequest, 'eventId' | 'marketId' | 'marketType' | 'selectionId'>) =>
      w.t.call('GET', `/api/exchange/stake-limits?${new URLSearchParams({ ...ask, selectionId: String(ask.selectionId) })}`, { token });
    const site = { minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, marketMaxStake: 500_000, marketMaxProfit: 1_000_000 };
    for (const [kind, ask] of asks(ev, 50)) expect((await limitsOf(p.token, ask)).body, kind).toEqual({ ...site, minStake: 50 });
    expect((await limitsOf(p.token, back(elsewhere, 50))).body).toEqual(site);
    await rule({ scope: 'player', userId: p.userId, limits: { maxStake: 300 } });
    expect((await limitsOf(p.token, back(ev, 50))).body).toEqual({ ...site, minStake: 50, maxStake: 300 });
    expect((await limitsOf(p.token, { ...back(ev, 50), marketId: '1.999999' })).status).toBe(404);
    expect((await limitsOf(undefined, back(ev, 50))).status).toBe(401);
    expect((await limitsOf(p.token, { ...back(ev, 50), marketId: 'no spaces' })).status).toBe(422);
  });

  it('the exchange form’s stake range is the site default rule: what it saves, a bet meets', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    expect(await bet(p.token, back(elsewhere, 60))).toMatchObject({ status: 'refused', code: 'riskStakeBelowMin', vars: { min: '100' } });
    const before = (await op('GET', '/api/operator/exchange/settings')).body;
    expect(before.match_odds).toMatchObject({ minStake: 100, maxStake: 50_000 });
    expect((await op('PUT', '/api/operator/exchange/settings', { match_odds: { ...before.match_odds, minStake: 60 } })).status).toBe(200);
    const rules = (await op('GET', '/api/operator/risk/limits')).body.rules as {
      scope: string;
      sport: string;
      marketKind: string;
      limits: { minStake: number };
    }[];
    expect(rules.find((r) => r.scope === 'default' && r.sport === '*' && r.marketKind === 'match_odds')?.limits.minStake).toBe(60);
    expect((await bet(p.token, back(elsewhere, 60))).status).not.toBe('refused');
    expect((await op('PUT', '/api/operator/exchange/settings', { match_odds: before.match_odds })).status).toBe(200);
    await expectInvariants(w);
  });
});
