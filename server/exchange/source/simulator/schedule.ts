// The fixture list of one Asia/Dhaka day, drawn from the competitions (competitions/) so that it
// reads like a real day of sport: each competition's matches start at its own Dhaka times, so few are
// in play at 3 am and many in the evening; teams meet only teams of their own competition, nobody
// plays twice in a day, and a pairing does not come round again for days (each competition walks a
// round-robin of its teams, one window of it per day). Pure and deterministic: the same seed and day
// give the same fixtures, so a restart or a test replays them.
import type { SimulatedSport as Sport } from './sim-event.ts';
import { COMPETITIONS, slotMinutes, type Competition } from './competitions/competitions.ts';
import { createRng } from './prng.ts';

export interface Fixture {
  sport: Sport;
  competition: string;
  home: string;
  away: string;
  /** Epoch ms. */
  startMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const DHAKA_OFFSET_MS = 6 * 60 * MINUTE;

/** The Dhaka calendar day of a moment, as a day number (days since 1970-01-01 in Dhaka). */
export const dhakaDayOf = (ms: number) => Math.floor((ms + DHAKA_OFFSET_MS) / DAY);
/** Dhaka midnight of a day number, as epoch ms. */
export const dhakaMidnight = (day: number) => day * DAY - DHAKA_OFFSET_MS;

/** Every pairing of a round-robin (circle method): round by round, each round's teams all distinct. */
export function roundRobin(teams: readonly string[]): [string, string][] {
  const list: (string | null)[] = [...teams];
  if (list.length % 2) list.push(null);
  const n = list.length;
  const pairs: [string, string][] = [];
  for (let round = 0; round < n - 1; round++) {
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a && b) pairs.push(round % 2 ? [b, a] : [a, b]);
    }
    // Keep the first team, rotate the rest.
    list.splice(1, 0, list.pop()!);
  }
  return pairs;
}

const hash = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);
const slotMax = (c: Competition) => c.slots.reduce((n, s) => n + s.matches[1], 0);

/** The competition's round-robin for this run (the team order shuffled by the seed). */
function pairingsOf(c: Competition, seed: number): [string, string][] {
  const rng = createRng(seed ^ hash(c.name));
  const teams = [...c.teams];
  for (let i = teams.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [teams[i], teams[j]] = [teams[j]!, teams[i]!];
  }
  return roundRobin(teams);
}

const cache = new Map<number, Map<string, [string, string][]>>();
function pairings(c: Competition, seed: number) {
  let bySeed = cache.get(seed);
  if (!bySeed) {
    bySeed = new Map();
    cache.set(seed, bySeed);
  }
  let list = bySeed.get(c.name);
  if (!list) {
    list = pairingsOf(c, seed);
    bySeed.set(c.name, list);
  }
  return list;
}

/** The fixtures starting on Dhaka day `day`, in start order. */
export function fixturesOn(seed: number, day: number, competitions: readonly Competition[] = COMPETITIONS): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const c of competitions) {
    const rng = createRng((seed ^ hash(c.name)) + day * 7919);
    const all = pairings(c, seed);
    // This day's window of the round-robin: windows of successive days never overlap.
    const width = slotMax(c);
    const start = (day * width) % all.length;
    const window = Array.from({ length: Math.min(width, all.length) }, (_, i) => all[(start + i) % all.length]!);
    const busy = new Set<string>();
    for (const slot of c.slots) {
      const count = rng.int(slot.matches[0], slot.matches[1]);
      // Tennis courts run on: a match starts when the one before it ends, a few minutes either way.
      const jitter = c.sport === 'tennis' ? rng.int(0, 4) * 5 : 0;
      for (let k = 0; k < count; k++) {
        const index = window.findIndex(([a, b]) => !busy.has(a) && !busy.has(b));
        if (index < 0) break;
        const [home, away] = window.splice(index, 1)[0]!;
        busy.add(home).add(away);
        fixtures.push({ sport: c.sport, competition: c.name, home, away, startMs: dhakaMidnight(day) + (slotMinutes(slot.at) + jitter) * MINUTE });
      }
    }
  }
  return fixtures.sort((a, b) => a.startMs - b.startMs || a.competition.localeCompare(b.competition));
}
