// The trader tests' one set-up: a real server over a memory source carrying a cricket match (Sydney Sixers
// v Perth Scorchers, in play), the source's feed running, and a staff member with the trader role, whose
// calls go to the desk's routes. Also the bookmaker prices and fancy line most tests open.
import type { TestApp } from '../../../tests/helpers/test-app.ts';
import { createTestApp } from '../../../tests/helpers/test-app.ts';
import { createStaffMember } from '../../../tests/helpers/players.ts';
import { cricketMatch, NOW } from '../../../tests/helpers/source-fixtures.ts';
import { MemorySource } from '../source/memory-source.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';

/** The cricket match of `cricketMatch`, and its match odds' runners. */
export const EVENT = '34567890';
export const SIXERS = '228749';
export const SCORCHERS = '228750';

export interface TradingDesk {
  t: TestApp;
  source: MemorySource;
  feed: Feed;
  /** The trader's session token. */
  trader: string;
  /** A call to /api/operator/trading{path} as the trader. */
  operator: (method: string, path: string, body?: unknown) => ReturnType<TestApp['call']>;
}

/** Starts the desk on `t` (a new test app unless given: a test that prepares its database first passes its own). */
export async function openTradingDesk(given?: TestApp): Promise<TradingDesk> {
  const t = given ?? (await createTestApp());
  const source = new MemorySource('betfair-files', NOW);
  const feed = installSourceFeed(source);
  cricketMatch(source);
  const trader = (await createStaffMember(t, 'trader')).token;
  return { t, source, feed, trader, operator: (method, path, body) => t.call(method, `/api/operator/trading${path}`, { token: trader, body }) };
}

/** The event's bookmaker as the tests open it: Sixers 90/95, Scorchers 105/110, open at once. */
export const bookmakerOf = (limits = { minStake: 100, maxStake: 50_000, maxProfit: 1_000_000 }) => ({
  eventId: EVENT,
  runners: [
    { selectionId: SIXERS, back: 90, lay: 95 },
    { selectionId: SCORCHERS, back: 105, lay: 110 },
  ],
  ...limits,
  open: true,
});

/** A session line on the match, open at once: No below `no`, Yes at `no + 1` or more, both at evens. */
export const sessionLineOf = (title: string, no = 160, limits = { minStake: 100, maxStake: 50_000, maxProfit: 1_000_000 }) => ({
  eventId: EVENT,
  kind: 'session',
  title,
  no,
  noRate: 100,
  yes: no + 1,
  yesRate: 100,
  ...limits,
  open: true,
});
