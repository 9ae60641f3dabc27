// Keeps the player's side of the events on screen fresh: positions and open bets once the first screen
// is drawn (at once on any later screen), then every few seconds while the page is visible (waiting bets
// match, markets settle, in the background), the exposure on the same beat, and the operator's limits
// once, and the stake range of the market the bet slip opens on. A screen that takes bets calls this; the answers go into the store (read-cache.ts keepReading), and
// the market components only read atoms, so they stay pure and the benchmark mounts them without a server.
import { useEffect } from 'react';
import { useFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { invalidateReads, keepReading } from '../../../lib/read-cache.ts';
import { store } from '../../../lib/store.ts';
import { applyEventBets, EXPOSURE_KEY, EXPOSURE_SHARED_MS, eventBetsKey, limitsAtom, readEventBets } from './bet-state.ts';
import { getExchangeSettings } from './bets-api.ts';
import { followSlipLimits } from '../slip/slip-limits.ts';

export const EVENT_BETS_POLL_MS = 5000;

export function useEventBets(eventIds: string[]): void {
  const key = [...new Set(eventIds)].sort().join(',');
  // All of it once the first screen (the prices) is drawn: on a slow link it comes right after them.
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (!drawn) return;
    // Without the limits the markets show the feed's Min/Max, and the server still enforces the real ones.
    const stops = [keepReading('exchange-settings', getExchangeSettings, (limits) => store.set(limitsAtom, limits), { shared: true }), followSlipLimits()];
    for (const id of key ? key.split(',') : [])
      stops.push(
        keepReading(
          eventBetsKey(id),
          () => readEventBets(id),
          (answer) => applyEventBets(id, answer),
          { every: EVENT_BETS_POLL_MS },
        ),
      );
    // The exposure on the bets' beat: a read of it started under EXPOSURE_SHARED_MS ago (the frame's) answers it.
    const beat = key
      ? setInterval(() => {
          if (document.visibilityState !== 'hidden') invalidateReads(EXPOSURE_KEY, { olderThanMs: EXPOSURE_SHARED_MS });
        }, EVENT_BETS_POLL_MS)
      : undefined;
    return () => {
      for (const stop of stops) stop();
      clearInterval(beat);
    };
  }, [key, drawn]);
}
