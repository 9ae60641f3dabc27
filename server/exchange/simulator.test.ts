import { describe, expect, it } from 'vitest';
import { eventResponseSchema, matchOddsResponseSchema, sportsEventsResponseSchema, type EventResult } from '../../contracts/exchange.ts';
import { eventAnswer, matchOdds, sportsEvents } from './answers.ts';
import { isLadderPrice } from './ladder.ts';
import { createRng } from './prng.ts';
import { ExchangeSimulator, dhakaDay } from './simulator.ts';

const START = Date.parse('2026-11-23T04:00:00Z'); // 10:00 in Dhaka

function fingerprint(sim: ExchangeSimulator): string {
  return [...sim.events.values()].map((ev) => JSON.stringify([matchOdds(ev), eventAnswer(ev)])).join('\n');
}

describe('the seeded PRNG', () => {
  it('replays the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => { const r = createRng(seed); return Array.from({ length: 20 }, () => r.next()); };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});

describe('the market simulator', () => {
  it('opens about 30 cricket, 40 soccer and 30 tennis events: in play, later today and tomorrow', () => {
    const sim = new ExchangeSimulator({ seed: 7, startMs: START });
    for (const [sport, count] of [['cricket', 30], ['soccer', 40], ['tennis', 30]] as const) {
      expect(sportsEvents(sim, sport, 'all')).toHaveLength(count);
      expect(sportsEvents(sim, sport, 'inplay').length).toBeGreaterThan(count / 5);
      expect(sportsEvents(sim, sport, 'today').length).toBeGreaterThan(count / 5);
      expect(sportsEvents(sim, sport, 'tomorrow').length).toBeGreaterThan(count / 5);
    }
    const tomorrow = sportsEvents(sim, 'soccer', 'tomorrow');
    expect(tomorrow.every((e) => dhakaDay(Date.parse(e.openDate)) === dhakaDay(START) + 1)).toBe(true);
  });

  it('replays exactly the same feed for the same seed, and a different one for another seed', () => {
    const run = (seed: number) => {
      const sim = new ExchangeSimulator({ seed, startMs: START, ballMs: 5000 });
      const frames: string[] = [];
      for (let i = 0; i < 5; i++) { sim.advance(7_300); frames.push(fingerprint(sim)); }
      return frames;
    };
    const a = run(11);
    expect(run(11)).toEqual(a);
    expect(run(12)).not.toEqual(a);
  });

  it('does not depend on how time is sliced into advance() calls', () => {
    const a = new ExchangeSimulator({ seed: 5, startMs: START, ballMs: 4000 });
    const b = new ExchangeSimulator({ seed: 5, startMs: START, ballMs: 4000 });
    a.advance(60_000);
    for (let i = 0; i < 200; i++) b.advance(300);
    expect(fingerprint(b)).toBe(fingerprint(a));
  });

  it('prices every runner on the ladder with up to three levels, back below lay, and every answer fits the contract', () => {
    const sim = new ExchangeSimulator({ seed: 3, startMs: START, ballMs: 5000 });
    for (let round = 0; round < 4; round++) {
      sim.advance(20_000);
      expect(sportsEventsResponseSchema.safeParse(sportsEvents(sim, 'cricket', 'all')).success).toBe(true);
      for (const ev of sim.events.values()) {
        const mo = matchOddsResponseSchema.parse(matchOdds(ev));
        eventResponseSchema.parse(eventAnswer(ev));
        for (const r of mo[0]!.runners) {
          const { availableToBack: back, availableToLay: lay } = r.ex;
          for (const { price } of [...back, ...lay]) expect(isLadderPrice(price)).toBe(true);
          if (back[0] && lay[0]) expect(back[0].price).toBeLessThan(lay[0].price);
          for (let i = 1; i < back.length; i++) expect(back[i]!.price).toBeLessThan(back[i - 1]!.price);
          for (let i = 1; i < lay.length; i++) expect(lay[i]!.price).toBeGreaterThan(lay[i - 1]!.price);
        }
      }
    }
  });

  it('settles ended events with a result, keeps them closed a minute, then replaces them', () => {
    const sim = new ExchangeSimulator({ seed: 9, startMs: START, ballMs: 3000 });
    const results: EventResult[] = [];
    sim.onSettle((r) => results.push(r));
    const before = new Set(sim.events.keys());
    sim.advance(2 * 3_600_000);
    expect(results.length).toBeGreaterThan(10);
    const settled = results[0]!;
    expect(settled.result.length).toBeGreaterThan(0);
    expect(before.has(settled.EventId)).toBe(true);
    expect(sim.events.has(settled.EventId)).toBe(false);
    const newcomers = [...sim.events.keys()].filter((id) => !before.has(id));
    expect(newcomers.length).toBeGreaterThanOrEqual(results.length - 20);
    for (const sport of ['cricket', 'soccer', 'tennis'] as const) {
      expect(sportsEvents(sim, sport, 'all').length).toBeGreaterThan(sport === 'soccer' ? 30 : 20);
    }
  });

  it('shows a closed market with a winner and a loser before the event leaves the lists', () => {
    const sim = new ExchangeSimulator({ seed: 9, startMs: START, ballMs: 3000 });
    let closedId: string | null = null;
    sim.onSettle((r) => { closedId ??= r.winner ? r.EventId : null; });
    while (!closedId) sim.advance(1000);
    const ev = sim.events.get(closedId)!;
    const [market] = matchOdds(ev);
    expect(market!.status).toBe('CLOSED');
    expect(market!.runners.filter((r) => r.status === 'WINNER')).toHaveLength(1);
    expect(sportsEvents(sim, ev.sport, 'all').some((e) => e.EventId === closedId)).toBe(false);
  });
});
