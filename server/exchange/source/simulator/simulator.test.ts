import { describe, expect, it } from 'vitest';
import { eventResponseSchema, matchOddsResponseSchema, sportsEventsResponseSchema, type EventResult } from '../../../../contracts/exchange.ts';
import { eventAnswer, matchOdds, sportsEvents } from '../../feed-api/answer-bodies.ts';
import { isLadderPrice } from '../../../../contracts/exchange-ladder.ts';
import { createRng } from './prng.ts';
import { fixturesOn, type Fixture } from './schedule.ts';
import { ExchangeSimulator, STEP_MS, dhakaDay } from './simulator.ts';

const START = Date.parse('2026-11-23T04:00:00Z'); // 10:00 in Dhaka
const AFTERNOON = Date.parse('2026-11-23T10:30:00Z'); // 16:30 in Dhaka
const LATE_EVENING = Date.parse('2026-11-23T16:00:00Z'); // 22:00 in Dhaka
const SPORTS = ['cricket', 'soccer', 'tennis'] as const;

function fingerprint(sim: ExchangeSimulator): string {
  return [...sim.events.values()].map((ev) => JSON.stringify([matchOdds(ev), eventAnswer(ev)])).join('\n');
}

describe('the seeded PRNG', () => {
  it('replays the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const r = createRng(seed);
      return Array.from({ length: 20 }, () => r.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});

describe('the market simulator', () => {
  it("opens each sport's Dhaka day as the schedule has it: matches in play, the rest of today and all of tomorrow", () => {
    // 16:30 in Dhaka: cricket, soccer and tennis all have matches under way (the schedule follows the Dhaka clock).
    const sim = new ExchangeSimulator({ seed: 7, startMs: AFTERNOON });
    const today = dhakaDay(AFTERNOON);
    const names = (fixtures: Fixture[]) => fixtures.map((f) => `${f.home} v ${f.away}`);
    for (const sport of SPORTS) {
      const inplay = sportsEvents(sim, sport, 'inplay');
      expect(inplay.length, sport).toBeGreaterThan(0);
      expect(inplay.every((e) => Date.parse(e.openDate) <= AFTERNOON && dhakaDay(Date.parse(e.openDate)) >= today - 1)).toBe(true);
      const later = fixturesOn(7, today).filter((f) => f.sport === sport && f.startMs > AFTERNOON);
      expect(later.length, sport).toBeGreaterThan(0);
      expect(sportsEvents(sim, sport, 'today').map((e) => e.Event)).toEqual(names(later));
      const tomorrow = fixturesOn(7, today + 1).filter((f) => f.sport === sport);
      expect(tomorrow.length, sport).toBeGreaterThan(5);
      expect(sportsEvents(sim, sport, 'tomorrow').map((e) => e.Event)).toEqual(names(tomorrow));
      expect(sportsEvents(sim, sport, 'all')).toHaveLength(inplay.length + later.length + tomorrow.length);
    }
    const tomorrow = sportsEvents(sim, 'soccer', 'tomorrow');
    expect(tomorrow.every((e) => dhakaDay(Date.parse(e.openDate)) === today + 1)).toBe(true);
  });

  it('replays exactly the same feed for the same seed, and a different one for another seed', () => {
    const run = (seed: number) => {
      const sim = new ExchangeSimulator({ seed, startMs: START, ballMs: 5000 });
      const frames: string[] = [];
      for (let i = 0; i < 5; i++) {
        sim.advance(7_300);
        frames.push(fingerprint(sim));
      }
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

  it('names a new list key whenever a row of the list changes, scores included, with or without prices', () => {
    const sim = new ExchangeSimulator({ seed: 13, startMs: AFTERNOON, ballMs: 3000 });
    let scoreOnly = 0;
    for (const withOdds of [true, false]) {
      for (const sport of SPORTS) {
        let key = sim.listKey(sport, withOdds);
        let rows = JSON.stringify(sportsEvents(sim, sport, 'all', withOdds));
        for (let i = 0; i < 240; i++) {
          sim.advance(STEP_MS);
          const now = JSON.stringify(sportsEvents(sim, sport, 'all', withOdds));
          if (now !== rows) expect(sim.listKey(sport, withOdds), `${sport} at step ${i}`).not.toBe(key);
          if (!withOdds && now !== rows) scoreOnly++;
          [key, rows] = [sim.listKey(sport, withOdds), now];
        }
      }
    }
    // Without prices only play (and the list itself) can move a row: the scores did.
    expect(scoreOnly).toBeGreaterThan(0);
  });

  it("settles ended events with a result, drops them once closed a minute, and adds the next day's fixtures at Dhaka midnight", () => {
    // 22:00 in Dhaka, three hours on: the evening's matches finish, and the day turns at 18:00 UTC.
    const sim = new ExchangeSimulator({ seed: 9, startMs: LATE_EVENING, ballMs: 3000 });
    const results: EventResult[] = [];
    sim.onSettle((r) => results.push(r));
    const before = new Set(sim.events.keys());
    sim.advance(3 * 3_600_000);
    expect(results.length).toBeGreaterThan(10);
    const settled = results[0]!;
    expect(settled.result.length).toBeGreaterThan(0);
    expect(before.has(settled.EventId)).toBe(true);
    expect(sim.events.has(settled.EventId)).toBe(false);
    // No event is replaced: the newcomers are exactly the fixtures of the new tomorrow.
    const newTomorrow = dhakaDay(LATE_EVENING) + 2;
    expect(dhakaDay(sim.now)).toBe(newTomorrow - 1);
    const newcomers = [...sim.events.values()].filter((ev) => !before.has(ev.id));
    expect(newcomers.map((ev) => ev.name)).toEqual(fixturesOn(9, newTomorrow).map((f) => `${f.home} v ${f.away}`));
    for (const sport of SPORTS) {
      const tomorrow = fixturesOn(9, newTomorrow).filter((f) => f.sport === sport).length;
      expect(tomorrow, sport).toBeGreaterThan(5);
      expect(sportsEvents(sim, sport, 'tomorrow'), sport).toHaveLength(tomorrow);
      expect(sportsEvents(sim, sport, 'all').length, sport).toBeGreaterThan(tomorrow);
    }
  });

  it('shows a closed market with a winner and a loser before the event leaves the lists', () => {
    const sim = new ExchangeSimulator({ seed: 9, startMs: START, ballMs: 3000 });
    let closedId: string | null = null;
    sim.onSettle((r) => {
      closedId ??= r.winner ? r.EventId : null;
    });
    while (!closedId) sim.advance(1000);
    const ev = sim.events.get(closedId)!;
    const [market] = matchOdds(ev);
    expect(market!.status).toBe('CLOSED');
    expect(market!.runners.filter((r) => r.status === 'WINNER')).toHaveLength(1);
    expect(sportsEvents(sim, ev.sport, 'all').some((e) => e.EventId === closedId)).toBe(false);
  });
});
