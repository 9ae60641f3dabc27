// Keeps the player's side of the events on screen fresh: positions and open bets once the first screen
// is drawn (at once on any later screen), then every few
// seconds while the page is visible (waiting bets match, markets settle, in the background), and the
// operator's limits once. A screen that takes bets calls this; the market components only read atoms,
// so they stay pure and the benchmark mounts them without a server.
import { useEffect } from 'react';
import { afterFirstScreen } from '../../lib/first-screen.ts';
import { loadLookup } from '../../lib/use-lookup.ts';
import { store } from '../../lib/store.ts';
import { limitsAtom, refreshEventBets, refreshExposure } from './bet-state.ts';
import { getExchangeSettings } from './bets-api.ts';

export const EVENT_BETS_POLL_MS = 5000;

export function loadLimits(): void {
  loadLookup('exchange-settings', getExchangeSettings).then(
    (limits) => store.set(limitsAtom, limits),
    () => {
      // Without them the markets show the feed's Min/Max and the server still enforces the real ones.
    },
  );
}

export function useEventBets(eventIds: string[]): void {
  const key = [...new Set(eventIds)].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      for (const id of ids)
        refreshEventBets(id).catch(() => {
          /* the next round tries again */
        });
      refreshExposure({ shared: true }).catch(() => {});
    };
    // All of it once the first screen (the prices) is drawn: on a slow link it comes right after them.
    const cancel = afterFirstScreen(() => {
      loadLimits();
      if (ids.length > 0) refresh();
    });
    if (ids.length === 0) return cancel;
    const timer = setInterval(refresh, EVENT_BETS_POLL_MS);
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [key]);
}
