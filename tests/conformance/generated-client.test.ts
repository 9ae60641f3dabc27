// A client generated from the published document (openapi-typescript's types, openapi-fetch) makes the
// money calls of a deposit, a bet and a cash-out. No header is written by hand: the Idempotency-Key is a
// parameter the generated types require (the call does not compile without it), and the credential is
// put where the operation's security scheme in the document says.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import createClient, { type Middleware } from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestBack, bettingWorld, type BettingWorld, cricketInPlay, fundedPlayer } from '../helpers/exchange-kit.ts';
import { loginOperator } from '../helpers/players.ts';
import { firstMethodId, verifiedPlayer } from '../pg/wallet-kit.ts';
import type { paths } from './api-client/paths.d.ts';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.ts';

let w: BettingWorld;
let doc: Record<string, any>;
beforeAll(async () => {
  w = await bettingWorld({ seed: 44 });
  doc = (await w.t.call('GET', '/api/openapi.json')).body;
}, 120_000);

/** A client for one caller: the app is called in-process, the credential goes where the document says. */
function clientFor(credentials: Record<string, string>) {
  const client = createClient<paths>({
    baseUrl: `http://chakka.test${doc.servers[0].url}`,
    fetch: async (request) => w.t.app.request(request, undefined, { incoming: { socket: { remoteAddress: '10.3.3.3', remoteFamily: 'IPv4' } } }),
  });
  const bySecurity: Middleware = {
    onRequest({ request, schemaPath }) {
      const op = doc.paths[schemaPath]?.[request.method.toLowerCase()];
      for (const requirement of (op?.security ?? []) as Record<string, unknown>[]) {
        const names = Object.keys(requirement);
        if (!names.every((name) => credentials[name])) continue;
        for (const name of names) {
          const scheme = doc.components.securitySchemes[name];
          if (scheme.type === 'http' && scheme.scheme === 'bearer') request.headers.set('authorization', `Bearer ${credentials[name]}`);
          else if (scheme.type === 'apiKey' && scheme.in === 'header') request.headers.set(scheme.name, credentials[name]!);
        }
        break;
      }
      return request;
    },
  };
  client.use(bySecurity);
  return client;
}

describe('a client generated from the document', () => {
  it('is generated from the document the server publishes now', async () => {
    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8'), 'stale: run `npx tsx scripts/generate-api-client.ts`').toBe(await clientTypes(doc));
  }, 60_000);

  it('makes a deposit, a bet and a cash-out', async () => {
    const staff = clientFor({ staffSession: await loginOperator(w.t) });

    // A deposit: the player asks, the staff approves.
    const depositor = await verifiedPlayer(w.t);
    const player = clientFor({ playerSession: depositor.token });
    const deposit = await player.POST('/submit-deposit', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { account_number: depositor.phone, transaction_id: `TX${randomUUID().slice(0, 8)}`, amount: 500, payment_id: await firstMethodId(w.t) },
    });
    expect(deposit.response.status, JSON.stringify(deposit.error)).toBe(200);
    const approved = await staff.POST('/operator/deposits/{id}/approve', { params: { path: { id: deposit.data!.data.id }, header: {} } });
    expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);

    // A bet, then its cash-out.
    const bettor = clientFor({ playerSession: (await fundedPlayer(w.t, 10_000)).token });
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 500);
    const bet = await bettor.POST('/exchange/bets', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        eventId: ev.id,
        marketId: ev.marketId,
        marketType: 'match_odds',
        selectionId: String(ev.selectionIds[0]),
        side: 'back',
        price: bestBack(ev, 0).price,
        stake: 500,
      },
    });
    expect(bet.response.status, JSON.stringify(bet.error)).toBe(200);
    expect(bet.data!.bet.status).toBe('matched');
    const quote = await bettor.GET('/exchange/cash-out', { params: { query: { marketId: ev.marketId } } });
    expect(quote.data).toMatchObject({ available: true });
    const cashOut = await bettor.POST('/exchange/cash-out', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { marketId: ev.marketId, amount: quote.data!.amount! },
    });
    expect(cashOut.response.status, JSON.stringify(cashOut.error)).toBe(200);
    expect(cashOut.data).toMatchObject({ code: 'exchangeCashOutDone', amount: quote.data!.amount });
  });
});
