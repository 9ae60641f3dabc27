// The exchange account's answers carry every name in Bangla beside the English: the event, the market
// and the selection (a team, or a fancy line's title) of each bet, in my bets, the history, the
// exchange-hub records, the activity log and profit & loss. Worked out from the names the market was
// stored under, so the client needs no list of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogResponseSchema, exchangeHubResponseSchema, profitLossResponseSchema } from '../../../contracts/exchange-records.ts';
import { listBetsResponseSchema } from '../../../contracts/exchange-bets.ts';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import { TEAM_NAMES_BN } from '../source/simulator/competitions/team-names-bn.ts';
import { bestBack, bettingWorld, cricketInPlay, fundedPlayer, key, matchOddsAsk, upcoming, type BettingWorld } from '../../../tests/helpers/exchange-kit.ts';
import { placeBet } from './place-and-cancel.ts';
import { listBets } from './bet-views.ts';
import { dhakaDayOf } from '../../lib/dhaka-days.ts';
import { activityLog, exchangeHub, profitLoss } from './records.ts';
import { settleMarket } from './settlement.ts';

const LATIN = /[A-Za-z0-9]/;
let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 29 });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

describe('the exchange account answers in Bangla too', () => {
  it('names the event, market and selection of a match-odds bet and a fancy bet in Bangla on every account page', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const match = upcoming(w.sim, 'cricket');
    expect(bestBack(match, 0).size).toBeGreaterThanOrEqual(100);
    await placeBet(w.t.deps, p, matchOddsAsk(match, 0, 'back', bestBack(match, 0).price, 100), key());
    const live = cricketInPlay(w.sim, (e) => e.id !== match.id);
    const line = Object.values(fancyLines(live.cricket!))[0]!;
    await placeBet(
      w.t.deps,
      p,
      { eventId: live.id, marketId: live.id, marketType: 'fancy', selectionId: line.lineId, side: 'yes', price: line.yes_rate, line: line.yes, stake: 100 },
      key(),
    );
    const [home, away] = match.runnerNames as [string, string];
    const matchEventBn = `${TEAM_NAMES_BN[home]} বনাম ${TEAM_NAMES_BN[away]}`;

    const open = listBetsResponseSchema.parse(await listBets(w.t.deps, p.userId, { status: 'open' })).bets;
    expect(open.map((b) => [b.eventNameBn, b.marketNameBn])).toEqual([
      [`${TEAM_NAMES_BN[live.runnerNames[0]!]} বনাম ${TEAM_NAMES_BN[live.runnerNames[1]!]}`, 'ফ্যান্সি'],
      [matchEventBn, 'ম্যাচ অডস'],
    ]);
    expect(open[1]!.selectionNameBn).toBe(TEAM_NAMES_BN[home]);
    expect(open[0]!.selectionName).toBe(line.title);
    expect(open[0]!.selectionNameBn).toBe(line.title_bn);
    for (const b of open) expect([b.eventNameBn, b.marketNameBn, b.selectionNameBn].filter((n) => LATIN.test(n))).toEqual([]);

    const activity = activityLogResponseSchema.parse(await activityLog(w.t.deps, p.userId, { limit: 10 })).items;
    const bets = activity.flatMap((i) => (i.kind === 'bet' ? [i] : []));
    expect(bets.map((b) => b.selectionNameBn)).toEqual(open.map((b) => b.selectionNameBn));

    await settleMarket(w.t.deps, match.marketId, { kind: 'winner', selectionId: String(match.selectionIds[1]) });
    const hub = exchangeHubResponseSchema.parse(await exchangeHub(w.t.deps, p.userId, {})).data;
    expect(hub.map((r) => [r.event_name_bn, r.market_name_bn, r.selection_name_bn, r.status])).toEqual([
      [open[0]!.eventNameBn, 'ফ্যান্সি', line.title_bn, 'open'],
      [matchEventBn, 'ম্যাচ অডস', TEAM_NAMES_BN[home], 'LOST'],
    ]);
    const day = dhakaDayOf(w.t.deps.now());
    const settled = listBetsResponseSchema.parse(await listBets(w.t.deps, p.userId, { status: 'settled', from: day, to: day })).bets;
    expect(settled.map((b) => [b.eventNameBn, b.selectionNameBn, b.status])).toEqual([[matchEventBn, TEAM_NAMES_BN[home], 'lost']]);
    const pl = profitLossResponseSchema.parse(await profitLoss(w.t.deps, p.userId, { from: day, to: day }));
    expect(pl.days.flatMap((d) => d.events.map((e) => [e.eventNameBn, e.markets.map((m) => [m.marketNameBn, m.lineTitleBn])]))).toEqual([
      [matchEventBn, [['ম্যাচ অডস', null]]],
    ]);
  });
});
