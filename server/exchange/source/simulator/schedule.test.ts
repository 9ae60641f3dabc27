// The simulator's day reads like a real one in Asia/Dhaka: how many matches are in play
// follows the Dhaka clock, teams meet only teams of their own competition, nobody is on two fixtures
// at once, a fixture is in play or upcoming but never both, and a pairing does not come round daily.
import { describe, expect, it } from 'vitest';
import { COMPETITIONS, slotMinutes } from './competitions/competitions.ts';
import { dhakaStart, liveScoreState } from '../../feed-api/live-score-page.ts';
import { dhakaDayOf, dhakaMidnight, fixturesOn } from './schedule.ts';
import { ExchangeSimulator } from './simulator.ts';

const HOUR = 3_600_000;
// A week in March 2026 (Saturday 14th to Friday 20th) as Dhaka day numbers.
const FIRST_DAY = dhakaDayOf(Date.UTC(2026, 2, 14, 6));
const WEEK = Array.from({ length: 7 }, (_, i) => FIRST_DAY + i);

function inPlayAt(seed: number, day: number, dhakaHour: number) {
  const sim = new ExchangeSimulator({ seed, startMs: dhakaMidnight(day) + dhakaHour * HOUR });
  return [...sim.events.values()].filter((ev) => ev.status === 'inplay');
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the simulated day of sport, by the Dhaka clock', () => {
  it('has few matches in play at 3 am and many in the evening', () => {
    const at = (hour: number) => mean(WEEK.slice(0, 4).map((day) => inPlayAt(42, day, hour).length));
    const night = at(3);
    const evening = at(21);
    expect(night).toBeGreaterThan(0);
    expect(night).toBeLessThanOrEqual(8);
    expect(evening).toBeGreaterThanOrEqual(12);
    expect(evening).toBeGreaterThanOrEqual(2 * night);
  });

  it('never has more than a handful of cricket matches in play at once, at any hour', () => {
    const counts = Array.from({ length: 24 }, (_, hour) => inPlayAt(7, FIRST_DAY, hour).filter((ev) => ev.sport === 'cricket').length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    // Somewhere in the world a T20 is on around the clock.
    expect(counts.filter((n) => n === 0).length).toBe(0);
  });

  it('has a cricket match in play with a bookmaker market at every moment of two days, for more than one seed', () => {
    // Ten-minute steps: before, the gap between the 14:15 start and the 16:00 ones (15:45-16:00 on some days)
    // left none, and every exchange browser test run in it failed for want of an in-play match.
    const gaps: string[] = [];
    for (const seed of [42, 7])
      for (const day of [FIRST_DAY, FIRST_DAY + 1])
        for (let minute = 0; minute < 24 * 60; minute += 10) {
          const sim = new ExchangeSimulator({ seed, startMs: dhakaMidnight(day) + minute * 60_000 });
          const live = [...sim.events.values()].filter((ev) => ev.sport === 'cricket' && ev.status === 'inplay' && ev.hasBookmaker);
          if (live.length === 0) gaps.push(`seed ${seed}, day ${day}, ${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`);
        }
    expect(gaps).toEqual([]);
  });

  it('starts a cricket match at most 75 minutes after the one before, around the clock', () => {
    // A T20 on the simulator's clock lasts 1 h 35 to 1 h 55, and less when a chase ends early: starts further
    // apart than this leave minutes with no cricket in play.
    const starts = COMPETITIONS.filter((c) => c.sport === 'cricket')
      .flatMap((c) => c.slots.filter((slot) => slot.matches[0] > 0).map((slot) => slotMinutes(slot.at)))
      .sort((a, b) => a - b);
    const spacing = starts.map((at, i) => (i === 0 ? at + 24 * 60 - starts.at(-1)! : at - starts[i - 1]!));
    expect(Math.max(...spacing)).toBeLessThanOrEqual(75);
  });

  it('lists each fixture once: in play or upcoming, never both, and no team in two fixtures at once', () => {
    for (const hour of [3, 14, 21]) {
      const sim = new ExchangeSimulator({ seed: 5, startMs: dhakaMidnight(FIRST_DAY) + hour * HOUR });
      const live = [...sim.events.values()].filter((ev) => ev.status !== 'closed');
      const names = live.map((ev) => `${ev.competition}: ${ev.name}`);
      expect(new Set(names).size).toBe(names.length);
      const playing = live.filter((ev) => ev.status === 'inplay').flatMap((ev) => ev.name.split(' v '));
      expect(new Set(playing).size).toBe(playing.length);
    }
  });
});

describe('the fixtures of a day', () => {
  const byName = new Map(COMPETITIONS.map((c) => [c.name, c]));
  const month = Array.from({ length: 30 }, (_, i) => FIRST_DAY + i);

  it('pair only teams of the same competition, never a team with itself', () => {
    let count = 0;
    for (const day of month) {
      for (const f of fixturesOn(42, day)) {
        const competition = byName.get(f.competition)!;
        expect(competition.sport).toBe(f.sport);
        expect(competition.teams, `${f.home} in ${f.competition}`).toContain(f.home);
        expect(competition.teams, `${f.away} in ${f.competition}`).toContain(f.away);
        expect(f.home).not.toBe(f.away);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(30 * 40);
  });

  it('give nobody two matches in one day of a competition, and start within that Dhaka day', () => {
    for (const day of month) {
      const fixtures = fixturesOn(42, day);
      for (const c of COMPETITIONS) {
        const teams = fixtures.filter((f) => f.competition === c.name).flatMap((f) => [f.home, f.away]);
        expect(new Set(teams).size, `${c.name} on day ${day}`).toBe(teams.length);
      }
      // Slots written past midnight (tennis courts running late) belong to the early hours of the next day.
      for (const f of fixtures) expect(f.startMs).toBeGreaterThanOrEqual(dhakaMidnight(day));
    }
  });

  it('do not bring a pairing round again within four days', () => {
    const lastSeen = new Map<string, number>();
    for (const day of month) {
      for (const f of fixturesOn(42, day)) {
        const key = `${f.competition}: ${[f.home, f.away].sort().join(' v ')}`;
        const before = lastSeen.get(key);
        if (before !== undefined) expect(day - before, key).toBeGreaterThan(4);
        lastSeen.set(key, day);
      }
    }
  });

  it('are the same for the same seed and day, and differ for another seed', () => {
    expect(fixturesOn(3, FIRST_DAY)).toEqual(fixturesOn(3, FIRST_DAY));
    expect(fixturesOn(3, FIRST_DAY)).not.toEqual(fixturesOn(4, FIRST_DAY));
  });
});

describe('the live score page', () => {
  it('gives an upcoming match its start in Dhaka time, not UTC', () => {
    // 13:00 UTC is 19:00 in Dhaka.
    expect(dhakaStart(Date.UTC(2026, 2, 14, 13, 0))).toBe('14 Mar, 19:00 (Dhaka)');
    const sim = new ExchangeSimulator({ seed: 5, startMs: dhakaMidnight(FIRST_DAY) + 3 * HOUR });
    const upcoming = [...sim.events.values()].find((ev) => ev.status === 'upcoming')!;
    expect(liveScoreState(upcoming).status).toBe(`Starts ${dhakaStart(upcoming.openDate)}`);
    expect(liveScoreState(upcoming).status).not.toMatch(/T\d\d:|Z$/);
  });
});
