// Seeded feed fixtures of the odds-view benchmark. Pure data: the benchmark worker serves
// them as the exchange API would (JSON text with an ETag, 304 when unchanged), so every tick goes
// through the real poller: JSON parse, zod validation, normalize, diff. Same seed, same ticks.
import type { EventItem, FancyLine, MatchOddsMarket, SportsEvent } from '../../contracts/exchange.ts';

export type ScenarioId = 'S0' | 'S1' | 'S1s' | 'S3' | 'S4' | 'S5' | 'S6' | 'S7';
export type View = 'event' | 'markets' | 'open-events';

export interface Scenario {
  id: ScenarioId;
  /** How much changes per tick, as the table says it: '0', '1 cell', '10%', '100%', 'status', 'burst'. */
  rate: string;
  view: View;
  /** 'markets' view: how many match-odds markets and runners each. */
  markets: number;
  runners: number;
  /** 'open-events': how many events the list holds (and how many are opened one after another). */
  events: number;
  /** Price cells changed per tick: a fraction of the cells on screen, or an exact count. */
  change: { fraction: number } | { cells: number };
  /** S1s: fancy lines cycle open -> ball running -> open -> suspended. */
  statusToggles: boolean;
  /** S5: every this many ticks one fancy line is added and the oldest removed (0 = never). */
  churnEvery: number;
}

const base = { markets: 0, runners: 0, events: 1, statusToggles: false, churnEvery: 0 };
export const SCENARIOS: Scenario[] = [
  { ...base, id: 'S0', rate: '0', view: 'event', change: { cells: 0 } },
  { ...base, id: 'S1', rate: '1 cell', view: 'event', change: { cells: 1 } },
  { ...base, id: 'S1', rate: '10%', view: 'event', change: { fraction: 0.1 } },
  { ...base, id: 'S1', rate: '100%', view: 'event', change: { fraction: 1 } },
  { ...base, id: 'S1s', rate: 'status', view: 'event', change: { cells: 0 }, statusToggles: true },
  { ...base, id: 'S3', rate: '10%', view: 'markets', markets: 200, runners: 3, change: { fraction: 0.1 } },
  { ...base, id: 'S4', rate: '10%', view: 'markets', markets: 500, runners: 2, change: { fraction: 0.1 } },
  { ...base, id: 'S4', rate: '100%', view: 'markets', markets: 500, runners: 2, change: { fraction: 1 } },
  { ...base, id: 'S5', rate: '10%', view: 'event', change: { fraction: 0.1 }, churnEvery: 10 },
  { ...base, id: 'S6', rate: '10%', view: 'open-events', events: 200, change: { fraction: 0.1 } },
  { ...base, id: 'S7', rate: 'burst', view: 'markets', markets: 500, runners: 2, change: { fraction: 0.1 } },
];

export const scenarioKey = (s: Pick<Scenario, 'id' | 'rate'>) => `${s.id}@${s.rate}`;
export function findScenario(key: string): Scenario {
  const found = SCENARIOS.find((s) => scenarioKey(s) === key);
  if (!found) throw new Error(`unknown scenario ${key}`);
  return found;
}

export const FANCY_LINES = 40;
export const EVENT_RUNNERS = 3;
/** S1's screen: 3 runners x best back/lay + 3 bookmaker runners x back/lay + 40 fancy lines x no/yes. */
export const EVENT_CELLS = EVENT_RUNNERS * 2 + EVENT_RUNNERS * 2 + FANCY_LINES * 2;

