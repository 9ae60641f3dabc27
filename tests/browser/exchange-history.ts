// Exchange bets for a screenshot player, placed through the real API the way the slip places them,
// so My Bets, Bets History, Activity, P&L and the Exchange tab of /betting-record have something
// to show: a back that matched on a match then played to its end on the operator's simulator clock
// (settled WON or LOST; EXCHANGE_TEST_CONTROLS=1, as the browser tests' server runs), and on a match
// in play afterwards a matched back and a lay at 1.01 that nobody offers (unmatched, left open).
import { expect, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';

interface Listed {
  EventId: string;
  MarketId: string;
  inplay: boolean;
}
interface Runner {
  selectionId: number;
  status: string;
  ex?: { availableToBack?: { price: number }[] };
}
type Auth = { authorization: string };

/**
 * An in-play cricket match (other than `skip`) whose match odds offer a back price now: after the
 * simulator's clock has moved on by hours, the first listed match can be in its innings break, its
 * book suspended for longer than the bet's retries. Asked again each second for up to a minute.
 */
async function inPlayMatch(request: APIRequestContext, skip: string | null): Promise<{ eventId: string; marketId: string; selectionId: number }> {
  for (let tries = 0; tries < 60; tries++) {
    const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as Listed[];
    for (const event of list.filter((e) => e.inplay && e.EventId !== skip)) {
      const [market] = (await (await request.get(`/exchange-api/api/match-odds/${event.MarketId}`)).json()) as { runners?: Runner[] }[];
      const runner = (market?.runners ?? []).find((r) => r.status === 'ACTIVE' && (r.ex?.availableToBack?.length ?? 0) > 0);
      if (runner) return { eventId: event.EventId, marketId: event.MarketId, selectionId: runner.selectionId };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no in-play cricket match offers a back price');
}

/** Places one bet, again while the ball is running or the book is suspended (refused then, every ball). */
async function place(request: APIRequestContext, auth: Auth, ask: Record<string, unknown>): Promise<{ status: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.post('/api/exchange/bets', { headers: { ...auth, 'Idempotency-Key': `shot-${randomBytes(6).toString('hex')}` }, data: ask });
    expect(res.status(), await res.text()).toBe(200);
    const { bet } = (await res.json()) as { bet: { status: string; code?: string } };
    if (bet.status !== 'refused') return bet;
    expect(bet.code).toMatch(/^exchange(BallRunning|MarketSuspended)$/);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the bet was refused on every try');
}

const settledCount = async (request: APIRequestContext, auth: Auth) =>
  ((await (await request.get('/api/exchange/bets?status=settled', { headers: auth })).json()).bets as unknown[]).length;

export async function giveExchangeHistory(request: APIRequestContext, token: string, operatorToken: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const op = { authorization: `Bearer ${operatorToken}` };
  const first = await inPlayMatch(request, null);
  // A back at 1.01 takes the best price offered: matched at once.
  const settling = await place(request, auth, { ...first, marketType: 'match_odds', side: 'back', price: 1.01, stake: 150 });
  expect(settling.status).toMatch(/matched/);
  for (let hour = 0; hour < 12 && (await settledCount(request, auth)) === 0; hour++) {
    const moved = await request.post('/api/operator/exchange/simulator/advance', { headers: op, data: { minutes: 60 }, timeout: 60_000 });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  expect(await settledCount(request, auth), 'the first bet settled').toBeGreaterThan(0);

  const second = await inPlayMatch(request, first.eventId);
  expect((await place(request, auth, { ...second, marketType: 'match_odds', side: 'back', price: 1.01, stake: 200 })).status).toMatch(/matched/);
  expect((await place(request, auth, { ...second, marketType: 'match_odds', side: 'lay', price: 1.01, stake: 100 })).status).toBe('unmatched');
}
