// Render counting for tests and the odds-view benchmark. Free when nobody listens:
// counting starts only once a caller installs a counter object on globalThis.
type Counts = Record<string, number>;
const holder = globalThis as { __oddsRenderCounts?: Counts };

export function countRender(component: string) {
  const counts = holder.__oddsRenderCounts;
  if (counts) counts[component] = (counts[component] ?? 0) + 1;
}

/** Starts (or restarts) counting; returns the live counts object. */
export function startRenderCount(): Counts {
  holder.__oddsRenderCounts = {};
  return holder.__oddsRenderCounts;
}