/** mulberry32: small, fast, and the same on every engine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const eventIdOf = (i: number) => `e${100 + i}`;
export const marketIdOf = (i: number) => `1.${100 + i}`;
const TEAMS = ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'England', 'Australia', 'New Zealand'];
const round2 = (n: number) => Math.round(n * 100) / 100;

function makeMarket(i: number, runners: number, next: () => number): MatchOddsMarket {
  return {
    marketId: marketIdOf(i),
    eventId: eventIdOf(i),
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: true,
    lastUpdated: '2026-11-23T10:00:00Z',
    totalMatched: 1000 + i,
    numberOfRunners: runners,
    runners: Array.from({ length: runners }, (_, r) => {
      const back = round2(1.5 + next() * 3);
      return {
        selectionId: 1000 + r,
        SelectionName: r === 2 ? 'The Draw' : (TEAMS[(i + r) % TEAMS.length] as string),
        sortPriority: r + 1,
        status: 'ACTIVE' as const,
        lastPriceTraded: null,
        ex: {
          availableToBack: [{ price: back, size: Math.round(100 + next() * 5000) }],
          availableToLay: [{ price: round2(back + 0.02), size: Math.round(100 + next() * 5000) }],
        },
      };
    }),
  };
}

function makeLine(eventIndex: number, n: number, next: () => number): FancyLine {
  const runs = 30 + Math.floor(next() * 150);
  return {
    lineId: `L${n}`,
    title: `${(n % 20) + 1} over runs ${TEAMS[eventIndex % TEAMS.length]}`,
    category: 'fancy',
    suspended: false,
    ball_running: false,
    no: runs,
    no_rate: 100,
    yes: runs + 1,
    yes_rate: 100,
    min: 100,
    max: 25_000,
    sortPriority: n,
  };
}

function makeEvent(i: number, next: () => number): EventItem {
  const runners = Object.fromEntries(
    Array.from({ length: EVENT_RUNNERS }, (_, r) => [
      String(1000 + r),
      {
        selectionId: 1000 + r,
        name: TEAMS[(i + r) % TEAMS.length] as string,
        sortPriority: r + 1,
        backPrice: 40 + Math.floor(next() * 60),
        layPrice: 0,
        suspended: false,
        ball_running: false,
      },
    ]),
  );
  for (const r of Object.values(runners)) r.layPrice = r.backPrice + 2;
  return {
    eventId: eventIdOf(i),
    eventName: `${TEAMS[i % 8]} v ${TEAMS[(i + 1) % 8]}`,
    inplay: true,
    lastUpdated: '2026-11-23T10:00:00Z',
    fancy2: Object.fromEntries(Array.from({ length: FANCY_LINES }, (_, n) => [`L${n}`, makeLine(i, n, next)])),
    bookmaker: { marketId: `bm-${eventIdOf(i)}`, marketName: 'Bookmaker', min: 100, max: 50_000, runners },
  };
}

/** One changeable price cell of the world, in a fixed order. */
type CellRef = { bump: (next: () => number) => void; resource: string };

export interface World {
  markets: Map<string, MatchOddsMarket>;
  events: Map<string, EventItem>;
  sports: SportsEvent[];
  /** Resource url -> version; bumped when anything in it changes (its ETag). */
  versions: Map<string, number>;
  tickNo: number;
  nextLine: Map<string, number>;
  next: () => number;
}

export const marketUrl = (id: string) => `/api/match-odds/${encodeURIComponent(id)}`;
export const eventUrl = (id: string) => `/api/event/${encodeURIComponent(id)}`;
export const SPORTS_URL = '/api/sports-events/cricket';

export function createWorld(s: Scenario, seed = 20261123): World {
  const next = rng(seed);
  const world: World = { markets: new Map(), events: new Map(), sports: [], versions: new Map(), tickNo: 0, nextLine: new Map(), next };
  const count = s.view === 'markets' ? s.markets : s.view === 'open-events' ? s.events : 1;
  for (let i = 0; i < count; i++) {
    const m = makeMarket(i, s.view === 'markets' ? s.runners : EVENT_RUNNERS, next);
    world.markets.set(m.marketId, m);
    if (s.view !== 'markets') {
      const e = makeEvent(i, next);
      world.events.set(e.eventId, e);
      world.nextLine.set(e.eventId, FANCY_LINES);
    }
    if (s.view === 'open-events') {
      world.sports.push({
        EventId: eventIdOf(i),
        MarketId: m.marketId,
        Event: `${TEAMS[i % 8]} v ${TEAMS[(i + 1) % 8]} #${i}`,
        Fancy: true,
        Bookmaker: true,
        inplay: true,
        sport: 'cricket',
        competition: 'Bench Premier League',
        openDate: '2026-11-23T04:00:00Z',
        status: 'inplay',
        runners: m.runners.map((r) => r.SelectionName),
      });
    }
  }
  return world;
}

