// A single process (PGlite here, as by default) stopped and started again carries on the same exchange
// run: the same matches and ids, caught up to the wall clock with the market watch on it, so a bet on a
// match that ended while the process was down settles on its result instead of being voided.
// tests/pg/exchange-restart.test.ts does the same with the real server process, killed and restarted.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeFeedClock, exchangeFeedSnapshots } from '../db/schema/index.ts';
import { listBets } from './bets/bet-views.ts';
import { placeBet } from './bets/place-and-cancel.ts';
import type { MarketWatch } from './bets/market-watch.ts';
import { marketWatchFor } from './bets/running-watch.ts';
import { bestBack, expectInvariants, fundedPlayer, key, matchOddsAsk } from '../../tests/helpers/exchange-kit.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { startExchangeFeed } from './background.ts';
import { feedFor } from './source/running-feed.ts';
import type { SimEvent } from './source/simulator/sim-event.ts';

/** It walks hours of simulated play on the CPU: given room on a loaded machine, as its figures are counts, not times. */
const SIMULATED_DAY = { timeout: 120_000 };

let t: TestApp;
let stop: (() => Promise<void>) | null = null;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await stop?.();
});

const HOURS = 3_600_000;
const open = (ev: SimEvent) => ev.status === 'inplay' && !ev.match.flags().suspended && !ev.match.flags().ballRunning;

async function waitFor<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never came: ${what}`);
}

describe('a single process started again', () => {
  it('carries on the same run after three hours down, and a bet on a match that ended meanwhile settles on its result', SIMULATED_DAY, async () => {
    stop = await startExchangeFeed(t.deps);
    const first = feedFor(t.deps).sim;
    // A match under way now ends within two and a half hours of simulated play, whatever its sport.
    const ev = await waitFor('an open in-play match', async () => [...first.events.values()].find((e) => open(e) && (bestBack(e, 0)?.size ?? 0) >= 100));
    const p = await fundedPlayer(t, 1000);
    const bet = (await placeBet(t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key())).bet;
    expect(bet.status).toBe('matched');
    const ids = [...first.events.keys()];
    // The run's state is stored as it goes: the clock every tick, a snapshot at once and every 10 minutes.
    await waitFor('the first snapshot', async () => (await t.deps.database.db.select().from(exchangeFeedSnapshots))[0]);
    await stop();
    stop = null;
    // As if the process had been down for three hours since its last tick.
    await t.deps.database.db
      .update(exchangeFeedClock)
      .set({ wallMs: sql`${exchangeFeedClock.wallMs} - ${3 * HOURS}` })
      .where(eq(exchangeFeedClock.id, 1));

    stop = await startExchangeFeed(t.deps);
    const again = feedFor(t.deps).sim;
    expect(again).not.toBe(first);
    // The same run (the events it still lists keep their ids), walked on by the three hours the clock row says
    // it missed: the simulator was at the wall clock's time when it stopped, so it is now three hours ahead.
    expect(ids.filter((id) => again.events.has(id)).length).toBeGreaterThan(0);
    expect(Math.abs(again.now - (Date.now() + 3 * HOURS))).toBeLessThan(5000);
    await (await marketWatchFor(t.deps)).flush();
    const [settled] = (await listBets(t.deps, p.userId, { status: 'settled' })).bets;
    expect(settled?.id).toBe(bet.id);
    // Settled on how the match ended: won or lost, or void only for a tied match (no winner), never as gone.
    expect([settled!.status, settled!.voidReason?.code ?? null]).toEqual(
      settled!.status === 'void' ? ['void', 'exchangeVoidNoWinner'] : [expect.stringMatching(/^(won|lost)$/), null],
    );
    expect((await listBets(t.deps, p.userId, { status: 'open' })).bets).toEqual([]);
    const watch = (await marketWatchFor(t.deps)) as MarketWatch;
    await expectInvariants({ t, watch, feed: feedFor(t.deps), sim: again });
  });
});
