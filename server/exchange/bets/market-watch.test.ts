// The market watch's background jobs when the database fails them: each is tried again after a wait, and
// given up (and logged) only after its last try. Jobs here are fakes; the real ones are safe to repeat.
import { describe, expect, it } from 'vitest';
import { MarketWatch, type WatchJobs } from './market-watch.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';

const START = Date.parse('2026-11-23T04:00:00Z');

/** A watch over a fresh simulator whose settle job fails `failFirst` times, then works. */
async function watchWithFlakySettle(failFirst: number, retryDelaysMs = [0, 0, 0]) {
  const sim = new ExchangeSimulator({ seed: 3, startMs: START, ballMs: 3000 });
  const ev = [...sim.events.values()].find((e) => e.status === 'inplay')!;
  let calls = 0;
  const settled: string[] = [];
  const jobs: WatchJobs = {
    load: async () => ({ orders: [], markets: [] }),
    fill: async () => {},
    lapse: async () => {},
    settle: async (marketKey) => {
      calls += 1;
      if (calls <= failFirst) throw new Error('connection lost');
      settled.push(marketKey);
    },
    flagGone: async () => {},
  };
  const watch = new MarketWatch(sim, jobs, { delayScale: 0, wait: async () => {}, retryDelaysMs });
  await watch.ready;
  // A bet on the event (as placing one would), then the match played out: its market settles.
  watch.track(ev.id, ev.marketId, null);
  while (ev.status !== 'closed') sim.advance(60_000);
  return { watch, settled, calls: () => calls, marketId: ev.marketId };
}

describe('background jobs that fail', () => {
  it('a settlement that fails twice is tried again and settles on the third try', async () => {
    const { watch, settled, calls, marketId } = await watchWithFlakySettle(2);
    await watch.flush();
    expect({ calls: calls(), settled, failures: watch.failures, abandoned: watch.abandoned }).toEqual({
      calls: 3,
      settled: [marketId],
      failures: 2,
      abandoned: 0,
    });
    watch.stop();
  });

  it('a job that keeps failing is given up after four tries', async () => {
    const { watch, settled, calls } = await watchWithFlakySettle(99);
    await watch.flush();
    expect({ calls: calls(), settled, failures: watch.failures, abandoned: watch.abandoned }).toEqual({ calls: 4, settled: [], failures: 4, abandoned: 1 });
    watch.stop();
  });

  it('stopping the watch drops the tries still waiting', async () => {
    const { watch, calls } = await watchWithFlakySettle(99, [60_000]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    watch.stop();
    await watch.flush();
    expect(calls()).toBe(1);
  });
});

describe('why a market is voided', () => {
  it('a fancy line that can never be decided (a delivery never bowled) is voided with the catalogue reason the player reads', async () => {
    const sim = new ExchangeSimulator({ seed: 5, startMs: START, ballMs: 3000 });
    const ev = [...sim.events.values()].find((e) => e.status === 'inplay' && e.cricket)!;
    const outcomes = new Map<string, unknown>();
    const jobs: WatchJobs = {
      load: async () => ({ orders: [], markets: [] }),
      fill: async () => {},
      lapse: async () => {},
      settle: async (marketKey, outcome) => {
        outcomes.set(marketKey, outcome);
      },
      flagGone: async () => {},
    };
    const watch = new MarketWatch(sim, jobs, { delayScale: 0, wait: async () => {}, retryDelaysMs: [0] });
    await watch.ready;
    watch.track(ev.id, `${ev.id}:b2@999`, null);
    while (ev.status !== 'closed') sim.advance(60_000);
    await watch.flush();
    expect(outcomes.get(`${ev.id}:b2@999`)).toEqual({ kind: 'void', reason: 'The line was abandoned.', code: 'exchangeVoidLineAbandoned' });
    watch.stop();
  });

  it('a market whose event the feed no longer has is flagged for the operator, never settled', async () => {
    const sim = new ExchangeSimulator({ seed: 5, startMs: START, ballMs: 3000 });
    const calls: string[] = [];
    const jobs: WatchJobs = {
      load: async () => ({
        orders: [],
        markets: [
          { marketKey: '1.404', eventId: '404', status: 'open', outcome: null, eventName: 'Gone v Away', openDate: START, flagged: false },
          { marketKey: '1.405', eventId: '405', status: 'open', outcome: null, eventName: 'Also v Gone', openDate: START, flagged: true },
        ],
      }),
      fill: async () => {},
      lapse: async () => {},
      settle: async (marketKey) => {
        calls.push(`settle ${marketKey}`);
      },
      flagGone: async (marketKey) => {
        calls.push(`flag ${marketKey}`);
      },
    };
    const watch = new MarketWatch(sim, jobs, { delayScale: 0, wait: async () => {}, retryDelaysMs: [0] });
    await watch.ready;
    // A bet committed on an event that left the feed meanwhile is flagged the same way.
    watch.track('406', '1.406', null);
    await watch.flush();
    expect(calls).toEqual(['flag 1.404', 'flag 1.406']);
    watch.stop();
  });
});