/** The price cells of the subscribed resources, in a fixed order. */
function cellsOf(world: World, subscribed: Set<string>): CellRef[] {
  const out: CellRef[] = [];
  for (const m of world.markets.values()) {
    const url = marketUrl(m.marketId);
    if (!subscribed.has(url)) continue;
    for (const r of m.runners) {
      const back = r.ex.availableToBack[0]!;
      const lay = r.ex.availableToLay[0]!;
      out.push({
        resource: url,
        bump: (n) => {
          back.price = round2(Math.max(1.01, back.price + (n() < 0.5 ? -0.01 : 0.01)));
          back.size = Math.round(100 + n() * 5000);
        },
      });
      out.push({
        resource: url,
        bump: (n) => {
          lay.price = round2(Math.max(1.02, lay.price + (n() < 0.5 ? -0.01 : 0.01)));
          lay.size = Math.round(100 + n() * 5000);
        },
      });
    }
  }
  for (const e of world.events.values()) {
    const url = eventUrl(e.eventId);
    if (!subscribed.has(url)) continue;
    for (const r of Object.values(e.bookmaker?.runners ?? {})) {
      out.push({
        resource: url,
        bump: (n) => {
          r.backPrice = Math.max(1, r.backPrice + (n() < 0.5 ? -1 : 1));
        },
      });
      out.push({
        resource: url,
        bump: (n) => {
          r.layPrice = Math.max(2, r.layPrice + (n() < 0.5 ? -1 : 1));
        },
      });
    }
    for (const line of Object.values(e.fancy2)) {
      out.push({
        resource: url,
        bump: (n) => {
          line.no += n() < 0.5 ? -1 : 1;
          line.no_rate = n() < 0.5 ? 90 : 100;
        },
      });
      out.push({
        resource: url,
        bump: (n) => {
          line.yes += n() < 0.5 ? -1 : 1;
          line.yes_rate = n() < 0.5 ? 100 : 110;
        },
      });
    }
  }
  return out;
}

const bumpVersion = (world: World, url: string) => world.versions.set(url, (world.versions.get(url) ?? 1) + 1);

/** One feed tick: moves the scenario's share of the subscribed cells (distinct cells, seeded). */
export function advance(world: World, s: Scenario, subscribed: Set<string>) {
  world.tickNo++;
  const cells = cellsOf(world, subscribed);
  const k = 'cells' in s.change ? Math.min(s.change.cells, cells.length) : Math.round(cells.length * s.change.fraction);
  // A partial Fisher-Yates shuffle picks k distinct cells.
  const order = cells.map((_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(world.next() * (order.length - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
    const cell = cells[order[i] as number] as CellRef;
    cell.bump(world.next);
    bumpVersion(world, cell.resource);
  }
  for (const e of world.events.values()) {
    const url = eventUrl(e.eventId);
    if (!subscribed.has(url)) continue;
    if (s.statusToggles) {
      const phase = world.tickNo % 4; // open, ball running, open, suspended
      for (const line of Object.values(e.fancy2)) {
        line.ball_running = phase === 1;
        line.suspended = phase === 3;
      }
      bumpVersion(world, url);
    }
    if (s.churnEvery > 0 && world.tickNo % s.churnEvery === 0) {
      const oldest = Object.keys(e.fancy2)[0];
      if (oldest) delete e.fancy2[oldest];
      const n = world.nextLine.get(e.eventId) ?? FANCY_LINES;
      world.nextLine.set(e.eventId, n + 1);
      e.fancy2[`L${n}`] = makeLine(0, n, world.next);
      bumpVersion(world, url);
    }
  }
}

/** The body the exchange API would answer for a url now, or null (404). */
export function bodyOf(world: World, url: string): unknown {
  if (url === SPORTS_URL) return world.sports;
  const [, , kind, raw] = url.split('/');
  const id = decodeURIComponent(raw ?? '');
  if (kind === 'match-odds') {
    const m = world.markets.get(id);
    return m ? [m] : null;
  }
  if (kind === 'event') {
    const e = world.events.get(id);
    return e ? { data: { items: { [id]: e } } } : null;
  }
  return null;
}

/** The prices a screen must show at the end, in screen order (markets view: market, runner, back then lay). */
export function expectedMarketPrices(world: World): string[] {
  const out: string[] = [];
  for (const m of world.markets.values()) {
    for (const r of [...m.runners].sort((a, b) => a.sortPriority - b.sortPriority)) {
      out.push(String(r.ex.availableToBack[0]?.price ?? '-'), String(r.ex.availableToLay[0]?.price ?? '-'));
    }
  }
  return out;
}
