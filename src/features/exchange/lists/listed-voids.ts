// The lists' side of voided markets: a match odds market the operator voided while the feed still
// lists its event keeps its prices in the feed, so a list asks the server which listed markets are
// voided (on arrival and every VOIDED_POLL_MS) and the row says Voided over them (list-odds.tsx).
// The ids join voidedMarketsAtom, where the odds view, the bookmaker market and the slip read them too.
// One poll however many lists are mounted (the in-play list and the side nav's counts each use the
// listings), and it starts once the first screen is drawn (first-screen.ts): a void is rare, and the
// answer came after the prices were drawn anyway.
import { useEffect } from 'react';
import { useFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { keepReading } from '../../../lib/read-cache.ts';
import { store } from '../../../lib/store.ts';
import { voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { getVoidedMarkets, VOIDED_POLL_MS } from '../my-bets/bets-api.ts';

/** A void is final, so ids are only ever added. */
function addListedVoids(answer: Awaited<ReturnType<typeof getVoidedMarkets>>): void {
  const known = store.get(voidedMarketsAtom);
  const fresh = answer.markets
    .filter((m) => m.marketType !== 'fancy')
    .map((m) => m.marketId)
    .filter((id) => !known.has(id));
  if (fresh.length > 0) store.set(voidedMarketsAtom, new Set([...known, ...fresh]));
}

const readListedVoids = () => getVoidedMarkets();

/** A shared read: one ask per beat however many lists are mounted; a failed ask is asked again at the next. */
export function useListedVoids(): void {
  const drawn = useFirstScreenDrawn();
  useEffect(
    () => (drawn ? keepReading('exchange:listed-voids', readListedVoids, addListedVoids, { every: VOIDED_POLL_MS, shared: true }) : undefined),
    [drawn],
  );
}
