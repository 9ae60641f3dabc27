// Every match-odds market the simulator makes answers three levels to back and three to lay, wherever the
// ladder has room for them (nothing backs below 1.01 or lays above 1000): over a whole simulated day of
// every sport, before the off and in play, in the answer the odds view reads.
import { describe, expect, it } from 'vitest';
import { matchOdds } from '../../feed-api/answer-bodies.ts';
import { LADDER, indexOfPrice } from '../../../../contracts/exchange-ladder.ts';
import { depthFor } from './market-book.ts';
import { createRng } from './prng.ts';
import { ExchangeSimulator } from './simulator.ts';

/** It walks hours of simulated play on the CPU: given room on a loaded machine, as its figures are counts, not times. */
const SIMULATED_DAY = { timeout: 120_000 };

/** The levels a book whose best back is `price` can have: three, or what the ladder leaves at its ends. */
function room(bestBack: number) {
  const at = indexOfPrice(bestBack);
  return { back: Math.min(3, at + 1), lay: Math.min(3, LADDER.length - 1 - at) };
}

describe('the depth of match odds', () => {
  it('every open match-odds market answers three levels to back and to lay where the ladder has them, and at least one each side', SIMULATED_DAY, () => {
    const sim = new ExchangeSimulator({ seed: 20261123, startMs: Date.parse('2026-11-23T00:00:00Z'), ballMs: 25_000 });
    const seen = { inplay: 0, upcoming: 0, short: [] as string[] };
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      sim.advance(5 * 60_000);
      for (const ev of sim.events.values()) {
        const [market] = matchOdds(ev);
        if (!market || market.status !== 'OPEN') continue;
        seen[ev.status === 'inplay' ? 'inplay' : 'upcoming'] += 1;
        for (const runner of market.runners) {
          const { availableToBack: back, availableToLay: lay } = runner.ex;
          const want = room(back[0]?.price ?? 0);
          if (back.length !== want.back || lay.length !== want.lay || back.length === 0 || lay.length === 0)
            seen.short.push(`${ev.sport} ${ev.status} ${ev.name}: back ${back.map((l) => l.price)} lay ${lay.map((l) => l.price)}`);
        }
      }
    }
    expect(seen.inplay).toBeGreaterThan(100);
    expect(seen.upcoming).toBeGreaterThan(100);
    expect(seen.short.slice(0, 5)).toEqual([]);
  });

  it.each([
    ['a long shot the ladder tops out at', 0.0005],
    ['a long shot near the top', 0.0012],
    ['a favourite at the bottom', 0.9995],
    ['an even match', 0.5],
  ])('%s still has a price on each side, three deep where the ladder allows', (_, prob) => {
    const rng = createRng(7);
    for (let i = 0; i < 50; i++) {
      const { back, lay } = depthFor(prob, rng, 10_000);
      const want = room(back[0]!.price);
      expect([back.length, lay.length]).toEqual([want.back, want.lay]);
      expect(lay.length).toBeGreaterThan(0);
      expect(lay[0]!.price).toBeGreaterThan(back[0]!.price);
    }
  });
});
