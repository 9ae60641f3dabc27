// The exchange betting routes through app.request(): who may call them, what they refuse before any
// money moves, how the services' errors come out, and the whole money path of one player end to end
// (back, positions, exposure, an unmatched lay cancelled, cash out, settlement, the records, the balance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from './place-and-cancel.ts';
import { setLimit, startExclusion } from '../../services/safer-play.ts';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import {
  advanceUntil,
  balance,
  bestBack,
  bestLay,
  bettingWorld,
  cricketInPlay,
  expectInvariants,
  fundedPlayer,
  heldFor,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { loginOperator } from '../../../tests/helpers/players.ts';
import { fuzzRoute } from '../../../tests/helpers/route-fuzz.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 44 });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const place = (token: string, ask: unknown, k: string | null = key()) =>
  w.t.call('POST', '/api/exchange/bets', { token, body: ask, headers: k === null ? {} : { 'Idempotency-Key': k } });

describe('who may call the exchange betting routes', () => {
  it('answers 401 without a session and 403 to an operator, before reading the body', async () => {
    const operator = await loginOperator(w.t);
    for (const [method, path] of [
      ['POST', '/api/exchange/bets'],
      ['GET', '/api/exchange/bets'],
      ['DELETE', '/api/exchange/bets/1'],
      ['GET', '/api/exchange/positions?marketId=1.2'],
      ['GET', '/api/exchange-hub'],
      ['GET', '/api/exchange/balance-overview'],
    ] as const) {
      expect((await w.t.call(method, path, { body: method === 'GET' ? undefined : { junk: true } })).status, `${method} ${path}`).toBe(401);
      expect((await w.t.call(method, path, { token: operator, body: method === 'GET' ? undefined : { junk: true } })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('gives the operator the desk and a player 403 on it', async () => {
    const p = await fundedPlayer(w.t, 0);
    const operator = await loginOperator(w.t);
    expect((await w.t.call('GET', '/api/operator/exchange/exposure', { token: p.token })).status).toBe(403);
    expect((await w.t.call('GET', '/api/operator/exchange/exposure', { token: operator })).status).toBe(200);
  });
});

describe('placing a bet: what is refused before any money moves', () => {
  it('a bet without an Idempotency-Key is refused with 400 and nothing is held', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await place(p.token, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), null);
    expect(res).toMatchObject({ status: 400, body: { code: 'idempotencyKeyRequired' } });
    expect(await balance(w.t, p.userId)).toBe(1000);
  });

  it.each([
    ['a stake that is not a number', { stake: 'lots' }, 'stake'],
    ['a stake with three decimals', { stake: 100.005 }, 'stake'],
    ['yes on match odds', { side: 'yes' }, 'side'],
    ['a price of zero', { price: 0 }, 'price'],
    ['a selection id with a NUL byte', { selectionId: 'a\u0000b' }, 'selectionId'],
  ])('%s is refused with 422 naming the field', async (_, change, field) => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await place(p.token, { ...matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), ...change });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await balance(w.t, p.userId)).toBe(1000);
  });

  it('a fancy bet without its runs line is refused with 422', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await place(p.token, { eventId: ev.id, marketId: ev.id, marketType: 'fancy', selectionId: 'b1', side: 'yes', price: 75, stake: 100 });
    expect(res).toMatchObject({ status: 422, body: { errors: { line: 'A fancy bet needs the runs line.' } } });
  });

  it('a market the feed does not know is 404', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await place(p.token, { ...matchOddsAsk(ev, 0, 'back', 2, 100), marketId: '1.999' });
    expect(res).toMatchObject({ status: 404, body: { code: 'exchangeUnknownMarket' } });
  });

  it('the same key twice places one bet and answers the same; with another body it is 422', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 200);
    const ask = matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100);
    const k = key();
    const first = await place(p.token, ask, k);
    const again = await place(p.token, ask, k);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await heldFor(w.t, p.userId)).toBe(100);
    const other = await place(p.token, { ...ask, stake: 200 }, k);
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });
    await expectInvariants(w);
  });

  it('a refusal by the market is a 200 answer with the catalogue key and its values, so the client can translate it', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await place(p.token, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 50));
    expect(res).toMatchObject({
      status: 200,
      body: {
        bet: { id: null, status: 'refused', code: 'riskStakeBelowMin', vars: { min: '100' }, message: 'The minimum stake per bet on this market is ৳100.' },
      },
    });
  });

  it('a self-excluded player is refused with the 403 that says until when, and nothing is held', async () => {
    // Responsible gambling owns the rule (server/services/responsible-gaming.ts): the same check guards
    // game launches and provider bets, so the bet is refused before anything is held.
    const p = await fundedPlayer(w.t, 1000);
    await startExclusion(w.t.deps.database.db, p.userId, { kind: 'self_exclusion', duration: '6m' }, w.t.deps.now());
    const ev = cricketInPlay(w.sim);
    const refusal = await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key()).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 403, code: 'selfExclusionActive' });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([1000, 0]);
  });

  it('a loss limit counts what is at risk: a bet that would take open holds past it is refused, and nothing more is held', async () => {
    const p = await fundedPlayer(w.t, 1000);
    await setLimit(w.t.deps.database.db, p.userId, { kind: 'loss', period: 'day', amount: 150 }, w.t.deps.now());
    const ev = cricketInPlay(w.sim);
    const first = await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key());
    expect(first.bet.status).not.toBe('refused');
    expect(await heldFor(w.t, p.userId)).toBe(100);
    const second = await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key()).catch((e: unknown) => e);
    expect(second).toMatchObject({ status: 403, code: 'lossLimitDay', vars: { limit: '150' } });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([900, 100]);
  });

  it('hostile values in any field never answer a 5xx, and every refusal is a catalogue message', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const body = matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100) as unknown as Record<string, unknown>;
    await fuzzRoute(w.t, { method: 'POST', path: '/api/exchange/bets', body, token: p.token, headers: () => ({ 'Idempotency-Key': key() }) }, 15);
    await fuzzRoute(
      w.t,
      { method: 'GET', path: '/api/exchange/bets', query: { status: 'settled', from: '2026-11-01', to: '2026-11-30', limit: '20' }, token: p.token },
      10,
    );
    await fuzzRoute(w.t, { method: 'DELETE', path: '/api/exchange/bets/:id', params: { id: '1' }, token: p.token }, 10);
    await expectInvariants(w);
  });
});

