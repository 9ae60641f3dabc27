// True once `ms` have passed since the app started (and from then on, at once, for every later mount): for
// work a player does not need in the first seconds, so its requests and chunks wait while a phone's slow
// link carries the screen's own files and data (every request that starts before the screen is drawn
// delays it; docs/decisions/0156).
import { useEffect, useState } from 'react';

const appStartedAt = performance.now();
/** The waits already over: a screen mounted later does not wait again. */
const reached = new Set<number>();

export function useStartedAfter(ms: number): boolean {
  const [started, setStarted] = useState(() => reached.has(ms) || performance.now() - appStartedAt >= ms);
  useEffect(() => {
    if (started) return;
    const id = setTimeout(
      () => {
        reached.add(ms);
        setStarted(true);
      },
      Math.max(0, ms - (performance.now() - appStartedAt)),
    );
    return () => clearTimeout(id);
  }, [started, ms]);
  return started;
}
