// The lists' side of voided markets: a match odds market the operator voided while the feed still
// lists its event keeps its prices in the feed, so a list asks the server which listed markets are
// voided (on arrival and every VOIDED_POLL_MS) and the row says Voided over them (list-odds.tsx).
// The ids join voidedMarketsAtom, where the odds view, the bookmaker market and the slip read them too.
// One poll however many lists are mounted (the in-play list and the side nav's counts each use the
// listings), and it starts once the first screen is drawn (first-screen.ts): a void is rare, and the
// answer came after the prices were drawn anyway.
import { useEffect } from 'react';
import { store } from '../../lib/store.ts';
import { getVoidedMarkets, VOIDED_POLL_MS } from './bets-api.ts';
import { voidedMarketsAtom } from './bet-state.ts';
import { afterFirstScreen } from '../../lib/first-screen.ts';

/** Asks now and every VOIDED_POLL_MS; the returned function stops. */
function pollListedVoids(): () => void {
  let live = true;
  // A failed ask is asked again at the next beat; a void is final, so ids are only ever added.
  const ask = () =>
    getVoidedMarkets().then(
      (r) => {
        if (!live) return;
        const known = store.get(voidedMarketsAtom);
        const fresh = r.markets
          .filter((m) => m.marketType !== 'fancy')
          .map((m) => m.marketId)
          .filter((id) => !known.has(id));
        if (fresh.length > 0) store.set(voidedMarketsAtom, new Set([...known, ...fresh]));
      },
      () => {},
    );
  void ask();
  const timer = setInterval(() => void ask(), VOIDED_POLL_MS);
  return () => {
    live = false;
    clearInterval(timer);
  };
}

let users = 0;
let stopPolling: (() => void) | null = null;

export function useListedVoids(): void {
  useEffect(() => {
    users += 1;
    if (users === 1) {
      let stopAsking: (() => void) | null = null;
      const cancelWait = afterFirstScreen(() => {
        stopAsking = pollListedVoids();
      });
      stopPolling = () => {
        cancelWait();
        stopAsking?.();
      };
    }
    return () => {
      users -= 1;
      if (users === 0) {
        stopPolling?.();
        stopPolling = null;
      }
    };
  }, []);
}