describe('one player through the whole money path', () => {
  it("backs, sees positions and exposure, cancels an unmatched lay, cashes out, and after settlement the balance moved by exactly the records' net", async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const other = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 500 && bestLay(e, 0).size >= 1000);
    const backPrice = bestBack(ev, 0).price;
    const call = (method: string, path: string, body?: unknown, k?: string) =>
      w.t.call(method, path, { token: p.token, body, headers: k ? { 'Idempotency-Key': k } : {} });

    // A back at the best price matches at once.
    const back = (await place(p.token, matchOddsAsk(ev, 0, 'back', backPrice, 500))).body.bet;
    expect(back).toMatchObject({ status: 'matched', matchedStake: 500, averagePrice: backPrice, liability: 500 });
    const win = Math.floor(500 * Math.round((backPrice - 1) * 100)) / 100;
    const position = (await call('GET', `/api/exchange/positions?marketId=${ev.marketId}`)).body.markets[0];
    expect(position).toMatchObject({ marketId: ev.marketId, liability: 500 });
    expect(position.runners.map((r: { profitLoss: number }) => r.profitLoss)).toEqual([win, -500]);
    expect((await call('GET', '/api/exchange/balance-overview')).body).toEqual({ balance: 10_000, exposure: 500, available: 9500 });

    // A lay at a price the book does not offer waits unmatched; cancelling it gives its hold back.
    const layPrice = stepPrice(bestLay(ev, 1).price, -3);
    const lay = (await place(p.token, matchOddsAsk(ev, 1, 'lay', layPrice, 200))).body.bet;
    expect(lay).toMatchObject({ status: 'unmatched', unmatchedStake: 200 });
    const open = (await call('GET', `/api/exchange/bets?status=open&marketId=${ev.marketId}`)).body.bets;
    expect(open.map((b: { status: string }) => b.status).sort()).toEqual(['matched', 'unmatched']);
    expect((await w.t.call('DELETE', `/api/exchange/bets/${lay.id}`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/api/exchange/bets/${lay.id}`)).body).toMatchObject({
      code: 'exchangeBetCancelled',
      bet: { status: 'cancelled', cancelledStake: 200 },
    });
    expect(await call('DELETE', `/api/exchange/bets/${lay.id}`)).toMatchObject({ status: 409, body: { code: 'exchangeNothingToCancel' } });
    expect((await call('GET', '/api/exchange/balance-overview')).body.exposure).toBe(500);

    // Cash out: the quote, then one call that places the hedge; every runner then ends within rounding of the amount.
    const quote = (await call('GET', `/api/exchange/cash-out?marketId=${ev.marketId}`)).body;
    expect(quote).toMatchObject({ available: true });
    const done = (await call('POST', '/api/exchange/cash-out', { marketId: ev.marketId, amount: quote.amount }, key())).body;
    expect(done).toMatchObject({ code: 'exchangeCashOutDone', amount: quote.amount });
    const after = (await call('GET', `/api/exchange/positions?marketId=${ev.marketId}`)).body.markets[0].runners.map(
      (r: { profitLoss: number }) => r.profitLoss,
    );
    expect(Math.min(...after)).toBeCloseTo(quote.amount, 2);
    // Rounding the hedge's stake to the poisha moves each runner by under its odds in poisha.
    expect(Math.max(...after) - Math.min(...after)).toBeLessThan(0.5);

    // The match is played out; the watch settles the market.
    advanceUntil(w.sim, () => ev.status === 'closed', 6 * 3_600_000, 5000);
    await w.watch.flush();
    expect((await call('GET', `/api/exchange/bets?status=open&marketId=${ev.marketId}`)).body.bets).toEqual([]);
    const records = (await call('GET', '/api/exchange-hub')).body.data as { status: string; net_profit_loss: number; transaction_id: string; stake: number }[];
    expect(records.map((r) => r.status).every((s) => s === 'WON' || s === 'LOST')).toBe(true);
    expect(records.find((r) => r.transaction_id === `EX${back.id}`)).toMatchObject({ stake: 500 });
    const net = Math.round(records.reduce((s, r) => s + r.net_profit_loss * 100, 0)) / 100;
    const winner = ev.match.outcome()!.winner;
    expect(net).toBe(winner === null ? 0 : after[winner]);
    expect(await balance(w.t, p.userId)).toBe(Math.round((10_000 + net) * 100) / 100);
    expect((await call('GET', '/api/exchange/balance-overview')).body).toMatchObject({ exposure: 0 });
    await expectInvariants(w);
  });
});
