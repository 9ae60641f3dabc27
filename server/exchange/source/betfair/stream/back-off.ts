// How long to wait before the next connection attempt: doubling from `initialMs` up to `maxMs`, with "equal
// jitter" (half the step fixed, half random) so several processes cut off together do not all return in the
// same instant, and the wait still grows with every failure.
export interface BackOff {
  initialMs: number;
  maxMs: number;
}

/** `attempt` counts failures since the last connection that delivered data, from 0. */
export function backOffDelay(policy: BackOff, attempt: number, random: () => number): number {
  const step = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}
