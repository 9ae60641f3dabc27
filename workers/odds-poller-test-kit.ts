// The odds poller's tests' fake exchange: a match odds market with one moving back price, served with an
// ETag (304 to the current one), failing or gone when told to.
import type { MatchOddsMarket } from '../contracts/exchange.ts';

export function market(backPrice: number): MatchOddsMarket {
  return {
    marketId: '1.1',
    eventId: 'e1',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: true,
    lastUpdated: '2026-11-23T10:00:00Z',
    totalMatched: 100,
    numberOfRunners: 2,
    runners: [1, 2].map((id) => ({
      selectionId: id,
      SelectionName: `R${id}`,
      sortPriority: id,
      status: 'ACTIVE' as const,
      lastPriceTraded: null,
      ex: { availableToBack: [{ price: id === 1 ? backPrice : 2.5, size: 100 }], availableToLay: [{ price: 3, size: 50 }] },
    })),
  };
}

/** A fake exchange: serves `body`, answers 304 to its current ETag, or fails when told to. */
export function fakeFeed() {
  const state = { body: [market(1.5)] as unknown, version: 1, fail: false, gone: false, requests: [] as { url: string; ifNoneMatch?: string }[] };
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    state.requests.push({ url, ifNoneMatch: init.headers['if-none-match'] });
    if (state.fail) throw new TypeError('network down');
    if (state.gone) return new Response('{"message":"Market not found."}', { status: 404 });
    const etag = `"v${state.version}"`;
    if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(state.body), { status: 200, headers: { etag } });
  };
  return { state, fetch };
}
