// A test clock for limits counted in fixed windows (server/services/rate-limits.ts). It starts 7½ minutes
// into the current hour: well inside a 1-minute, a 15-minute and a 1-hour window at once, so a test does
// not straddle a window's edge by chance; tests move it on purpose.
const HOUR_MS = 3_600_000;

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward (or back) by `ms`. */
  advance: (ms: number) => void;
}

export function testClock(): TestClock {
  let at = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 7.5 * 60_000;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}
