// Every name the simulator can put before a player has its Bangla: each competition, each team and
// player of each competition, every market, and every kind of fancy line a whole match writes.
import { describe, expect, it } from 'vitest';
import { FANCY_NAMES } from './bet-quotes.ts';
import { COMPETITIONS } from './simulator/competitions/competitions.ts';
import { CricketMatch } from './simulator/matches/cricket-match.ts';
import { fancyLines } from './simulator/fancy-derivation.ts';
import { competitionBn, eventNameBn, fancyTitleBn, MARKET_NAMES_BN, marketNameBn, resultBn, scoreBn, selectionBn, teamBn } from './names-bn.ts';
import { ExchangeSimulator } from './simulator/simulator.ts';
import { createRng } from './simulator/prng.ts';
import { dhakaDayOf, fixturesOn } from './simulator/schedule.ts';

/** It walks hours of simulated play on the CPU: given room on a loaded machine, as its figures are counts, not times. */
const SIMULATED_DAY = { timeout: 120_000 };

// Bangla text holds no Latin letter and no Latin digit (the brand-free names of a sports feed).
const LATIN = /[A-Za-z0-9]/;
const TIMING = { ballMs: 1000, runningShare: 0.3, wicketPauseMs: 2000, inningsBreakMs: 5000 };

describe('the simulator names everything it can show in Bangla too', () => {
  it('gives every competition a Bangla name', () => {
    const missing = COMPETITIONS.filter((c) => LATIN.test(competitionBn(c.name))).map((c) => c.name);
    expect(missing).toEqual([]);
    expect(COMPETITIONS.length).toBeGreaterThanOrEqual(26);
  });

  it('gives every team and player of every competition a Bangla name', () => {
    const teams = COMPETITIONS.flatMap((c) => c.teams);
    const missing = teams.filter((team) => LATIN.test(teamBn(team)));
    expect(missing).toEqual([]);
    expect(new Set(teams).size).toBeGreaterThan(250);
  });

  it('names a fortnight of fixtures in Bangla, draw included', () => {
    const first = dhakaDayOf(Date.UTC(2026, 2, 14, 6));
    const fixtures = Array.from({ length: 14 }, (_, i) => fixturesOn(7, first + i)).flat();
    expect(fixtures.length).toBeGreaterThan(300);
    const english = fixtures.map((f) => eventNameBn(`${f.home} v ${f.away}`)).filter((name) => LATIN.test(name) || !name.includes(' বনাম '));
    expect(english).toEqual([]);
    expect(teamBn('The Draw')).toBe('ড্র');
  });

  it('names every market, the fancy kinds among them, in Bangla', () => {
    const names = ['Match Odds', 'Bookmaker', ...Object.values(FANCY_NAMES)];
    expect(names.map(marketNameBn).filter((n) => LATIN.test(n))).toEqual([]);
    expect(Object.keys(MARKET_NAMES_BN).sort()).toEqual([...new Set(names)].sort());
  });

  it('names every fancy line a whole match writes in Bangla, digits included', () => {
    const match = new CricketMatch(['Bangladesh Women', 'India Women'], TIMING);
    const rng = createRng(5);
    const titles = new Set<string>();
    for (let guard = 0; match.phase !== 'over' && guard < 100_000; guard++) {
      match.advance(500, rng);
      for (const line of Object.values(fancyLines(match))) titles.add(line.title);
    }
    expect(match.phase).toBe('over');
    // Sessions, next ball, only over, khadda, lottery, odd, fall of wicket: seven kinds, many lines each.
    expect(titles.size).toBeGreaterThan(100);
    expect([...titles].map(fancyTitleBn).filter((t) => LATIN.test(t))).toEqual([]);
    expect(fancyTitleBn('6 over runs Bangladesh Women')).toBe('৬ ওভারে রান বাংলাদেশ নারী দল');
    expect(selectionBn('Fall of 3rd wkt India', 'fancy')).toBe('৩ নম্বর উইকেটের পতন ভারত');
    // The next ball is named by its over (5.3: the sixth over's third ball), not read as "in 5.3 balls".
    expect(fancyTitleBn('5.3 ball run Bangladesh')).toBe('৫.৩ ওভারের বলে রান বাংলাদেশ');
  });

  it('writes the score line and the result of every match of a simulated day in Bangla', SIMULATED_DAY, () => {
    // From the Dhaka morning into the evening: every match in play, then every one that finished.
    const sim = new ExchangeSimulator({ seed: 11, startMs: Date.UTC(2026, 2, 14, 2) });
    const scores = new Set<string>();
    const results: { result: string; score: string }[] = [];
    sim.onSettle((r) => results.push(r));
    for (let step = 0; step < 12 * 12; step++) {
      sim.advance(5 * 60_000);
      for (const ev of sim.events.values()) if (ev.status === 'inplay') scores.add(ev.match.score());
    }
    expect(scores.size).toBeGreaterThan(200);
    expect(results.length).toBeGreaterThan(20);
    expect([...scores].map(scoreBn).filter((t) => LATIN.test(t))).toEqual([]);
    expect(results.flatMap((r) => [resultBn(r.result), scoreBn(r.score)]).filter((t) => LATIN.test(t))).toEqual([]);
    expect(scoreBn('India Women 87/2 (11.3) · Innings break')).toBe('ভারত নারী দল ৮৭/২ (১১.৩) · ইনিংস বিরতি');
    expect(resultBn('Arsenal won 2-1')).toBe('আর্সেনাল জয়ী ২-১');
  });

  it('leaves a name nobody has translated as it came, never blank', () => {
    expect(teamBn('Rajshahi Royals')).toBe('Rajshahi Royals');
    expect(fancyTitleBn('Top batsman runs Bangladesh')).toBe('Top batsman runs Bangladesh');
  });
});
